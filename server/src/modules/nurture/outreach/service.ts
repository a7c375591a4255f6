// What staff send a recruit and what the recruit does in answer (docs/nurture.md): a free e-mail or
// one campaign e-mail step sent now, and a culture video watched.
import { transaction } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { conflict, notFound } from '../../../lib/http-error.ts';
import { fillPlaceholders } from '../../../lib/placeholders.ts';
import { present } from '../../../lib/present.ts';
import type { EmailQueued, NurtureMessage, SendEmailBody, VideoEngagementBody } from '@shared/schemas/nurture.ts';
import { logActivity } from '../../activity/repo.ts';
import * as campaigns from '../campaigns/repo.ts';
import * as enrollments from '../enrollments/repo.ts';
import { queueFollowUpEmail } from '../follow-up-email.ts';
import { placeholderValues } from '../follow-up-texts.ts';
import { findNurtureRecruit } from '../recruit-repo.ts';
import { insertVideoEngagement } from './repo.ts';

/** A free e-mail to a recruit, or one campaign e-mail step sent now for an enrollment (template_id = step id). */
export async function sendEmail(deps: Deps, actorId: number, body: SendEmailBody): Promise<EmailQueued> {
  return transaction(deps.sql, async (tx) => {
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
      const values = { ...placeholderValues(deps.config, r), ...body.extras };
      subject = fillPlaceholders(step.subject, values);
      text = fillPlaceholders(step.body, values);
    }
    const recruit = await findNurtureRecruit(tx, recruitId);
    if (!recruit) throw notFound('Recruit not found');
    const messageId = await queueFollowUpEmail(deps, tx, recruit, { type: 'other', createdBy: actorId, subject, text, now: deps.now() });
    if (messageId === null) throw conflict('This recruit unsubscribed from follow-up e-mails');
    await logActivity(tx, { recruitId, actorId, action: 'email_sent', details: { message_id: messageId, subject } });
    return { message: 'Email queued', message_id: messageId };
  });
}

export async function recordVideoEngagement(deps: Deps, actorId: number, body: VideoEngagementBody): Promise<NurtureMessage> {
  await transaction(deps.sql, async (tx) => {
    if (!(await findNurtureRecruit(tx, body.recruit))) throw notFound('Recruit not found');
    await insertVideoEngagement(tx, body);
    await logActivity(tx, {
      recruitId: body.recruit,
      actorId,
      action: 'video_watched',
      details: { video_name: body.video_name, watch_percentage: body.watch_percentage },
    });
  });
  return { message: 'Video engagement recorded' };
}
