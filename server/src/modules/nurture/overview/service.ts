// The Nurture screen's figures and one recruit's nurture picture (docs/nurture.md, "Screens").
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/http-error.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { recruitVisibleTo } from '../../recruits/visibility.ts';
import type { NurtureOverview, RecruitNurture } from '@shared/schemas/nurture.ts';
import { countByStatus } from '../../messages/repo.ts';
import * as enrollments from '../enrollments/repo.ts';
import { loadEnrollment } from '../enrollments/service.ts';
import * as meetings from '../meetings/repo.ts';
import { toE164 } from '../phone.ts';
import { findNurtureRecruit } from '../recruit-repo.ts';
import { countOpenTasks } from '../tasks/repo.ts';
import { enrollmentTiles, nurtureRecruits, progressFigures } from './repo.ts';

/** Figures of the e-mail tracking tab cover this many days. */
const TRACKING_DAYS = 30;

/** GET /nurture/dashboard/overview/: the Nurture screen's tiles, table (the recruits the user sees), tracking and progress, from real data. */
export async function nurtureOverview(deps: Deps, user: AccessClaims): Promise<NurtureOverview> {
  const { sql } = deps;
  const [tiles, recruits, counts, progress, meetingsScheduled, openTasks] = await Promise.all([
    enrollmentTiles(sql),
    nurtureRecruits(sql, recruitVisibleTo(sql, user, 'r')),
    countByStatus(sql, { channel: 'email', sinceDays: TRACKING_DAYS }),
    progressFigures(sql),
    meetings.countUpcoming(sql),
    countOpenTasks(sql),
  ]);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const reached = counts.sent + counts.delivered + counts.opened;
  return {
    tiles: { ...tiles, meetings_scheduled: meetingsScheduled },
    recruits,
    email_tracking: {
      ...counts,
      total,
      open_rate: reached > 0 ? Math.round((counts.opened / reached) * 1000) / 10 : 0,
      // SMTP reports acceptance, not delivery: an e-mail reaches `delivered` only through a provider's
      // receipt, so the figure beside the cards is what the mail server accepted of those tried.
      accepted_rate: total - counts.queued > 0 ? Math.round((reached / (total - counts.queued)) * 1000) / 10 : 0,
    },
    progress: {
      funnel: [
        { label: 'Enrolled', count: progress.enrolled },
        { label: 'Engaged', count: progress.engaged },
        { label: 'Meeting scheduled', count: progress.met },
        { label: 'Meeting attended', count: progress.attended },
        { label: 'Moved on', count: progress.moved_on },
      ],
      videos_watched: progress.videos,
      avg_watch_percentage: progress.avg_watch,
      sms_consented: progress.consented,
    },
    open_tasks: openTasks,
  };
}

/** Everything the Stay Connected panel and the Nurture Campaign tab show for one recruit. */
export async function recruitNurture(deps: Deps, recruitId: number): Promise<RecruitNurture> {
  const recruit = await findNurtureRecruit(deps.sql, recruitId);
  if (!recruit) throw notFound('Recruit not found');
  const latest = await enrollments.latestEnrollment(deps.sql, recruitId);
  return {
    recruit_id: recruitId,
    status: recruit.status,
    enrollment: latest ? await loadEnrollment(deps, latest.id) : null,
    meetings: await meetings.listMeetings(deps.sql, { scope: deps.sql`m.recruit_id = ${recruitId}` }),
    sms: { consent: recruit.sms_consent === 'opted_in', opted_out: recruit.sms_consent === 'opted_out', phone: toE164(recruit.phone) },
  };
}
