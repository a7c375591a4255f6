import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import postgres from 'postgres';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app.ts';
import type { Config } from '../../server/src/config.ts';
import { connect, type Sql } from '../../server/src/db/connect.ts';
import { TEMPLATE_DB } from './global-db.ts';
import { testConfig } from './test-config.ts';

export type TestContext = { app: FastifyInstance; sql: Sql; config: Config; dbUrl: string };

/** A fresh database copied from the migrated template: each test file starts from the same empty state. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin`create database ${admin(name)} template ${admin(TEMPLATE_DB)}`;
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  return {
    url,
    async drop() {
      await admin`drop database if exists ${admin(name)} with (force)`;
      await admin.end();
    },
  };
}

/**
 * Builds the real app on a fresh database for one test file. Hooks are registered here, so a
 * file calls it once at top level and reads `ctx.app` / `ctx.sql` inside its tests.
 */
export function setupTestApp(env: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  onFreshDatabase(ctx, env, async () => {
    ctx.app = await buildApp({ config: ctx.config, sql: ctx.sql });
    await ctx.app.ready();
  });
  return ctx;
}

/**
 * The hooks behind setupTestApp and setupCollabApp: before the file, a fresh database, its config and
 * pool on `ctx`, then `start` builds the app; after it, the app, pool and database are closed.
 */
export function onFreshDatabase(ctx: TestContext, env: Record<string, string>, start: () => Promise<void>): void {
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await freshDatabase();
    drop = db.drop;
    ctx.dbUrl = db.url;
    ctx.config = testConfig(env);
    ctx.sql = connect(db.url, 4);
    await start();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.sql?.end({ timeout: 1 });
    await drop?.();
  });
}
