/** Who signs in: staff (`recruiter` on the sign-in form, whatever their role) or a recruit. */
export const USER_TYPES = ['recruiter', 'recruit'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * A staff account's role (docs/team.md): `admin` runs the team, the company settings and everything
 * a recruiter does; `recruiter` works recruits (all of them or only their own, by the company's
 * `pipeline_visibility`); `department` works its department's onboarding tasks only. Recruits have none.
 */
export const STAFF_ROLES = ['admin', 'recruiter', 'department'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
