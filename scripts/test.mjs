// `npm test`: every tier (unit, server, collab, e2e). Fails when a tier fails or runs no test at all.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TIERS = ['unit', 'server', 'collab', 'e2e'];
const only = process.argv.slice(2);
// A mistyped tier (`npm test -- uint`) would otherwise run nothing and pass.
const unknown = only.filter((t) => !TIERS.includes(t));
if (unknown.length > 0) {
  console.error(`Unknown test tier: ${unknown.join(', ')} (tiers: ${TIERS.join(', ')})`);
  process.exit(2);
}
const tiers = TIERS.filter((t) => only.length === 0 || only.includes(t));
const reports = mkdtempSync(join(tmpdir(), 'clearpath-test-report-'));
const results = [];

for (const tier of tiers) {
  const report = join(reports, `${tier}.json`);
  console.log(`\n=== ${tier} tests ===`);
  const run =
    tier === 'e2e'
      ? spawnSync('npx', ['playwright', 'test', '--reporter=list,json'], {
          stdio: 'inherit',
          env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
        })
      : spawnSync('npx', ['vitest', 'run', '--project', tier, '--reporter=default', '--reporter=json', `--outputFile=${report}`], {
          stdio: 'inherit',
        });
  const counts = readCounts(tier, report);
  results.push({ tier, exit: run.status ?? 1, ...counts, failures: readFailures(tier, report) });
}
rmSync(reports, { recursive: true, force: true });

console.log('\n=== summary ===');
let failed = false;
for (const r of results) {
  const problem = r.exit !== 0 || r.failed > 0 ? 'FAILED' : r.passed + r.failed === 0 ? 'RAN NO TEST' : 'ok';
  if (problem !== 'ok') failed = true;
  console.log(`${r.tier.padEnd(7)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(4)} failed  ${problem}`);
}
// CI shows only the end of the log: name every failed test here, with the first line of its error.
for (const r of results) {
  for (const f of r.failures) console.log(`FAILED ${r.tier}: ${f}`);
}
const total = results.reduce((a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed }), { passed: 0, failed: 0 });
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(failed ? 1 : 0);

function readCounts(tier, file) {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    if (tier === 'e2e') {
      const s = json.stats ?? {};
      return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 };
    }
    return { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

function readFailures(tier, file) {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    const firstLine = (text) =>
      String(text ?? '')
        .split('\n')
        .find((l) => l.trim() !== '') ?? '';
    if (tier === 'e2e') {
      const out = [];
      const walk = (suite) => {
        for (const child of suite.suites ?? []) walk(child);
        for (const spec of suite.specs ?? []) {
          for (const test of spec.tests ?? []) {
            if (test.status !== 'unexpected') continue;
            const error = test.results?.at(-1)?.error?.message;
            out.push(`${spec.file}:${spec.line} ${spec.title}: ${firstLine(error)}`);
          }
        }
      };
      for (const suite of json.suites ?? []) walk(suite);
      return out;
    }
    return (json.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((a) => a.status === 'failed')
        .map((a) => `${file.name.replace(`${process.cwd()}/`, '')} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`),
    );
  } catch {
    return [];
  }
}
