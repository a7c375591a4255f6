import type { Sql } from '../../db/connect.ts';
import type { ImageType } from './images.ts';
import { IMAGE_FIELDS, type RecordContact } from '@shared/domain/profile.ts';

/** The stored profile, and the record's contact its completion falls back to (shared/domain/profile.ts). */
type ProfileRow = { profile: Record<string, Record<string, unknown>>; contact: RecordContact };

export async function findProfile(sql: Sql, recruitId: number): Promise<ProfileRow | undefined> {
  const [row] = await sql<ProfileRow[]>`
    select profile_completion as profile,
           json_build_object('first_name', first_name, 'last_name', last_name, 'email', email, 'phone', phone) as contact
    from recruits where id = ${recruitId}`;
  return row;
}

export async function saveProfile(sql: Sql, recruitId: number, profile: Record<string, unknown>, percentage: number): Promise<void> {
  await sql`
    update recruits set profile_completion = ${sql.json(profile as never)}, profile_completion_percentage = ${percentage}, updated_at = now()
    where id = ${recruitId}`;
}

export async function allRecruitIds(sql: Sql): Promise<number[]> {
  return (await sql<{ id: number }[]>`select id from recruits order by id`).map((r) => r.id);
}

/** The percentage alone, worked out again from what is stored: no edit of the recruit, so updated_at stays. */
export async function savePercentage(sql: Sql, recruitId: number, percentage: number): Promise<void> {
  await sql`update recruits set profile_completion_percentage = ${percentage} where id = ${recruitId}`;
}

export async function insertImage(
  sql: Sql,
  i: { recruitId: number; type: ImageType; bytes: Buffer; thumbnail: Buffer; uploadedBy: number },
): Promise<{ id: string; content_type: ImageType; size: number }> {
  const [row] = await sql<{ id: string; content_type: ImageType; size: number }[]>`
    insert into profile_images (recruit_id, content_type, size, bytes, thumbnail, uploaded_by)
    values (${i.recruitId}, ${i.type}, ${i.bytes.length}, ${i.bytes}, ${i.thumbnail}, ${i.uploadedBy})
    returning id, content_type, size`;
  return row;
}

export async function imagesOf(sql: Sql, recruitId: number, ids: string[]): Promise<{ id: string; content_type: string; size: number }[]> {
  if (ids.length === 0) return [];
  return sql<{ id: string; content_type: string; size: number }[]>`
    select id, content_type, size from profile_images where recruit_id = ${recruitId} and id in ${sql(ids)}`;
}

export async function imageBytes(
  sql: Sql,
  id: string,
  size: 'full' | 'thumb',
): Promise<{ content_type: string; bytes: Buffer } | undefined> {
  const [row] =
    size === 'thumb'
      ? await sql<
          { content_type: string; bytes: Buffer }[]
        >`select 'image/webp' as content_type, thumbnail as bytes from profile_images where id = ${id}`
      : await sql<{ content_type: string; bytes: Buffer }[]>`select content_type, bytes from profile_images where id = ${id}`;
  return row;
}

/** What a recruit's stored images take: how many, and their bytes (the uploads; thumbnails are small). */
export async function imageUsage(sql: Sql, recruitId: number): Promise<{ count: number; bytes: number }> {
  // The recruit's row is locked first, so two uploads at once cannot both pass the quota.
  await sql`select 1 from recruits where id = ${recruitId} for update`;
  const [row] = await sql<{ count: number; bytes: number }[]>`
    select count(*)::int as count, coalesce(sum(size), 0)::bigint as bytes from profile_images where recruit_id = ${recruitId}`;
  return { count: row.count, bytes: Number(row.bytes) };
}

export async function deleteImages(sql: Sql, recruitId: number, ids: string[]): Promise<void> {
  if (ids.length > 0) await sql`delete from profile_images where recruit_id = ${recruitId} and id in ${sql(ids)}`;
}

/** A group of the profile JSON naming the image `$id` in one of its image fields (lax mode unwraps the photo list). */
const REFERS_TO_IMAGE = `$.* ? (${IMAGE_FIELDS.map((f) => `@.${f} == $id`).join(' || ')})`;

/**
 * Deletes the images uploaded more than `graceHours` ago that their recruit's profile does not refer
 * to (uploaded but never saved, or left behind); answers how many.
 */
export async function pruneUnreferencedImages(sql: Sql, graceHours: number): Promise<number> {
  const rows = await sql`
    delete from profile_images i using recruits r
    where r.id = i.recruit_id and i.created_at < now() - make_interval(hours => ${graceHours})
      and not jsonb_path_exists(r.profile_completion, ${REFERS_TO_IMAGE}::jsonpath, jsonb_build_object('id', i.id::text))
    returning i.id`;
  return rows.length;
}
