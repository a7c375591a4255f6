import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { transaction, type Sql } from '../../db/connect.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { HttpError, notFound, unauthorized } from '../../lib/http-error.ts';
import { DEMO_ACCOUNTS, type LoginBody, type LoginResponse, type RefreshResponse } from '../../../../shared/schemas/auth.ts';
import * as repo from './repo.ts';

const RESET_LINK_TTL = 60 * 60; // a forgotten-password link is good for one hour
const SETUP_LINK_TTL = 7 * 24 * 60 * 60; // an invitation to set a first password, one week
export const INVALID_SETUP_LINK = 'Invalid or expired setup link';

export type AuthDeps = { sql: Sql; app: FastifyInstance; refreshTokenTtl: number; appUrl: string };

/** argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline. */
export const hashPassword = (password: string) => hash(password);

export async function login(d: AuthDeps, body: LoginBody): Promise<LoginResponse> {
  const user = await repo.findUserByEmail(d.sql, body.email);
  const ok = user?.password_hash && user.is_active && (await verify(user.password_hash, body.password));
  if (!user || !ok) throw unauthorized('Invalid email or password');
  if (user.type !== body.user_type) {
    const other = user.type === 'recruiter' ? 'Recruiter' : 'Recruit';
    throw unauthorized(`This is a ${user.type} account. Choose "${other}" under Login as and sign in again.`);
  }
  const tokens = await issueTokens(d, user, randomUUID());
  return { ...tokens, user: repo.toPublicUser(user) };
}

async function issueTokens(d: AuthDeps, user: repo.UserRow, familyId: string): Promise<RefreshResponse> {
  const refresh = newToken();
  await repo.insertRefreshToken(d.sql, { tokenHash: hashToken(refresh), familyId, userId: user.id, ttlSeconds: d.refreshTokenTtl });
  const access = d.app.signAccessToken({ sub: user.id, type: user.type, recruit_id: user.recruit_id });
  return { access, refresh };
}

/** Rotation: a refresh token works once; presenting a spent one revokes that login's whole family. */
export async function refresh(d: AuthDeps, token: string): Promise<RefreshResponse> {
  const outcome = await transaction(d.sql, async (tx) => {
    const row = await repo.takeRefreshToken(tx, hashToken(token));
    if (!row || row.revoked_at || row.expired) return { error: 'Your session has expired. Please sign in again.' };
    if (row.used_at) {
      await repo.revokeFamily(tx, row.family_id);
      return { error: 'This refresh token was already used; the session has been signed out for safety.' };
    }
    const user = await repo.findUserById(tx, row.user_id);
    if (!user?.is_active) return { error: 'Your session has expired. Please sign in again.' };
    await repo.markRefreshTokenUsed(tx, row.id);
    return { tokens: await issueTokens({ ...d, sql: tx }, user, row.family_id) };
  });
  // The revocation above must commit, so the 401 is raised only after the transaction.
  if ('error' in outcome) throw unauthorized(outcome.error);
  return outcome.tokens;
}

/** Creates a single-use password link for a user and returns its URL (/setup-password/{token}). */
export async function createPasswordLink(d: Pick<AuthDeps, 'sql' | 'appUrl'>, userId: number, purpose: 'reset' | 'setup') {
  const token = newToken();
  const ttlSeconds = purpose === 'reset' ? RESET_LINK_TTL : SETUP_LINK_TTL;
  await repo.insertPasswordToken(d.sql, { tokenHash: hashToken(token), userId, purpose, ttlSeconds });
  return `${d.appUrl}/setup-password/${token}`;
}

/** The demo accounts to advertise: only with SEED_DEMO on, and only those that exist in this database. */
export async function availableDemoAccounts(sql: Sql, seedDemo: boolean) {
  if (!seedDemo) return [];
  const present = await sql<{ email: string; type: string }[]>`
    select lower(email) as email, type from users
    where lower(email) in ${sql(DEMO_ACCOUNTS.map((a) => a.email.toLowerCase()))} and is_active`;
  return DEMO_ACCOUNTS.filter((a) => present.some((p) => p.email === a.email && p.type === a.user_type));
}

export async function forgotPassword(d: AuthDeps, email: string): Promise<void> {
  const user = await repo.findUserByEmail(d.sql, email);
  if (!user?.is_active) return; // same answer either way: no account enumeration
  const link = await createPasswordLink(d, user.id, 'reset');
  await d.app.mailer.send({
    to: user.email,
    subject: 'Reset your Clearpath password',
    text: `Hi ${user.first_name || 'there'},\n\nSomeone asked to reset the password of your Clearpath account. Set a new password here:\n\n${link}\n\nThe link works once and expires in one hour. If you did not ask for this, ignore this e-mail.\n`,
    links: [link],
  });
}

export async function userForPasswordLink(d: Pick<AuthDeps, 'sql'>, token: string) {
  const row = await repo.findValidPasswordToken(d.sql, hashToken(token));
  const user = row && (await repo.findUserById(d.sql, row.user_id));
  if (!user) throw notFound(INVALID_SETUP_LINK);
  return user;
}

/** Sets the password through a single-use link; other sessions of the account are signed out. */
export async function setPasswordWithLink(d: AuthDeps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await transaction(d.sql, async (t) => {
    const row = await repo.findValidPasswordToken(t, hashToken(token), true);
    if (!row) throw new HttpError(404, INVALID_SETUP_LINK);
    await repo.setPasswordHash(t, row.user_id, passwordHash);
    await repo.markPasswordTokenUsed(t, row.id);
    await repo.revokeAllForUser(t, row.user_id);
  });
}
