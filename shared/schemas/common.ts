import { z } from 'zod';
import { EMAIL_PATTERN, INVALID_EMAIL } from '../domain/account-rules.ts';

/** Text fields are bounded so a 10,000-character value is a clear 400, not a stored surprise. */
export const text = (max = 255) => z.string().trim().max(max, `Must be at most ${max} characters`);
export const requiredText = (label: string, max = 255) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `Must be at most ${max} characters`);
export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Must be at most 254 characters')
  .regex(EMAIL_PATTERN, INVALID_EMAIL);
/** Largest id PostgreSQL's integer column holds: bigger ids are a 400, not a database error. */
const MAX_ID = 2_147_483_647;
/**
 * A positive integer id from a path, a query string or a JSON body: a JSON number, or decimal digits
 * only (Number() would also read "0x10", "1e3", "+7", " 7" or true as ids), within the integer range.
 */
export const positiveId = (invalid: string, notPositive = invalid, tooLarge = invalid) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: invalid })
    .pipe(z.number().int(invalid).positive(notPositive).max(MAX_ID, tooLarge));
export const idParam = z.object({ id: positiveId('Must be a number', 'Must be a positive id', 'No such id') });
/** A count from a query string (page, limit): decimal digits only, as a number; bounds are the caller's. */
export const wholeNumber = (label: string) =>
  z
    .string({ error: `${label} must be a number` })
    .regex(/^\d+$/, `${label} must be a number`)
    .transform(Number);
export const tokenParam = z.object({ token: z.string().min(1).max(200) });

/** The one error shape of every error answer. */
export type ErrorResponse = { error: string; field_errors?: Record<string, string[]> };

// The two list envelopes (docs/architecture.md "Lists"): every list answers one of them, built on
// the server by the one pager (server/src/lib/paging.ts) or as `{ results }`.

/** A paged list: the page's rows, the total, and the paths of the next and previous pages (null at the ends). */
export const pagedList = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) });
export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** A whole list: every row there is, unpaged. */
export const wholeList = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item) });
export type WholeList<T> = { results: T[] };

/** A point in time in an answer: an ISO 8601 string on the wire (the server sends its Dates as such). */
export const timestamp = z.string().meta({ format: 'date-time' });

/** The creation and last-change times of a stored row, as its answer's fields (spread into z.object). */
export const timestamps = { created_at: timestamp, updated_at: timestamp };

// A cleared page-size choice sends '' or 'all' (the onboarding lists' contract, doc3): both mean "the default".
const blankOrAll = (v: unknown) => (v === '' || v === 'all' ? undefined : v);
const optionalPaging = <T extends z.ZodType>(schema: T) => z.preprocess(blankOrAll, schema.optional());

/** The paging fields of a paged list's query: `page` from 1 and an optional `page_size` up to `maxSize`. */
export const pagingQuery = (maxSize: number) => ({
  page: optionalPaging(wholeNumber('Page').pipe(z.number().min(1, 'Page starts at 1').max(1_000_000, 'Page is too large'))),
  page_size: optionalPaging(
    wholeNumber('Page size').pipe(z.number().min(1, 'Page size starts at 1').max(maxSize, `Page size must be at most ${maxSize}`)),
  ),
});

/** The answer of an action that has nothing else to say (a delete, a password set). */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

// PostgreSQL cannot store NUL in text or jsonb, and no honest name or note holds control
// characters: such input is a 400 here rather than a database error later.
/** C0 controls other than tab, line feed and carriage return, and DEL. */
const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
const hasControl = (v: string) => [...v].some((ch) => isControl(ch.charCodeAt(0)));
const CONTROL_MESSAGE = 'Must not contain control characters';
const plain = <T extends z.ZodString>(s: T) => s.refine((v) => !hasControl(v), CONTROL_MESSAGE);
export const plainText = (max: number) => plain(text(max));
export const plainRequired = (label: string, max: number) => plain(requiredText(label, max));

// A name, a subject, a title is one line: a line break in one could forge a header of the e-mail it
// goes into, or a second line wherever it is shown (docs/security.md, "Input"). Browsers' one-line
// inputs drop line breaks already; the server refuses them from any other client.
const LINE_BREAK = /[\r\n\u2028\u2029]/;
const LINE_MESSAGE = 'Must be a single line';
export const singleLine = <T extends z.ZodString>(s: T) => plain(s).refine((v) => !LINE_BREAK.test(v), LINE_MESSAGE);
/** An optional single-line text (a blank one allowed). */
export const lineText = (max: number) => singleLine(text(max));
/** A required single-line text. */
export const lineRequired = (label: string, max: number) => singleLine(requiredText(label, max));

// Query strings arrive as text; an empty value means "not given", as a cleared filter sends it.
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
export const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** An ISO date-time (e.g. 2030-01-07T15:00:00Z); `required` is the text when it is missing. */
export const isoDateTime = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v), 'Must be an ISO date-time');
/** A calendar date YYYY-MM-DD that exists (2030-02-30 is refused); `label` names it in the message. */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
    }, `${label} is not a calendar date`);
