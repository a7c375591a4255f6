import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the postmaster.pid of a data directory says:
 * - free: nobody runs PostgreSQL there (a stale lock file is removed);
 * - in-use: a live Node process (another Clearpath, or `npm run db:migrate` during `npm start`)
 *   owns that PostgreSQL — share it, never stop it;
 * - orphaned: its Node parent was killed, PostgreSQL runs on alone — stop it, then start anew.
 */
type LockState = { kind: 'free' } | { kind: 'in-use' | 'orphaned'; pid: number; port: number };

export function inspectLock(dir: string): LockState {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return { kind: 'free' };
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isPostgresFor(pid, dir)) {
    unlinkSync(pidFile); // the postmaster is gone (its pid may even belong to another program now)
    return { kind: 'free' };
  }
  const parent = parentOf(pid);
  const owned = parent !== null && parent > 1 && isAlive(parent) && commandOf(parent).includes('node');
  return { kind: owned ? 'in-use' : 'orphaned', pid, port: Number(portLine) };
}

/** Fast shutdown (aborts transactions, writes a clean checkpoint); SIGKILL after 10 s. */
export async function stopPostmaster(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited === 10_000) process.kill(pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

function isPostgresFor(pid: number, dir: string): boolean {
  const cmd = commandOf(pid);
  return cmd === '' || (cmd.includes('postgres') && cmd.includes(dir)); // no /proc: trust the lock file
}

function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]); // "pid (comm) state ppid …"
  } catch {
    return null;
  }
}
