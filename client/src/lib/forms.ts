// One way every form checks its values and shows what is wrong (docs/client.md, "Forms"): the
// shared zod schema of the request first, on the client, then the server's field errors of the last
// failed send, each under its own field and never repeated in a toast.
import type { z } from 'zod';
import { fieldErrors } from './api';

/** The first message for each field (dotted path, e.g. `departments`) of a value the schema refuses. */
export type FormErrors = Record<string, string | undefined>;

/** Checks `value` with the request's own schema: `{ data }` to send, or `{ errors }` by field. */
export function checkWith<T extends z.ZodType>(
  schema: T,
  value: unknown,
): { data: z.output<T>; errors: null } | { data: null; errors: FormErrors } {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data, errors: null };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return { data: null, errors };
}

/** What a form shows: its own check first, then the server's field errors of the last failed send. */
export function formErrors(client: FormErrors | null, serverError: unknown): FormErrors {
  return { ...fieldErrors(serverError), ...(client ?? {}) };
}
