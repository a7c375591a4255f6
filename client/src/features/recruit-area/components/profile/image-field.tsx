import { useRef } from 'react';
import { ImageThumbnail } from '@client/components/image-thumbnail';
import { Button } from '@client/components/ui';
import { toast } from '@client/lib/toast';
import type { ProfileImage } from '@shared/schemas/profile';
import { useUploadProfileImage } from '../../api/profile-images';

const ACCEPT = 'image/png,image/jpeg,image/webp';
const MAX_BYTES = 5 * 1024 * 1024;

interface Props {
  label: string;
  /** Show the image whole in a wide frame (a signature) instead of a cropped square. */
  wide?: boolean;
  recruitId: number;
  /** Image ids: one for a single image, several for a list. */
  value: string[];
  multiple?: boolean;
  max?: number;
  images: Record<string, ProfileImage>;
  onUploaded: (image: ProfileImage) => void;
  onChange: (ids: string[]) => void;
}

/** An image field of the profile: thumbnails, Upload (PNG, JPEG or WebP up to 5 MB) and Remove. */
export function ImageField({ label, wide, recruitId, value, multiple = false, max = 1, images, onUploaded, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProfileImage(recruitId);
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPT.split(',').includes(file.type)) return toast.error('Choose a PNG, JPEG or WebP image');
    if (file.size > MAX_BYTES) return toast.error('Images can be at most 5 MB');
    upload.mutate(file, {
      onSuccess: (image) => {
        onUploaded(image);
        onChange(multiple ? [...value, image.id] : [image.id]);
      },
    });
  };
  const full = value.length >= (multiple ? max : 1);
  return (
    <fieldset className="space-y-2">
      <legend className="block text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {value.map((imageId) => {
          const img = images[imageId];
          return (
            <figure key={imageId} className="relative">
              {img ? (
                <ImageThumbnail src={img.thumbnail_url} alt={label} wide={wide} />
              ) : (
                <div className="grid size-20 place-items-center rounded-lg border border-dashed border-slate-300 text-xs text-slate-500">
                  Saved
                </div>
              )}
              <Button variant="link" className="mt-1 text-xs" onClick={() => onChange(value.filter((x) => x !== imageId))}>
                Remove
              </Button>
            </figure>
          );
        })}
        {!full && (
          <>
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              aria-label={`Upload ${label}`}
              onChange={(e) => {
                pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <Button
              variant="outline"
              size="sm"
              loading={upload.isPending}
              loadingText="Uploading..."
              onClick={() => input.current?.click()}
            >
              {value.length > 0 ? 'Add another' : 'Upload'}
            </Button>
            <span className="text-xs text-slate-500">PNG, JPEG or WebP, up to 5 MB</span>
          </>
        )}
      </div>
    </fieldset>
  );
}
