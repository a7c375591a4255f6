// The API reference (docs/deployment.md "API reference"): GET /api/openapi.json is a valid
// OpenAPI 3.1 document (checked against the specification's schema) listing the routes and the
// webhooks' bodies; signed-in staff read it, nobody else; /api/docs/ is swagger-ui, whose page is
// the same for everyone and whose copy of the document is staff-only too.
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/test-app.ts';
import { call, type Headers, signInStaff } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import { WEBHOOK_EVENTS } from '@shared/domain/webhooks.ts';

const ctx = setupTestApp();
const recruiter = signInStaff(ctx);
let recruit: Headers;
beforeAll(async () => {
  recruit = (await signedIn(ctx, 'recruit')).headers;
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document with the routes and the webhooks', async () => {
    const res = await call(ctx, 'GET', '/api/openapi.json', recruiter);
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');

    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/recruits/{id}/', '/api/webhooks/endpoints/', '/readyz']));
    expect(Object.keys(doc.paths['/api/webhooks/endpoints/{id}/'])).toEqual(expect.arrayContaining(['patch', 'delete']));
    expect(Object.keys(doc.webhooks)).toEqual([...WEBHOOK_EVENTS]);
    const statusChanged = doc.webhooks['recruit.status_changed'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(statusChanged.properties.data.properties)).toEqual(['recruit_id', 'from', 'to', 'recruit']);
    // The reference's own routes are not part of the API it describes.
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/docs') || p === '/api/openapi.json')).toEqual([]);
  });

  it('answers signed-in staff only', async () => {
    expect((await call(ctx, 'GET', '/api/openapi.json')).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/api/openapi.json', recruit)).statusCode).toBe(403);
  });
});

describe('/api/docs/', () => {
  it('serves the reference page to anyone and its document to staff only', async () => {
    const page = await call(ctx, 'GET', '/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-initializer.js');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const init = await call(ctx, 'GET', '/api/docs/static/swagger-initializer.js');
    // The token handoff: the app's stored access token goes with every request of the page.
    expect(init.body).toMatch(/localStorage\.getItem\(["']access_token["']\)/);

    expect((await call(ctx, 'GET', '/api/docs/json')).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/api/docs/json', recruit)).statusCode).toBe(403);
    const copy = await call(ctx, 'GET', '/api/docs/json', recruiter);
    expect(copy.statusCode).toBe(200);
    expect(copy.json().openapi).toBe('3.1.0');
  });
});
