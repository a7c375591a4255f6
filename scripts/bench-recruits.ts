// `npm run bench:recruits`: the recruit list's first page over 10,000 recruits, through the whole
// HTTP stack (app.inject) and as SQL alone, on a throwaway embedded PostgreSQL. Prints p50/p95/p99.
import { listRecruits } from '../server/src/modules/recruits/pipeline/repo.ts';
import { pipelineCondition } from '../server/src/modules/recruits/pipeline/filter.ts';
import { explain, loadLine, printHeader, timeCase, withBenchApp } from './bench/harness.ts';

const TARGET_MS = 50;
const SEARCH = 'son'; // in Johnson, Anderson, Jackson, Wilson, Allison…: a common substring
const RARE = '.1234@'; // one recruit's e-mail: the selective case the trigram index serves

await withBenchApp(async ({ sql, app, headers }) => {
  const time = (label: string, fn: () => Promise<unknown>) => timeCase(label, fn, { targetMs: TARGET_MS });
  const query = `?search=${SEARCH}&status=clearview_completed`;
  const check = (await app.inject({ method: 'GET', url: `/api/recruits/${query}`, headers })).json();
  const [{ total }] = await sql<{ total: number }[]>`select count(*)::int as total from recruits`;
  console.log(`\nRecruit list benchmark: ${total} recruits; "${query}" matches ${check.count} (first page ${check.results.length}).`);
  console.log(`200 timed runs after 30 warm-up runs each; milliseconds; ${loadLine()}.\n`);
  printHeader();

  const admin = { sub: 1, type: 'recruiter', role: 'admin', department_id: null, recruit_id: null, ver: 0 } as const;
  const filter = pipelineCondition(sql, admin, { status: 'clearview_completed', search: SEARCH });
  const page = { ordering: '-created_at' as const, limit: 20, offset: 0 };
  await time(`GET /api/recruits/${query} (app.inject)`, () => app.inject({ method: 'GET', url: `/api/recruits/${query}`, headers }));
  await time('  same, SQL alone (page + count)', () => listRecruits(sql, filter, page));
  await time(`GET /api/recruits/?search=${SEARCH} (app.inject)`, () =>
    app.inject({ method: 'GET', url: `/api/recruits/?search=${SEARCH}`, headers }),
  );
  await time(`GET /api/recruits/?search=${RARE} (one e-mail, app.inject)`, () =>
    app.inject({ method: 'GET', url: `/api/recruits/?search=${encodeURIComponent(RARE)}`, headers }),
  );
  await time('GET /api/recruits/ (no filter, app.inject)', () => app.inject({ method: 'GET', url: '/api/recruits/', headers }));
  await time('GET /api/recruits/?ordering=status&page=50 (app.inject)', () =>
    app.inject({ method: 'GET', url: '/api/recruits/?ordering=status&page=50', headers }),
  );

  const where = `lower(r.first_name || ' ' || r.last_name || ' ' || r.email || ' ' || r.phone) like '%${SEARCH}%'`;
  await explain(
    sql,
    'page query (search + status)',
    `select id from recruits r where r.status = 'clearview_completed' and ${where} order by r.created_at desc, r.id desc limit 20`,
  );
  await explain(sql, 'count query (common search only)', `select count(*) from recruits r where ${where}`);
  await explain(sql, 'count query (selective search)', `select count(*) from recruits r where ${where.replace(SEARCH, RARE)}`);
});
