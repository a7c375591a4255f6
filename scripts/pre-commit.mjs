// The pre-commit hook (installed by `npm install` through simple-git-hooks): formats and lints the
// staged files, so a commit never carries a misformatted file or a lint finding (docs/architecture.md, "Lint").
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
const staged = spawnSync('git', ['diff', '--cached', '--name-only', '--diff-filter=ACMR', '-z'], { encoding: 'utf8' })
  .stdout.split('\0')
  .filter(Boolean);

// Biome formats what it knows and re-stages it; then both linters judge the staged files.
run('npx', ['biome', 'check', '--staged', '--write', '--no-errors-on-unmatched']);
run('git', ['update-index', '--again']);
const scripts = staged.filter((f) => /\.(ts|tsx|js|mjs)$/.test(f));
if (scripts.length > 0) run('npx', ['eslint', '--no-warn-ignored', ...scripts]);
