// Who may call each team route (docs/team.md, docs/security.md "Admin-only routes"): admins only;
// recruiters and department users get 403, recruits 403, anonymous callers 401.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, type Headers, type Method } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import { makeDepartment } from '../onboarding/helpers.ts';
import { STAFF } from './helpers.ts';

const ctx = setupTestApp();
const who: Record<string, Headers> = {};
let target: number;
let department: number;
beforeAll(async () => {
  const admin = await signedIn(ctx, 'recruiter');
  who.admin = admin.headers;
  department = (await makeDepartment(ctx, admin.headers)).id;
  who.recruiter = (await signedIn(ctx, 'recruiter', { role: 'recruiter' })).headers;
  who.department = (await signedIn(ctx, 'recruiter', { role: 'department', department_id: department })).headers;
  who.recruit = (await signedIn(ctx, 'recruit')).headers;
  target = (await signedIn(ctx, 'recruiter', { role: 'recruiter' })).account.id;
});

let seq = 0;
type Case = [Method, () => string, () => unknown, number];
const ROUTES: Case[] = [
  ['GET', () => STAFF, () => undefined, 200],
  [
    'POST',
    () => `${STAFF}invite/`,
    () => ({ first_name: 'Ada', last_name: 'Byron', email: `ada${++seq}@example.com`, role: 'recruiter' }),
    201,
  ],
  ['PATCH', () => `${STAFF}${target}/`, () => ({ role: 'recruiter' }), 200],
];

describe('team route permissions', () => {
  it('refuses anonymous callers (401), recruits, recruiters and department users (403) on every route', async () => {
    for (const [method, path, body] of ROUTES) {
      expect((await call(ctx, method, path(), undefined, body())).statusCode, `${method} ${path()} anonymous`).toBe(401);
      for (const name of ['recruit', 'recruiter', 'department'])
        expect((await call(ctx, method, path(), who[name], body())).statusCode, `${method} ${path()} ${name}`).toBe(403);
    }
    const [{ count }] = await ctx.sql<{ count: number }[]>`select count(*)::int as count from users where email like 'ada%'`;
    expect(count).toBe(0);
  });

  it('lets an admin call every route', async () => {
    for (const [method, path, body, status] of ROUTES)
      expect((await call(ctx, method, path(), who.admin, body())).statusCode, `${method} ${path()}`).toBe(status);
  });

  it('answers the role and department on GET /auth/me/', async () => {
    const me = (await call(ctx, 'GET', '/api/auth/me/', who.department)).json();
    expect(me).toMatchObject({ type: 'recruiter', role: 'department', department_id: department });
    expect((await call(ctx, 'GET', '/api/auth/me/', who.recruiter)).json()).toMatchObject({ role: 'recruiter', department_id: null });
  });
});
