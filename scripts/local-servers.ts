// Throwaway servers for the test tiers and the benchmarks: a free port, and a redis-server of their
// own (Debian's package, nothing saved to disk), the way they start their own PostgreSQL.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port nothing listens on at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer().once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** redis-server on a free port of 127.0.0.1, resolved once it accepts connections. */
export async function startRedisServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The 'data' listener stays: it keeps draining the log, so redis-server never blocks on a full pipe.
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => d.toString().includes('Ready to accept connections') && resolve());
    child.once('error', (err) => reject(new Error(`redis-server could not start (apt-get install redis-server): ${err.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code} before it was ready`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
