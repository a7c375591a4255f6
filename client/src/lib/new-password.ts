// The one client check of a new password and its confirmation: the setup/reset page and the Settings
// page's change-password form. Texts match the server's (shared/schemas/auth.ts `newPassword`); plain
// code, not zod, so the sign-in chunk stays small (shared/domain/account-rules.ts).
import { PASSWORD_MIN } from '@shared/domain/account-rules';

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

export function newPasswordErrors(password: string, confirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = 'Password is required';
  else if (password.length < PASSWORD_MIN) errors.password = `Password must be at least ${PASSWORD_MIN} characters`;
  if (!confirm) errors.confirm = 'Please confirm your password';
  else if (password && confirm !== password) errors.confirm = 'Passwords do not match';
  return errors;
}
