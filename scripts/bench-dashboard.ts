// `npm run bench:dashboard [-- --recruits 10000 --activity 200000]` (issues 13 and 29; docs/performance.md
// "Staff dashboard"): the Overview, stats, analytics and Candidate Activity answers over the seeded
// recruits and activity rows, through the whole HTTP stack (app.inject), printed beside the recruit
// list's first page, each beside its p95 target, and then as a Markdown table for the docs.
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { Sql } from '../server/src/db/connect.ts';
import { RECRUIT_STATUSES } from '@shared/domain/recruit-status.ts';
import { type CaseFigures, loadLine, printHeader, RECRUITS, timeCase, withBenchApp } from './bench/harness.ts';
import { numberOption } from './bench/processes.ts';

const TARGET_MS = 50;
const recruits = Math.round(numberOption('recruits', RECRUITS));
const activity = Math.round(numberOption('activity', 200_000));
const ACTIONS = ['recruit_created', 'status_updated', 'email_sent', 'invite_sent', 'clearview_scheduled', 'clearview_completed'];

/**
 * A year of history: `activity` rows, about five status moves per recruit (the timeline the funnel
 * and time in stage read), three sent e-mails per recruit (30,000 at 10,000 recruits, one every 17
 * minutes, wrapping round the year), and ClearView sessions for a third of the recruits.
 */
async function insertHistory(sql: Sql, recruiterId: number) {
  const step = async (what: string, run: () => Promise<unknown>) => {
    const start = performance.now();
    await run();
    console.log(`  seeded ${what} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  };
  await step(
    'activity',
    () => sql`
    insert into activity_logs (recruit_id, actor_id, action, details, created_at)
    select 1 + (g::bigint * 7919) % ${recruits}, ${recruiterId}, (${ACTIONS}::text[])[1 + g % ${ACTIONS.length}],
           jsonb_build_object('n', g), now() - make_interval(secs => (g * 157) % (365 * 86400))
    from generate_series(1, ${activity}) g`,
  );
  await step(
    'timeline',
    () => sql`
    insert into status_timeline (recruit_id, stage, previous_stage, actor_id, days_in_stage, created_at)
    select r.id, (${RECRUIT_STATUSES as unknown as string[]}::text[])[s + 1], (${RECRUIT_STATUSES as unknown as string[]}::text[])[s],
           ${recruiterId}, 1 + (r.id + s) % 9, now() - make_interval(days => (r.id % 300) + 5 * (6 - s))
    from recruits r cross join generate_series(1, 5) s`,
  );
  await step(
    'e-mails',
    () => sql`
    insert into messages (recruit_id, channel, to_address, subject, text_body, status, sent_at, created_at)
    select 1 + g % ${recruits}, 'email', 'r' || g || '@example.com', 'Update', 'Hello', 'sent',
           now() - make_interval(mins => (g * 17) % (365 * 1440)), now() - make_interval(mins => (g * 17) % (365 * 1440))
    from generate_series(1, ${3 * recruits}) g`,
  );
  await step(
    'sessions',
    () => sql`
    insert into clearview_sessions (recruit_id, token, status, scheduled_at, started_at, completed_at)
    select r.id, md5(r.id::text || 'bench'), case when r.id % 2 = 0 then 'completed' else 'scheduled' end,
           now() - make_interval(days => r.id % 200), now() - make_interval(days => r.id % 200),
           case when r.id % 2 = 0 then now() - make_interval(days => r.id % 200) + interval '75 minutes' end
    from recruits r where r.id % 3 = 0`,
  );
  await step('vacuum analyze', () => sql`vacuum analyze`);
}

const commit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

await withBenchApp(
  async ({ sql, app, headers, recruiterId }) => {
    const seedStart = performance.now();
    await insertHistory(sql, recruiterId);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const [counts] = await sql<{ recruits: number; activity: number; timeline: number; messages: number; sessions: number }[]>`
      select (select count(*)::int from recruits) as recruits, (select count(*)::int from activity_logs) as activity,
             (select count(*)::int from status_timeline) as timeline, (select count(*)::int from messages) as messages,
             (select count(*)::int from clearview_sessions) as sessions`;
    const command = `npm run bench:dashboard -- --recruits ${recruits} --activity ${activity}`;
    const loadBefore = loadLine();
    console.log(`\nStaff dashboard benchmark, ${new Date().toISOString()}, commit ${commit()}: ${command}`);
    console.log(
      `${counts.recruits} recruits, ${counts.activity} activity rows, ${counts.timeline} timeline rows, ${counts.messages} e-mails, ` +
        `${counts.sessions} ClearView sessions (history seeded in ${seedSeconds.toFixed(1)} s).`,
    );
    console.log(`200 timed runs after 30 warm-up runs each; milliseconds; ${loadBefore} at the start.\n`);
    printHeader();
    const get = (url: string) => async () => {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    };
    // BENCH_ONLY=analytics times only the cases whose URL contains it (for quick checks of one query).
    const only = process.env.BENCH_ONLY;
    const figures: CaseFigures[] = [];
    const time = async (url: string, note = '') => {
      if (!only || url.includes(only)) figures.push(await timeCase(`GET ${url}${note}`, get(url), { targetMs: TARGET_MS, targetAt: 95 }));
    };

    await time('/api/recruits/', ' (reference: the list)');
    await time('/api/recruits/stats/');
    await time('/api/dashboard/overview/');
    await time('/api/analytics/', ' (30 days)');
    await time('/api/analytics/?date_from=2020-01-01&date_to=2020-12-30', ' (no data)');
    const [{ from }] = await sql<{ from: string }[]>`select (current_date - 364)::text as from`;
    await time(`/api/analytics/?date_from=${from}`, ' (365 days)');
    await time('/api/all-activity-logs/');
    await time('/api/all-activity-logs/?page=500');
    await time('/api/all-activity-logs/?action=email_sent');
    await time('/api/all-activity-logs/?search=son');

    const missed = figures.filter((f) => !f.ok).length;
    console.log(`\n${loadLine()} at the end; ${missed === 0 ? 'every case within' : `${missed} case(s) over`} p95 ${TARGET_MS} ms.`);
    console.log('\nFor docs/performance.md (p50 / p95 / p99, ms):\n');
    console.log('| case | p50 | p95 | p99 | target p95 |\n| --- | ---: | ---: | ---: | --- |');
    for (const f of figures) {
      const cells = [f.p50, f.p95, f.p99].map((x) => x.toFixed(2)).join(' | ');
      console.log(
        `| ${f.label.replace(/date_from=[\d-]+ \(365 days\)/, 'date_from=<a year ago> (365 days)')} | ${cells} | ${f.targetMs} ms ${f.ok ? 'ok' : 'MISS'} |`,
      );
    }
  },
  { recruits },
);
