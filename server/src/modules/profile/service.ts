// Complete Your Profile on the server (docs/profile.md): load with signed image addresses, save the
// four groups in one write with the percentage computed by the one shared rule.
import { transaction, type Sql } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import {
  computeCompletion,
  IMAGE_FIELDS,
  PROFILE_GROUP_KEYS,
  type ProfileData,
  type RecordContact,
  withRecordContact,
} from '@shared/domain/profile.ts';
import type { ProfileBody, ProfileCompletionResponse, ProfileImage } from '@shared/schemas/profile.ts';
import { logActivity } from '../activity/repo.ts';
import { assertRecruitVisible } from '../recruits/visibility.ts';
import { detectImageType, IMAGE_QUOTA, makeThumbnail, MAX_IMAGE_BYTES, signedImageUrl, validImageSignature } from './images.ts';
import * as repo from './repo.ts';

type Profile = Partial<ProfileData>;

/** The ids of every image a profile refers to. */
function imageIds(p: Profile): string[] {
  const ids: string[] = [];
  for (const g of PROFILE_GROUP_KEYS) {
    const group = (p[g] ?? {}) as Record<string, string | string[] | undefined>;
    for (const f of IMAGE_FIELDS) {
      const v = group[f];
      if (Array.isArray(v)) ids.push(...v);
      else if (v) ids.push(v);
    }
  }
  return [...new Set(ids)];
}

/** Only the recruit itself writes its profile (docs/profile.md, "Permissions"); staff read any. */
function assertOwnProfile(user: AccessClaims, recruitId: number): void {
  if (user.type !== 'recruit' || user.recruit_id !== recruitId) throw forbidden('Only the recruit can change their own profile');
}

/** The answer: the groups with the record's contact in their empty fields, the completion of exactly those, the images. */
async function respond(
  sql: Sql,
  secret: string,
  recruitId: number,
  stored: Profile,
  contact: RecordContact,
): Promise<ProfileCompletionResponse> {
  const profile = withRecordContact(stored, contact);
  const images: Record<string, ProfileImage> = {};
  for (const img of await repo.imagesOf(sql, recruitId, imageIds(profile))) {
    images[img.id] = { ...img, url: signedImageUrl(secret, img.id, 'full'), thumbnail_url: signedImageUrl(secret, img.id, 'thumb') };
  }
  const groups = Object.fromEntries(PROFILE_GROUP_KEYS.map((g) => [g, profile[g] ?? {}])) as ProfileData;
  return { ...groups, ...computeCompletion(profile), images };
}

/** The one completion rule (docs/profile.md, "Completion"): the stored profile over the record's contact (the CSV import uses it for new records). */
export const percentageOf = (profile: Profile, contact: RecordContact): number =>
  computeCompletion(withRecordContact(profile, contact)).completion_percentage;

/** The profile of a recruit: staff one they see, a recruit its own. */
export async function getProfileCompletion(deps: Deps, user: AccessClaims, recruitId: number): Promise<ProfileCompletionResponse> {
  await assertRecruitVisible(deps.sql, user, recruitId);
  const row = await repo.findProfile(deps.sql, recruitId);
  if (!row) throw notFound('Recruit not found');
  return respond(deps.sql, deps.config.jwtSecret, recruitId, row.profile as Profile, row.contact);
}

/**
 * Saves the groups sent (a group left out keeps what is stored) and the percentage, in one write.
 * Every image referred to must be one this recruit uploaded; otherwise nothing is saved.
 */
export async function saveProfileCompletion(
  deps: Deps,
  user: AccessClaims,
  recruitId: number,
  body: ProfileBody,
): Promise<ProfileCompletionResponse> {
  assertOwnProfile(user, recruitId);
  return transaction(deps.sql, async (tx) => {
    const row = await repo.findProfile(tx, recruitId);
    if (!row) throw notFound('Recruit not found');
    const next: Profile = { ...(row.profile as Profile) };
    for (const g of PROFILE_GROUP_KEYS) if (body[g]) (next as Record<string, unknown>)[g] = body[g];
    const ids = imageIds(next);
    const replaced = imageIds(row.profile as Profile).filter((id) => !ids.includes(id));
    const owned = new Set((await repo.imagesOf(tx, recruitId, ids)).map((i) => i.id));
    const foreign = ids.filter((id) => !owned.has(id));
    if (foreign.length > 0) throw badRequest('An image of this profile was not uploaded for it', { images: ['Upload the image again'] });
    const percentage = percentageOf(next, row.contact);
    await repo.saveProfile(tx, recruitId, next, percentage);
    // Images the profile referred to and no longer does are gone with the save (the quota frees up).
    await repo.deleteImages(tx, recruitId, replaced);
    await logActivity(tx, {
      recruitId,
      actorId: user.sub,
      action: 'profile_updated',
      details: { completion_percentage: percentage },
    });
    return respond(tx, deps.config.jwtSecret, recruitId, next, row.contact);
  });
}

const quotaReached = () =>
  new HttpError(
    413,
    `You have reached the image storage limit (${IMAGE_QUOTA.count} images, ${IMAGE_QUOTA.bytes / 1024 / 1024} MB). ` +
      'Save your profile to free the images you replaced, then try again.',
  );

/**
 * Stores one uploaded image after checking its bytes and the recruit's quota; answers its id and
 * signed addresses. `readFile` reads the upload, once the caller is known to be the recruit itself.
 */
export async function uploadImage(
  deps: Deps,
  user: AccessClaims,
  recruitId: number,
  readFile: () => Promise<Buffer>,
): Promise<ProfileImage> {
  assertOwnProfile(user, recruitId);
  const bytes = await readFile();
  if (bytes.length === 0) throw badRequest('The file is empty');
  if (bytes.length > MAX_IMAGE_BYTES) throw badRequest('Images can be at most 5 MB');
  const type = detectImageType(bytes);
  if (!type) throw badRequest('Only PNG, JPEG or WebP images can be uploaded');
  const thumbnail = await makeThumbnail(bytes).catch(() => {
    throw badRequest('The image could not be read');
  });
  const img = await transaction(deps.sql, async (tx) => {
    const used = await repo.imageUsage(tx, recruitId);
    if (used.count + 1 > IMAGE_QUOTA.count || used.bytes + bytes.length > IMAGE_QUOTA.bytes) throw quotaReached();
    return repo.insertImage(tx, { recruitId, type, bytes, thumbnail, uploadedBy: user.sub });
  });
  const secret = deps.config.jwtSecret;
  return { ...img, url: signedImageUrl(secret, img.id, 'full'), thumbnail_url: signedImageUrl(secret, img.id, 'thumb') };
}

/** The bytes of an image at one size, for a valid unexpired signed address (public, like a link token). */
export async function imageBySignedAddress(
  deps: Deps,
  q: { id: string; size: 'full' | 'thumb'; exp: number; sig: string },
): Promise<{ content_type: string; bytes: Buffer }> {
  if (!validImageSignature(deps.config.jwtSecret, q)) throw forbidden('This image link has expired or is not valid');
  const img = await repo.imageBytes(deps.sql, q.id, q.size);
  if (!img) throw notFound('Image not found');
  return img;
}

/**
 * The contact details a recruit confirms when accepting their profile start their Complete Your
 * Profile (docs/profile.md, "Starting values"): they fill the empty basic-contact fields and the
 * percentage is computed, so the dashboard does not ask again for what the recruit just gave.
 */
export async function startProfileWithContact(
  sql: Sql,
  recruitId: number,
  contact: { firstName: string; lastName: string; email: string; mobile: string },
): Promise<void> {
  const row = await repo.findProfile(sql, recruitId);
  if (!row) return;
  const profile = { ...(row.profile as Profile) };
  const basic = { ...(profile.basic_contact ?? {}) } as Record<string, string | undefined>;
  for (const [field, value] of Object.entries(contact)) if (!basic[field] && value) basic[field] = value;
  profile.basic_contact = basic;
  await repo.saveProfile(sql, recruitId, profile, percentageOf(profile, row.contact));
}

/**
 * Stores the percentage a new recruit's record already brings (its name, e-mail and phone are
 * required, so later edits never empty them), so the figure every list reads is the one the profile shows.
 */
export async function refreshProfileCompletion(sql: Sql, recruitId: number): Promise<void> {
  const row = await repo.findProfile(sql, recruitId);
  if (row) await repo.savePercentage(sql, recruitId, percentageOf(row.profile as Profile, row.contact));
}

/** Every recruit's stored percentage by the one rule (a backfill after the rule changed); answers how many were checked. */
export async function refreshAllProfileCompletions(sql: Sql): Promise<number> {
  const ids = await repo.allRecruitIds(sql);
  for (const id of ids) await refreshProfileCompletion(sql, id);
  return ids.length;
}
