// The import as the screen sends it: a real multipart body with the file and its text fields.
import type { TestContext } from '../../../support/test-app.ts';
import type { Headers } from '../../../support/api.ts';

type Fields = { mapping?: Record<string, string> | string; duplicates?: string; dry_run?: string };

export const STANDARD_MAPPING = {
  'First name': 'first_name',
  'Last name': 'last_name',
  Email: 'email',
  Phone: 'phone',
  States: 'states_licensed',
  Source: 'recruiting_source',
};
export const HEADER = 'First name,Last name,Email,Phone,States,Source';

/** POST /api/recruits/import/ with `csv` as the file `recruits.csv`. */
export function importCsv(ctx: Pick<TestContext, 'app'>, headers: Headers | undefined, csv: string | Buffer, fields: Fields = {}) {
  const boundary = '----clearpathimport';
  const text = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const mapping = fields.mapping ?? STANDARD_MAPPING;
  const parts = [
    text('mapping', typeof mapping === 'string' ? mapping : JSON.stringify(mapping)),
    ...(fields.duplicates ? [text('duplicates', fields.duplicates)] : []),
    ...(fields.dry_run ? [text('dry_run', fields.dry_run)] : []),
  ];
  const payload = Buffer.concat([
    Buffer.from(
      `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="recruits.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/recruits/import/',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** `n` valid rows with e-mails person<start+i>@<domain>. */
export const rows = (n: number, domain: string, start = 0) =>
  Array.from(
    { length: n },
    (_, i) => `Pat,Row${start + i},person${start + i}@${domain},555-010-${String(i % 10000).padStart(4, '0')},CA TX,conference`,
  );
