// Team management (docs/team.md): admins list, invite and change staff accounts. Every change is
// recorded in the audit trail in its own transaction; a deactivation takes effect at once for
// every token and live room socket of the account.
import type { Deps } from '../../deps.ts';
import { transaction, type Sql } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { StaffRole } from '@shared/domain/roles.ts';
import {
  DEPARTMENT_ONLY_FOR_DEPARTMENT_ROLE,
  LAST_ADMIN,
  NOT_YOURSELF,
  type StaffInviteBody,
  type StaffList,
  type StaffMember,
  type StaffPatchBody,
} from '@shared/schemas/staff.ts';
import { recordAudit } from '../audit/repo.ts';
import { findUserByEmail, insertUser, retirePasswordTokens, revokeAllForUser } from '../auth/repo.ts';
import { createPasswordLink } from '../auth/service.ts';
import * as repo from './repo.ts';
import { auditState, toStaffMember } from './serialize.ts';

const EMAIL_TAKEN = 'An account with this email already exists';
const NO_STAFF = 'Staff member not found';
const NO_DEPARTMENT = 'No such department';
/** Why the room server closes a deactivated (or no longer recruiting) user's sockets. */
const SOCKETS_CLOSED = 'Your account was changed by an administrator. Please sign in again.';

const emailTaken = () => badRequest(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });

/** GET /staff/: every staff account, active ones first. */
export async function listStaff(deps: Deps): Promise<StaffList> {
  return { results: (await repo.listStaff(deps.sql)).map(toStaffMember) };
}

async function checkDepartment(sql: Sql, id: number | null | undefined): Promise<void> {
  if (id !== null && id !== undefined && !(await repo.departmentExists(sql, id)))
    throw badRequest(NO_DEPARTMENT, { department: [NO_DEPARTMENT] });
}

/**
 * POST /staff/invite/: a staff account with no password; its setup link (one week, single use) is
 * e-mailed through the message log in the same transaction. Any account with the e-mail, in any
 * case and of any type, is a 400 on `email`.
 */
export async function inviteStaff(deps: Deps, actorId: number, body: StaffInviteBody): Promise<StaffMember> {
  if (await findUserByEmail(deps.sql, body.email)) throw emailTaken();
  const departmentId = body.role === 'department' ? (body.department ?? null) : null;
  const id = await transaction(deps.sql, async (tx) => {
    await checkDepartment(tx, departmentId);
    const user = await insertUser(tx, {
      type: 'recruiter',
      role: body.role,
      department_id: departmentId,
      email: body.email,
      first_name: body.first_name,
      last_name: body.last_name,
      password_hash: null,
    });
    const link = await createPasswordLink({ sql: tx, appUrl: deps.config.appUrl }, user.id, 'setup');
    await deps.messages.queueEmail(tx, {
      recruitId: null,
      to: user.email,
      type: 'notification',
      subject: 'You are invited to Clearpath',
      text:
        `Hi ${user.first_name},\n\nYou have been invited to your team's Clearpath as ${roleWords(body.role)}. ` +
        `Set a password to sign in:\n\n${link}\n\nThe link works once and expires in one week. ` +
        `Then sign in at ${deps.config.appUrl}/login as "Recruiter".\n`,
      links: [link],
    });
    await recordAudit(tx, { actorId, action: 'staff.invite', objectType: 'user', objectId: user.id, after: auditState(user) });
    return user.id;
  }).catch((err) => {
    if (isUniqueViolation(err, 'users_email_key')) throw emailTaken();
    throw err;
  });
  return toStaffMember(await present(deps.sql, id));
}

const roleWords = (role: StaffRole) => (role === 'admin' ? 'an admin' : role === 'recruiter' ? 'a recruiter' : 'a department member');

async function present(sql: Sql, id: number, lock = false): Promise<repo.StaffRow> {
  const row = await repo.findStaff(sql, id, lock);
  if (!row) throw notFound(NO_STAFF);
  return row;
}

/** The account as it is to be after the patch; a role other than department clears the department. */
function nextState(before: repo.StaffRow, patch: StaffPatchBody): { role: StaffRole; department_id: number | null; is_active: boolean } {
  const role = patch.role ?? before.role;
  if (role !== 'department' && patch.department !== undefined && patch.department !== null)
    throw badRequest(DEPARTMENT_ONLY_FOR_DEPARTMENT_ROLE, { department: [DEPARTMENT_ONLY_FOR_DEPARTMENT_ROLE] });
  const department_id = role === 'department' ? (patch.department ?? before.department_id) : null;
  return { role, department_id, is_active: patch.is_active ?? before.is_active };
}

/** The action an audit row names for a change. */
function auditAction(before: repo.StaffRow, after: { role: StaffRole; is_active: boolean }): string {
  if (before.is_active !== after.is_active) return after.is_active ? 'staff.reactivate' : 'staff.deactivate';
  return before.role !== after.role ? 'staff.role' : 'staff.department';
}

/**
 * PATCH /staff/{id}/: role, active flag, department. The last active admin stays an active admin;
 * nobody deactivates themselves. Deactivating revokes every refresh token (access tokens are
 * refused by the auth plugin's per-request check) and closes the user's live room sockets; a user
 * who no longer works recruits loses their room sockets too. Their recruits stay theirs.
 */
export async function updateStaff(deps: Deps, actorId: number, id: number, patch: StaffPatchBody): Promise<StaffMember> {
  const outcome = await transaction(deps.sql, async (tx) => {
    const before = await present(tx, id, true);
    const after = nextState(before, patch);
    if (before.is_active && !after.is_active && id === actorId) throw badRequest(NOT_YOURSELF, { is_active: [NOT_YOURSELF] });
    const wasAdmin = before.is_active && before.role === 'admin';
    if (wasAdmin && !(after.is_active && after.role === 'admin')) {
      const admins = await repo.lockActiveAdmins(tx);
      if (admins.every((a) => a === id)) throw badRequest(LAST_ADMIN, { [after.is_active ? 'role' : 'is_active']: [LAST_ADMIN] });
    }
    if (after.role === 'department' && after.department_id === null) throw badRequest(NO_DEPARTMENT, { department: [NO_DEPARTMENT] });
    if (after.department_id !== before.department_id) await checkDepartment(tx, after.department_id);
    const changed = after.role !== before.role || after.is_active !== before.is_active || after.department_id !== before.department_id;
    if (!changed) return { closeSockets: false };
    await repo.updateStaff(tx, id, after);
    if (!after.is_active) {
      await revokeAllForUser(tx, id);
      await retirePasswordTokens(tx, id);
    }
    await recordAudit(tx, {
      actorId,
      action: auditAction(before, after),
      objectType: 'user',
      objectId: id,
      before: auditState(before),
      after,
    });
    const stillWorksRecruits = after.is_active && after.role !== 'department';
    return { closeSockets: before.is_active && !stillWorksRecruits };
  });
  // After the commit: a socket that reconnects at once asks for a ticket and is refused.
  if (outcome.closeSockets) deps.rooms.closeUserSockets(id, SOCKETS_CLOSED);
  return toStaffMember(await present(deps.sql, id));
}
