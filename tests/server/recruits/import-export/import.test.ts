// POST /api/recruits/import/ (docs/recruits-api.md, "Import"): every row checked with the create
// schema, e-mails de-duplicated case-insensitively against the database and within the file, the
// whole file written in one transaction or not at all.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../support/test-app.ts';
import { call, signInStaff } from '../../../support/api.ts';
import { createRecruit } from '../helpers.ts';
import { HEADER, importCsv, rows } from './helpers.ts';

const ctx = setupTestApp();
const headers = signInStaff(ctx);
const countWith = async (domain: string) =>
  (await ctx.sql<{ n: number }[]>`select count(*)::int as n from recruits where email like ${`%@${domain}`}`)[0].n;

describe('import', () => {
  it('creates 990 of 1,000 rows when 10 repeat known e-mails (in another case), owned by the importer, with one audit row', async () => {
    for (let i = 0; i < 10; i++) await createRecruit(ctx, headers, { email: `person${i * 100}@thousand.example.com` });
    const lines = rows(1000, 'thousand.example.com').map((l, i) => (i % 100 === 0 ? l.replace('person', 'PERSON') : l));
    const res = await importCsv(ctx, headers, [HEADER, ...lines].join('\r\n'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 990, updated: 0, skipped: 10, errors: [], written: true });
    expect(await countWith('thousand.example.com')).toBe(1000);
    const me = (await call(ctx, 'GET', '/api/auth/me/', headers)).json();
    const [owners] = await ctx.sql<{ n: number }[]>`
      select count(*)::int as n from recruits where email like '%@thousand.example.com' and recruiter_id = ${me.id} and status = 'profile_created'`;
    expect(owners.n).toBe(1000);
    const audit = await ctx.sql`select after from audit_log where action = 'recruit.import'`;
    expect(audit.map((a) => a.after)).toEqual([{ created: 990, updated: 0, skipped: 10, errors: [] }]);
  });

  it('a dry run answers the counts and writes nothing', async () => {
    const res = await importCsv(ctx, headers, [HEADER, ...rows(5, 'dry.example.com')].join('\n'), { dry_run: 'true' });
    expect(res.json()).toEqual({ created: 5, updated: 0, skipped: 0, errors: [], written: false });
    expect(await countWith('dry.example.com')).toBe(0);
  });

  it('names each bad row and field, and writes nothing while any row is bad', async () => {
    const csv = [
      HEADER,
      ...rows(2, 'bad.example.com'),
      'Pat,,not-an-email,555-0100,CA,conference',
      'Pat,Row,good@bad.example.com,555-0100,ZZ,nowhere',
    ].join('\n');
    const res = await importCsv(ctx, headers, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, written: false });
    expect(res.json().errors).toEqual([
      { row: 4, field: 'last_name', message: 'Last name is required' },
      { row: 4, field: 'email', message: expect.any(String) },
      { row: 5, field: 'states_licensed', message: 'Unknown state code: ZZ' },
      { row: 5, field: 'recruiting_source', message: expect.stringMatching(/^Recruiting source must be one of/) },
    ]);
    expect(await countWith('bad.example.com')).toBe(0);
  });

  it('keeps the first of rows repeating an e-mail within the file, whatever its case', async () => {
    const csv = [HEADER, 'Ann,One,dup@file.example.com,555-0100,CA,referral', 'Ann,Two,DUP@File.example.com,555-0100,CA,referral'].join(
      '\n',
    );
    expect((await importCsv(ctx, headers, csv)).json()).toMatchObject({ created: 1, skipped: 1, written: true });
    const [row] = await ctx.sql`select last_name from recruits where lower(email) = 'dup@file.example.com'`;
    expect(row.last_name).toBe('One');
  });

  it('update mode overwrites the mapped fields of known e-mails and creates the rest', async () => {
    const known = await createRecruit(ctx, headers, { email: 'known@update.example.com', phone: '555-0000' });
    const csv = [HEADER, 'Kim,Changed,KNOWN@update.example.com,555-9999,NY,social', 'Lee,New,new@update.example.com,555-0100,CA,'].join(
      '\n',
    );
    expect((await importCsv(ctx, headers, csv, { duplicates: 'update' })).json()).toEqual({
      created: 1,
      updated: 1,
      skipped: 0,
      errors: [],
      written: true,
    });
    const updated = (await call(ctx, 'GET', `/api/recruits/${known.id}/`, headers)).json();
    expect(updated).toMatchObject({ last_name: 'Changed', phone: '555-9999', states_licensed: ['NY'], recruiting_source: 'social' });
    expect(updated.email).toBe('known@update.example.com');
  });

  it('reads quoted fields, CRLF, a byte-order mark and line breaks inside quotes', async () => {
    const csv = `\uFEFF${HEADER}\r\n"Jo, Jr","O""Neil",quoted@csv.example.com,555-0100,"CA, TX",Social Media\r\n`;
    expect((await importCsv(ctx, headers, csv)).json()).toMatchObject({ created: 1, errors: [] });
    const [row] =
      await ctx.sql`select first_name, last_name, states_licensed, recruiting_source from recruits where email = 'quoted@csv.example.com'`;
    expect(row).toEqual({
      first_name: 'Jo, Jr',
      last_name: "O'Neil".replace("'", '"'),
      states_licensed: ['CA', 'TX'],
      recruiting_source: 'social',
    });
  });

  it('answers 400 for a mapping that misses a required field or names an unknown column, an empty file and too many rows', async () => {
    const csv = [HEADER, ...rows(1, 'x.example.com')].join('\n');
    const noEmail = await importCsv(ctx, headers, csv, { mapping: { 'First name': 'first_name' } });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error).toMatch(/^Map a column to: Last name, Email/);
    expect((await importCsv(ctx, headers, csv, { mapping: { Nope: 'email' } })).statusCode).toBe(400);
    expect((await importCsv(ctx, headers, csv, { mapping: '{not json' })).statusCode).toBe(400);
    expect((await importCsv(ctx, headers, csv, { mapping: { Email: 'password' } })).statusCode).toBe(400);
    expect((await importCsv(ctx, headers, HEADER)).statusCode).toBe(400);
    const tooMany = await importCsv(ctx, headers, [HEADER, ...rows(10_001, 'many.example.com')].join('\n'), { dry_run: 'true' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(/at most 10,000 rows/);
  });

  it('refuses a file over 5 MiB while it streams', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    const res = await importCsv(ctx, headers, big);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('A file can be at most 5 MiB');
  });
});

describe('import of 10,000 rows', () => {
  // Its time is a benchmark's figure (npm run bench:import, docs/performance.md), not an assertion.
  it('imports the largest file allowed in one go', async () => {
    const csv = [HEADER, ...rows(10_000, 'bench.example.com')].join('\n');
    const res = await importCsv(ctx, headers, csv);
    expect(res.json()).toMatchObject({ created: 10_000, written: true });
  }, 60_000);
});
