// The proforma report through the real API (docs/proforma.md, "PDF report"): only for a completed
// session; the PDF read back shows the recruit, the totals and the break-even month; e-mailed as
// an attachment through the message pipeline to a real SMTP listener.
import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { setupTestApp } from '../../support/test-app.ts';
import { call, signInStaff } from '../../support/api.ts';
import { BRANCH_INPUTS } from '../../fixtures/proforma.ts';
import { jobsDrained, startWorker } from '../nurture/helpers.ts';
import { proformaRecruit, scheduleSession } from './helpers.ts';

/** A minimal SMTP listener that keeps every message's DATA (no TLS, no auth: local only). */
const received: string[] = [];
const smtp: Server = createServer((socket) => {
  let inData = false;
  let buffer = '';
  socket.write('220 test ESMTP\r\n');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('latin1');
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        received.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        inData = false;
        socket.write('250 queued\r\n');
        continue;
      }
      const eol = buffer.indexOf('\r\n');
      if (eol < 0) return;
      const line = buffer.slice(0, eol).toUpperCase();
      buffer = buffer.slice(eol + 2);
      if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 test\r\n');
      else if (line.startsWith('DATA')) {
        inData = true;
        socket.write('354 go ahead\r\n');
      } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    }
  });
});
const smtpPort = await new Promise<number>((resolve) =>
  smtp.listen(0, '127.0.0.1', () => resolve((smtp.address() as { port: number }).port)),
);

const ctx = setupTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
const h = signInStaff(ctx);
let worker: FastifyInstance | undefined;
afterAll(async () => {
  await worker?.close();
  await new Promise((resolve) => smtp.close(resolve));
});

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** A 12-month branch session with case B's inputs, run through to completed. */
async function completedBranch(recruit: number) {
  const s = await scheduleSession(ctx, h, recruit, { model_type: 2 });
  const path = `/api/proforma/sessions/${s.id}/`;
  await call(ctx, 'POST', `${path}start_session/`, h);
  await call(ctx, 'POST', `${path}save_inputs/`, h, { inputs: BRANCH_INPUTS });
  return { ...s, path };
}

describe('proforma report', () => {
  it('is offered only when the session is completed', async () => {
    const r = await proformaRecruit(ctx, h);
    const s = await completedBranch(r.id);
    for (const [method, action, body] of [
      ['POST', 'generate_pdf/', undefined],
      ['GET', 'download_pdf/', undefined],
      ['POST', 'email_pdf/', { subject: 'Your proforma', message: 'Here it is' }],
    ] as const) {
      const res = await call(ctx, method, `${s.path}${action}`, h, body);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().error).toBe('The proforma report is available once the session is completed');
    }
    expect(await ctx.sql`select 1 from messages where recruit_id = ${r.id} and subject = 'Your proforma'`).toHaveLength(0);
  });

  it('makes a PDF that shows the recruit, the totals and the break-even month', async () => {
    const r = await proformaRecruit(ctx, h);
    const s = await completedBranch(r.id);
    await call(ctx, 'POST', `${s.path}complete_session/`, h);
    const gen = await call(ctx, 'POST', `${s.path}generate_pdf/`, h);
    expect(gen.statusCode).toBe(200);
    expect(gen.json().pdf_url).toBe(`/api/proforma/sessions/${s.id}/download_pdf/`);
    const file = await call(ctx, 'GET', gen.json().pdf_url, h);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // The completion day in Eastern Time, as the report prints it.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Proforma-${r.first_name}-${r.last_name}-${today}.pdf"`);
    const text = await textOf(file.rawPayload);
    expect(text).toContain(`${r.first_name} ${r.last_name}`);
    expect(text).toContain('Proforma Build-Out Report');
    expect(text).toContain('Branch Manager (12 months)');
    // Case B of docs/proforma.md; labels print in capitals.
    expect(text).toMatch(/Total revenue\s+\$1,425,000/i);
    expect(text).toMatch(/Total expenses\s+\$198,600/i);
    expect(text).toMatch(/Net profit\s+\$1,226,400/i);
    expect(text).toMatch(/Average monthly profit\s+\$102,200/i);
    expect(text).toMatch(/Break-even month\s+Month 2/i);
    expect(text).toContain('-$32,800');
    expect(text).toContain('Month 12');
  });

  it('e-mails the report as an attachment through the message pipeline', async () => {
    const r = await proformaRecruit(ctx, h);
    const s = await completedBranch(r.id);
    await call(ctx, 'POST', `${s.path}complete_session/`, h);
    const res = await call(ctx, 'POST', `${s.path}email_pdf/`, h, { subject: 'Your proforma build-out', message: 'Great session today.' });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe('Email sent successfully');
    const [attachment] = await ctx.sql`
      select a.filename, a.content_type from message_attachments a join messages m on m.id = a.message_id
      where m.id = ${res.json().message_id} and m.recruit_id = ${r.id}`;
    expect(attachment).toEqual({ filename: expect.stringMatching(/^Proforma-.*\.pdf$/), content_type: 'application/pdf' });

    worker = await startWorker(ctx);
    await jobsDrained(ctx);
    const [sent] = await ctx.sql`select status, transport from messages where id = ${res.json().message_id}`;
    expect(sent).toEqual({ status: 'sent', transport: 'smtp' });
    const mail = received.find((m) => m.includes('Subject: Your proforma build-out'));
    expect(mail).toBeDefined();
    const part = mail?.split(/\r\n--/).find((p) => p.includes('Content-Type: application/pdf'));
    expect(part).toContain(`filename=${attachment.filename}`);
    const base64 = part?.split('\r\n\r\n')[1].replace(/\s+/g, '') ?? '';
    expect(await textOf(Buffer.from(base64, 'base64'))).toContain(`${r.first_name} ${r.last_name}`);
  }, 30_000);
});
