// What one recruit may store (issue 22, docs/profile.md "Images"): 20 images and 50 MiB, a clear 413
// past it; images a save replaces are deleted with it, and the hourly job deletes the images no
// profile refers to a day after their upload.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import { createRecruit } from '../recruits/helpers.ts';
import { jobsDrained, startWorker } from '../nurture/helpers.ts';
import { png, upload } from './helpers.ts';

const ctx = setupTestApp();
const workers: FastifyInstance[] = [];
afterAll(async () => {
  for (const w of workers) await w.close();
});

const QUOTA_TEXT =
  'You have reached the image storage limit (20 images, 50 MB). Save your profile to free the images you replaced, then try again.';

/** A recruit with its own signed-in account. */
async function recruitWithAccount() {
  const { headers } = await staff(ctx);
  const id = (await createRecruit(ctx, headers)).id;
  return { id, headers: (await signedIn(ctx, 'recruit', { recruit_id: id })).headers };
}
const stored = async (recruitId: number) =>
  (await ctx.sql<{ id: string }[]>`select id from profile_images where recruit_id = ${recruitId} order by created_at`).map((r) => r.id);
const save = (r: { id: number; headers: Record<string, string> }, personalization: Record<string, unknown>) =>
  call(ctx, 'POST', `/api/recruits/${r.id}/save_profile_completion/`, r.headers, { personalization });

describe('profile image storage', () => {
  it('uploads for every identity: anonymous 401, staff 403, another recruit 403, the recruit itself 201', async () => {
    const r = await recruitWithAccount();
    const other = await recruitWithAccount();
    const image = await png(40, 40);
    expect((await upload(ctx, r.id, {}, 'a.png', 'image/png', image)).statusCode).toBe(401);
    expect((await upload(ctx, r.id, (await staff(ctx)).headers, 'a.png', 'image/png', image)).statusCode).toBe(403);
    expect((await upload(ctx, r.id, other.headers, 'a.png', 'image/png', image)).statusCode).toBe(403);
    expect(await stored(r.id)).toEqual([]);
    expect((await upload(ctx, r.id, r.headers, 'a.png', 'image/png', image)).statusCode).toBe(201);
  });

  it('takes 20 images from one recruit and refuses the 21st with 413; another recruit is not affected', async () => {
    const r = await recruitWithAccount();
    const image = await png(40, 40);
    for (let i = 0; i < 20; i++) expect((await upload(ctx, r.id, r.headers, `p${i}.png`, 'image/png', image)).statusCode).toBe(201);
    const over = await upload(ctx, r.id, r.headers, 'p20.png', 'image/png', image);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ error: QUOTA_TEXT });
    expect(await stored(r.id)).toHaveLength(20);
    const other = await recruitWithAccount();
    expect((await upload(ctx, other.id, other.headers, 'o.png', 'image/png', image)).statusCode).toBe(201);
  });

  it('refuses an upload that would pass 50 MiB, counting the bytes already stored', async () => {
    const r = await recruitWithAccount();
    // Images already stored, by their recorded sizes: 9 × 5 MiB and 4 MiB, 49 MiB in all.
    for (const mib of [5, 5, 5, 5, 5, 5, 5, 5, 5, 4]) {
      await ctx.sql`
        insert into profile_images (recruit_id, content_type, size, bytes, thumbnail)
        values (${r.id}, 'image/png', ${mib * 1024 * 1024}, ${Buffer.from('x')}, ${Buffer.from('x')})`;
    }
    expect((await upload(ctx, r.id, r.headers, 'fits.png', 'image/png', await png(40, 40))).statusCode).toBe(201);
    // A real photo-like image of about 1.5 MB (noise does not compress): past the 1 MiB left.
    const noisy = await sharp({
      create: { width: 800, height: 650, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1024 * 1024);
    const res = await upload(ctx, r.id, r.headers, 'photo.png', 'image/png', noisy);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(QUOTA_TEXT);
  });

  it('deletes the image a save replaces or removes, so the quota frees up', async () => {
    const r = await recruitWithAccount();
    const image = await png(40, 40);
    const first = (await upload(ctx, r.id, r.headers, 'a.png', 'image/png', image)).json().id as string;
    expect((await save(r, { profilePhoto: first })).statusCode).toBe(200);
    const second = (await upload(ctx, r.id, r.headers, 'b.png', 'image/png', image)).json().id as string;
    const pending = (await upload(ctx, r.id, r.headers, 'c.png', 'image/png', image)).json().id as string;
    expect((await save(r, { profilePhoto: second })).statusCode).toBe(200);
    // The replaced photo is gone; the upload no save has used yet is kept (for the job, a day later).
    expect(await stored(r.id)).toEqual([second, pending]);
    expect((await save(r, { profilePhoto: '' })).statusCode).toBe(200);
    expect(await stored(r.id)).toEqual([pending]);
  });

  it('the hourly job deletes images no profile refers to a day after their upload, and keeps the others', async () => {
    const r = await recruitWithAccount();
    const image = await png(40, 40);
    const ids = [];
    for (const name of ['kept.png', 'stale.png', 'fresh.png', 'listed.png'])
      ids.push((await upload(ctx, r.id, r.headers, name, 'image/png', image)).json().id as string);
    const [kept, stale, fresh, listed] = ids;
    expect(
      (
        await call(ctx, 'POST', `/api/recruits/${r.id}/save_profile_completion/`, r.headers, {
          personalization: { profilePhoto: kept },
          professional: { additionalPhotos: [listed] },
        })
      ).statusCode,
    ).toBe(200);
    await ctx.sql`update profile_images set created_at = now() - interval '25 hours' where id in ${ctx.sql([kept, stale, listed])}`;

    workers.push(await startWorker(ctx));
    await ctx.sql`select graphile_worker.add_job('prune_profile_images')`;
    await jobsDrained(ctx);
    expect((await stored(r.id)).sort()).toEqual([kept, fresh, listed].sort());
  });
});
