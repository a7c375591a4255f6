// `npm install`'s prepare step: installs the pre-commit hook (simple-git-hooks) in a development
// install. A production install (`npm ci --omit=dev`, docs/deployment.md) has no simple-git-hooks
// and no hook to install, and must not fail for it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (existsSync('node_modules/simple-git-hooks')) {
  const run = spawnSync(process.execPath, ['node_modules/simple-git-hooks/cli.js'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
