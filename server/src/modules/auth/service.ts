// Signing in, the refresh-token families and the password links (docs/architecture.md "Authentication",
// docs/security.md). The signed-in user's own account is account.ts.
import { randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Deps } from '../../deps.ts';
import { transaction, type Sql } from '../../db/connect.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { HttpError, notFound, unauthorized } from '../../lib/http-error.ts';
import {
  DEMO_ACCOUNTS,
  type DemoCredentials,
  type LoginBody,
  type LoginResponse,
  type PasswordLinkInfo,
  type RefreshResponse,
} from '@shared/schemas/auth.ts';
import * as repo from './repo.ts';
import { toPublicUser } from './serialize.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { INVALID_SETUP_LINK, PASSWORD_SET } from '@shared/domain/account-rules.ts';
import type { MessageResponse } from '@shared/schemas/common.ts';

const RESET_LINK_TTL = 60 * 60; // a forgotten-password link is good for one hour
const SETUP_LINK_TTL = 7 * 24 * 60 * 60; // an invitation to set a first password, one week

const ACCOUNT_WINDOW_MS = 15 * 60_000;
const TOO_MANY_FOR_ACCOUNT = 'Too many attempts for this account. Please wait 15 minutes and try again.';

/**
 * Per account, beside the per-address limits of the routes (docs/security.md, "Password links"):
 * forgot-password asks for one e-mail address at most 3 times in 15 minutes (someone whose e-mail
 * is late asks once or twice more; beyond that someone is filling their inbox), counted by the
 * address asked for whether an account has it or not, so a 429 tells nothing; the password links
 * of one account are used at most 5 times in 15 minutes (a link works once, so an honest user
 * needs one; each attempt costs an argon2 hash); the current password of a signed-in account
 * (changing its e-mail or password, account.ts) is checked at most 5 times in 15 minutes, so a
 * stolen access token is no way to guess it.
 */
type AccountLimits = { resetEmails: AttemptLimiter; passwordLinks: AttemptLimiter; currentPassword: AttemptLimiter };

/**
 * What the auth services keep for the life of the app beside the deps, made once when the routes
 * register (authKit): the per-account limits, the access-token signer of the auth plugin, and
 * `later`, which runs work after the answer is sent (the app awaits it on close): a reset link's
 * e-mail must not make forgot-password slower for a real account than for an unknown one.
 */
export type AuthKit = {
  limits: AccountLimits;
  signAccessToken: (claims: AccessClaims) => string;
  later: (task: () => Promise<void>) => void;
};

/** A new kit: fresh per-account limits around the app's signer and background runner. */
export const authKit = (parts: Omit<AuthKit, 'limits'>): AuthKit => ({
  ...parts,
  limits: {
    resetEmails: new AttemptLimiter(3, ACCOUNT_WINDOW_MS, TOO_MANY_FOR_ACCOUNT),
    passwordLinks: new AttemptLimiter(5, ACCOUNT_WINDOW_MS, TOO_MANY_FOR_ACCOUNT),
    currentPassword: new AttemptLimiter(5, ACCOUNT_WINDOW_MS, TOO_MANY_FOR_ACCOUNT),
  },
});

/** argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline. */
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verified against when there is no account (or no password yet), so a login takes the same
// argon2 work whether the account exists or not: timing tells no one which e-mails have accounts.
let dummyHash: Promise<string> | undefined;
/** The fixed hash unknown accounts are verified against; made once, at start (docs/security.md). */
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword(randomBytes(18).toString('base64url')));

export async function login(deps: Deps, kit: AuthKit, body: LoginBody): Promise<LoginResponse> {
  const user = await repo.findUserByEmail(deps.sql, body.email);
  const matches = await verify(user?.password_hash ?? (await dummyPasswordHash()), body.password);
  if (!user?.password_hash || !user.is_active || !matches || isRefusedDemoAccount(deps, user))
    throw unauthorized('Invalid email or password');
  if (user.type !== body.user_type) {
    const other = user.type === 'recruiter' ? 'Recruiter' : 'Recruit';
    throw unauthorized(`This is a ${user.type} account. Choose "${other}" under Login as and sign in again.`);
  }
  const tokens = await issueTokens(deps, kit, user, randomUUID());
  return { ...tokens, user: toPublicUser(user) };
}

/** A new login of `user` (a new refresh-token family, or `familyId`'s next pair). */
export async function issueTokens(deps: Deps, kit: AuthKit, user: repo.UserRow, familyId: string): Promise<RefreshResponse> {
  const refresh = newToken();
  await repo.insertRefreshToken(deps.sql, {
    tokenHash: hashToken(refresh),
    familyId,
    userId: user.id,
    ttlSeconds: deps.config.refreshTokenTtl,
  });
  const access = kit.signAccessToken({
    sub: user.id,
    type: user.type,
    role: user.role,
    department_id: user.department_id,
    recruit_id: user.recruit_id,
    ver: user.token_version,
  });
  return { access, refresh };
}

/** Rotation: a refresh token works once; presenting a spent one revokes that login's whole family. */
export async function refresh(deps: Deps, kit: AuthKit, token: string): Promise<RefreshResponse> {
  const outcome = await transaction(deps.sql, async (tx) => {
    const row = await repo.takeRefreshToken(tx, hashToken(token));
    if (!row || row.revoked_at || row.expired) return { error: 'Your session has expired. Please sign in again.' };
    if (row.used_at) {
      await repo.revokeFamily(tx, row.family_id);
      return { error: 'This refresh token was already used; the session has been signed out for safety.' };
    }
    const user = await repo.findUserById(tx, row.user_id);
    if (!user?.is_active || isRefusedDemoAccount(deps, user)) return { error: 'Your session has expired. Please sign in again.' };
    await repo.markRefreshTokenUsed(tx, row.id);
    return { tokens: await issueTokens({ ...deps, sql: tx }, kit, user, row.family_id) };
  });
  // The revocation above must commit, so the 401 is raised only after the transaction.
  if ('error' in outcome) throw unauthorized(outcome.error);
  return outcome.tokens;
}

/**
 * Creates a single-use password link for a user and returns its URL (/setup-password/{token}).
 * A new reset link replaces every outstanding reset link of that user (call it in a transaction,
 * whose `sql` it takes, with the app's URL the link starts with).
 */
export async function createPasswordLink(link: { sql: Sql; appUrl: string }, userId: number, purpose: 'reset' | 'setup'): Promise<string> {
  const token = newToken();
  const ttlSeconds = purpose === 'reset' ? RESET_LINK_TTL : SETUP_LINK_TTL;
  if (purpose === 'reset') await repo.retirePasswordTokens(link.sql, userId, 'reset');
  await repo.insertPasswordToken(link.sql, { tokenHash: hashToken(token), userId, purpose, ttlSeconds });
  return `${link.appUrl}/setup-password/${token}`;
}

/**
 * A demo account (its e-mail is one of DEMO_ACCOUNTS) while demo access is off: in production, or
 * with SEED_DEMO=false on a database seeded before. Its password is published, so it never signs in.
 */
function isRefusedDemoAccount(deps: Pick<Deps, 'config'>, user: repo.UserRow): boolean {
  return !deps.config.seedDemo && DEMO_ACCOUNTS.some((a) => a.email.toLowerCase() === user.email.toLowerCase());
}

/** The demo accounts to advertise: only with SEED_DEMO on, and only those that exist in this database. */
export async function availableDemoAccounts(deps: Pick<Deps, 'sql' | 'config'>): Promise<DemoCredentials> {
  if (!deps.config.seedDemo) return { accounts: [] };
  const present = await repo.findActiveAccounts(
    deps.sql,
    DEMO_ACCOUNTS.map((a) => a.email),
  );
  return { accounts: DEMO_ACCOUNTS.filter((a) => present.some((p) => p.email === a.email && p.type === a.user_type)) };
}

/**
 * Every forgot-password answer takes at least this long, far above the work of either path (a
 * look-up, then for a real account a link written and its e-mail queued), so the answer's timing
 * is the same whether the account exists or not (docs/security.md, "Timing").
 */
const FORGOT_PASSWORD_ANSWER_MS = 50;
const FORGOT_SENT = 'If an account exists for this email, a reset link has been sent.';

/**
 * The same answer after the same time whether the account exists or not; the link and its e-mail
 * are made after the answer is sent (an SMTP server can take seconds).
 */
export async function forgotPassword(deps: Deps, kit: AuthKit, email: string): Promise<MessageResponse> {
  kit.limits.resetEmails.take(email.toLowerCase());
  const answerAt = performance.now() + FORGOT_PASSWORD_ANSWER_MS;
  const user = await repo.findUserByEmail(deps.sql, email);
  if (user?.is_active) kit.later(() => sendResetLink(deps, user));
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, answerAt - performance.now())));
  return { message: FORGOT_SENT };
}

async function sendResetLink(deps: Deps, user: repo.UserRow): Promise<void> {
  await transaction(deps.sql, async (tx) => {
    const link = await createPasswordLink({ sql: tx, appUrl: deps.config.appUrl }, user.id, 'reset');
    await deps.messages.queueEmail(tx, {
      recruitId: user.recruit_id,
      to: user.email,
      type: 'notification',
      subject: 'Reset your Clearpath password',
      text: `Hi ${user.first_name || 'there'},\n\nSomeone asked to reset the password of your Clearpath account. Set a new password here:\n\n${link}\n\nThe link works once and expires in one hour. If you did not ask for this, ignore this e-mail.\n`,
      links: [link],
    });
  });
}

/** GET /auth/validate-reset-token/{token}/: whom a still-valid link belongs to; 404 for any other. */
export async function passwordLinkInfo(deps: Deps, token: string): Promise<PasswordLinkInfo> {
  const row = await repo.findValidPasswordToken(deps.sql, hashToken(token));
  const user = row && (await repo.findUserById(deps.sql, row.user_id));
  if (!user) throw notFound(INVALID_SETUP_LINK);
  return { valid: true, user: { first_name: user.first_name, email: user.email } };
}

/**
 * Sets the password through a single-use link. The link is looked up first: an unknown, used or
 * expired one is refused before any argon2 work, so posting junk tokens costs a look-up, not a hash.
 * Every other outstanding link of the user is retired, every session signed out, and access tokens
 * issued before are refused (the credentials version moves on in setPasswordHash).
 */
export async function setPasswordWithLink(deps: Deps, kit: AuthKit, token: string, password: string): Promise<MessageResponse> {
  const link = await repo.findValidPasswordToken(deps.sql, hashToken(token));
  if (!link) throw new HttpError(404, INVALID_SETUP_LINK);
  kit.limits.passwordLinks.take(String(link.user_id));
  const passwordHash = await hashPassword(password);
  await transaction(deps.sql, async (t) => {
    const row = await repo.findValidPasswordToken(t, hashToken(token), true);
    if (!row) throw new HttpError(404, INVALID_SETUP_LINK);
    await repo.setPasswordHash(t, row.user_id, passwordHash);
    await repo.markPasswordTokenUsed(t, row.id);
    await repo.retirePasswordTokens(t, row.user_id);
    await repo.revokeAllForUser(t, row.user_id);
  });
  return { message: PASSWORD_SET };
}
