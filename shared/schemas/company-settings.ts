import { z } from 'zod';
import { idParam, singleLine, timestamp } from './common.ts';
import type { CompanySettings } from '../calc/settings.ts';

/** Whether recruiters see the whole team's recruits ('team') or only their own and unassigned ones ('own'); admins see all. */
export const PIPELINE_VISIBILITIES = ['team', 'own'] as const;
export type PipelineVisibility = (typeof PIPELINE_VISIBILITIES)[number];
/** The choice as the Settings page words it. */
export const PIPELINE_VISIBILITY_LABELS: Record<PipelineVisibility, string> = {
  team: 'Whole team sees every recruit',
  own: 'Recruiters see their own and unassigned recruits',
};

const rate = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 1`)
    .max(1, `${label} must be between 0 and 1`);
const positive = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be a positive number`)
    .max(1e15, `${label} is too large`);

const ExpenseCategory = z.object({
  key: singleLine(z.string().trim().min(1, 'key is required').max(100)),
  label: singleLine(z.string().trim().min(1, 'label is required').max(255)),
  required: z.boolean(),
  defaultAmount: z.number().min(0, 'defaultAmount must not be negative').max(1e15),
});

/**
 * PATCH /company/settings/1/: any subset, merged deeply over the stored settings (an array, i.e.
 * expenseCategories, is replaced whole). Rates are fractions 0..1; amounts and multiples positive.
 */
export const CompanySettingsPatch = z
  .object({
    growthRates: z
      .object({ production: rate('production'), recruiting: rate('recruiting'), company: rate('company'), volume: rate('volume') })
      .partial()
      .strict(),
    financialMetrics: z
      .object({
        baseDistributionPool: positive('baseDistributionPool'),
        companyTotalVolume: positive('companyTotalVolume'),
        recruitingBasisPoints: rate('recruitingBasisPoints'),
        defaultRetention: rate('defaultRetention'),
        equityMultiple: positive('equityMultiple'),
        discountRate: rate('discountRate'),
      })
      .partial()
      .strict(),
    parRates: z
      .object({ clearPAR: positive('clearPAR'), clearMargin: positive('clearMargin') })
      .partial()
      .strict(),
    expenseCategories: z.array(ExpenseCategory).max(50, 'At most 50 expense categories'),
    riskProfiles: z
      .object({ conservative: rate('conservative'), moderate: rate('moderate'), aggressive: rate('aggressive') })
      .partial()
      .strict(),
    // Admins only (docs/team.md, "Who sees which recruit").
    pipeline_visibility: z.enum(PIPELINE_VISIBILITIES, { error: "pipeline_visibility must be 'team' or 'own'" }),
  })
  .partial()
  .strict();
export type CompanySettingsPatch = z.infer<typeof CompanySettingsPatch>;

/** PATCH /company/settings/{id}/: the one settings row is id 1. */
export const CompanySettingsParams = idParam;

const figures = <K extends string>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number()])) as Record<K, z.ZodNumber>);

/** The settings the calculators use (shared/calc/settings.ts), as answers carry them. */
export const CompanySettingsFigures = z.object({
  growthRates: figures('production', 'recruiting', 'company', 'volume'),
  financialMetrics: figures(
    'baseDistributionPool',
    'companyTotalVolume',
    'recruitingBasisPoints',
    'defaultRetention',
    'equityMultiple',
    'discountRate',
  ),
  parRates: figures('clearPAR', 'clearMargin'),
  expenseCategories: z.array(z.object({ key: z.string(), label: z.string(), required: z.boolean(), defaultAmount: z.number() })),
  riskProfiles: figures('conservative', 'moderate', 'aggressive'),
});
/** GET /company/settings/ and PATCH /company/settings/1/ answer the whole settings object with its row's id and save time. */
export const CompanySettingsResponse = CompanySettingsFigures.extend({
  id: z.literal(1),
  pipeline_visibility: z.enum(PIPELINE_VISIBILITIES),
  updated_at: timestamp,
});
type NamedSettings = z.infer<typeof CompanySettingsFigures>;
// A key CompanySettings gains must be named above too, or the serializer would drop it from the
// answer: until it is, this type is `never` and every use of it fails to compile.
export type CompanySettingsResponse = NamedSettings extends CompanySettings ? z.infer<typeof CompanySettingsResponse> : never;
