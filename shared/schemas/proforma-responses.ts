// The answers of the proforma API (docs/proforma.md): every route's response schema and the types
// the screens read. Timestamps are ISO strings on the wire.
import { z } from 'zod';
import type { ProformaCalculation as Calculated } from '../calc/proforma.ts';
import { INPUT_CATEGORIES, INPUT_UNITS, PROFORMA_STATUSES } from '../domain/proforma.ts';
import { pagedList, timestamp, wholeList } from './common.ts';

export const ModelTypeItem = z.object({
  id: z.number(),
  name: z.string(),
  model_type: z.string(),
  duration_months: z.number(),
  description: z.string(),
});
export type ModelTypeItem = z.infer<typeof ModelTypeItem>;
export const ModelTypeList = wholeList(ModelTypeItem);
export type ModelTypeList = z.infer<typeof ModelTypeList>;

export const ProformaSessionItem = z.object({
  id: z.number(),
  recruit: z.number(),
  recruit_details: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
  model_type: z.number(),
  model_type_details: ModelTypeItem,
  status: z.enum(PROFORMA_STATUSES),
  scheduled_at: timestamp,
  started_at: timestamp.nullable(),
  completed_at: timestamp.nullable(),
  meeting_link: z.string(),
  /** The staff's notes about the session: staff only, left out of the recruit's answers. */
  notes: z.string().optional(),
  /** The recruit's live link, /proforma/{token}. */
  token: z.string(),
  live_url: z.string(),
  /** True once the report was generated (generate_pdf or a download). */
  has_pdf: z.boolean(),
  created_at: timestamp,
});
export type ProformaSessionItem = z.infer<typeof ProformaSessionItem>;
/** GET /proforma/sessions/: newest first, paged. */
export const ProformaSessionList = pagedList(ProformaSessionItem);
export type ProformaSessionList = z.infer<typeof ProformaSessionList>;
/** GET /proforma/dashboard/upcoming-sessions/: every scheduled session from an hour ago on (at most 20). */
export const UpcomingProformaSessions = wholeList(ProformaSessionItem);

export const InputItem = z.object({
  category: z.enum(INPUT_CATEGORIES),
  field_name: z.string(),
  value: z.number(),
  unit: z.enum(INPUT_UNITS),
  description: z.string(),
});
export type InputItem = z.infer<typeof InputItem>;
const ComputedInputs = z.object({ monthly_volume: z.number(), margin_percentage: z.number() });
/** A session's saved inputs (every one there is) with the two computed from them. */
export const InputsResponse = wholeList(InputItem).extend({ computed: ComputedInputs });
export type InputsResponse = z.infer<typeof InputsResponse>;

/** shared/calc/proforma.ts's result, as every calculating answer carries it. */
export const ProformaCalculation = z.object({
  duration_months: z.number(),
  computed: ComputedInputs,
  monthly_projections: z.array(
    z.object({
      month: z.number(),
      revenue: z.number(),
      expenses: z.number(),
      profit: z.number(),
      cumulative_profit: z.number(),
      team_size: z.number(),
      volume: z.number(),
    }),
  ),
  yearly_summary: z.object({
    total_revenue: z.number(),
    total_expenses: z.number(),
    net_profit: z.number(),
    avg_monthly_profit: z.number(),
    break_even_month: z.number().nullable(),
  }),
  charts_data: z.object({
    revenue_trend: z.array(z.object({ month: z.number(), label: z.string(), revenue: z.number(), expenses: z.number() })),
    profit_trend: z.array(z.object({ month: z.number(), label: z.string(), profit: z.number(), cumulative_profit: z.number() })),
  }),
}) satisfies z.ZodType<Calculated>;

/** Where a live input's starting value comes from: the recruit's ClearView, doc2 §9's defaults, or the pre-session notes. */
export const DEFAULT_SOURCES = ['clearview', 'standard', 'pre_session'] as const;
export type DefaultSource = (typeof DEFAULT_SOURCES)[number];

/** What the live link reads: the session, its inputs and (with the required inputs) the calculation. */
export const LiveSessionResponse = z.object({
  session: ProformaSessionItem,
  inputs: InputsResponse,
  calculation: ProformaCalculation.nullable(),
  /** What the live inputs show until someone types (docs/proforma.md, "Starting values"). */
  defaults: z.object({ values: z.record(z.string(), z.number()), from: z.record(z.string(), z.enum(DEFAULT_SOURCES)) }),
});
export type LiveSessionResponse = z.infer<typeof LiveSessionResponse>;

export const ClearviewDataResponse = z.object({
  clearview_data: z.object({
    production: z.object({ current_monthly_production: z.number(), average_loan_amount: z.number() }),
    recruiting: z.object({ team_size_goal: z.number(), recruiting_goal: z.number() }),
  }),
  /** Starting values for the live inputs: the defaults, then ClearView, then pre-session data. */
  suggested_inputs: z.record(z.string(), z.number()),
  source: z.object({ clearview: z.boolean(), pre_session: z.boolean() }),
});
export type ClearviewDataResponse = z.infer<typeof ClearviewDataResponse>;

export const PreSessionDataResponse = z.object({
  recruit: z.number(),
  data: z.record(z.string(), z.number()),
  notes: z.string(),
  updated_at: timestamp.nullable(),
});
export type PreSessionDataResponse = z.infer<typeof PreSessionDataResponse>;

const TemplateItem = z.object({
  id: z.number(),
  name: z.string(),
  model_type: z.number(),
  model_type_details: ModelTypeItem,
  description: z.string(),
  inputs: z.array(InputItem),
});
export const TemplateList = wholeList(TemplateItem);
export type TemplateList = z.infer<typeof TemplateList>;
export const AssumptionList = wholeList(
  z.object({ key: z.string(), value: z.union([z.number(), z.array(z.number()).readonly()]), description: z.string() }),
);
export type AssumptionList = z.infer<typeof AssumptionList>;

export const ProformaOverview = z.object({
  total_sessions: z.number(),
  completed_sessions: z.number(),
  scheduled_sessions: z.number(),
  in_progress_sessions: z.number(),
  /** Completed ÷ total × 100, to one decimal. */
  conversion_rate: z.number(),
  recent_sessions: z.array(ProformaSessionItem),
});
export type ProformaOverview = z.infer<typeof ProformaOverview>;

const SeriesPoint = z.object({ month: z.number(), label: z.string(), session1: z.number().nullable(), session2: z.number().nullable() });
export const ComparisonResponse = z.object({
  comparison_metrics: z.object({
    /** Months of session 2's model minus months of session 1's. */
    duration_difference: z.number(),
    model_types: z.object({ session1: z.string(), session2: z.string() }),
    status_comparison: z.object({ both_completed: z.boolean() }),
  }),
  revenue_comparison: z.object({ session1_revenue: z.number(), session2_revenue: z.number(), difference: z.number() }),
  sessions: z.array(ProformaSessionItem),
  calculations: z.object({ session1: ProformaCalculation.nullable(), session2: ProformaCalculation.nullable() }),
  /** Both curves on one chart: revenue and profit by month (null past a model's duration). */
  charts_data: z.object({ revenue_trend: z.array(SeriesPoint), profit_trend: z.array(SeriesPoint) }),
});
export type ComparisonResponse = z.infer<typeof ComparisonResponse>;

export const PdfResponse = z.object({ pdf_url: z.string(), generated_at: timestamp });
export type PdfResponse = z.infer<typeof PdfResponse>;
/** email_pdf: queued (202), with the message's id in the message log. */
export const EmailPdfResponse = z.object({ message: z.string(), message_id: z.number() });
export type EmailPdfResponse = z.infer<typeof EmailPdfResponse>;
/** download_pdf's answer: the report file itself. */
export const PdfFile = {
  description: 'The proforma report',
  content: { 'application/pdf': { schema: z.custom<Uint8Array>().meta({ type: 'string', format: 'binary' }) } },
};
