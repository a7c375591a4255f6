// The embedded cluster's superuser password: generated once per data directory, never a constant
// (anyone on the machine could otherwise connect to 127.0.0.1:54329). See docs/security.md.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The password every cluster had before passwords were generated; only used to replace it. */
export const LEGACY_PASSWORD = 'clearpath';

type SuperuserPassword = {
  value: string;
  /** The cluster still has LEGACY_PASSWORD: set `value` on it, then `commit()` writes it down. */
  replacesLegacy: boolean;
  commit(): void;
};

/** Reads the password kept beside the cluster, or makes one (written at once for a cluster not yet initialised). */
export function readOrCreatePassword(file: string, clusterExists: boolean): SuperuserPassword {
  if (existsSync(file)) return { value: readFileSync(file, 'utf8').trim(), replacesLegacy: false, commit: () => {} };
  const value = randomBytes(24).toString('base64url');
  const write = () => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${value}\n`, { mode: 0o600 });
  };
  if (!clusterExists) {
    write();
    return { value, replacesLegacy: false, commit: () => {} };
  }
  return { value, replacesLegacy: true, commit: write };
}
