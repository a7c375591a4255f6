// Security headers, compression and caching on /, /assets and /api (issue 8, docs/security.md "HTTP").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app.ts';
import { setupTestApp } from '../../support/test-app.ts';
import { testConfig } from '../../support/test-config.ts';
import { signedIn, TEST_PASSWORD } from '../../support/fixtures.ts';
import { createRecruit } from '../recruits/helpers.ts';
import { png, upload } from '../profile/helpers.ts';

// A built client as Vite leaves it: index.html, a hashed bundle, their precompressed copies.
const dist = mkdtempSync(join(tmpdir(), 'clearpath-dist-'));
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const BUNDLE = `export const app = ${JSON.stringify('x'.repeat(20_000))};`;
mkdirSync(join(dist, 'assets'));
for (const [file, content] of [
  ['index.html', INDEX],
  ['assets/index-Ab12Cd34.js', BUNDLE],
]) {
  writeFileSync(join(dist, file), content);
  writeFileSync(join(dist, `${file}.br`), brotliCompressSync(content));
  writeFileSync(join(dist, `${file}.gz`), gzipSync(content));
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const ctx = setupTestApp();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ config: ctx.config, sql: ctx.sql, serveClient: true, clientDist: dist });
});
afterAll(() => app?.close());

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  // APP_URL is http here: no HSTS (it would pin a browser to https on a plain-http deployment).
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('HTTP headers, compression and caching', () => {
  it('/ (the SPA page): security headers, brotli, revalidated on every load', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('a client route deep link (SPA fallback) is index.html with the same headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/dashboard/recruits', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('/assets (hashed bundles): compressed, cached for a year as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(BUNDLE.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BUNDLE);
  });

  it('a client that accepts no compression gets the plain file', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(BUNDLE);
  });

  it('/api (JSON): security headers and compression of larger answers', async () => {
    const { headers } = await signedIn(ctx, 'recruiter');
    for (let i = 0; i < 12; i++) await createRecruit(ctx, headers, { email: `pat${i}@example.com` });
    const res = await app.inject({ method: 'GET', url: '/api/recruits/', headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString()) as { count: number };
    expect(body.count).toBe(12);

    const small = await app.inject({ method: 'GET', url: '/api/no-such-thing/', headers: { 'accept-encoding': 'gzip' } });
    expect(small.statusCode).toBe(404);
    expectSecurityHeaders(small.headers);
  });

  it('/api answers with personal data are no-store, errors too; a signed image address stays cacheable for its hour', async () => {
    const { headers, account } = await signedIn(ctx, 'recruiter');
    const recruit = await createRecruit(ctx, headers, { email: 'cache@example.com' });
    for (const [url, h] of [
      ['/api/auth/me/', headers],
      ['/api/auth/me/settings/', headers],
      [`/api/recruits/${recruit.id}/`, headers],
      [`/api/recruits/${recruit.id}/profile_completion/`, headers],
      ['/api/recruits/', undefined],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: h });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: account.email, password: TEST_PASSWORD, user_type: 'recruiter' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    // The image route keeps its own rule: the address itself expires within the hour.
    const own = await signedIn(ctx, 'recruit', { recruit_id: recruit.id });
    const uploaded = await upload({ ...ctx, app }, recruit.id, own.headers, 'a.png', 'image/png', await png(20, 20));
    expect(uploaded.headers['cache-control']).toBe('no-store');
    const image = await app.inject({ method: 'GET', url: uploaded.json().url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('behind TLS (https APP_URL): HSTS and upgrade-insecure-requests', async () => {
    const tls = await buildApp({ config: testConfig({ APP_URL: 'https://clearpath.example.com' }), sql: ctx.sql });
    try {
      const res = await tls.inject({ method: 'GET', url: '/api/auth/demo-credentials/' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(res.headers['content-security-policy']).toContain('wss://clearpath.example.com');
    } finally {
      await tls.close();
    }
  });
});
