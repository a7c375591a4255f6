import type { Sql } from '../../db/connect.ts';
import type { StaffRole, UserType } from '@shared/domain/roles.ts';
import type { AccountSettings, PublicUser } from '@shared/schemas/auth.ts';

export type UserRow = PublicUser & { password_hash: string | null; is_active: boolean; token_version: number };

const userColumns = (sql: Sql) =>
  sql`id, type, role, department_id, first_name, last_name, email, recruit_id, password_hash, is_active, token_version`;

export async function findUserByEmail(sql: Sql, email: string): Promise<UserRow | undefined> {
  const [row] = await sql<UserRow[]>`select ${userColumns(sql)} from users where lower(email) = lower(${email})`;
  return row;
}

export async function findUserById(sql: Sql, id: number): Promise<UserRow | undefined> {
  const [row] = await sql<UserRow[]>`select ${userColumns(sql)} from users where id = ${id}`;
  return row;
}

export async function insertUser(
  sql: Sql,
  u: {
    type: UserType;
    email: string;
    first_name: string;
    last_name: string;
    password_hash: string | null;
    recruit_id?: number | null;
    /** Staff only; a recruit has none (a check constraint holds it). */
    role?: StaffRole | null;
    department_id?: number | null;
  },
): Promise<UserRow> {
  const [row] = await sql<UserRow[]>`
    insert into users (type, role, department_id, email, first_name, last_name, password_hash, recruit_id)
    values (${u.type}, ${u.type === 'recruit' ? null : (u.role ?? 'recruiter')}, ${u.department_id ?? null}, ${u.email}, ${u.first_name}, ${u.last_name},
            ${u.password_hash}, ${u.recruit_id ?? null})
    returning ${userColumns(sql)}`;
  return row;
}

/** Sets the password and moves the credentials version on: access tokens issued before are refused. */
export async function setPasswordHash(sql: Sql, userId: number, hash: string): Promise<void> {
  await sql`update users set password_hash = ${hash}, token_version = token_version + 1, updated_at = now() where id = ${userId}`;
}

// --- refresh-token families ---

export async function insertRefreshToken(
  sql: Sql,
  t: { tokenHash: string; familyId: string; userId: number; ttlSeconds: number },
): Promise<void> {
  await sql`
    insert into refresh_tokens (token_hash, family_id, user_id, expires_at)
    values (${t.tokenHash}, ${t.familyId}, ${t.userId}, now() + make_interval(secs => ${t.ttlSeconds}))`;
}

type RefreshTokenRow = {
  id: number;
  family_id: string;
  user_id: number;
  expired: boolean;
  used_at: Date | null;
  revoked_at: Date | null;
};

/** Locks the row so two concurrent refreshes with one token cannot both succeed. */
export async function takeRefreshToken(sql: Sql, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await sql<RefreshTokenRow[]>`
    select id, family_id, user_id, expires_at < now() as expired, used_at, revoked_at
    from refresh_tokens where token_hash = ${tokenHash} for update`;
  return row;
}

export async function markRefreshTokenUsed(sql: Sql, id: number): Promise<void> {
  await sql`update refresh_tokens set used_at = now() where id = ${id}`;
}

export async function revokeFamily(sql: Sql, familyId: string): Promise<void> {
  await sql`update refresh_tokens set revoked_at = now() where family_id = ${familyId} and revoked_at is null`;
}

export async function revokeAllForUser(sql: Sql, userId: number): Promise<void> {
  await sql`update refresh_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null`;
}

// --- password links ---

export async function insertPasswordToken(
  sql: Sql,
  t: { tokenHash: string; userId: number; purpose: 'reset' | 'setup'; ttlSeconds: number },
): Promise<void> {
  await sql`
    insert into password_tokens (token_hash, user_id, purpose, expires_at)
    values (${t.tokenHash}, ${t.userId}, ${t.purpose}, now() + make_interval(secs => ${t.ttlSeconds}))`;
}

/** The user a still-valid (unused, unexpired) password link belongs to. */
export async function findValidPasswordToken(
  sql: Sql,
  tokenHash: string,
  lock = false,
): Promise<{ id: number; user_id: number } | undefined> {
  const [row] = await sql<{ id: number; user_id: number }[]>`
    select id, user_id from password_tokens
    where token_hash = ${tokenHash} and used_at is null and expires_at > now()
    ${lock ? sql`for update` : sql``}`;
  return row;
}

/** Marks every outstanding link of the user (of one purpose, or all) as used, so none works any more. */
export async function retirePasswordTokens(sql: Sql, userId: number, purpose?: 'reset' | 'setup'): Promise<void> {
  await sql`
    update password_tokens set used_at = now()
    where user_id = ${userId} and used_at is null ${purpose ? sql`and purpose = ${purpose}` : sql``}`;
}

export async function markPasswordTokenUsed(sql: Sql, id: number): Promise<void> {
  await sql`update password_tokens set used_at = now() where id = ${id}`;
}

type AccountSettingsRow = AccountSettings & { type: 'recruiter' | 'recruit'; is_active: boolean };

export async function findAccountSettings(sql: Sql, userId: number): Promise<AccountSettingsRow | undefined> {
  const [row] = await sql<AccountSettingsRow[]>`
    select first_name, last_name, email, email_notifications, push_notifications, type, is_active from users where id = ${userId}`;
  return row;
}

/** Writes the given fields only; answers the whole settings after the change. */
export async function updateAccountSettings(sql: Sql, userId: number, patch: Partial<AccountSettings>): Promise<AccountSettings> {
  const fields = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const [row] = await sql<AccountSettings[]>`
    update users set ${sql(fields)}, updated_at = now() where id = ${userId}
    returning first_name, last_name, email, email_notifications, push_notifications`;
  return row;
}

/** Which of these e-mails (lower-cased) belong to an active account, with the account's type. */
export async function findActiveAccounts(sql: Sql, emails: string[]): Promise<{ email: string; type: UserType }[]> {
  return sql<{ email: string; type: UserType }[]>`
    select lower(email) as email, type from users where lower(email) in ${sql(emails.map((e) => e.toLowerCase()))} and is_active`;
}
