// The signed-in user's own account (docs/dashboard.md, "Settings"): name, e-mail, preferences and
// password. Changing the e-mail or the password asks for the current password, so a stolen access
// token (15 minutes) cannot be turned into a lasting takeover, and the account's address is told.
import { randomUUID } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import type { Deps } from '../../deps.ts';
import { transaction } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import type {
  AccountSettings,
  AccountSettingsPatch,
  ChangePasswordBody,
  ChangePasswordResponse,
  PublicUser,
} from '@shared/schemas/auth.ts';
import * as repo from './repo.ts';
import { toAccountSettings, toPublicUser } from './serialize.ts';
import { hashPassword, issueTokens, type AuthKit } from './service.ts';

const WRONG_PASSWORD = 'Your current password is not correct';
const PASSWORD_CHANGED = 'Your password has been changed. Other devices were signed out.';
const NO_ACCOUNT = 'Account not found';

/** GET /auth/me/: the signed-in user, while the account is active. */
export async function me(deps: Deps, claims: AccessClaims): Promise<PublicUser> {
  const user = await repo.findUserById(deps.sql, claims.sub);
  if (!user?.is_active) throw notFound(NO_ACCOUNT);
  return toPublicUser(user);
}

/** GET /auth/me/settings/ */
export async function ownSettings(deps: Deps, claims: AccessClaims): Promise<AccountSettings> {
  const row = await repo.findAccountSettings(deps.sql, claims.sub);
  if (!row?.is_active) throw notFound(NO_ACCOUNT);
  return toAccountSettings(row);
}

/**
 * Checks the signed-in user's current password (at most 5 times in 15 minutes per account): a 400
 * when it is missing, a 403 when it is wrong, both with `current_password` field errors.
 */
async function confirmCurrentPassword(deps: Deps, kit: AuthKit, userId: number, given: string | undefined): Promise<repo.UserRow> {
  if (!given) throw new HttpError(400, 'Enter your current password to change this', { current_password: ['Enter your current password'] });
  kit.limits.currentPassword.take(String(userId));
  const user = await repo.findUserById(deps.sql, userId);
  if (!user?.is_active) throw notFound(NO_ACCOUNT);
  if (!user.password_hash || !(await verify(user.password_hash, given)))
    throw new HttpError(403, WRONG_PASSWORD, { current_password: [WRONG_PASSWORD] });
  return user;
}

/**
 * PATCH /auth/me/settings/: a user changes their own name, e-mail and notification preferences. A
 * recruit's e-mail is their recruit record's and stays with the recruiter. A new e-mail needs the
 * current password, and the old address is told of the change in the same transaction.
 */
export async function updateOwnSettings(
  deps: Deps,
  kit: AuthKit,
  claims: AccessClaims,
  patch: AccountSettingsPatch,
): Promise<AccountSettings> {
  const { current_password, ...changes } = patch;
  const current = await repo.findAccountSettings(deps.sql, claims.sub);
  if (!current?.is_active) throw notFound(NO_ACCOUNT);
  const emailChanges = changes.email !== undefined && changes.email.toLowerCase() !== current.email.toLowerCase();
  if (claims.type === 'recruit' && emailChanges) throw forbidden('Your e-mail is managed by your recruiter; ask them to change it');
  if (emailChanges) await confirmCurrentPassword(deps, kit, claims.sub, current_password);
  if (Object.values(changes).every((v) => v === undefined)) return toAccountSettings(current);
  try {
    return await transaction(deps.sql, async (tx) => {
      const next = await repo.updateAccountSettings(tx, claims.sub, changes);
      if (emailChanges) await noticeEmailChanged({ ...deps, sql: tx }, current, next.email);
      return next;
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict('An account with this email already exists', { email: ['An account with this email already exists'] });
    throw err;
  }
}

/**
 * POST /auth/me/password/: a new password with the current one. Like a reset, every other login is
 * signed out and access tokens issued before are refused; this login goes on with the new tokens
 * answered. The account's address is told.
 */
export async function changeOwnPassword(
  deps: Deps,
  kit: AuthKit,
  claims: AccessClaims,
  body: ChangePasswordBody,
): Promise<ChangePasswordResponse> {
  const user = await confirmCurrentPassword(deps, kit, claims.sub, body.current_password);
  const passwordHash = await hashPassword(body.new_password);
  const tokens = await transaction(deps.sql, async (tx) => {
    await repo.setPasswordHash(tx, user.id, passwordHash);
    await repo.retirePasswordTokens(tx, user.id);
    await repo.revokeAllForUser(tx, user.id);
    await deps.messages.queueEmail(tx, {
      recruitId: user.recruit_id,
      to: user.email,
      type: 'notification',
      subject: 'Your Clearpath password was changed',
      text:
        `Hi ${user.first_name || 'there'},\n\nThe password of your Clearpath account was changed on ${deps.now().toUTCString()}. ` +
        'Your other devices were signed out.\n\n' +
        `If you did not change it, set a new one at once with "Forgot password?" at ${deps.config.appUrl}/login and tell your administrator.\n`,
    });
    const updated = await repo.findUserById(tx, user.id);
    if (!updated) throw notFound(NO_ACCOUNT);
    return issueTokens({ ...deps, sql: tx }, kit, updated, randomUUID());
  });
  return { message: PASSWORD_CHANGED, ...tokens };
}

/** Tells the old address its account now signs in with another (in the change's transaction, `deps.sql`). */
async function noticeEmailChanged(deps: Deps, before: AccountSettings, newEmail: string): Promise<void> {
  await deps.messages.queueEmail(deps.sql, {
    recruitId: null,
    to: before.email,
    type: 'notification',
    subject: 'Your Clearpath e-mail address was changed',
    text:
      `Hi ${before.first_name || 'there'},\n\nThe e-mail address of your Clearpath account was changed from ${before.email} ` +
      `to ${newEmail} on ${deps.now().toUTCString()}. Sign-in and notifications now use the new address.\n\n` +
      `If you did not make this change, tell your administrator at once: someone may have signed in as you (${deps.config.appUrl}).\n`,
  });
}
