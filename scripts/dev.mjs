// `npm run dev`: Vite with HMR on PORT (default 5173), proxying /api and /ws to a watched Fastify
// process on API_PORT (default 3001), which restarts when server/ or shared/ changes.
import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '5173';
const env = { ...process.env, API_PORT: apiPort };
const children = [
  spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', '--watch', '--watch-path=server', '--watch-path=shared', 'server/src/main.ts'],
    {
      stdio: 'inherit',
      // Vite serves the client in development, so the API process needs no build of it.
      env: { ...env, PORT: apiPort, SERVE_CLIENT: 'false', APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}` },
    },
  ),
  // Vite itself, not through npx: a SIGTERM passed on by `stop` then reaches it (npx left it running).
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', webPort, '--strictPort'], { stdio: 'inherit', env }),
];
const stop = (sig) => {
  for (const c of children) c.kill(sig);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
let alive = children.length;
for (const c of children) {
  c.on('exit', () => {
    alive--;
    if (alive === 0) process.exit(0);
  });
}
