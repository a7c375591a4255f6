import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { createRecruit } from './helpers.ts';
import { call, signInStaff } from '../../support/api.ts';

// Ids are decimal digits only: Number() would read "0x10" as 16 and "1e3" as 1000.
const ctx = setupTestApp();
const headers = signInStaff(ctx);
let seventeenth: number;
beforeAll(async () => {
  // Enough recruits that id 16 exists, so a hex id would find someone if it were read as a number.
  for (let i = 0; i < 17; i++) seventeenth = (await createRecruit(ctx, headers)).id;
});

const NOT_DIGITS = ['0x10', '1e3', '1e1', '%2B5', '%207', '16.0', '0b1', '1_0', '１６'];

describe('recruit ids in paths', () => {
  it.each(NOT_DIGITS)('GET /api/recruits/%s/ answers 400', async (id) => {
    const res = await call(ctx, 'GET', `/api/recruits/${id}/`, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('reads plain digits, leading zeros included', async () => {
    expect((await call(ctx, 'GET', `/api/recruits/${seventeenth}/`, headers)).json().id).toBe(seventeenth);
    expect((await call(ctx, 'GET', `/api/recruits/00${seventeenth}/`, headers)).json().id).toBe(seventeenth);
  });

  it.each([
    ['PATCH', '/api/recruits/0x10/', { notes: 'x' }],
    ['GET', '/api/recruits/1e1/timeline/', undefined],
    ['POST', '/api/recruits/0x10/send_acceptance_invite/', undefined],
  ] as const)('%s %s answers 400', async (method, url, body) => {
    expect((await call(ctx, method, url, headers, body)).statusCode).toBe(400);
  });

  it('applies to every route on the shared idParam', async () => {
    const res = await call(ctx, 'GET', '/api/recruiting/api/recruits/0x10/', headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toBeDefined();
    expect((await call(ctx, 'GET', '/api/recruiting/api/recruits/99999999999/', headers)).statusCode).toBe(400);
  });
});

describe('ids and numbers in queries', () => {
  it.each([
    '/api/activity-logs/?recruit=0x10',
    '/api/activity-logs/?recruit=1e1',
    '/api/activity-logs/?limit=1e1',
    '/api/discovery-access/?recruit=0x10',
    '/api/recruits/?page=0x2',
    '/api/recruits/?page=1e0',
  ])('%s answers 400', async (url) => {
    const res = await call(ctx, 'GET', url, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toBeDefined();
  });

  it('reads plain digits', async () => {
    expect((await call(ctx, 'GET', `/api/activity-logs/?recruit=${seventeenth}&limit=5`, headers)).statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/api/recruits/?page=1', headers)).json().results).toHaveLength(17);
  });
});
