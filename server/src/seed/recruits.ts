import { randomBytes } from 'node:crypto';
import { transaction, type Sql } from '../db/connect.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { DEMO_ACCOUNTS } from '@shared/schemas/auth.ts';
import { DISCOVERY_MODULES } from '@shared/domain/discovery-modules.ts';
import type { RecruitStatus } from '@shared/domain/recruit-status.ts';
import { insertUser, findUserByEmail } from '../modules/auth/repo.ts';
import { newPin } from '../modules/recruits/discovery-access/repo.ts';
import { JORDAN_INPUTS, sampleInputs, snapshotOf } from './clearview-sample.ts';
import { refreshProfileCompletion, startProfileWithContact } from '../modules/profile/service.ts';
import { JORDAN, PATH_TO, SAMPLE_RECRUITS, STAGE_DAYS, type SampleRecruit } from './recruit-samples.ts';
import type { SeedContext } from './context.ts';

const DAY = 24 * 60 * 60 * 1000;
const MAX_AGE_DAYS = 89;
const MEETING_BASE = 'https://meet.jit.si';

/** A small deterministic generator, so every fresh demo database looks the same. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Ids = { recruiter: number; demoRecruitUser?: number };

/**
 * About 40 recruits over every pipeline status, all owned by the demo recruiter, each with the
 * timeline of the stages it walked through, activity, discovery access and ClearView sessions as
 * its status implies. Jordan Avery is the demo recruit account's record (ClearView completed, every
 * discovery tool open).
 */
export async function seedRecruits({ sql, log }: SeedContext): Promise<void> {
  const recruiter = await findUserByEmail(sql, DEMO_ACCOUNTS[0].email);
  if (!recruiter) throw new Error('seedRecruits needs the demo recruiter: run seedUsers first');
  const demoRecruitUser = await findUserByEmail(sql, DEMO_ACCOUNTS[1].email);
  const rand = random(20240917);
  await transaction(sql, async (tx) => {
    for (const [n, sample] of SAMPLE_RECRUITS.entries()) await seedOne(tx, rand, sample, n, { recruiter: recruiter.id });
    await seedOne(tx, rand, JORDAN, 99, { recruiter: recruiter.id, demoRecruitUser: demoRecruitUser?.id });
    // Jordan accepted the profile, so Complete Your Profile starts from the confirmed contact details.
    const [jordan] = await tx<{ id: number; first_name: string; last_name: string; email: string; phone: string }[]>`
      select id, first_name, last_name, email, phone from recruits where lower(email) = lower(${DEMO_ACCOUNTS[1].email})`;
    if (jordan) {
      await startProfileWithContact(tx, jordan.id, {
        firstName: jordan.first_name,
        lastName: jordan.last_name,
        email: jordan.email,
        mobile: jordan.phone,
      });
    }
  });
  log(`Seeded ${SAMPLE_RECRUITS.length + 1} recruits.`);
}

/** When each stage of the path began: durations drawn from STAGE_DAYS, all within the last 90 days. */
function stageTimes(rand: () => number, path: RecruitStatus[], isJordan: boolean): Date[] {
  const spans = path.slice(0, -1).map((stage) => {
    const [lo, hi] = STAGE_DAYS[stage];
    return lo + Math.floor(rand() * (hi - lo + 1)) + rand() * 0.9;
  });
  const current = isJordan ? 1.2 : 0.3 + rand() * 8;
  const total = spans.reduce((a, b) => a + b, 0) + current;
  const scale = total > MAX_AGE_DAYS ? MAX_AGE_DAYS / total : 1;
  let at = Date.now() - total * scale * DAY;
  return path.map((_, i) => {
    const start = new Date(at);
    if (i < spans.length) at += spans[i] * scale * DAY;
    return start;
  });
}

async function seedOne(sql: Sql, rand: () => number, s: SampleRecruit, n: number, ids: Ids): Promise<void> {
  const isJordan = s === JORDAN;
  const path = PATH_TO[s.status];
  const times = stageTimes(rand, path, isJordan);
  const at = (stage: RecruitStatus) => times[path.indexOf(stage)];
  const reached = (stage: RecruitStatus) => path.includes(stage);
  const email = isJordan ? DEMO_ACCOUNTS[1].email : `${s.first}.${s.last}@example.com`.toLowerCase();
  const nmls = n % 4 === 3 ? null : String(1_000_000 + ((n * 7919) % 8_999_999));

  const [{ id }] = await sql<{ id: number }[]>`
    insert into recruits (first_name, last_name, email, phone, states_licensed, nmls_id, recruiting_source, notes,
                          status, recruiter_id, status_changed_at, created_at, updated_at)
    values (${s.first}, ${s.last}, ${email}, ${`(555) 01${String(n % 100).padStart(2, '0')}-${String(2000 + n * 37).slice(-4)}`},
            ${s.states}, ${nmls}, ${s.source}, ${s.notes}, ${s.status}, ${ids.recruiter}, ${times[times.length - 1]}, ${times[0]}, ${times[times.length - 1]})
    returning id`;
  await refreshProfileCompletion(sql, id);

  // An accepted recruit has an account (no password until they use their set-password link).
  let recruitUser: number | null = null;
  if (reached('profile_accepted')) {
    if (isJordan && ids.demoRecruitUser) {
      recruitUser = ids.demoRecruitUser;
      await sql`update users set recruit_id = ${id}, updated_at = now() where id = ${recruitUser}`;
    } else if (!isJordan) {
      recruitUser = (
        await insertUser(sql, { type: 'recruit', email, first_name: s.first, last_name: s.last, password_hash: null, recruit_id: id })
      ).id;
    }
  }
  const actorFor = (stage: RecruitStatus) => (stage === 'profile_accepted' ? recruitUser : ids.recruiter);
  const activity = (action: string, when: Date, actor: number | null, details: Record<string, unknown>) =>
    sql`insert into activity_logs (recruit_id, actor_id, action, details, created_at)
        values (${id}, ${actor}, ${action}, ${sql.json(details as never)}, ${new Date(when.getTime() + 1000)})`;

  for (const [i, stage] of path.entries()) {
    const previous = i === 0 ? null : path[i - 1];
    const days = previous ? Math.floor((times[i].getTime() - times[i - 1].getTime()) / DAY) : null;
    await sql`insert into status_timeline (recruit_id, stage, previous_stage, actor_id, days_in_stage, created_at)
              values (${id}, ${stage}, ${previous}, ${actorFor(stage)}, ${days}, ${times[i]})`;
    if (previous) await activity('status_updated', times[i], actorFor(stage), { from: previous, to: stage });
  }
  await activity('recruit_created', times[0], ids.recruiter, { name: `${s.first} ${s.last}`, email, recruiting_source: s.source });

  const invited = reached('profile_accepted') || n % 2 === 0;
  if (invited) {
    const sentAt = new Date(times[0].getTime() + 20 * 60 * 1000);
    await activity('invite_sent', sentAt, ids.recruiter, { email });
    if (!reached('profile_accepted')) {
      // A pending invite whose link only the recruit's inbox knows; the recruiter can send a new one.
      await sql`insert into acceptance_tokens (recruit_id, token_hash, expires_at, created_at)
                values (${id}, ${hashToken(newToken())}, ${new Date(sentAt.getTime() + 14 * DAY)}, ${sentAt})`;
    }
  }
  if (reached('profile_accepted')) await activity('profile_accepted', at('profile_accepted'), recruitUser, { email });
  if (reached('clearview_scheduled')) await seedSession(sql, rand, { id, n, isJordan, path, at, activity, recruiter: ids.recruiter });
  if (reached('discovery_access_expanded')) {
    // The demo recruit has every tool, so a newcomer signing in as them sees all of Discovery.
    const modules = n % 3 === 0 && !isJordan ? DISCOVERY_MODULES.slice(0, 3) : [...DISCOVERY_MODULES];
    await sql`insert into discovery_access (recruit_id, is_enabled, enabled_modules, pin, granted_at, updated_at)
              values (${id}, true, ${modules as string[]}::text[], ${newPin()}, ${at('discovery_access_expanded')}, ${at('discovery_access_expanded')})`;
    await activity('discovery_access_enabled', at('discovery_access_expanded'), ids.recruiter, { modules });
  }
}

type SessionSeed = {
  id: number;
  n: number;
  isJordan: boolean;
  path: RecruitStatus[];
  at: (stage: RecruitStatus) => Date;
  activity: (action: string, when: Date, actor: number | null, details: Record<string, unknown>) => Promise<unknown>;
  recruiter: number;
};

/** A scheduled session in the coming days, or a completed one with its module data. */
async function seedSession(sql: Sql, rand: () => number, s: SessionSeed): Promise<void> {
  const completed = s.path.includes('clearview_completed');
  const hour = 10 + Math.floor(rand() * 7);
  const upcoming = new Date(Date.now() + (1 + Math.floor(rand() * 7)) * DAY);
  upcoming.setUTCHours(hour + 4, 0, 0, 0); // a daytime slot in US Eastern time
  const scheduledAt = completed ? new Date(s.at('clearview_completed').getTime() - 90 * 60 * 1000) : upcoming;
  const link = `${MEETING_BASE}/Clearpath-ClearView-${randomBytes(8).toString('hex')}`;
  const data = completed ? snapshotOf(s.isJordan ? JORDAN_INPUTS : sampleInputs(s.n)) : {};
  const [{ id: sessionId }] = await sql<{ id: number }[]>`
    insert into clearview_sessions (recruit_id, token, status, scheduled_at, meeting_link, link_type, data, completed_at,
                                    created_by, created_at, updated_at)
    values (${s.id}, ${newToken()}, ${completed ? 'completed' : 'scheduled'}, ${scheduledAt}, ${link}, 'generated',
            ${sql.json(data as never)}, ${completed ? s.at('clearview_completed') : null}, ${s.recruiter},
            ${s.at('clearview_scheduled')}, ${completed ? s.at('clearview_completed') : s.at('clearview_scheduled')})
    returning id`;
  await s.activity('clearview_scheduled', s.at('clearview_scheduled'), s.recruiter, {
    session_id: sessionId,
    scheduled_at: scheduledAt.toISOString(),
    meeting_link: link,
    link_type: 'generated',
    rescheduled: false,
  });
  if (completed) await s.activity('clearview_completed', s.at('clearview_completed'), s.recruiter, { session_id: sessionId });
}
