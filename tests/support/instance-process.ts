// One app instance in its own process, for the tests that kill an instance outright (SIGKILL):
// DATABASE_URL and REDIS_URL from the environment, listening on 127.0.0.1 on a free port, which
// it reports to the parent over IPC as {port}.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/src/app.ts';
import { connect } from '../../server/src/db/connect.ts';
import { testConfig } from './test-config.ts';

async function main() {
  const sql = connect(process.env.DATABASE_URL as string, 4);
  const app = await buildApp({ config: testConfig({ REDIS_URL: process.env.REDIS_URL as string }), sql });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
  process.on('disconnect', () => process.exit(0));
}

main().catch((err) => {
  console.error('[instance] failed to start', err);
  process.exit(1);
});
