import { z } from 'zod';

/** Text fields are bounded so a 10,000-character value is a clear 400, not a stored surprise. */
export const text = (max = 255) => z.string().trim().max(max, `Must be at most ${max} characters`);
export const requiredText = (label: string, max = 255) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `Must be at most ${max} characters`);
export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Must be at most 254 characters')
  .email('Invalid email format');
export const idParam = z.object({ id: z.coerce.number().int().positive('Must be a positive id') });
export const tokenParam = z.object({ token: z.string().min(1).max(200) });

/** The one error shape of every error answer. */
export type ErrorResponse = { error: string; field_errors?: Record<string, string[]> };
export type Paginated<T> = { results: T[]; next: string | null; count: number };
