// The stored profile percentage of recruits made before the one completion rule is worked out again
// by the job migration 00021 queues (issue 25; docs/profile.md, "Completion").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../server/src/lib/project-root.ts';
import type { FastifyInstance } from 'fastify';
import { setupTestApp } from '../../support/test-app.ts';
import { call, signInStaff } from '../../support/api.ts';
import { createRecruit } from '../recruits/helpers.ts';
import { jobsDrained, startWorker } from '../nurture/helpers.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);
let worker: FastifyInstance | undefined;
afterAll(async () => {
  await worker?.close();
});

it('a stale stored percentage becomes what the profile shows, without touching the record', async () => {
  const r = await createRecruit(ctx, headers);
  const shown = (await call(ctx, 'GET', `/api/recruits/${r.id}/profile_completion/`, headers)).json().completion_percentage;
  expect(shown).toBeGreaterThan(0);
  // As stored before the rule counted the record's own name, e-mail and phone.
  const [before] = await ctx.sql<{ updated_at: Date }[]>`
    update recruits set profile_completion_percentage = 0 where id = ${r.id} returning updated_at`;
  worker = await startWorker(ctx);
  // What migration 00021 does on a database that has recruits: queue the job.
  await ctx.sql.unsafe(readFileSync(join(PROJECT_ROOT, 'migrations/00021_profile_percentage_backfill.sql'), 'utf8'));
  await jobsDrained(ctx);
  const [after] = await ctx.sql<{ profile_completion_percentage: number; updated_at: Date }[]>`
    select profile_completion_percentage, updated_at from recruits where id = ${r.id}`;
  expect(after.profile_completion_percentage).toBe(shown);
  expect((await call(ctx, 'GET', `/api/recruits/${r.id}/`, headers)).json().profile_completion_percentage).toBe(shown);
  expect(after.updated_at).toEqual(before.updated_at);
});
