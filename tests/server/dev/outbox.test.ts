// The development outbox holds password links: only a signed-in recruiter reads it (issue 8,
// docs/security.md "Development conveniences"). Before: four anonymous requests took over the
// demo recruiter (forgot-password, read the link here, set a password, sign in).
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { testConfig } from '../../support/test-config.ts';
import { createUser, lastMailTo, signedIn } from '../../support/fixtures.ts';
import { call } from '../../support/api.ts';
import { buildApp } from '../../../server/src/app.ts';

const ctx = setupTestApp();
const OUTBOX = '/api/dev/outbox/';

describe('development outbox', () => {
  it('anonymous callers get 401 and read no message, even right after a reset link was mailed', async () => {
    const victim = await createUser(ctx, { type: 'recruiter' });
    expect((await call(ctx, 'POST', '/api/auth/forgot-password/', undefined, { email: victim.email })).statusCode).toBe(200);
    const res = await call(ctx, 'GET', `${OUTBOX}?to=${encodeURIComponent(victim.email)}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication credentials were not provided' });
    expect(res.body).not.toContain('setup-password');
  });

  it('a recruit gets 403', async () => {
    const { headers } = await signedIn(ctx, 'recruit');
    const res = await call(ctx, 'GET', OUTBOX, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Only recruiters can do this');
  });

  it('a signed-in recruiter reads the messages with their links', async () => {
    const someone = await createUser(ctx, { type: 'recruit' });
    await call(ctx, 'POST', '/api/auth/forgot-password/', undefined, { email: someone.email });
    await lastMailTo(ctx, someone.email); // the reset e-mail leaves after the answer
    const { headers } = await signedIn(ctx, 'recruiter');
    const res = await call(ctx, 'GET', `${OUTBOX}?to=${encodeURIComponent(someone.email)}`, headers);
    expect(res.statusCode).toBe(200);
    const [mail] = res.json().results as { to: string; links: string[] }[];
    expect(mail.to).toBe(someone.email);
    expect(mail.links.some((l) => l.includes('/setup-password/'))).toBe(true);
  });

  it('is not mounted at all in production', async () => {
    const prod = await buildApp({ config: testConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }), sql: ctx.sql });
    try {
      const { headers } = await signedIn(ctx, 'recruiter');
      expect((await prod.inject({ method: 'GET', url: OUTBOX, headers })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
