// One-click unsubscribe against a real SMTP server (docs/nurture.md, "Unsubscribe"): a follow-up
// e-mail arrives with List-Unsubscribe and List-Unsubscribe-Post, one POST to its https link opts
// the recruit out (a ledger entry with source `link`), and transactional e-mail carries no such
// header and still goes.
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff } from '../../support/api.ts';
import { HIGH_ENGAGEMENT_CAMPAIGN_ID } from '@shared/domain/nurture.ts';
import { signToken } from '../../../server/src/lib/signed-token.ts';
import { inDays } from '../recruits/helpers.ts';
import { jobsDrained, nurtureRecruit, startWorker } from './helpers.ts';

type Received = { to: string; headers: Map<string, string>; raw: string };
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      // Header lines end at the first blank line; folded lines continue with whitespace.
      const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
      const headers = new Map(
        head.split(/\r?\n/).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      received.push({ to: session.envelope.rcptTo[0]?.address ?? '', headers, raw });
      done();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = (smtp.server.address() as { port: number }).port;

const ctx = setupTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
let worker: FastifyInstance | undefined;
afterAll(async () => {
  await worker?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mailTo = (email: string, subject: RegExp) => received.find((m) => m.to === email && subject.test(m.headers.get('subject') ?? ''));

describe('one-click unsubscribe', () => {
  it('a follow-up arrives with both headers; one POST opts out; transactional mail has none and still goes', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    expect(
      (await call(ctx, 'POST', '/api/nurture/enrollments/', headers, { recruit: r.id, campaign: HIGH_ENGAGEMENT_CAMPAIGN_ID })).statusCode,
    ).toBe(201);
    worker = await startWorker(ctx);
    await jobsDrained(ctx);

    const results = mailTo(r.email, /ClearView results/);
    expect(results, 'the results e-mail reached the SMTP server').toBeDefined();
    expect(results?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = results?.headers.get('list-unsubscribe') ?? '';
    const [https, mailto] = [...listUnsubscribe.matchAll(/<([^>]+)>/g)].map((m) => m[1]);
    expect(https).toMatch(new RegExp(`^${ctx.config.appUrl}/api/unsubscribe/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}/$`));
    expect(mailto).toMatch(/^mailto:[^?]+@[^?]+\?subject=unsubscribe/);
    // The footer links the page for people.
    expect(results?.raw).toMatch(/unsubscribe here:/);

    // Opened in a browser, the link leads to the page; the GET changes nothing.
    const path = https.slice(ctx.config.appUrl.length);
    const opened = await ctx.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`${ctx.config.appUrl}/unsubscribe/${path.split('/')[3]}`);
    expect((await call(ctx, 'GET', `/api/recruits/${r.id}/consent/`, headers)).json().email).toBe('none');

    // The mail client's one POST (RFC 8058), no sign-in.
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ channel: 'email', opted_out: true });
    const ledger = (await call(ctx, 'GET', `/api/recruits/${r.id}/consent/`, headers)).json();
    expect(ledger.email).toBe('opted_out');
    expect(ledger.entries).toEqual([expect.objectContaining({ channel: 'email', state: 'opted_out', source: 'link' })]);
    // A second POST is no change.
    await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect((await call(ctx, 'GET', `/api/recruits/${r.id}/consent/`, headers)).json().entries).toHaveLength(1);

    // Bulk e-mail is refused now; a meeting invitation (transactional) still goes, without the headers.
    const bulk = await call(ctx, 'POST', '/api/nurture/send-email/', headers, { recruit_id: r.id, subject: 'News', content: 'Hello' });
    expect(bulk.statusCode).toBe(409);
    const meeting = await call(ctx, 'POST', '/api/nurture/meetings/', headers, {
      recruit: r.id,
      meeting_type: 'ops_discovery',
      scheduled_at: inDays(5),
    });
    expect(meeting.statusCode).toBe(201);
    await jobsDrained(ctx);
    const invitation = mailTo(r.email, /is scheduled/);
    expect(invitation).toBeDefined();
    expect(invitation?.headers.has('list-unsubscribe')).toBe(false);
    expect(invitation?.headers.has('list-unsubscribe-post')).toBe(false);
  }, 40_000);

  it('a forged, altered or expired link is a 404 and changes nothing', async () => {
    const { headers } = await staff(ctx);
    const r = await nurtureRecruit(ctx, headers);
    const [message] = await ctx.sql<{ list_unsubscribe: string }[]>`
      select list_unsubscribe from messages where list_unsubscribe is not null order by id limit 1`;
    const token = /\/api\/unsubscribe\/([^/]+)\//.exec(message.list_unsubscribe)?.[1] ?? '';
    const [payload, signature] = token.split('.');
    const otherRecruit = Buffer.from(JSON.stringify({ r: r.id, c: 'email', exp: 4_102_444_800 })).toString('base64url');
    const expired = signToken(ctx.config.jwtSecret, 'unsubscribe', { r: r.id, c: 'email' }, new Date(Date.now() - 1000));
    for (const bad of [`${otherRecruit}.${signature}`, `${payload}.${'A'.repeat(43)}`, expired, 'junk']) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/unsubscribe/${bad}/`, payload: {} });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().error).toMatch(/expired or is not valid/);
    }
    expect((await call(ctx, 'GET', `/api/recruits/${r.id}/consent/`, headers)).json().entries).toEqual([]);
  });
});
