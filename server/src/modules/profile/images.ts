// Uploaded profile images (docs/profile.md, "Images"): the type is read from the bytes, never from
// the file name or the declared type; a thumbnail is made at upload; addresses are signed and expire.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadOnFirstUse } from '../../lib/load-on-first-use.ts';

const sharpLibrary = loadOnFirstUse(async () => (await import('sharp')).default);

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * What one recruit may keep (docs/profile.md, "Images"): a complete profile refers to at most 9
 * images (photo, headshot, signature, six more), 45 MiB at the largest size; 20 images and 50 MiB
 * leave room to upload replacements before saving, while one recruit can no longer fill the
 * database (before: 79 images, 84 MB in a minute).
 */
export const IMAGE_QUOTA = { count: 20, bytes: 50 * 1024 * 1024 };
/** An image no profile refers to is kept this long (an upload waiting for its Save), then deleted. */
export const UNREFERENCED_IMAGE_GRACE_HOURS = 24;
/** A signed image address works this long; the profile answer hands out fresh ones. */
const IMAGE_URL_TTL_SECONDS = 60 * 60;
const THUMBNAIL_PX = 256;

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/** PNG, JPEG or WebP by their signatures; null for anything else. */
export function detectImageType(b: Buffer): ImageType | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** A 256-pixel WebP thumbnail; throws when the bytes are not a readable image after all. */
export async function makeThumbnail(b: Buffer): Promise<Buffer> {
  const sharp = await sharpLibrary();
  return sharp(b, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

const signature = (secret: string, id: string, size: string, exp: number) =>
  createHmac('sha256', secret).update(`profile-image:${id}:${size}:${exp}`).digest('base64url');

/** A signed address of one image (or its thumbnail), valid for IMAGE_URL_TTL_SECONDS. */
export function signedImageUrl(secret: string, id: string, size: 'full' | 'thumb', nowSeconds = Math.floor(Date.now() / 1000)): string {
  const exp = nowSeconds + IMAGE_URL_TTL_SECONDS;
  return `/api/profile-images/${id}/?size=${size}&exp=${exp}&sig=${signature(secret, id, size, exp)}`;
}

export function validImageSignature(secret: string, q: { id: string; size: string; exp: number; sig: string }): boolean {
  if (q.exp < Math.floor(Date.now() / 1000)) return false;
  const expected = Buffer.from(signature(secret, q.id, q.size, q.exp));
  const given = Buffer.from(q.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
