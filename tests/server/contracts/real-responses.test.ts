// The API reference tells the truth (docs/deployment.md "API reference"): on the demo data, every
// GET route of the OpenAPI document is called for real and its answer is checked against the JSON
// Schema the document publishes for that status (Ajv, JSON Schema 2020-12, formats checked). A GET
// route without a sample here fails the test by name.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, type Headers } from '../../support/api.ts';
import { lastMailTo, login } from '../../support/fixtures.ts';
import { seedIfEmpty } from '../../../server/src/seed/index.ts';
import { DEMO_ACCOUNTS } from '@shared/schemas/auth.ts';
import { demoSamples, NOT_SAMPLED } from './demo-samples.ts';

const ctx = setupTestApp();

type Content = Record<string, { schema?: object }>;
type Operation = { responses?: Record<string, { content?: Content }> };
type Document = { paths: Record<string, Record<string, Operation>> };

let doc: Document;
const as: Record<'recruiter' | 'recruit', Headers> = { recruiter: {}, recruit: {} };
let samples: Record<string, string>;

beforeAll(async () => {
  await seedIfEmpty({ sql: ctx.sql, appUrl: ctx.config.appUrl, log: () => {} });
  for (const account of DEMO_ACCOUNTS)
    as[account.user_type] = (await login(ctx, account.email, account.user_type, account.password)).headers;
  // A reset link, the way a user gets one.
  await call(ctx, 'POST', '/api/auth/forgot-password/', undefined, { email: DEMO_ACCOUNTS[1].email });
  const resetToken = (await lastMailTo(ctx, DEMO_ACCOUNTS[1].email)).links[0].split('/setup-password/')[1];
  samples = await demoSamples(ctx, as.recruiter, resetToken);
  const res = await call(ctx, 'GET', '/api/openapi.json', as.recruiter);
  expect(res.statusCode).toBe(200);
  // With every $ref replaced by what it points to, each answer's schema stands on its own.
  const validator = new Validator();
  expect((await validator.validate(res.json())).valid).toBe(true);
  doc = validator.resolveRefs() as Document;
}, 60_000);

/** The GET operations whose success answers are described, by their path template. */
function describedGets(): [string, Operation][] {
  return Object.entries(doc.paths)
    .filter(([, ops]) => ops.get)
    .map(([path, ops]) => [path, ops.get as Operation]);
}

describe('real answers against the published schemas', () => {
  it('every GET route with a response schema has a sample on the demo data', () => {
    const unsampled = describedGets()
      .map(([path]) => path)
      .filter((path) => path.includes('{') && !samples[path] && !NOT_SAMPLED[path]);
    expect(unsampled).toEqual([]);
    expect(describedGets().length).toBeGreaterThan(5);
  });

  it('each answer matches the schema the document gives for its status', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const failures: string[] = [];
    for (const [template, op] of describedGets()) {
      if (NOT_SAMPLED[template]) continue;
      const path = samples[template] ?? template;
      // Staff first; a route only recruits may call is asked as the demo recruit.
      let res = await call(ctx, 'GET', path, as.recruiter);
      if (res.statusCode === 403) res = await call(ctx, 'GET', path, as.recruit);
      const declared = op.responses?.[String(res.statusCode)]?.content;
      if (res.statusCode >= 300 || !declared) {
        failures.push(`${template}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const type = String(res.headers['content-type'] ?? '').split(';')[0];
      const schema = declared[type]?.schema;
      if (!declared[type]) failures.push(`${template}: answered ${type}, the document says ${Object.keys(declared).join(', ')}`);
      else if (type === 'application/json' && schema && !ajv.validate(schema, res.json())) {
        failures.push(`${template}: ${ajv.errorsText(ajv.errors)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
