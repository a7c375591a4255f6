// Campaigns, free e-mails, video engagement, call tasks and one recruit's nurture picture.
import { transaction } from '../../db/connect.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import type { Out, ServiceDeps } from '../../lib/service-deps.ts';
import { present } from '../../lib/present.ts';
import { fillPlaceholders } from '../../lib/placeholders.ts';
import { HIGH_ENGAGEMENT_CAMPAIGN_ID, LONG_TERM_CAMPAIGN_ID } from '@shared/domain/nurture.ts';
import type { CampaignItem, CreateCampaignBody, RecruitNurture, SendEmailBody, VideoEngagementBody } from '@shared/schemas/nurture.ts';
import type { MessageResponse } from '@shared/schemas/common.ts';
import { logActivity } from '../activity/repo.ts';
import { queueEmail } from '../messages/queue.ts';
import * as campaigns from './campaigns-repo.ts';
import * as enrollments from './enrollments-repo.ts';
import { loadEnrollment } from './enrollments.ts';
import * as meetings from './meetings-repo.ts';
import * as tasks from './tasks-repo.ts';
import { findNurtureRecruit } from './recruit-repo.ts';
import { toE164 } from './phone.ts';
import { unsubscribeFooter } from './drip.ts';

export async function createCampaign(d: ServiceDeps, actorId: number, body: Out<typeof CreateCampaignBody>): Promise<CampaignItem> {
  const id = await transaction(d.sql, async (tx) => {
    const id = await campaigns.insertCampaign(tx, { ...body, description: body.description ?? '', createdBy: actorId });
    const template = body.campaign_type === 'high_engagement' ? HIGH_ENGAGEMENT_CAMPAIGN_ID : LONG_TERM_CAMPAIGN_ID;
    await campaigns.copyTypeSteps(tx, id, template, body.duration_days);
    return id;
  });
  return present(
    (await campaigns.listCampaigns(d.sql)).find((c) => c.id === id),
    'The new campaign',
  );
}

/** A free e-mail to a recruit, or one campaign e-mail step sent now for an enrollment (template_id = step id). */
export async function sendEmail(
  d: ServiceDeps,
  actorId: number,
  body: Out<typeof SendEmailBody>,
): Promise<MessageResponse & { message_id: number }> {
  return transaction(d.sql, async (tx) => {
    let recruitId: number;
    let subject: string;
    let text: string;
    if ('recruit_id' in body) {
      recruitId = body.recruit_id;
      subject = body.subject;
      text = body.content;
    } else {
      const e = await enrollments.findEnrollment(tx, body.enrollment_id);
      if (!e) throw notFound('Enrollment not found');
      const step = await campaigns.findStep(tx, body.template_id);
      if (!step || step.campaign_id !== e.campaign_id) throw notFound("Template not found in this enrollment's campaign");
      if (step.channel !== 'email') throw conflict('Only an e-mail step can be sent as an e-mail');
      recruitId = e.recruit_id;
      const r = present(await findNurtureRecruit(tx, recruitId), 'The enrolled recruit');
      const values = {
        first_name: r.first_name,
        last_name: r.last_name,
        recruiter_name: r.recruiter_name,
        dashboard_link: `${d.appUrl}/recruit/dashboard`,
        video_link: d.cultureVideoUrl,
        ...body.extras,
      };
      subject = fillPlaceholders(step.subject, values);
      text = `${fillPlaceholders(step.body, values)}\n\n${unsubscribeFooter(d.appUrl)}`;
    }
    const recruit = await findNurtureRecruit(tx, recruitId);
    if (!recruit) throw notFound('Recruit not found');
    const messageId = await queueEmail(tx, { recruitId, to: recruit.email, type: 'other', createdBy: actorId, subject, text });
    await logActivity(tx, { recruitId, actorId, action: 'email_sent', details: { message_id: messageId, subject } });
    return { message: 'Email queued', message_id: messageId };
  });
}

export async function recordVideoEngagement(
  d: ServiceDeps,
  actorId: number,
  body: Out<typeof VideoEngagementBody>,
): Promise<MessageResponse> {
  await transaction(d.sql, async (tx) => {
    if (!(await findNurtureRecruit(tx, body.recruit))) throw notFound('Recruit not found');
    await tx`
      insert into video_engagements (recruit_id, video_name, video_url, watch_percentage)
      values (${body.recruit}, ${body.video_name}, ${body.video_url}, ${body.watch_percentage})`;
    await logActivity(tx, {
      recruitId: body.recruit,
      actorId,
      action: 'video_watched',
      details: { video_name: body.video_name, watch_percentage: body.watch_percentage },
    });
  });
  return { message: 'Video engagement recorded' };
}

export async function completeTask(d: ServiceDeps, actorId: number, id: number): Promise<MessageResponse> {
  await transaction(d.sql, async (tx) => {
    const done = await tasks.completeTask(tx, id, actorId);
    if (!done) {
      if (await tasks.taskExists(tx, id)) throw conflict('This task is already completed');
      throw notFound('Task not found');
    }
    await logActivity(tx, {
      recruitId: done.recruit_id,
      actorId,
      action: 'nurture_call_completed',
      details: { task_id: id, title: done.title },
    });
  });
  return { message: 'Task completed' };
}

/** Everything the Stay Connected panel and the Nurture Campaign tab show for one recruit. */
export async function recruitNurture(d: ServiceDeps, recruitId: number): Promise<RecruitNurture> {
  const recruit = await findNurtureRecruit(d.sql, recruitId);
  if (!recruit) throw notFound('Recruit not found');
  const latest = await enrollments.latestEnrollment(d.sql, recruitId);
  return {
    recruit_id: recruitId,
    status: recruit.status,
    enrollment: latest ? await loadEnrollment(d.sql, latest.id) : null,
    meetings: await meetings.listMeetings(d.sql, { recruitId }),
    sms: { consent: Boolean(recruit.sms_consent_at), opted_out: Boolean(recruit.sms_opt_out_at), phone: toE164(recruit.phone) },
  };
}
