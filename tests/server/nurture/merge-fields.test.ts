// Merge fields (issue 27 part 6; docs/nurture.md, "Merge fields"): a recruit's own ClearView
// figures and sandbox link in what staff send and in the drip, and the preview for a chosen recruit.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, staff, type Headers } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import { JORDAN_INPUTS, snapshotOf } from '../../../server/src/seed/clearview-sample.ts';
import { messagesOf, nurtureRecruit } from './helpers.ts';

const ctx = setupTestApp();
let headers: Headers;
beforeAll(async () => {
  headers = (await staff(ctx)).headers;
});

/** A recruit whose baseline holds the demo recruit's figures, with one sandbox. */
async function recruitWithFigures() {
  const r = await nurtureRecruit(ctx, headers);
  await ctx.sql`update scenarios set data = ${ctx.sql.json(snapshotOf(JORDAN_INPUTS) as never)} where recruit_id = ${r.id} and type = 'baseline'`;
  const sandbox = await call(ctx, 'POST', '/api/scenarios/', headers, { recruit: r.id, name: 'What if', type: 'sandbox' });
  expect(sandbox.statusCode).toBe(201);
  return { recruit: r, sandboxId: sandbox.json().id as number };
}

const TEXT = 'Hi {first_name}\nFive years: {five_year_total}\nOwnership: {ownership}\nSandbox: {sandbox_link}\nKeep {this}';

describe('POST /api/nurture/send-email/preview/', () => {
  it("fills the recruit's ClearView figures and sandbox link, and sends nothing", async () => {
    const { recruit, sandboxId } = await recruitWithFigures();
    const before = (await messagesOf(ctx, recruit.id)).length;
    const res = await call(ctx, 'POST', '/api/nurture/send-email/preview/', headers, {
      recruit_id: recruit.id,
      subject: 'Your numbers, {first_name}',
      content: TEXT,
    });
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview.subject).toBe(`Your numbers, ${recruit.first_name}`);
    expect(preview.content).toMatch(/^Five years: \$\d{1,3}(,\d{3})+$/m);
    expect(preview.content).toMatch(/^Ownership: \d+\.\d{3}%$/m);
    expect(preview.content).toContain(`clearview-calculator?scenario=${sandboxId}&type=sandbox`);
    expect(preview.content).toContain('Keep {this}');
    const fields = Object.fromEntries(preview.fields.map((f: { key: string; value: string | null }) => [f.key, f.value]));
    expect(fields.recruiting_income).toMatch(/^\$\d/);
    expect(fields.booking_link).toMatch(/\/book\//);
    expect((await messagesOf(ctx, recruit.id)).length).toBe(before);
  });

  it('leaves out the lines of figures a recruit without ClearView figures does not have', async () => {
    const r = await nurtureRecruit(ctx, headers);
    await ctx.sql`delete from scenarios where recruit_id = ${r.id}`;
    const preview = (
      await call(ctx, 'POST', '/api/nurture/send-email/preview/', headers, { recruit_id: r.id, subject: '', content: TEXT })
    ).json();
    expect(preview.content).not.toMatch(/Five years|Ownership/);
    expect(preview.content).toMatch(/^Sandbox: .*\/recruit-dashboard\/clearview-calculator$/m);
    expect(preview.fields.find((f: { key: string }) => f.key === 'five_year_total').value).toBeNull();
  });

  it('previews a campaign step for a chosen recruit; a call task is not sent (409); unknown ids 404; bad bodies 400', async () => {
    const { recruit } = await recruitWithFigures();
    const [step] = await ctx.sql<{ id: number }[]>`select id from nurture_campaign_steps where campaign_id = 1 and channel = 'email'`;
    const [task] = await ctx.sql<
      { id: number }[]
    >`select id from nurture_campaign_steps where campaign_id = 1 and channel = 'call_task' limit 1`;
    const res = await call(ctx, 'POST', '/api/nurture/send-email/preview/', headers, { recruit_id: recruit.id, template_id: step.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatch(/Your ClearView five-year total came to \$[\d,]+\./);
    expect(res.json().content).not.toContain('{');
    const preview = (body: object) => call(ctx, 'POST', '/api/nurture/send-email/preview/', headers, body);
    expect((await preview({ recruit_id: recruit.id, template_id: task.id })).statusCode).toBe(409);
    expect((await preview({ recruit_id: recruit.id, template_id: 999_999 })).statusCode).toBe(404);
    expect((await preview({ recruit_id: 999_999, subject: '', content: 'x' })).statusCode).toBe(404);
    expect((await preview({ recruit_id: recruit.id })).statusCode).toBe(400);
  });

  it('answers staff only: 401 anonymous, 403 for a recruit', async () => {
    const r = await nurtureRecruit(ctx, headers);
    const body = { recruit_id: r.id, subject: '', content: 'x' };
    expect((await call(ctx, 'POST', '/api/nurture/send-email/preview/', undefined, body)).statusCode).toBe(401);
    const recruit = await signedIn(ctx, 'recruit', { recruit_id: r.id });
    expect((await call(ctx, 'POST', '/api/nurture/send-email/preview/', recruit.headers, body)).statusCode).toBe(403);
  });
});

describe('sending with merge fields', () => {
  it("a staff e-mail carries the recruit's own figures", async () => {
    const { recruit } = await recruitWithFigures();
    const sent = await call(ctx, 'POST', '/api/nurture/send-email/', headers, {
      recruit_id: recruit.id,
      subject: 'Figures for {first_name}',
      content: 'Your total: {five_year_total}',
    });
    expect(sent.statusCode).toBe(202);
    const [mail] = (await messagesOf(ctx, recruit.id)).filter((m) => m.subject === `Figures for ${recruit.first_name}`);
    expect(mail.text_body).toMatch(/^Your total: \$[\d,]+$/m);
  });
});
