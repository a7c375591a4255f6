// `npm run bench:dashboard` (issue 13; docs/performance.md "Staff dashboard"): the Overview, stats,
// analytics and Candidate Activity answers over 10,000 recruits and 200,000 activity rows, through
// the whole HTTP stack (app.inject), printed beside the recruit list's first page.
import type { Sql } from '../server/src/db/connect.ts';
import { RECRUIT_STATUSES } from '@shared/domain/recruit-status.ts';
import { loadLine, printHeader, RECRUITS, timeCase, withBenchApp } from './bench/harness.ts';

const TARGET_MS = 100;
const ACTIVITY_ROWS = 200_000;
const ACTIONS = ['recruit_created', 'status_updated', 'email_sent', 'invite_sent', 'clearview_scheduled', 'clearview_completed'];

/**
 * A year of history: 200,000 activity rows, about five status moves per recruit (the timeline the
 * funnel and time in stage read), 30,000 e-mails, and ClearView sessions for a third of the recruits.
 */
async function insertHistory(sql: Sql, recruiterId: number) {
  await sql`
    insert into activity_logs (recruit_id, actor_id, action, details, created_at)
    select 1 + (g * 7919) % ${RECRUITS}, ${recruiterId}, (${ACTIONS}::text[])[1 + g % ${ACTIONS.length}],
           jsonb_build_object('n', g), now() - make_interval(secs => (g * 157) % (365 * 86400))
    from generate_series(1, ${ACTIVITY_ROWS}) g`;
  await sql`
    insert into status_timeline (recruit_id, stage, previous_stage, actor_id, days_in_stage, created_at)
    select r.id, (${RECRUIT_STATUSES as unknown as string[]}::text[])[s + 1], (${RECRUIT_STATUSES as unknown as string[]}::text[])[s],
           ${recruiterId}, 1 + (r.id + s) % 9, now() - make_interval(days => (r.id % 300) + 5 * (6 - s))
    from recruits r cross join generate_series(1, 5) s`;
  await sql`
    insert into messages (recruit_id, channel, to_address, subject, text_body, status, sent_at, created_at)
    select 1 + g % ${RECRUITS}, 'email', 'r' || g || '@example.com', 'Update', 'Hello', 'sent',
           now() - make_interval(mins => g * 17), now() - make_interval(mins => g * 17)
    from generate_series(1, 30000) g`;
  await sql`
    insert into clearview_sessions (recruit_id, token, status, scheduled_at, started_at, completed_at)
    select r.id, md5(r.id::text || 'bench'), case when r.id % 2 = 0 then 'completed' else 'scheduled' end,
           now() - make_interval(days => r.id % 200), now() - make_interval(days => r.id % 200),
           case when r.id % 2 = 0 then now() - make_interval(days => r.id % 200) + interval '75 minutes' end
    from recruits r where r.id % 3 = 0`;
  await sql`vacuum analyze`;
}

await withBenchApp(async ({ sql, app, headers, recruiterId }) => {
  await insertHistory(sql, recruiterId);
  const [counts] = await sql<{ recruits: number; activity: number; timeline: number }[]>`
    select (select count(*)::int from recruits) as recruits, (select count(*)::int from activity_logs) as activity,
           (select count(*)::int from status_timeline) as timeline`;
  console.log(
    `\nStaff dashboard benchmark: ${counts.recruits} recruits, ${counts.activity} activity rows, ${counts.timeline} timeline rows.`,
  );
  console.log(`200 timed runs after 30 warm-up runs each; milliseconds; ${loadLine()}.\n`);
  printHeader();
  const get = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  };
  // BENCH_ONLY=analytics times only the cases whose URL contains it (for quick checks of one query).
  const only = process.env.BENCH_ONLY;
  const time = async (url: string, note = '') => {
    if (!only || url.includes(only)) await timeCase(`GET ${url}${note}`, get(url), { targetMs: TARGET_MS });
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
});
