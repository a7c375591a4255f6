import { z } from 'zod';
import { PASSWORD_MIN } from '../domain/account-rules.ts';
import { STAFF_ROLES, USER_TYPES } from '../domain/roles.ts';
import { email, lineRequired } from './common.ts';

export const LoginBody = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
  user_type: z.enum(USER_TYPES, { error: 'user_type must be recruiter or recruit' }),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const RefreshBody = z.object({ refresh: z.string({ error: 'refresh is required' }).min(1).max(200) });
export const ForgotPasswordBody = z.object({ email });
const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(1024, 'Password is too long');
export const SetPasswordBody = z.object({ password: newPassword });

/** The signed-in user's password, asked again before its e-mail or password changes (docs/security.md). */
const currentPassword = z
  .string({ error: 'Enter your current password' })
  .min(1, 'Enter your current password')
  .max(1024, 'Password is too long');

/** POST /auth/me/password/: a new password for the signed-in account, with its current one. */
export const ChangePasswordBody = z.object({ current_password: currentPassword, new_password: newPassword });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
export const PasswordTokenParams = z.object({ token: z.string().min(1).max(200) });

/** POST /auth/token/refresh/: the next pair of the login (the refresh token works once). */
export const RefreshResponse = z.object({ access: z.string(), refresh: z.string() });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

/** POST /auth/me/password/: the other logins are signed out, this one goes on with these tokens. */
export const ChangePasswordResponse = RefreshResponse.extend({ message: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

/** The signed-in user as GET /auth/me/ and the login answer it. */
export const PublicUser = z.object({
  id: z.number(),
  type: z.enum(USER_TYPES),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  recruit_id: z.number().nullable(),
  /** Staff only (null for a recruit). */
  role: z.enum(STAFF_ROLES).nullable(),
  /** The department a `department` user works for; null otherwise. */
  department_id: z.number().nullable(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/** POST /auth/login/ */
export const LoginResponse = RefreshResponse.extend({ user: PublicUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** GET /auth/validate-reset-token/{token}/: the link works (else 404); whom the page greets. */
export const PasswordLinkInfo = z.object({ valid: z.literal(true), user: z.object({ first_name: z.string(), email: z.string() }) });
export type PasswordLinkInfo = z.infer<typeof PasswordLinkInfo>;

/** GET and PATCH /auth/me/settings/: the signed-in user's own account and notification preferences (docs/dashboard.md, "Settings"). */
export const AccountSettings = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Bell notifications also arrive by e-mail. */
  email_notifications: z.boolean(),
  /** New bell notifications show as desktop notifications while the app is open. */
  push_notifications: z.boolean(),
});
export type AccountSettings = z.infer<typeof AccountSettings>;
export const AccountSettingsPatch = z
  .object({
    first_name: lineRequired('First name', 100),
    last_name: lineRequired('Last name', 100),
    email,
    email_notifications: z.boolean({ error: 'email_notifications must be true or false' }),
    push_notifications: z.boolean({ error: 'push_notifications must be true or false' }),
    /** Required when the e-mail changes. */
    current_password: currentPassword,
  })
  .partial()
  .strict();
export type AccountSettingsPatch = z.infer<typeof AccountSettingsPatch>;
/** GET /auth/demo-credentials/ (not in production): the demo accounts the login form offers. */
export const DemoCredentials = z.object({
  accounts: z.array(z.object({ user_type: z.enum(USER_TYPES), email: z.string(), password: z.string() })),
});
export type DemoCredentials = z.infer<typeof DemoCredentials>;

export const DEMO_PASSWORD = 'clearpath-demo';
export const DEMO_ACCOUNTS = [
  { user_type: 'recruiter', email: 'recruiter@clearpath.test', password: DEMO_PASSWORD },
  { user_type: 'recruit', email: 'recruit@clearpath.test', password: DEMO_PASSWORD },
] as const satisfies DemoCredentials['accounts'];
