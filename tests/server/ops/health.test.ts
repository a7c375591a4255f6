// /healthz and /readyz (docs/deployment.md "Health"): unauthenticated, 200 when ready, 503 with the
// failing check named when PostgreSQL is really gone or the migrations are not applied.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import { buildApp } from '../../../server/src/app.ts';
import { connect } from '../../../server/src/db/connect.ts';
import { clusterPaths, ensureDatabase, startEmbeddedPostgres } from '../../../server/src/db/embedded.ts';
import { latestMigration, migrate } from '../../../server/src/db/migrate.ts';
import { freePort } from '../../../scripts/local-servers.ts';
import { setupTestApp } from '../../support/test-app.ts';
import { testConfig } from '../../support/test-config.ts';
import { staff } from '../../support/api.ts';
import { signedIn } from '../../support/fixtures.ts';
import { startWorker } from '../nurture/helpers.ts';

const ctx = setupTestApp();

describe('health endpoints', () => {
  it('/healthz and /readyz answer 200 to anyone, signed in or not, and are never cached', async () => {
    const recruiter = await staff(ctx);
    const recruit = await signedIn(ctx, 'recruit');
    for (const h of [undefined, recruiter.headers, recruit.headers]) {
      const health = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: h });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      const ready = await ctx.app.inject({ method: 'GET', url: '/readyz', headers: h });
      expect(ready.statusCode).toBe(200);
      expect(ready.headers['cache-control']).toBe('no-store');
      // This test app runs no job runner and has no Redis: those checks do not apply to it.
      expect(ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', redis: 'not configured', jobs: 'not run here' },
      });
    }
  });

  it('/readyz counts the job runner on an instance that runs it', async () => {
    const worker = await startWorker(ctx);
    try {
      const res = await worker.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json().checks.jobs).toBe('ok');
    } finally {
      await worker.close();
    }
  });

  it('/readyz is 503 on a database whose migrations are not applied', async () => {
    const adminUrl = inject('pgAdminUrl');
    const name = `unmigrated_${Date.now()}`;
    await ensureDatabase(adminUrl, name);
    const sql = connect(adminUrl.replace(/\/postgres$/, `/${name}`), 2);
    const app = await buildApp({ config: ctx.config, sql });
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe(`migrations: 0 of ${latestMigration()} migrations applied`);
      expect(res.json().checks.database).toBe('ok');
    } finally {
      await app.close();
      await sql.end();
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin`drop database ${admin(name)} with (force)`;
      await admin.end();
    }
  });
});

describe('when PostgreSQL stops', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clearpath-readyz-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('/readyz goes from 200 to 503 naming the database, and /healthz still answers', async () => {
    // A cluster of its own, so stopping it stops nothing else.
    const cluster = await startEmbeddedPostgres({ ...clusterPaths(dir), port: await freePort() });
    let stopped = false;
    try {
      await ensureDatabase(cluster.adminUrl, 'clearpath');
      await migrate(cluster.urlFor('clearpath'));
      const sql = connect(cluster.urlFor('clearpath'), 2);
      const app = await buildApp({ config: testConfig(), sql });
      try {
        expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
        await cluster.stop();
        stopped = true;
        const down = await app.inject({ method: 'GET', url: '/readyz' });
        expect(down.statusCode).toBe(503);
        expect(down.json().status).toBe('unavailable');
        expect(down.json().error).toMatch(/^database: /);
        expect(down.json().checks.migrations).toBe('unknown (no database)');
        expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      } finally {
        await app.close();
        await sql.end({ timeout: 1 });
      }
    } finally {
      if (!stopped) await cluster.stop();
    }
  });
});
