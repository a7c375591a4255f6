// Every /api route, as every identity (issue 26 item 7; docs/security.md "Who may call what"): the
// guard each route runs is read from the app (app.routeAccess), and each identity the guard must
// refuse is refused, with the guard's own answer, before anything runs; each it must admit gets
// past the guard (GET routes: a call with side effects is never made as an admitted identity).
// Which recruits an admitted recruiter then sees is the visibility rule's test
// (tests/server/recruits/visibility.test.ts); this one is about the door.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../../server/src/plugins/auth.ts';
import { setupTestApp } from '../../support/test-app.ts';
import type { Headers, Method } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';

const ctx = setupTestApp();

/** `recruiter (own)`: a recruiter while the company's pipeline_visibility is `own` (docs/team.md). */
type Identity = 'anonymous' | 'recruit' | 'department' | 'recruiter' | 'recruiter (own)' | 'admin';
const IDENTITIES: Identity[] = ['anonymous', 'recruit', 'department', 'recruiter', 'recruiter (own)', 'admin'];

/** Whom each guard admits. */
const ADMITS: Record<Exclude<RouteAccess, 'open'>, Identity[]> = {
  user: ['recruit', 'department', 'recruiter', 'recruiter (own)', 'admin'],
  staff: ['department', 'recruiter', 'recruiter (own)', 'admin'],
  recruiter: ['recruiter', 'recruiter (own)', 'admin'],
  admin: ['admin'],
  recruit: ['recruit'],
};

/**
 * The /api routes without one of the guards, each deciding for itself (a link's token, a signature,
 * an optional sign-in), listed so a new unguarded route fails this test until someone decides.
 */
const OPEN = new Set<string>([
  // Signing in and password links (rate-limited; docs/security.md "Passwords and accounts").
  'POST /api/auth/login/',
  'POST /api/auth/token/refresh/',
  'POST /api/auth/forgot-password/',
  'GET /api/auth/validate-reset-token/:token/',
  'POST /api/auth/reset-password/:token/',
  'POST /api/auth/setup-password/:token/',
  'GET /api/auth/demo-credentials/', // 404 in production
  // The recruit's invitation link.
  'GET /api/accept/:token/',
  'POST /api/accept/:token/',
  // The ClearView session link (signed in or not; the room decides who writes).
  'GET /api/clearview/:token/',
  'GET /api/clearview/:token/report/',
  'POST /api/clearview/:token/save/',
  'POST /api/clearview/:token/complete/',
  // Booking and unsubscribe links (signed tokens).
  'GET /api/booking/:token/slots/',
  'POST /api/booking/:token/',
  'POST /api/booking/meetings/:token/cancel/',
  'GET /api/unsubscribe/:token/',
  'GET /api/unsubscribe/:token/status/',
  'POST /api/unsubscribe/:token/',
  // Onboarding's department key links and public task links.
  'GET /api/onboarding/department/:id/tasks/',
  'POST /api/onboarding/department/:id/tasks/:taskId/status/',
  'GET /api/onboarding/task/:uuid/',
  'POST /api/onboarding/task/:uuid/',
  // A signed image address; the open-tracking pixel; Twilio's signed webhooks.
  'GET /api/profile-images/:id/',
  'GET /api/messages/opened/:file',
  'POST /api/sms/twilio/inbound/',
  'POST /api/sms/twilio/status/',
]);

/** The guards' own refusals: an admitted identity never gets one of these. */
const GUARD_REFUSALS = [
  'Authentication credentials were not provided',
  'Only recruiters can do this',
  'Only recruits can do this',
  'Only admins can do this',
  "Department accounts can only work their department's onboarding tasks",
];

const headersOf = {} as Record<Identity, Headers | undefined>;
beforeAll(async () => {
  const [department] = await ctx.sql<{ id: number }[]>`
    insert into departments (name, email, access_key) values ('Matrix Ops', 'ops@example.com', ${'k'.repeat(40)}) returning id`;
  headersOf.anonymous = undefined;
  headersOf.recruit = (await signedIn(ctx, 'recruit')).headers;
  headersOf.department = (await signedIn(ctx, 'recruiter', { role: 'department', department_id: department.id })).headers;
  headersOf.recruiter = (await signedIn(ctx, 'recruiter', { role: 'recruiter' })).headers;
  headersOf['recruiter (own)'] = headersOf.recruiter;
  headersOf.admin = (await signedIn(ctx, 'recruiter', { role: 'admin' })).headers;
});

/** A concrete URL for a route: ids that exist nowhere, tokens that were never issued. */
const concrete = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '999999' : 'x'.repeat(43)));

function routes(): { method: Method; url: string; access: RouteAccess }[] {
  return [...ctx.app.routeAccess]
    .map(([key, access]) => {
      const [method, url] = key.split(' ') as [Method, string];
      return { method, url, access };
    })
    .filter((r) => r.url.startsWith('/api/') && ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
}

const call = (method: Method, url: string, headers?: Headers) =>
  ctx.app.inject({ method, url: concrete(url), headers, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });

describe('every /api route as every identity', () => {
  it('knows the guard of every route, and the unguarded ones are the listed ones', () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(150);
    expect(
      all
        .filter((r) => r.access === 'open')
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual([...OPEN].sort());
  });

  for (const identity of IDENTITIES) {
    // Set in each test: hooks registered in this loop would all run before the first test.
    const asThisIdentity = () =>
      ctx.sql`update company_settings set pipeline_visibility = ${identity === 'recruiter (own)' ? 'own' : 'team'}`;
    it(`refuses ${identity} at the door of every route whose guard does not admit it`, async () => {
      await asThisIdentity();
      for (const r of routes()) {
        if (r.access === 'open' || ADMITS[r.access].includes(identity)) continue;
        const res = await call(r.method, r.url, headersOf[identity]);
        const label = `${identity} ${r.method} ${r.url} (${r.access})`;
        expect(res.statusCode, label).toBe(identity === 'anonymous' ? 401 : 403);
        expect(GUARD_REFUSALS, label).toContain(res.json().error);
      }
    });

    it(`lets ${identity} past the guard of every GET route that admits it`, async () => {
      await asThisIdentity();
      for (const r of routes()) {
        if (r.method !== 'GET' || r.access === 'open' || !ADMITS[r.access].includes(identity)) continue;
        const res = await call(r.method, r.url, headersOf[identity]);
        const label = `${identity} ${r.method} ${r.url} (${r.access}): ${res.statusCode} ${res.body.slice(0, 120)}`;
        expect(res.statusCode, label).not.toBe(401);
        expect(res.statusCode, label).toBeLessThan(500);
        if (res.statusCode === 403) expect(GUARD_REFUSALS, label).not.toContain(res.json().error);
      }
    });
  }
});
