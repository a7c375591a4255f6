// Contracts of the proforma API (docs/proforma.md; paths of docs/spec/doc2.md §7 Proforma): the
// bodies the server validates and the answers the screens read.
import { z } from 'zod';
import type { ProformaCalculation } from '../calc/proforma.ts';
import {
  INPUT_CATEGORIES,
  PROFORMA_STATUSES,
  PROFORMA_TEXTS,
  type InputCategory,
  type InputUnit,
  type ProformaStatus,
} from '../domain/proforma.ts';
import { lineRequired, optionalQuery, plainText, positiveId, tokenParam, wholeNumber } from './common.ts';
import { bookingTime, browserTimeZone, optionalMeetingLink } from './scheduling.ts';

const recruitRef = positiveId(PROFORMA_TEXTS.invalidRecruit);
const sessionRef = positiveId('Session must be a number');

export const ProformaSessionsQuery = z.object({
  recruit: optionalQuery(recruitRef),
  status: optionalQuery(z.enum(PROFORMA_STATUSES, { error: 'Status must be scheduled, in_progress or completed' })),
  page: optionalQuery(wholeNumber('Page').pipe(z.number().int().min(1, 'Page starts at 1'))),
});
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
const inputList = z.array(InputEntry, { error: 'Inputs must be a list' }).max(60, 'At most 60 inputs');
/** A list of entries, or an object of values by field name (what a live form holds). */
const inputsOf = z.union([inputList, z.record(z.string().max(60), inputValue).transform(toEntries)], {
  error: 'Inputs must be a list of entries or an object of values',
});
function toEntries(values: Record<string, string | number | null>): InputEntryIn[] {
  return Object.entries(values).map(([field_name, value]) => ({ field_name, value }));
}

export const SaveInputsBody = z.object({ inputs: inputsOf });
export const SingleInputBody = InputEntry.extend({ session: sessionRef });
export const CalculateLiveBody = z.object({ inputs: inputsOf });

export const EmailPdfBody = z.object({
  subject: lineRequired('Subject', 200),
  message: plainText(10_000).optional(),
});

/** The count is checked by the service, so the answer's error is the spec's text itself. */
export const CompareSessionsBody = z.object({
  session_ids: z.array(sessionRef, { error: PROFORMA_TEXTS.compareExactly }).max(50, PROFORMA_TEXTS.compareAtMost),
});

export const PreSessionBody = z.object({
  recruit: recruitRef,
  data: z.record(z.string().max(60), inputValue, { error: 'Data must be an object of values' }).default({}),
  notes: plainText(5000).optional(),
});

export type ModelTypeItem = { id: number; name: string; model_type: string; duration_months: number; description: string };

export type ProformaSessionItem = {
  id: number;
  recruit: number;
  recruit_details: { first_name: string; last_name: string; email: string };
  model_type: number;
  model_type_details: ModelTypeItem;
  status: ProformaStatus;
  scheduled_at: string;
  started_at: string | null;
  completed_at: string | null;
  meeting_link: string;
  /** The staff's notes about the session: staff only, left out of the recruit's answers. */
  notes?: string;
  /** The recruit's live link, /proforma/{token}. */
  token: string;
  live_url: string;
  /** True once the report was generated (generate_pdf or a download). */
  has_pdf: boolean;
  created_at: string;
};

export type InputItem = { category: InputCategory; field_name: string; value: number; unit: InputUnit; description: string };
export type InputsResponse = {
  results: InputItem[];
  computed: { monthly_volume: number; margin_percentage: number };
};

/** What a token holder reads: the session, its inputs and (with the required inputs) the calculation. */
/** Where a live input's starting value comes from: the recruit's ClearView, doc2 §9's defaults, or the pre-session notes. */
export type DefaultSource = 'clearview' | 'standard' | 'pre_session';

export type LiveSessionResponse = {
  session: ProformaSessionItem;
  inputs: InputsResponse;
  calculation: ProformaCalculation | null;
  /** What the live inputs show until someone types (docs/proforma.md, "Starting values"). */
  defaults: { values: Record<string, number>; from: Record<string, DefaultSource> };
};

export type ClearviewDataResponse = {
  clearview_data: {
    production: { current_monthly_production: number; average_loan_amount: number };
    recruiting: { team_size_goal: number; recruiting_goal: number };
  };
  /** Starting values for the live inputs: the defaults, then ClearView, then pre-session data. */
  suggested_inputs: Record<string, number>;
  source: { clearview: boolean; pre_session: boolean };
};

export type PreSessionDataResponse = { recruit: number; data: Record<string, number>; notes: string; updated_at: string | null };

export type TemplateItem = {
  id: number;
  name: string;
  model_type: number;
  model_type_details: ModelTypeItem;
  description: string;
  inputs: InputItem[];
};
export type AssumptionItem = { key: string; value: number | readonly number[]; description: string };

export type ProformaOverview = {
  total_sessions: number;
  completed_sessions: number;
  scheduled_sessions: number;
  in_progress_sessions: number;
  /** Completed ÷ total × 100, to one decimal. */
  conversion_rate: number;
  recent_sessions: ProformaSessionItem[];
};

type SeriesPoint = { month: number; label: string; session1: number | null; session2: number | null };
export type ComparisonResponse = {
  comparison_metrics: {
    /** Months of session 2's model minus months of session 1's. */
    duration_difference: number;
    model_types: { session1: string; session2: string };
    status_comparison: { both_completed: boolean };
  };
  revenue_comparison: { session1_revenue: number; session2_revenue: number; difference: number };
  sessions: ProformaSessionItem[];
  calculations: { session1: ProformaCalculation | null; session2: ProformaCalculation | null };
  /** Both curves on one chart: revenue and profit by month (null past a model's duration). */
  charts_data: { revenue_trend: SeriesPoint[]; profit_trend: SeriesPoint[] };
};

export type PdfResponse = { pdf_url: string; generated_at: string };
