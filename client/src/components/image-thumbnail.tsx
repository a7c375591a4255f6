import { cx } from './ui/cx';

/** A profile image's thumbnail: photos fill a square, a wide image (a signature) shows whole in a wide frame. */
export function ImageThumbnail({ src, alt, wide = false }: { src: string; alt: string; wide?: boolean }) {
  return (
    <img
      src={src}
      alt={alt}
      className={cx('h-20 rounded-lg border border-slate-200', wide ? 'w-48 bg-white object-contain p-1' : 'w-20 object-cover')}
    />
  );
}
