import type { Deps } from '../../../deps.ts';
import { transaction } from '../../../db/connect.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import type { InviteResponse } from '@shared/schemas/recruits.ts';
import { logActivity } from '../../activity/repo.ts';
import { INVITE_TTL_DAYS, replaceAcceptanceToken } from '../../accept/repo.ts';
import { lockRecruitStatus } from '../repo.ts';
import { assertPhaseAction } from '../journey.ts';
import { recruiterDisplayName } from '../serialize.ts';

/** A fresh single-use acceptance link (14 days); any earlier link of this recruit stops working. */
export async function sendAcceptanceInvite(deps: Deps, actorId: number, recruitId: number): Promise<InviteResponse> {
  const token = newToken();
  const inviteUrl = `${deps.config.appUrl}/accept/${token}`;
  await transaction(deps.sql, async (tx) => {
    await lockRecruitStatus(tx, recruitId);
    const row = await assertPhaseAction(tx, recruitId, 'send_invite');
    const expiresAt = await replaceAcceptanceToken(tx, recruitId, hashToken(token));
    const recruiter = recruiterDisplayName(row);
    await deps.messages.queueEmail(tx, {
      recruitId,
      to: row.email,
      type: 'invitation',
      createdBy: actorId,
      subject: 'Your Clearpath profile is ready for review',
      text:
        `Hi ${row.first_name},\n\n${recruiter === 'Unassigned' ? 'Your recruiter' : recruiter} created a Clearpath profile for you. ` +
        `Please review your details and accept the profile here:\n\n${inviteUrl}\n\n` +
        `After you accept, your recruiter will contact you to schedule your ClearView session: a guided business ` +
        `planning and pricing session in which you share your screen and enter your own numbers.\n\n` +
        `The link works once and expires in ${INVITE_TTL_DAYS} days.\n`,
      links: [inviteUrl],
    });
    await logActivity(tx, {
      recruitId,
      actorId,
      action: 'invite_sent',
      details: { email: row.email, expires_at: expiresAt.toISOString() },
    });
  });

  return { inviteUrl };
}
