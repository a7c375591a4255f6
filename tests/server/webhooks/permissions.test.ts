// Who may call each webhook route (docs/security.md "Webhooks"): admins only. Recruiters, department
// users and recruits get 403; nobody anonymous gets in (401).
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, type Headers, type Method, signInStaff } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import { createRecruit } from '../recruits/helpers.ts';
import { makeDepartment } from '../onboarding/helpers.ts';
import { deliveries, registerEndpoint } from './helpers.ts';

const ctx = setupTestApp();
const admin = signInStaff(ctx);
let recruit: Headers;
let recruiter: Headers;
let department: Headers;
let endpoint: number;
let delivery: number;
beforeAll(async () => {
  recruit = (await signedIn(ctx, 'recruit')).headers;
  recruiter = (await signedIn(ctx, 'recruiter', { role: 'recruiter' })).headers;
  const dept = await makeDepartment(ctx, admin);
  department = (await signedIn(ctx, 'recruiter', { role: 'department', department_id: dept.id })).headers;
  endpoint = (await registerEndpoint(ctx, admin, 'http://127.0.0.1:9/p', ['recruit.created'])).id;
  await createRecruit(ctx, admin);
  delivery = (await deliveries(ctx, admin))[0].id;
  // A finished delivery, so the admin's replay is allowed.
  await ctx.sql`update webhook_deliveries set status = 'failed' where id = ${delivery}`;
});

type Case = [Method, () => string, unknown, number];
// Each route with the answer an admin gets; the DELETE comes last.
const ROUTES: Case[] = [
  ['GET', () => '/api/webhooks/endpoints/', undefined, 200],
  ['POST', () => '/api/webhooks/endpoints/', { url: 'http://127.0.0.1:9/q', events: ['message.failed'] }, 201],
  ['PATCH', () => `/api/webhooks/endpoints/${endpoint}/`, { is_active: true }, 200],
  ['GET', () => '/api/webhooks/deliveries/', undefined, 200],
  ['POST', () => `/api/webhooks/deliveries/${delivery}/replay/`, undefined, 201],
  ['DELETE', () => `/api/webhooks/endpoints/${endpoint}/`, undefined, 204],
];

describe('webhook permissions', () => {
  it('anonymous callers get 401; recruits, recruiters and department users 403 on every route', async () => {
    for (const [method, path, body] of ROUTES) {
      expect((await call(ctx, method, path(), undefined, body)).statusCode, `${method} ${path()} anonymous`).toBe(401);
      for (const [name, headers] of Object.entries({ recruit, recruiter, department }))
        expect((await call(ctx, method, path(), headers, body)).statusCode, `${method} ${path()} ${name}`).toBe(403);
    }
    expect((await deliveries(ctx, admin)).length).toBe(1);
  });

  it('an admin may call every route', async () => {
    for (const [method, path, body, status] of ROUTES) {
      expect((await call(ctx, method, path(), admin, body)).statusCode, `${method} ${path()}`).toBe(status);
    }
  });
});
