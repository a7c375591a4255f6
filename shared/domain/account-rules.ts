/**
 * The account rules both sides check: the e-mail shape and the shortest password.
 *
 * The one e-mail rule of both sides (docs/architecture.md, "Module shape"): the shape zod's own
 * `.email()` accepts, written here without zod so the sign-in chunk stays small. The server's
 * schema (shared/schemas/common.ts) checks with this same pattern.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const INVALID_EMAIL = 'Invalid email format';

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** A setup (invitation) link that is unknown, used or expired: the server's 404 and the page's toast. */
export const INVALID_SETUP_LINK = 'Invalid or expired setup link';

/** The answer to a password set through a setup or reset link, and the toast that follows. */
export const PASSWORD_SET = 'Password set successfully! You can now login.';

/** Shortest password either side accepts. */
export const PASSWORD_MIN = 8;
