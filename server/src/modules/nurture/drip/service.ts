// The drip (docs/nurture.md, "Steps"): every minute the job runner asks for the steps that are due
// and runs each in its own transaction. A step runs at most once per enrollment: its unique
// nurture_step_runs row is written in the same transaction as the message or task it produces, so
// two workers, a retry or a restart between steps never send twice.
import { transaction } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { NURTURE_EXIT_STATUSES } from '@shared/domain/nurture.ts';
import { logActivity } from '../../activity/repo.ts';
import { notify } from '../../notifications/repo.ts';
import { renderMergeFields } from '@shared/domain/merge-fields.ts';
import * as campaigns from '../campaigns/repo.ts';
import * as enrollments from '../enrollments/repo.ts';
import { queueFollowUpEmail } from '../follow-up-email.ts';
import { mergeValues } from '../merge-fields.ts';
import { toE164 } from '../phone.ts';
import { findNurtureRecruit, type NurtureRecruit } from '../recruit-repo.ts';
import * as tasks from '../tasks/repo.ts';
import { inSendWindow, zoneOf } from './send-window.ts';

/** What a drip pass uses of the deps (the job runner passes them all; tests the parts). */
type DripDeps = Pick<Deps, 'sql' | 'config' | 'log' | 'messages'>;
type StepResult = 'ran' | 'deferred' | 'ended' | 'taken';

/** Runs every step due at `now` (the clock is the caller's, so tests can move it) and ends finished enrollments. */
export async function runDueSteps(d: DripDeps, now: Date): Promise<{ ran: number; deferred: number }> {
  let ran = 0;
  let deferred = 0;
  for (const due of await enrollments.findDueSteps(d.sql, now)) {
    const result = await transaction(d.sql, (tx) => runStep({ ...d, sql: tx }, due.enrollment_id, due.step_id, now));
    if (result === 'ran') ran++;
    if (result === 'deferred') deferred++;
  }
  for (const id of await enrollments.findFinished(d.sql, now)) {
    await transaction(d.sql, async (tx) => {
      const e = await enrollments.findEnrollment(tx, id, { lock: true });
      if (!e?.is_active) return;
      await enrollments.endEnrollment(tx, id, 'completed', now);
      await logActivity(tx, { recruitId: e.recruit_id, actorId: null, action: 'nurture_completed', details: { enrollment_id: id } });
    });
  }
  return { ran, deferred };
}

async function runStep(d: DripDeps, enrollmentId: number, stepId: number, now: Date): Promise<StepResult> {
  const e = await enrollments.findEnrollment(d.sql, enrollmentId, { lock: true });
  if (!e?.is_active) return 'taken';
  const step = await campaigns.findStep(d.sql, stepId);
  const recruit = await findNurtureRecruit(d.sql, e.recruit_id);
  if (!step || !recruit) return 'taken';
  // The status change ends the enrollment too; this catches a recruit moved before that rule existed.
  if (NURTURE_EXIT_STATUSES.includes(recruit.status)) {
    await enrollments.endEnrollment(d.sql, e.id, 'onboarding', now);
    return 'ended';
  }
  if (step.channel !== 'call_task' && !inSendWindow(now, zoneOf(recruit.profile_timezone))) return 'deferred';

  const skip = step.channel === 'sms' ? smsRefusal(recruit) : step.channel === 'email' ? emailRefusal(recruit) : null;
  const outcome = skip ? 'skipped' : step.channel === 'call_task' ? 'task' : 'message';
  const runId = await enrollments.insertStepRun(d.sql, { enrollmentId: e.id, stepId: step.id, outcome, note: skip ?? '', at: now });
  if (runId === undefined) return 'taken';

  const values = await mergeValues(d, d.sql, recruit, now);
  const fill = (text: string) => renderMergeFields(text, values);
  if (skip) {
    d.log.info({ recruit: recruit.id, step: step.id, reason: skip }, 'nurture SMS step skipped');
  } else if (step.channel === 'call_task') {
    await tasks.insertTask(d.sql, {
      recruitId: recruit.id,
      stepRunId: runId,
      title: fill(step.title),
      dueAt: now,
      assignedTo: recruit.recruiter_id,
    });
    if (recruit.recruiter_id) {
      await notify(d.sql, {
        userId: recruit.recruiter_id,
        title: 'Nurture call due',
        message: `${fill(step.title)} with ${recruit.first_name} ${recruit.last_name}.`,
        type: 'warning',
      });
    }
  } else {
    const messageId =
      step.channel === 'sms'
        ? await d.messages.queueSms(d.sql, {
            recruitId: recruit.id,
            to: toE164(recruit.phone) as string,
            text: fill(step.body),
            type: 'reminder',
          })
        : await queueFollowUpEmail(d, d.sql, recruit, { type: 'reminder', subject: fill(step.subject), text: fill(step.body), now });
    if (messageId !== null) await enrollments.attachMessage(d.sql, runId, messageId);
  }
  await enrollments.setCurrentStep(d.sql, e.id, step.position);
  await logActivity(d.sql, {
    recruitId: recruit.id,
    actorId: null,
    action: skip ? 'nurture_step_skipped' : 'nurture_step',
    details: { enrollment_id: e.id, step: step.position, channel: step.channel, title: step.title, ...(skip ? { reason: skip } : {}) },
  });
  return 'ran';
}

/** Why an SMS step cannot go to this recruit, or null when it can (docs/nurture.md, "Consent"). */
function smsRefusal(r: NurtureRecruit): string | null {
  if (r.sms_consent === 'opted_out') return 'The recruit opted out of text messages';
  if (r.sms_consent !== 'opted_in') return 'No SMS consent on record';
  if (!toE164(r.phone)) return 'No valid mobile number';
  return null;
}

/** Why an e-mail step cannot go, or null when it can: only an unsubscribe stops it (docs/nurture.md, "Unsubscribe"). */
function emailRefusal(r: NurtureRecruit): string | null {
  return r.email_consent === 'opted_out' ? 'The recruit unsubscribed from follow-up e-mails' : null;
}
