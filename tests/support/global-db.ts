import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { clusterPaths, ensureDatabase, startEmbeddedPostgres } from '../../server/src/db/embedded.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { freePort } from '../../scripts/local-servers.ts';

export const TEMPLATE_DB = 'clearpath_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/** One embedded cluster per test run; migrations are applied once, to a template each test file copies. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'clearpath-test-pg-'));
  const port = await freePort();
  const cluster = await startEmbeddedPostgres({ ...clusterPaths(dir), port });
  await ensureDatabase(cluster.adminUrl, TEMPLATE_DB);
  await migrate(cluster.urlFor(TEMPLATE_DB));
  project.provide('pgAdminUrl', cluster.adminUrl);
  return async () => {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
