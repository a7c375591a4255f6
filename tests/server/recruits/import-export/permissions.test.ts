// Who may call the bulk, import and export routes (docs/security.md, "Bulk actions, import and
// export"): admins and recruiters; a department user and a recruit get 403; nobody anonymous gets in.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { call, type Headers } from '../../../support/api.ts';
import { signedIn } from '../../../support/fixtures.ts';
import { makeDepartment } from '../../onboarding/helpers.ts';
import { createRecruit } from '../helpers.ts';
import { HEADER, importCsv, rows } from './helpers.ts';

const ctx = setupTestApp();
const who: Record<'admin' | 'recruiter' | 'department' | 'recruit', Headers> = { admin: {}, recruiter: {}, department: {}, recruit: {} };
let recruitId: number;

beforeAll(async () => {
  who.admin = (await signedIn(ctx, 'recruiter')).headers;
  who.recruiter = (await signedIn(ctx, 'recruiter', { role: 'recruiter' })).headers;
  const department = await makeDepartment(ctx, who.admin);
  who.department = (await signedIn(ctx, 'recruiter', { role: 'department', department_id: department.id })).headers;
  const recruit = await createRecruit(ctx, who.admin);
  recruitId = recruit.id;
  who.recruit = (await signedIn(ctx, 'recruit', { recruit_id: recruit.id })).headers;
});

type Route = [string, (h: Headers | undefined) => ReturnType<typeof call>];
const ROUTES: Route[] = [
  [
    'POST /api/recruits/bulk/',
    (h) => call(ctx, 'POST', '/api/recruits/bulk/', h, { action: 'status', ids: [recruitId], status: 'onboarded' }),
  ],
  ['POST /api/recruits/import/', (h) => importCsv(ctx, h, [HEADER, ...rows(1, 'perm.example.com')].join('\n'), { dry_run: 'true' })],
  ['GET /api/recruits/export/', (h) => call(ctx, 'GET', '/api/recruits/export/', h)],
];

describe('bulk, import and export permissions', () => {
  it('anonymous callers get 401; department users and recruits 403', async () => {
    for (const [name, send] of ROUTES) {
      expect((await send(undefined)).statusCode, `${name} anonymous`).toBe(401);
      expect((await send(who.department)).statusCode, `${name} department`).toBe(403);
      expect((await send(who.recruit)).statusCode, `${name} recruit`).toBe(403);
    }
  });

  it('admins and recruiters may call every route', async () => {
    for (const [name, send] of ROUTES) {
      expect((await send(who.admin)).statusCode, `${name} admin`).toBe(200);
      expect((await send(who.recruiter)).statusCode, `${name} recruiter`).toBe(200);
    }
  });
});
