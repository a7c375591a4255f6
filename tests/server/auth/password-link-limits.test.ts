// Password links cost a look-up, not a hash, and are limited per address and per account, so junk
// tokens cannot slow honest logins down (issue 22, docs/security.md "Password links"). The login
// latency while junk tokens are posted is printed by tests/server/auth/production-start.test.ts.
import { describe, expect, it } from 'vitest';
import { hashPassword, createPasswordLink } from '../../../server/src/modules/auth/service.ts';
import { setupTestApp } from '../../support/test-app.ts';
import { createUser } from '../../support/fixtures.ts';

const ctx = setupTestApp({ LOGIN_RATE_LIMIT: '10' });

const JUNK = 'j'.repeat(43);
let nextAddress = 1;
/** A caller address no other request of this file used (the per-address limits count by it). */
const freshAddress = () => `10.22.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const post = (url: string, payload: object, remoteAddress = freshAddress()) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
const junkPost = (from?: string) => post(`/api/auth/reset-password/${JUNK}/`, { password: 'a-new-password-1' }, from);

/** Process CPU time (all threads, argon2's included) that `work` took, in ms. */
async function cpuMs(work: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

describe('password links', () => {
  it('junk tokens from one address get 429 after 10 a minute, on the reset and the invitation path', async () => {
    const attacker = freshAddress();
    const codes: number[] = [];
    // One at a time first: requests injected in one tick would all read the limiter's count after
    // the last of them had raised it.
    for (let i = 0; i < 16; i++) codes.push((await junkPost(attacker)).statusCode);
    while (codes.length < 400)
      codes.push(...(await Promise.all(Array.from({ length: 32 }, () => junkPost(attacker)))).map((r) => r.statusCode));
    expect(codes.slice(0, 11)).toEqual([...Array(10).fill(404), 429]);
    expect(codes.slice(10).every((c) => c === 429)).toBe(true);
    const refused = await junkPost(attacker);
    expect(refused.json()).toEqual({ error: 'Too many attempts. Please wait a minute and try again.' });
    const other = freshAddress();
    const setupCodes = [];
    for (let i = 0; i < 11; i++)
      setupCodes.push((await post(`/api/auth/setup-password/${JUNK}/`, { password: 'a-new-password-1' }, other)).statusCode);
    expect(setupCodes).toEqual([...Array(10).fill(404), 429]);
  });

  it('refuses a junk token before any hashing: 100 of them cost far less CPU than 10 argon2 hashes', async () => {
    const hashes = await cpuMs(async () => {
      for (let i = 0; i < 10; i++) await hashPassword(`password-${i}`);
    });
    // From 100 addresses, so the per-address limit never answers for the look-up.
    const junk = await cpuMs(async () => {
      for (let i = 0; i < 100; i++) expect((await junkPost()).statusCode).toBe(404);
    });
    console.log(`CPU: 10 argon2 hashes ${hashes.toFixed(0)} ms; 100 junk-token posts ${junk.toFixed(0)} ms`);
    // Hashing each junk token would cost ten times the ten hashes; refused first, a fraction of that.
    expect(junk).toBeLessThan(hashes * 5);
  });

  it('forgot-password: a 4th request for one e-mail address within 15 minutes is 429 from any address, known or not', async () => {
    const u = await createUser(ctx, { type: 'recruit' });
    for (const email of [u.email, 'nobody-22@example.com']) {
      const codes = [];
      for (let i = 0; i < 5; i++)
        codes.push((await post('/api/auth/forgot-password/', { email: i % 2 ? email.toUpperCase() : email })).statusCode);
      expect(codes, email).toEqual([200, 200, 200, 429, 429]);
    }
    const last = await post('/api/auth/forgot-password/', { email: u.email });
    expect(last.json()).toEqual({ error: 'Too many attempts for this account. Please wait 15 minutes and try again.' });
    // Three e-mails reached the person, not five.
    await new Promise((r) => setTimeout(r, 300));
    const [{ count }] = await ctx.sql<{ count: number }[]>`select count(*)::int as count from messages where to_address = ${u.email}`;
    expect(count).toBe(3);
  });

  it('one account’s links are tried at most 5 times in 15 minutes: the rest are 429 before hashing', async () => {
    const u = await createUser(ctx, { type: 'recruiter' });
    const link = await createPasswordLink({ sql: ctx.sql, appUrl: 'http://clearpath.test' }, u.id, 'setup');
    const token = link.split('/setup-password/')[1];
    // Eight at once with one valid link: five may hash, one sets the password. Usually all eight find
    // the link (then exactly three are 429), but one whose look-up ends after the password was set is a
    // plain 404 without touching the limit, so the 429s are between one and three: never none.
    const codes = (
      await Promise.all(
        Array.from({ length: 8 }, (_, i) => post(`/api/auth/setup-password/${token}/`, { password: `a-new-password-${i}` })),
      )
    ).map((r) => r.statusCode);
    const count = (code: number) => codes.filter((c) => c === code).length;
    expect(count(200)).toBe(1);
    expect(count(200) + count(404) + count(429)).toBe(8);
    expect(count(429)).toBeGreaterThanOrEqual(1);
    expect(count(429)).toBeLessThanOrEqual(3);
  });
});
