import { z } from 'zod';
import { PASSWORD_MIN } from '../domain/account-rules.ts';
import { email, lineRequired } from './common.ts';

export const USER_TYPES = ['recruiter', 'recruit'] as const;
export type UserType = (typeof USER_TYPES)[number];

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
/** The answer: the other logins are signed out, this one goes on with these tokens. */
export type ChangePasswordResponse = { message: string; access: string; refresh: string };
export const PasswordTokenParams = z.object({ token: z.string().min(1).max(200) });

export type PublicUser = {
  id: number;
  type: UserType;
  first_name: string;
  last_name: string;
  email: string;
  recruit_id: number | null;
};
export type LoginResponse = { access: string; refresh: string; user: PublicUser };

/** GET and PATCH /auth/me/settings/: the signed-in user's own account and notification preferences (docs/dashboard.md, "Settings"). */
export type AccountSettings = {
  first_name: string;
  last_name: string;
  email: string;
  /** Bell notifications also arrive by e-mail. */
  email_notifications: boolean;
  /** New bell notifications show as desktop notifications while the app is open. */
  push_notifications: boolean;
};
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
export type RefreshResponse = { access: string; refresh: string };
export type DemoCredentials = { accounts: { user_type: UserType; email: string; password: string }[] };

export const DEMO_PASSWORD = 'clearpath-demo';
export const DEMO_ACCOUNTS = [
  { user_type: 'recruiter', email: 'recruiter@clearpath.test', password: DEMO_PASSWORD },
  { user_type: 'recruit', email: 'recruit@clearpath.test', password: DEMO_PASSWORD },
] as const satisfies DemoCredentials['accounts'];
