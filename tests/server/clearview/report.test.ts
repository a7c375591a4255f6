// The ClearView PDF through the real API (docs/clearview-api.md, "PDF report"): made from the saved
// session by the link's token; its text, read back, names every section with labelled figures in the
// documents' precision and no internal name; its pages are full, not one section each.
import { describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { setupTestApp } from '../../support/test-app.ts';
import { createSession } from '../../support/clearview.ts';
import { signedIn } from '../../support/fixtures.ts';
import { JORDAN_INPUTS } from '../../../server/src/seed/clearview-sample.ts';

const ctx = setupTestApp();

// The demo's session with a margin the documents print to 3 decimals.
const SESSION_DATA = { ...JORDAN_INPUTS, loanPricing: { ...JORDAN_INPUTS.loanPricing, currentMargin: 2.125 } };

async function savedSession() {
  const s = await createSession(ctx.sql, { first_name: 'Zoë' });
  const saved = await ctx.app.inject({
    method: 'POST',
    url: `/api/clearview/${s.token}/save/`,
    payload: { module: 'all', sessionData: SESSION_DATA },
  });
  expect(saved.statusCode).toBe(200);
  return s;
}

const report = (token: string, query = '', headers?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api/clearview/${token}/report/${query}`, headers });

async function pagesOf(pdf: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).pages.map((p) => p.text);
  } finally {
    await parser.destroy();
  }
}

/** The text with line breaks as spaces, so a label and its figure read as one phrase. */
const flat = (pages: string[]) => pages.join(' ').replace(/\s+/g, ' ');

describe('GET /api/clearview/{token}/report/', () => {
  it('answers the PDF under the ClearView-Summary-{first}-{last}-{date} name to the link holder', async () => {
    const s = await savedSession();
    const res = await report(s.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const day = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ClearView-Summary-Zo_-Recruit-${day}.pdf"; filename*=UTF-8''${encodeURIComponent(`ClearView-Summary-Zoë-Recruit-${day}.pdf`)}`,
    );
  });

  it('starts with the title block and the key figures, then names every section with its labelled figures', async () => {
    const s = await savedSession();
    const pages = await pagesOf((await report(s.token)).rawPayload);
    const text = flat(pages);
    // Title block and key figures come first, on page one.
    expect(pages[0]).toMatch(/ClearView Summary/);
    expect(pages[0]).toContain('Zoë Recruit');
    expect(pages[0]).toContain('In progress');
    expect(text.indexOf('Key figures')).toBeLessThan(text.indexOf('Production Details'));
    expect(text).toMatch(/Five-year total income \$[\d,]+/i);
    expect(text).toMatch(/Ownership percentage \d+\.\d{3}%/i);
    expect(text).toContain('Income by year');

    // Each section in screen order, with its inputs, units and computed figures.
    const order = [
      'Production Details',
      'Personal Business',
      'Loan Pricing Comparisons',
      'Recruiting Goals',
      'Ownership Projection',
      'What-If Loan Calculator',
      'Session Summary',
    ].map((title) => text.indexOf(title));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    for (const phrase of [
      'Monthly Volume $2,000,000',
      'Average Loan Size $400,000',
      'Closing Ratio 80%',
      'Purchase Share 70%',
      'Annual Volume $24,000,000',
      'Units per Month 5',
      'Refinance Share 30%',
      'Current Comp Plan 100 bps on funded volume, no ownership',
      'Gross Income $240,000',
      'Net Income $165,000',
      'Current Company PAR 3.5%',
      // The documents' precision: a 2.125 margin is 2.125 %, not 2.13 %.
      'Current Margin 2.125%',
      'Clear Margin 2.75%',
      'Income per loan $8,500 $11,000 +$2,500',
      'Recruiting Goal (per year) 2',
      'Retention Rate 85%',
      'Five-year recruiting projection Year Active recruits Average volume Total volume Income',
      'Production Goal $24,000,000',
      'Company Growth Rate 15%',
      'Ownership distributions by year Year Distribution Year 1 $',
      'What-if income comparison',
      'Five-year income summary Year Personal Recruiting Ownership Total Year 1 $165,000',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).toMatch(/Loan pricing comparison Current company Clear Difference PAR 3\.5% 3\.25% -0\.25%/);
    expect(text).toMatch(/Ownership Percentage \d+\.\d{3}%/);
    expect(text).toMatch(/Net Present Value \(at 8\.0%\) \$[\d,]+/);
    expect(text).toMatch(/Year 5 Range \(±10%, 80% confidence\) \$[\d,]+ – \$[\d,]+/);
    // No internal names: no camelCase key, no "Year1Distribution".
    expect(text).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/);
    expect(text).not.toMatch(/Year\dDistribution|undefined|NaN/);
  });

  it('fills its pages: every page but the last carries a full page of figures', async () => {
    const s = await savedSession();
    const pages = await pagesOf((await report(s.token)).rawPayload);
    expect(pages.length).toBeLessThanOrEqual(3);
    for (const page of pages.slice(0, -1)) expect(page.length).toBeGreaterThan(900);
  });

  it('prints the what-if figures the exporter passes, which the saved data does not hold', async () => {
    const s = await savedSession();
    const res = await report(s.token, '?what_if_loan_amount=500000&what_if_loans_per_month=3');
    const text = flat(await pagesOf(res.rawPayload));
    expect(text).toContain('What-if Loan Size $500,000');
    expect(text).toContain('Loans Closed per Month 3');
    // 500,000 × 2.75 % × 3 × 12 at Clear against 500,000 × 2.125 % × 3 × 12.
    expect(text).toContain('Annual income $382,500 $495,000');
    expect(text).toContain('Clear pays $112,500 more a year at this pace.');
  });

  it('is the same report for staff signed in; a completed session says when', async () => {
    const recruiter = await signedIn(ctx, 'recruiter');
    const s = await savedSession();
    await ctx.sql`update clearview_sessions set status = 'completed', completed_at = '2026-03-02T15:00:00Z' where id = ${s.sessionId}`;
    const res = await report(s.token, '', recruiter.headers);
    expect(res.statusCode).toBe(200);
    expect(flat(await pagesOf(res.rawPayload))).toContain('Completed on March 2, 2026');
  });

  it('refuses an unknown token (404) and a bad what-if figure (400) in the one error shape', async () => {
    const unknown = await report('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Invalid or expired session' });
    const s = await savedSession();
    const bad = await report(s.token, '?what_if_loans_per_month=-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: expect.any(String) });
  });
});
