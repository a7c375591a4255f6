/** Client-side checks of the sign-in forms (docs/spec/doc1.md §5); texts match the server's. */

import { INVALID_EMAIL, isEmail } from '@shared/domain/account-rules';

export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  if (!isEmail(email)) return INVALID_EMAIL;
  return undefined;
}

export function validateLogin(email: string, password: string): { email?: string; password?: string } {
  return { email: emailError(email), password: password ? undefined : 'Password is required' };
}
