// What staff send a recruit and what the recruit does in answer (docs/nurture.md): a free e-mail or
// one campaign e-mail step sent now, and a culture video watched.
import { transaction, type Sql } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { conflict, notFound } from '../../../lib/http-error.ts';
import { fillPlaceholders } from '../../../lib/placeholders.ts';
import { MERGE_FIELDS, renderMergeFields } from '@shared/domain/merge-fields.ts';
import type {
  EmailPreview,
  EmailPreviewBody,
  EmailQueued,
  NurtureMessage,
  SendEmailBody,
  VideoEngagementBody,
} from '@shared/schemas/nurture.ts';
import { logActivity } from '../../activity/repo.ts';
import * as campaigns from '../campaigns/repo.ts';
import * as enrollments from '../enrollments/repo.ts';
import { queueFollowUpEmail } from '../follow-up-email.ts';
import { mergeValues } from '../merge-fields.ts';
import { findNurtureRecruit } from '../recruit-repo.ts';
import { insertVideoEngagement } from './repo.ts';

/**
 * The e-mail as written, before its merge fields are filled: the staff's own text, or a campaign
 * e-mail step of the recruit's enrollment (with its `extras` already in).
 */
async function draftOf(tx: Sql, body: SendEmailBody): Promise<{ recruitId: number; subject: string; text: string }> {
  if ('recruit_id' in body) return { recruitId: body.recruit_id, subject: body.subject, text: body.content };
  const e = await enrollments.findEnrollment(tx, body.enrollment_id);
  if (!e) throw notFound('Enrollment not found');
  const step = await campaigns.findStep(tx, body.template_id);
  if (!step || step.campaign_id !== e.campaign_id) throw notFound("Template not found in this enrollment's campaign");
  if (step.channel !== 'email') throw conflict('Only an e-mail step can be sent as an e-mail');
  const extras = body.extras ?? {};
  return { recruitId: e.recruit_id, subject: fillPlaceholders(step.subject, extras), text: fillPlaceholders(step.body, extras) };
}

/** A free e-mail to a recruit, or one campaign e-mail step sent now for an enrollment (template_id = step id). */
export async function sendEmail(deps: Deps, actorId: number, body: SendEmailBody): Promise<EmailQueued> {
  return transaction(deps.sql, (tx) => sendEmailIn(deps, tx, actorId, body));
}

/** The same e-mail queued in the caller's transaction (the bulk action's, one per recruit). */
export async function sendEmailIn(deps: Deps, tx: Sql, actorId: number, body: SendEmailBody): Promise<EmailQueued> {
  const draft = await draftOf(tx, body);
  const recruitId = draft.recruitId;
  const recruit = await findNurtureRecruit(tx, recruitId);
  if (!recruit) throw notFound('Recruit not found');
  const now = deps.now();
  const values = await mergeValues(deps, tx, recruit, now);
  const subject = renderMergeFields(draft.subject, values);
  const text = renderMergeFields(draft.text, values);
  const messageId = await queueFollowUpEmail(deps, tx, recruit, { type: 'other', createdBy: actorId, subject, text, now });
  if (messageId === null) throw conflict('This recruit unsubscribed from follow-up e-mails');
  await logActivity(tx, { recruitId, actorId, action: 'email_sent', details: { message_id: messageId, subject } });
  return { message: 'Email queued', message_id: messageId };
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

/**
 * A text as one recruit would receive it (docs/nurture.md, "Merge fields"): staff's own text or a
 * campaign step, filled with the recruit's values; nothing is sent. The fields list what each merge
 * field holds for this recruit (null: no value, so a line naming it is left out).
 */
export async function previewEmail(deps: Deps, body: EmailPreviewBody): Promise<EmailPreview> {
  const recruit = await findNurtureRecruit(deps.sql, body.recruit_id);
  if (!recruit) throw notFound('Recruit not found');
  let draft = { subject: '', text: '' };
  if ('template_id' in body) {
    const step = await campaigns.findStep(deps.sql, body.template_id);
    if (!step) throw notFound('Template not found');
    if (step.channel === 'call_task') throw conflict('A call task is not sent to the recruit');
    draft = { subject: step.subject, text: step.body };
  } else {
    draft = { subject: body.subject, text: body.content };
  }
  const values = await mergeValues(deps, deps.sql, recruit, deps.now());
  return {
    subject: renderMergeFields(draft.subject, values),
    content: renderMergeFields(draft.text, values),
    fields: MERGE_FIELDS.map((f) => ({ key: f.key, label: f.label, value: values[f.key] ?? null })),
  };
}
