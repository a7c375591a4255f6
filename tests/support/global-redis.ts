// The collab tier's own Redis (Debian's redis-server on a free port, nothing saved to disk), as it
// has its own PostgreSQL: the tests of several instances share rooms through it.
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import type { TestProject } from 'vitest/node';
import { freePort } from './global-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const failed = new Promise<never>((_, reject) => {
    server.once('error', (err) => reject(new Error(`redis-server could not start (apt-get install redis-server): ${err.message}`)));
    server.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  await Promise.race([waitForPort(port), failed]);
  project.provide('redisUrl', `redis://127.0.0.1:${port}`);
  return async () => {
    server.removeAllListeners('exit');
    server.kill('SIGTERM');
  };
}

async function waitForPort(port: number): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server did not listen on ${port}`);
}
