import type { Deps } from '../../deps.ts';
import { transaction } from '../../db/connect.ts';
import { present } from '../../lib/present.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { RECRUITING_SOURCES } from '@shared/domain/recruiting-sources.ts';
import {
  DUPLICATE_RECRUIT_EMAIL,
  INVALID_ACCEPT_TOKEN,
  PROFILE_ACCEPTED_MESSAGE,
  type AcceptBody,
  type AcceptPageResponse,
  type AcceptResponse,
} from '@shared/schemas/recruits.ts';
import { insertUser, findUserByEmail } from '../auth/repo.ts';
import { createPasswordLink } from '../auth/service.ts';
import { logActivity } from '../activity/repo.ts';
import { notifyRecruiterOf } from '../notifications/repo.ts';
import * as recruits from '../recruits/repo.ts';
import { recruiterDisplayName, serializeRecruit } from '../recruits/serialize.ts';
import { changeRecruitStatus } from '../recruits/status.ts';
import * as repo from './repo.ts';
import { startProfileWithContact } from '../profile/service.ts';

const ACCOUNT_EMAIL_TAKEN = 'An account with this email already exists';
const invalid = () => notFound(INVALID_ACCEPT_TOKEN);
const emailConflict = (msg: string) => conflict(msg, { email: [msg] });

/** What the acceptance page shows for a live link (404 for unknown, expired or used links). */
export async function acceptPage(deps: Deps, token: string): Promise<AcceptPageResponse> {
  const recruitId = await repo.findRecruitIdForToken(deps.sql, hashToken(token));
  const row = recruitId === undefined ? undefined : await recruits.findRecruitById(deps.sql, recruitId);
  if (!row) throw invalid();
  return {
    // The response schema keeps the fields the page shows, of the recruit JSON a recruit reads.
    recruit: {
      ...serializeRecruit(row, { forRecruit: true }),
      recruiting_source_label: RECRUITING_SOURCES[row.recruiting_source] ?? row.recruiting_source,
    },
    recruiter: { name: recruiterDisplayName(row), email: row.recruiter_email },
  };
}

type Contact = Required<AcceptBody>;

/**
 * Accepts the profile in one transaction: contact details, status profile_accepted, the link
 * consumed, the recruit's account (created, or reused when it is already theirs) and a
 * set-password link; the e-mail with that link goes out after the commit.
 */
export async function acceptProfile(deps: Deps, token: string, body: Contact): Promise<AcceptResponse> {
  const contact = { email: body.email, first_name: body.firstName, last_name: body.lastName };
  const recruitId = await transaction(deps.sql, async (tx) => {
    const recruitId = await repo.findRecruitIdForToken(tx, hashToken(token), true);
    if (recruitId === undefined) throw invalid();
    if (await recruits.findRecruitIdByEmail(tx, body.email, recruitId)) throw emailConflict(DUPLICATE_RECRUIT_EMAIL);

    const linkedUserId = await repo.findUserIdForRecruit(tx, recruitId);
    const byEmail = await findUserByEmail(tx, body.email);
    if (byEmail && byEmail.id !== linkedUserId) throw emailConflict(ACCOUNT_EMAIL_TAKEN);
    let userId = linkedUserId;
    if (userId === undefined) {
      userId = (await insertUser(tx, { type: 'recruit', ...contact, password_hash: null, recruit_id: recruitId })).id;
    } else {
      await repo.updateRecruitUser(tx, userId, contact);
    }

    await recruits.updateRecruitFields(tx, recruitId, { ...contact, phone: body.phone });
    await startProfileWithContact(tx, recruitId, {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      mobile: body.phone,
    });
    await changeRecruitStatus(tx, { recruitId, to: 'profile_accepted', actorId: userId });
    await repo.markTokenUsed(tx, recruitId);
    await logActivity(tx, { recruitId, actorId: userId, action: 'profile_accepted', details: { email: body.email } });
    await notifyRecruiterOf(tx, recruitId, {
      title: 'Profile accepted',
      message: '{name} accepted their profile and is ready to schedule ClearView.',
      type: 'success',
    });
    const setupUrl = await createPasswordLink({ sql: tx, appUrl: deps.config.appUrl }, userId, 'setup');
    // Queued with the acceptance itself: the link is consumed only together with a stored e-mail
    // that carries the set-password link, whatever the SMTP server does later.
    await deps.messages.queueEmail(tx, {
      recruitId,
      to: body.email,
      type: 'notification',
      subject: 'Set your Clearpath password',
      text:
        `Hi ${body.firstName},\n\nThank you for accepting your Clearpath profile. Set a password to sign in to your ` +
        `recruit area:\n\n${setupUrl}\n\nThe link works once and expires in one week. ` +
        `Your recruiter will contact you to schedule your ClearView session.\n`,
      links: [setupUrl],
    });
    return recruitId;
  }).catch((err) => {
    // Another request took the e-mail between our check and the write: same answer as the check.
    if (isUniqueViolation(err, 'recruits_email_key')) throw emailConflict(DUPLICATE_RECRUIT_EMAIL);
    if (isUniqueViolation(err, 'users_email_key')) throw emailConflict(ACCOUNT_EMAIL_TAKEN);
    throw err;
  });

  const row = present(await recruits.findRecruitById(deps.sql, recruitId), 'The accepted recruit');
  return { message: PROFILE_ACCEPTED_MESSAGE, recruit: serializeRecruit(row, { forRecruit: true }) };
}
