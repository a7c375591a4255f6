// The input fields of each ClearView module: what the Y.Doc stores and how a raw value is coerced.
// Computed fields (annual volume, net income, projections…) are never stored; see snapshot.ts.
import { CALCULATOR_DEFAULTS, clampPercent, parseNumeric, wholeNonNegative } from '../calc';

/** The five module maps of the ClearView doc, in screen order (docs/spec/doc1.md §3 camelCase names). */
export const MODULE_KEYS = ['productionDetails', 'personalBusiness', 'loanPricing', 'recruiting', 'ownership'] as const;

/** One ClearView module name. */
export type ModuleKey = (typeof MODULE_KEYS)[number];

/** The modules' names on screen (docs/spec/doc1.md §3), wherever a module is named. */
export const MODULE_TITLES: Record<ModuleKey, string> = {
  productionDetails: 'Production Details',
  personalBusiness: 'Personal Business',
  loanPricing: 'Loan Pricing Comparisons',
  recruiting: 'Recruiting Goals',
  ownership: 'Ownership Projection',
};

/** A section of the ClearView page: the five doc modules plus the what-if panel and the summary, which are derived and carry no saved input. */
export type SectionKey = ModuleKey | 'whatIf' | 'summary';

/** The sections' names on screen and in the PDF, in screen order (docs/spec/doc1.md §2). */
export const SECTION_TITLES: Record<SectionKey, string> = {
  ...MODULE_TITLES,
  whatIf: 'What-If Loan Calculator',
  summary: 'Session Summary',
};

/** How a raw value becomes a stored value (docs/spec/doc1.md §5): plain number, 0..100 percent, whole ≥ 0, or text. */
type FieldKind = 'number' | 'percent' | 'whole' | 'text';

/**
 * Stored input fields per module. loanMix.purchase is kept as the flat key `loanMixPurchase`:
 * a nested Y.Map created by two clients at once would lose one side's map, a flat key cannot.
 * Refi is computed (100 − purchase), so it is not stored.
 */
export const INPUT_FIELDS = {
  productionDetails: { monthlyVolume: 'number', avgLoanSize: 'number', closingRatio: 'percent', loanMixPurchase: 'percent' },
  personalBusiness: {
    currentCompPlan: 'text',
    grossIncome: 'number',
    currentIncome: 'number',
    businessExpenses: 'number',
    staffingCosts: 'number',
    marketingCosts: 'number',
    officeCosts: 'number',
  },
  loanPricing: { currentCompanyPAR: 'number', currentMargin: 'number', loanAmount: 'number' },
  recruiting: { recruitingGoal: 'whole', avgRecruitVolume: 'number', retentionRate: 'number' },
  ownership: { productionGoal: 'number', recruitingContribution: 'number', companyGrowthRate: 'number' },
} as const satisfies Record<ModuleKey, Record<string, FieldKind>>;

/**
 * The What-If Loan Calculator's top-level Y.Map and its two keys: exploration both sides see,
 * never part of the saved module data (client/src/features/clearview/lib/what-if.ts).
 */
export const WHAT_IF_MAP = 'whatIf';
export const WHAT_IF_FIELDS = ['loanAmount', 'loansPerMonth'] as const;
export type WhatIfField = (typeof WHAT_IF_FIELDS)[number];

/** Name of a stored input field of module M. */
export type InputField<M extends ModuleKey> = keyof (typeof INPUT_FIELDS)[M] & string;

type ValueOf<K> = K extends 'text' ? string : number;

/** The stored inputs of module M. */
export type ModuleInputs<M extends ModuleKey> = {
  -readonly [F in InputField<M>]: ValueOf<(typeof INPUT_FIELDS)[M][F]>;
};

/** All stored inputs of a ClearView doc. */
export type ClearViewInputs = { [M in ModuleKey]: ModuleInputs<M> };

/** Some inputs of some modules, as a save body or a partial snapshot carries them. */
export type ClearViewPatch = { [M in ModuleKey]?: Partial<ModuleInputs<M>> };

// A field missing from the doc reads as the calculator default (docs/spec/doc1.md §9), so an empty room shows
// the same starting figures as a fresh calculator without any client racing to seed them.
const FIELD_DEFAULTS: { [M in ModuleKey]?: Partial<ModuleInputs<M>> } = {
  loanPricing: { loanAmount: CALCULATOR_DEFAULTS.sampleLoanAmount },
  recruiting: {
    recruitingGoal: CALCULATOR_DEFAULTS.recruitingGoal,
    avgRecruitVolume: CALCULATOR_DEFAULTS.avgRecruitVolume,
    retentionRate: CALCULATOR_DEFAULTS.retentionRate,
  },
  ownership: {
    productionGoal: CALCULATOR_DEFAULTS.productionGoal,
    recruitingContribution: CALCULATOR_DEFAULTS.recruitingContribution,
    companyGrowthRate: CALCULATOR_DEFAULTS.companyGrowthRate,
  },
};

/** True when `field` is a stored input of `module`. */
export function isInputField<M extends ModuleKey>(module: M, field: string): field is InputField<M> {
  return Object.hasOwn(INPUT_FIELDS[module], field);
}

/** The kind of a stored input field. */
export function fieldKind<M extends ModuleKey>(module: M, field: InputField<M>): FieldKind {
  return (INPUT_FIELDS[module] as Record<string, FieldKind>)[field] as FieldKind;
}

/** Default of an input field when the doc does not hold it: the calculator default, else 0 or ''. */
export function fieldDefault<M extends ModuleKey>(module: M, field: InputField<M>): number | string {
  const preset = (FIELD_DEFAULTS[module] as Record<string, number | string> | undefined)?.[field];
  if (preset !== undefined) return preset;
  return fieldKind(module, field) === 'text' ? '' : 0;
}

/** Longest text an input keeps (characters, as everywhere else: notes 5,000); the rest is cut off. */
export const MAX_TEXT_LENGTH = 5000;

/** Cuts text to MAX_TEXT_LENGTH UTF-16 units without leaving half a surrogate pair at the end. */
function capText(text: string): string {
  if (text.length <= MAX_TEXT_LENGTH) return text;
  const cut = text.slice(0, MAX_TEXT_LENGTH);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/**
 * Coerces a raw value by field kind (docs/spec/doc1.md §5 rules; text capped at MAX_TEXT_LENGTH, so neither a
 * REST save nor a peer writing the doc directly can store more); null/undefined yields undefined.
 */
export function coerceField(kind: FieldKind, raw: unknown): number | string | undefined {
  if (raw === undefined || raw === null) return undefined;
  switch (kind) {
    case 'text':
      return typeof raw === 'string' ? capText(raw) : typeof raw === 'number' ? String(raw) : undefined;
    case 'percent':
      return clampPercent(raw);
    case 'whole':
      return wholeNonNegative(raw);
    case 'number':
      return parseNumeric(raw);
  }
}

/** Empty ClearView inputs filled with the field defaults. */
export function defaultInputs(): ClearViewInputs {
  const out: Record<string, Record<string, number | string>> = {};
  for (const module of MODULE_KEYS) {
    out[module] = {};
    for (const field of Object.keys(INPUT_FIELDS[module]) as InputField<typeof module>[]) {
      out[module][field] = fieldDefault(module, field);
    }
  }
  return out as ClearViewInputs;
}
