// Who may call the routes of the own account, the password links and the demo accounts,
// for every identity: anonymous, a recruiter, a recruit (issue 22; docs/security.md).
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, type Headers } from '../../support/api.ts';
import { signedIn, TEST_PASSWORD } from '../../support/fixtures.ts';

const ctx = setupTestApp();
let recruiter: Headers;
let recruit: Headers;
beforeAll(async () => {
  recruiter = (await signedIn(ctx, 'recruiter')).headers;
  recruit = (await signedIn(ctx, 'recruit')).headers;
});

const JUNK = 'j'.repeat(43);

describe('own-account routes', () => {
  it('answer 401 without sign-in', async () => {
    expect((await call(ctx, 'GET', '/api/auth/me/settings/')).statusCode).toBe(401);
    expect((await call(ctx, 'PATCH', '/api/auth/me/settings/', undefined, { first_name: 'X' })).statusCode).toBe(401);
    expect(
      (await call(ctx, 'POST', '/api/auth/me/password/', undefined, { current_password: TEST_PASSWORD, new_password: 'another-password' }))
        .statusCode,
    ).toBe(401);
  });

  it('let a recruiter change its own name and, with the current password, its e-mail', async () => {
    expect((await call(ctx, 'PATCH', '/api/auth/me/settings/', recruiter, { first_name: 'Rae' })).statusCode).toBe(200);
    expect((await call(ctx, 'PATCH', '/api/auth/me/settings/', recruiter, { email: 'rae@example.com' })).statusCode).toBe(400);
    expect(
      (await call(ctx, 'PATCH', '/api/auth/me/settings/', recruiter, { email: 'rae@example.com', current_password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('let a recruit change its own name and password, never its e-mail (403, with or without the password)', async () => {
    expect((await call(ctx, 'PATCH', '/api/auth/me/settings/', recruit, { first_name: 'Kim' })).statusCode).toBe(200);
    for (const body of [{ email: 'kim@example.com' }, { email: 'kim@example.com', current_password: TEST_PASSWORD }])
      expect((await call(ctx, 'PATCH', '/api/auth/me/settings/', recruit, body)).statusCode).toBe(403);
    const changed = await call(ctx, 'POST', '/api/auth/me/password/', recruit, {
      current_password: TEST_PASSWORD,
      new_password: 'kims-new-password',
    });
    expect(changed.statusCode).toBe(200);
  });
});

describe('public routes', () => {
  it('answer anyone the same: password links (404 for an unknown link), forgot-password and the demo accounts', async () => {
    for (const headers of [undefined, recruiter]) {
      for (const path of [`/api/auth/reset-password/${JUNK}/`, `/api/auth/setup-password/${JUNK}/`])
        expect((await call(ctx, 'POST', path, headers, { password: 'a-new-password' })).statusCode, path).toBe(404);
      expect((await call(ctx, 'GET', `/api/auth/validate-reset-token/${JUNK}/`, headers)).statusCode).toBe(404);
      expect((await call(ctx, 'POST', '/api/auth/forgot-password/', headers, { email: 'someone@example.com' })).statusCode).toBe(200);
      expect((await call(ctx, 'GET', '/api/auth/demo-credentials/', headers)).statusCode).toBe(200);
    }
  });
});
