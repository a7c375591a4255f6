// `npm run bench:import` (issue 26; docs/performance.md "CSV import"): POST /api/recruits/import/ of
// 10,000 new rows through the whole HTTP stack (multipart, parsing, the shared schema per row, the
// duplicate check against 10,000 recruits already there, one transaction), printed beside the
// 10-second target; a dry run of the same file; and an update run of it.
import { performance } from 'node:perf_hooks';
import { HEADER, importCsv, rows } from '../tests/server/recruits/import-export/helpers.ts';
import { loadLine, RECRUITS, withBenchApp } from './bench/harness.ts';

const ROWS = 10_000;
const TARGET_MS = 10_000;

await withBenchApp(async ({ app, headers }) => {
  console.log(`\nCSV import benchmark: ${ROWS} rows into ${RECRUITS} recruits; ${loadLine()}.\n`);
  const run = async (label: string, domain: string, fields: Parameters<typeof importCsv>[3] = {}) => {
    const csv = [HEADER, ...rows(ROWS, domain)].join('\n');
    const started = performance.now();
    const res = await importCsv({ app }, headers, csv, fields);
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${label} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    const { created, updated, skipped, errors } = res.json();
    const verdict = ms <= TARGET_MS ? 'within' : 'OVER';
    console.log(
      `${label.padEnd(28)} ${String(Math.round(ms)).padStart(6)} ms  (target ${TARGET_MS} ms: ${verdict})  created ${created}, updated ${updated}, skipped ${skipped}, errors ${errors.length}`,
    );
  };
  await run('dry run, 10,000 new rows', 'dry.example.com', { dry_run: 'true' });
  await run('import, 10,000 new rows', 'first.example.com');
  await run('import again, skip', 'first.example.com');
  await run('import again, update', 'first.example.com', { duplicates: 'update' });
  await run('import, 10,000 more rows', 'second.example.com');
});
