// GET /api/recruits/export/ (docs/recruits-api.md, "Export"): the pipeline list's recruits for the
// same filters, as a CSV download whose formula-like cells are made text.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { call, signInStaff } from '../../../support/api.ts';
import { parseCsv } from '@shared/format/csv-parse.ts';
import { createRecruit, placeAt } from '../helpers.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);

beforeAll(async () => {
  await createRecruit(ctx, headers, { first_name: '=HYPERLINK("http://evil")', last_name: 'Formula', email: 'formula@export.example.com' });
  const later = await createRecruit(ctx, headers, {
    first_name: 'Dana',
    last_name: 'Later',
    email: 'dana@export.example.com',
    recruiting_source: 'social',
  });
  await placeAt(ctx, later.id, 'clearview_completed');
  for (let i = 0; i < 3; i++) await createRecruit(ctx, headers, { email: `other${i}@export.example.com`, recruiting_source: 'referral' });
});

const exportCsv = async (query = '') => {
  const res = await call(ctx, 'GET', `/api/recruits/export/${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res;
};

describe('export', () => {
  it('answers text/csv as an attachment, with a header row the import maps by itself', async () => {
    const res = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="recruits-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'ID',
      'First name',
      'Last name',
      'Email',
      'Phone',
      'States licensed',
      'NMLS ID',
      'Recruiting source',
      'Stage',
      'Owner',
      'Created',
      'Notes',
    ]);
    expect(rows).toHaveLength(5);
  });

  it('makes a cell that starts like a formula plain text', async () => {
    const res = await exportCsv('?search=formula');
    const [, row] = parseCsv(res.body);
    expect(row[1]).toBe(`'=HYPERLINK("http://evil")`);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('keeps only the recruits the pipeline filters name', async () => {
    const bySource = parseCsv((await exportCsv('?recruiting_source=social')).body);
    expect(bySource.slice(1).map((r) => r[3])).toEqual(['dana@export.example.com']);
    const byStatus = parseCsv((await exportCsv('?status=clearview_completed')).body);
    expect(byStatus.slice(1).map((r) => r[8])).toEqual(['ClearView completed']);
    expect((await call(ctx, 'GET', '/api/recruits/export/?status=nope', headers)).statusCode).toBe(400);
  });
});
