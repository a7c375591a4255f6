import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';

const ctx = setupTestApp({ LOGIN_RATE_LIMIT: '3' });

describe('rate limits', () => {
  it('answers 429 with a clear text after too many login attempts', async () => {
    const attempt = () =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: 'a@b.co', password: 'x', user_type: 'recruiter' } });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const res = await attempt();
    expect(res.json()).toEqual({ error: 'Too many attempts. Please wait a minute and try again.' });
  });

  it('limits forgot-password the same way', async () => {
    const attempt = () => ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password/', payload: { email: 'a@b.co' } });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
