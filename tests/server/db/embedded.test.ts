// The embedded superuser password (issue 8, docs/security.md): generated once per data directory,
// kept beside the cluster with mode 0600, and a cluster still on the old constant gets a new one.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { clusterPaths, startEmbeddedPostgres } from '../../../server/src/db/embedded.ts';
import { LEGACY_PASSWORD } from '../../../server/src/db/superuser-password.ts';
import { freePort } from '../../../scripts/local-servers.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'clearpath-pgpass-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const paths = clusterPaths(dataDir);

async function canConnect(password: string, port: number): Promise<boolean> {
  const sql = postgres(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`, {
    max: 1,
    onnotice: () => {},
    connect_timeout: 5,
  });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end();
  }
}

describe('embedded PostgreSQL superuser password', () => {
  it('is generated into DATA_DIR with mode 0600, kept across starts, and the old constant no longer opens the cluster', {
    timeout: 60_000,
  }, async () => {
    const port = await freePort();
    let cluster = await startEmbeddedPostgres({ ...paths, port });
    const password = readFileSync(paths.passwordFile, 'utf8').trim();
    try {
      expect(statSync(paths.passwordFile).mode & 0o777).toBe(0o600);
      expect(password).toMatch(/^[\w-]{32}$/);
      expect(await canConnect(password, port)).toBe(true);
      expect(await canConnect(LEGACY_PASSWORD, port)).toBe(false);
    } finally {
      await cluster.stop();
    }
    cluster = await startEmbeddedPostgres({ ...paths, port });
    try {
      expect(readFileSync(paths.passwordFile, 'utf8').trim()).toBe(password);
      expect(await canConnect(password, port)).toBe(true);
    } finally {
      await cluster.stop();
    }
  });

  it('a cluster made with the old constant password gets a generated one at its next start', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const cluster = await startEmbeddedPostgres({ ...paths, port });
    const admin = postgres(cluster.adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`alter user postgres with password '${LEGACY_PASSWORD}'`);
    await admin.end();
    await cluster.stop();
    rmSync(paths.passwordFile); // as a data directory from before generated passwords

    const restarted = await startEmbeddedPostgres({ ...paths, port });
    try {
      const password = readFileSync(paths.passwordFile, 'utf8').trim();
      expect(password).not.toBe(LEGACY_PASSWORD);
      expect(await canConnect(password, port)).toBe(true);
      expect(await canConnect(LEGACY_PASSWORD, port)).toBe(false);
    } finally {
      await restarted.stop();
    }
  });
});
