import { CompletionBar } from '@client/components/completion-bar';
import { ImageThumbnail } from '@client/components/image-thumbnail';
import { Spinner } from '@client/components/ui';
import { FIELD_LABELS, IMAGE_FIELDS, isRequired, isWideImage } from '@shared/domain/profile';
import { useRecruitProfile } from '../../api/profile';

/** Staff see the recruit's own profile (docs/profile.md, "Staff view"): completion, what is missing, the photos. */
export function ProfileSection({ recruitId }: { recruitId: number }) {
  const profile = useRecruitProfile(recruitId);
  if (profile.isPending) return <Spinner label="Loading profile..." showLabel />;
  if (profile.isError) return <p className="text-sm text-slate-600">The recruit's profile could not be loaded.</p>;
  const p = profile.data;
  const missingRequired = p.missing_fields.filter(isRequired);
  const photos = IMAGE_FIELDS.flatMap((f) => {
    const group = f === 'profilePhoto' ? p.personalization : p.professional;
    const v = (group as Record<string, string | string[] | undefined>)[f];
    return (Array.isArray(v) ? v : v ? [v] : []).map((id) => ({ id, label: FIELD_LABELS[f], wide: isWideImage(f), image: p.images[id] }));
  });
  return (
    <section className="space-y-3 md:col-span-2" aria-label="Recruit profile">
      <h3 className="text-sm font-semibold text-slate-900">Profile</h3>
      <CompletionBar percentage={p.completion_percentage} status={p.status} />
      <p className="text-sm text-slate-700">
        {missingRequired.length === 0
          ? 'Every required field is filled.'
          : `Missing required: ${missingRequired.map((f) => FIELD_LABELS[f]).join(', ')}`}
      </p>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {photos.map((ph) =>
            ph.image ? (
              <li key={ph.id}>
                <a href={ph.image.url} target="_blank" rel="noreferrer">
                  <ImageThumbnail src={ph.image.thumbnail_url} alt={ph.label} wide={ph.wide} />
                </a>
                <span className="mt-1 block text-xs text-slate-500">{ph.label}</span>
              </li>
            ) : null,
          )}
        </ul>
      )}
    </section>
  );
}
