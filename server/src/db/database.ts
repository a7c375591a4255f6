import type { Config } from '../config.ts';
import { clusterPaths, ensureDatabase, startEmbeddedPostgres } from './embedded.ts';

type Database = { url: string; embedded: boolean; stop(): Promise<void> };

/** DATABASE_URL when given; otherwise an embedded PostgreSQL whose data lives under DATA_DIR/pg. */
export async function openDatabase(config: Config, log: (msg: string) => void): Promise<Database> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  const paths = clusterPaths(config.dataDir);
  log(`Starting embedded PostgreSQL (data in ${paths.dir}, port ${config.embeddedPgPort})...`);
  const cluster = await startEmbeddedPostgres({ ...paths, port: config.embeddedPgPort });
  if (cluster.sharedWithPid) log(`Sharing the PostgreSQL another process runs for this data directory (pid ${cluster.sharedWithPid}).`);
  await ensureDatabase(cluster.adminUrl, 'clearpath');
  return { url: cluster.urlFor('clearpath'), embedded: true, stop: cluster.stop };
}
