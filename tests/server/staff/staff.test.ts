// Team management (docs/team.md): the list, invitations with their setup link, role and active
// changes, the last-admin rule and the audit trail.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, type Headers } from '../../support/api.ts';
import { lastMailTo, login, signedIn } from '../../support/fixtures.ts';
import { makeDepartment } from '../onboarding/helpers.ts';
import { LAST_ADMIN, NOT_YOURSELF } from '@shared/schemas/staff.ts';
import { STAFF, auditOf, invite, patchStaff } from './helpers.ts';

const ctx = setupTestApp();
let admin: Awaited<ReturnType<typeof signedIn>>;
let headers: Headers;
let department: { id: number; name: string };
beforeAll(async () => {
  admin = await signedIn(ctx, 'recruiter');
  headers = admin.headers;
  department = await makeDepartment(ctx, headers);
});

describe('GET /staff/', () => {
  it('lists every staff account with role and department, never a recruit', async () => {
    const dept = await signedIn(ctx, 'recruiter', { role: 'department', department_id: department.id });
    await signedIn(ctx, 'recruit');
    const { results } = (await call(ctx, 'GET', STAFF, headers)).json();
    const row = results.find((r: { id: number }) => r.id === dept.account.id);
    expect(row).toEqual({
      id: dept.account.id,
      first_name: 'Test',
      last_name: 'recruiter',
      email: dept.account.email,
      role: 'department',
      department_id: department.id,
      department_name: department.name,
      is_active: true,
      has_password: true,
    });
    expect(results.every((r: { role: string }) => ['admin', 'recruiter', 'department'].includes(r.role))).toBe(true);
  });
});

describe('POST /staff/invite/', () => {
  it('creates a passwordless account, mails a setup link that sets a password, and the user signs in', async () => {
    const made = await invite(ctx, headers, { first_name: 'Nia', last_name: 'Okafor', email: 'Nia.Okafor@Example.com', role: 'recruiter' });
    expect(made).toMatchObject({ role: 'recruiter', is_active: true, department_id: null, has_password: false });
    const mail = await lastMailTo(ctx, 'Nia.Okafor@Example.com');
    expect(mail.subject).toBe('You are invited to Clearpath');
    const link = mail.links.find((l: string) => l.includes('/setup-password/'));
    const token = String(link).split('/setup-password/')[1];
    expect((await call(ctx, 'POST', `/api/auth/setup-password/${token}/`, undefined, { password: 'a-long-new-password' })).statusCode).toBe(
      200,
    );
    const session = await login(ctx, 'nia.okafor@example.com', 'recruiter', 'a-long-new-password');
    expect(session.user).toMatchObject({ role: 'recruiter', type: 'recruiter' });
    expect(await auditOf(ctx, made.id)).toEqual([
      {
        action: 'staff.invite',
        actor_id: admin.account.id,
        before: null,
        after: { role: 'recruiter', is_active: true, department_id: null },
      },
    ]);
  });

  it('needs a department for the department role, and refuses one for any other', async () => {
    const base = { first_name: 'Dee', last_name: 'Partment', email: 'dee@example.com' };
    const missing = await call(ctx, 'POST', `${STAFF}invite/`, headers, { ...base, role: 'department' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field_errors.department).toBeDefined();
    const extra = await call(ctx, 'POST', `${STAFF}invite/`, headers, { ...base, role: 'recruiter', department: department.id });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().field_errors.department).toBeDefined();
    const unknown = await call(ctx, 'POST', `${STAFF}invite/`, headers, { ...base, role: 'department', department: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field_errors.department).toEqual(['No such department']);
    const made = await invite(ctx, headers, { ...base, role: 'department', department: department.id });
    expect(made).toMatchObject({ role: 'department', department_id: department.id });
  });

  it('refuses an e-mail any account has, in any case (a 400 on email)', async () => {
    const recruit = await signedIn(ctx, 'recruit');
    for (const email of [admin.account.email.toUpperCase(), recruit.account.email]) {
      const res = await call(ctx, 'POST', `${STAFF}invite/`, headers, { first_name: 'A', last_name: 'B', email, role: 'recruiter' });
      expect(res.statusCode).toBe(400);
      expect(res.json().field_errors.email).toEqual(['An account with this email already exists']);
    }
  });
});

describe('PATCH /staff/{id}/', () => {
  it('changes the role and records before and after', async () => {
    const other = await signedIn(ctx, 'recruiter', { role: 'recruiter' });
    const res = await patchStaff(ctx, headers, other.account.id, { role: 'department', department: department.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'department', department_id: department.id, department_name: department.name });
    const back = await patchStaff(ctx, headers, other.account.id, { role: 'admin' });
    expect(back.json()).toMatchObject({ role: 'admin', department_id: null });
    expect(await auditOf(ctx, other.account.id)).toEqual([
      {
        action: 'staff.role',
        actor_id: admin.account.id,
        before: { role: 'recruiter', is_active: true, department_id: null },
        after: { role: 'department', is_active: true, department_id: department.id },
      },
      {
        action: 'staff.role',
        actor_id: admin.account.id,
        before: { role: 'department', is_active: true, department_id: department.id },
        after: { role: 'admin', is_active: true, department_id: null },
      },
    ]);
    // The role is read again on the next request: the new admin may list the team at once.
    expect((await call(ctx, 'GET', STAFF, other.headers)).statusCode).toBe(200);
  });

  it('deactivating refuses the access and refresh tokens at once; the recruits stay theirs', async () => {
    const leaver = await signedIn(ctx, 'recruiter', { role: 'recruiter' });
    const [recruit] = await ctx.sql<{ id: number }[]>`
      insert into recruits (first_name, last_name, email, phone, status, recruiter_id)
      values ('Owned', 'Recruit', ${`owned-${leaver.account.id}@example.com`}, '555-0100', 'lead', ${leaver.account.id}) returning id`;
    expect((await call(ctx, 'GET', '/api/auth/me/', leaver.headers)).statusCode).toBe(200);
    const res = await patchStaff(ctx, headers, leaver.account.id, { is_active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_active).toBe(false);
    expect((await call(ctx, 'GET', '/api/auth/me/', leaver.headers)).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/api/auth/token/refresh/', undefined, { refresh: leaver.refresh })).statusCode).toBe(401);
    expect((await login_(leaver.account.email)).statusCode).toBe(401);
    const [{ recruiter_id }] = await ctx.sql<{ recruiter_id: number }[]>`select recruiter_id from recruits where id = ${recruit.id}`;
    expect(recruiter_id).toBe(leaver.account.id);
    expect((await auditOf(ctx, leaver.account.id)).map((a) => a.action)).toEqual(['staff.deactivate']);
    // Reactivated, they sign in again.
    expect((await patchStaff(ctx, headers, leaver.account.id, { is_active: true })).json().is_active).toBe(true);
    expect((await auditOf(ctx, leaver.account.id)).map((a) => a.action)).toEqual(['staff.deactivate', 'staff.reactivate']);
    expect((await login_(leaver.account.email)).statusCode).toBe(200);
  });

  it('keeps the last active admin: no demotion, no deactivation, and nobody deactivates themselves', async () => {
    // A fresh team of one admin: every other admin of this file is made a recruiter first.
    await ctx.sql`update users set role = 'recruiter' where type = 'recruiter' and role = 'admin' and id <> ${admin.account.id}`;
    const demote = await patchStaff(ctx, headers, admin.account.id, { role: 'recruiter' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().error).toBe(LAST_ADMIN);
    const self = await patchStaff(ctx, headers, admin.account.id, { is_active: false });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe(NOT_YOURSELF);
    const second = await signedIn(ctx, 'recruiter', { role: 'admin' });
    const lastOther = await patchStaff(ctx, second.headers, admin.account.id, { is_active: false });
    expect(lastOther.statusCode).toBe(200);
    // Now `second` is the last active admin: the deactivated one is no admin to count.
    const demoteLast = await patchStaff(ctx, second.headers, second.account.id, { role: 'recruiter' });
    expect(demoteLast.statusCode).toBe(400);
    expect(demoteLast.json().error).toBe(LAST_ADMIN);
    // With another active admin, an admin may step down.
    const third = await signedIn(ctx, 'recruiter', { role: 'admin' });
    expect((await patchStaff(ctx, second.headers, second.account.id, { role: 'recruiter' })).statusCode).toBe(200);
    expect((await call(ctx, 'GET', STAFF, second.headers)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', STAFF, third.headers)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or recruit id and 400 for a department on a non-department role', async () => {
    const recruit = await signedIn(ctx, 'recruit');
    const admin2 = await signedIn(ctx, 'recruiter', { role: 'admin' });
    expect((await patchStaff(ctx, admin2.headers, 999999, { role: 'recruiter' })).statusCode).toBe(404);
    expect((await patchStaff(ctx, admin2.headers, recruit.account.id, { role: 'recruiter' })).statusCode).toBe(404);
    const rec = await signedIn(ctx, 'recruiter', { role: 'recruiter' });
    const res = await patchStaff(ctx, admin2.headers, rec.account.id, { department: department.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.department).toBeDefined();
    expect((await patchStaff(ctx, admin2.headers, rec.account.id, { role: 'superuser' })).statusCode).toBe(400);
  });
});

const login_ = (email: string) =>
  call(ctx, 'POST', '/api/auth/login/', undefined, { email, password: 'correct-horse-battery', user_type: 'recruiter' });
