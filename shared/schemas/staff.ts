// Team management (docs/team.md): the staff accounts an admin lists, invites and changes.
import { z } from 'zod';
import { STAFF_ROLES } from '../domain/roles.ts';
import { email, lineRequired, positiveId, wholeList } from './common.ts';

const DEPARTMENT_REQUIRED = 'Choose the department this account works for';
export const DEPARTMENT_ONLY_FOR_DEPARTMENT_ROLE = 'Only department accounts have a department';

const role = z.enum(STAFF_ROLES, { error: 'Role must be admin, recruiter or department' });
const department = positiveId('Choose a department').nullable().optional();

/** A department is given exactly when the role is `department` (a check constraint holds it too). */
function departmentMatchesRole(v: { role?: string; department?: number | null }, ctx: z.RefinementCtx): void {
  if (v.role === undefined) return;
  const has = v.department !== undefined && v.department !== null;
  if (v.role === 'department' && !has) ctx.addIssue({ code: 'custom', path: ['department'], message: DEPARTMENT_REQUIRED });
  if (v.role !== 'department' && has) ctx.addIssue({ code: 'custom', path: ['department'], message: DEPARTMENT_ONLY_FOR_DEPARTMENT_ROLE });
}

/** POST /staff/invite/: a new staff account without a password; a setup link goes to its e-mail. */
export const StaffInviteBody = z
  .object({
    first_name: lineRequired('First name', 100),
    last_name: lineRequired('Last name', 100),
    email,
    role,
    department,
  })
  .strict()
  .superRefine(departmentMatchesRole);
export type StaffInviteBody = z.infer<typeof StaffInviteBody>;

/**
 * PATCH /staff/{id}/: role, active flag and department. A role change to `department` needs a
 * department; a change to another role clears it.
 */
export const StaffPatchBody = z
  .object({ role, is_active: z.boolean({ error: 'is_active must be true or false' }), department })
  .partial()
  .strict()
  .superRefine(departmentMatchesRole);
export type StaffPatchBody = z.infer<typeof StaffPatchBody>;

export const StaffMember = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  department_id: z.number().nullable(),
  department_name: z.string().nullable(),
  is_active: z.boolean(),
  /** False until the invited user sets a password through the e-mailed link. */
  has_password: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** GET /staff/ */
export const StaffList = wholeList(StaffMember);
export type StaffList = z.infer<typeof StaffList>;

export const STAFF_ROLE_LABELS = { admin: 'Admin', recruiter: 'Recruiter', department: 'Department' } as const;

export const LAST_ADMIN = 'The last active admin cannot be demoted or deactivated; make another admin first';
export const NOT_YOURSELF = 'You cannot deactivate your own account';
