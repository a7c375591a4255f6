/** Client-side checks of the sign-in and password forms (docs/spec/doc1.md §5); texts match the server's. */

import { INVALID_EMAIL, isEmail, PASSWORD_MIN } from '@shared/domain/account-rules';

export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  if (!isEmail(email)) return INVALID_EMAIL;
  return undefined;
}

export interface LoginErrors {
  email?: string;
  password?: string;
}

export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  const e = emailError(email);
  if (e) errors.email = e;
  if (!password) errors.password = 'Password is required';
  return errors;
}

export interface SetupPasswordErrors {
  password?: string;
  confirm?: string;
}

export function validateSetupPassword(password: string, confirm: string): SetupPasswordErrors {
  const errors: SetupPasswordErrors = {};
  if (!password) errors.password = 'Password is required';
  else if (password.length < PASSWORD_MIN) errors.password = `Password must be at least ${PASSWORD_MIN} characters`;
  if (!confirm) errors.confirm = 'Please confirm your password';
  else if (password && confirm !== password) errors.confirm = 'Passwords do not match';
  return errors;
}

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);
