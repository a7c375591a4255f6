// Building blocks of the onboarding contracts (re-exported by ./onboarding.ts).
import { z } from 'zod';
import { lineText, positiveId, text } from './common.ts';

/** A positive integer id, from JSON or from a query string. */
export const onboardingId = (label = 'Id') =>
  positiveId(`${label} must be a number`, `${label} must be a positive id`, `No such ${label.toLowerCase()}`);

// Query strings arrive as text; an empty value or 'all' means "not given", as a cleared filter sends it.
const blankOrAll = (v: unknown) => (v === '' || v === 'all' ? undefined : v);
/** An optional query filter where '' and 'all' mean no filter. */
export const queryFilter = <T extends z.ZodType>(schema: T) => z.preprocess(blankOrAll, schema.optional());

/** Optional free text: null and missing both mean "leave empty"; bounded. */
export const optionalText = (max: number) => text(max).nullish();
/** The same for a one-line value (a company, a subject): no line breaks. */
export const optionalLine = (max: number) => lineText(max).nullish();

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
/** An optional calendar date YYYY-MM-DD; '' and null mean none. */
export const optionalDate = (label: string) =>
  z.preprocess(blankToNull, z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` }).nullish());

/** An optional enum value where '' and null mean none. */
export const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToNull, z.enum(values, { error: message }).nullish());
