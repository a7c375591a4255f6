// Contracts of the proforma API (docs/proforma.md; paths of docs/spec/doc2.md §7 Proforma): the
// bodies and queries the server validates; the answers are in proforma-responses.ts.
import { z } from 'zod';
import { parseNumeric } from '../calc/inputs.ts';
import { INPUT_CATEGORIES, INPUT_FIELDS, isInputFieldName, PROFORMA_STATUSES, PROFORMA_TEXTS } from '../domain/proforma.ts';
import { lineRequired, optionalQuery, pagingQuery, plainText, positiveId, tokenParam } from './common.ts';
import { bookingTime, browserTimeZone, optionalMeetingLink } from './scheduling.ts';

const recruitRef = positiveId(PROFORMA_TEXTS.invalidRecruit);
const sessionRef = positiveId('Session must be a number');
/** The largest page of GET /proforma/sessions/ (20 by default). */
const PROFORMA_SESSIONS_PAGE_MAX = 100;

export const ProformaSessionsQuery = z.object({
  recruit: optionalQuery(recruitRef),
  status: optionalQuery(z.enum(PROFORMA_STATUSES, { error: 'Status must be scheduled, in_progress or completed' })),
  ...pagingQuery(PROFORMA_SESSIONS_PAGE_MAX),
});
export type ProformaSessionsQuery = z.infer<typeof ProformaSessionsQuery>;
export const ProformaRecruitQuery = z.object({ recruit: optionalQuery(recruitRef) });
export const PreSessionQuery = z.object({ recruit: recruitRef });
export const ProformaTokenParams = tokenParam;

export const CreateProformaSessionBody = z.object({
  recruit: recruitRef,
  model_type: positiveId(PROFORMA_TEXTS.fillRequired),
  scheduled_at: bookingTime(PROFORMA_TEXTS.fillRequired),
  meeting_link: optionalMeetingLink,
  notes: plainText(2000).optional(),
});
export type CreateProformaSessionBody = z.infer<typeof CreateProformaSessionBody>;
export type CreateProformaSessionInput = z.input<typeof CreateProformaSessionBody>;
/**
 * The dashboards' variant: model type 1, and unless given the first free slot three days ahead in
 * the recruit's zone (docs/spec/doc2.md §9, docs/scheduling.md "Slots").
 */
export const ScheduleSessionBody = CreateProformaSessionBody.extend({
  model_type: positiveId('Model type must be a number').optional(),
  scheduled_at: bookingTime(PROFORMA_TEXTS.fillRequired).optional(),
  time_zone: browserTimeZone,
});
export type ScheduleSessionBody = z.infer<typeof ScheduleSessionBody>;
export const PatchProformaSessionBody = z.object({
  status: z.enum(PROFORMA_STATUSES, { error: 'Status must be scheduled, in_progress or completed' }),
});

/** A typed value: a number, text (non-numeric text is saved as 0), or empty (not saved). */
const inputValue = z.union([z.number(), z.string().max(50, 'Must be at most 50 characters'), z.null()], {
  error: 'Value must be a number',
});
const InputEntry = z.object({
  category: z.enum(INPUT_CATEGORIES, { error: 'Unknown input category' }).optional(),
  field_name: z.string({ error: 'Field name is required' }).min(1, 'Field name is required').max(60),
  value: inputValue.optional(),
});
export type InputEntryIn = z.output<typeof InputEntry>;

/** The refusal of a yes/no field's number other than 1 or 0. */
export const YES_NO_TEXT = 'Enter 1 (yes) or 0 (no)';

/**
 * A yes/no field (plans_to_recruit, office_space_needed) is 1 or 0 (docs/spec/doc2.md §3); any other
 * number is refused under the field's name. Empty is not saved and other text saves as 0 (§5), so
 * only a number is checked.
 */
function refuseYesNoOutOfRange(entries: InputEntryIn[], ctx: z.RefinementCtx): void {
  for (const { field_name, value } of entries) {
    if (!isInputFieldName(field_name) || !('flag' in INPUT_FIELDS[field_name])) continue;
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    const n = parseNumeric(value);
    if (n !== 0 && n !== 1) ctx.addIssue({ code: 'custom', path: [field_name], message: YES_NO_TEXT });
  }
}

const inputList = z.array(InputEntry, { error: 'Inputs must be a list' }).max(60, 'At most 60 inputs');
/** A list of entries, or an object of values by field name (what a live form holds). */
const inputsOf = z
  .union([inputList, z.record(z.string().max(60), inputValue).transform(toEntries)], {
    error: 'Inputs must be a list of entries or an object of values',
  })
  .superRefine(refuseYesNoOutOfRange);
function toEntries(values: Record<string, string | number | null>): InputEntryIn[] {
  return Object.entries(values).map(([field_name, value]) => ({ field_name, value }));
}

export const SaveInputsBody = z.object({ inputs: inputsOf });
export const SingleInputBody = InputEntry.extend({ session: sessionRef }).superRefine((entry, ctx) => refuseYesNoOutOfRange([entry], ctx));
export type SingleInputBody = z.infer<typeof SingleInputBody>;
export const CalculateLiveBody = z.object({ inputs: inputsOf });

export const EmailPdfBody = z.object({
  subject: lineRequired('Subject', 200),
  message: plainText(10_000).optional(),
});
export type EmailPdfBody = z.infer<typeof EmailPdfBody>;

/** The count is checked by the service, so the answer's error is the spec's text itself. */
export const CompareSessionsBody = z.object({
  session_ids: z.array(sessionRef, { error: PROFORMA_TEXTS.compareExactly }).max(50, PROFORMA_TEXTS.compareAtMost),
});

export const PreSessionBody = z.object({
  recruit: recruitRef,
  data: z
    .record(z.string().max(60), inputValue, { error: 'Data must be an object of values' })
    .superRefine((values, ctx) => refuseYesNoOutOfRange(toEntries(values), ctx))
    .default({}),
  notes: plainText(5000).optional(),
});
export type PreSessionBody = z.infer<typeof PreSessionBody>;
