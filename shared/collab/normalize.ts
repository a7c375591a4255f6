// Reading ClearView module data from any JSON: camelCase or the snake_case the old server used.
import {
  INPUT_FIELDS,
  MODULE_KEYS,
  coerceField,
  defaultInputs,
  fieldDefault,
  fieldKind,
  type ClearViewInputs,
  type ClearViewPatch,
  type InputField,
  type ModuleKey,
} from './fields';

/** Module names accepted on read (docs/spec/doc1.md §3) besides the camelCase ones. */
export const SNAKE_CASE_ALIASES: Readonly<Record<string, ModuleKey>> = {
  production_details: 'productionDetails',
  personal_business_details: 'personalBusiness',
  loan_pricing_comparisons: 'loanPricing',
  recruiting_goals: 'recruiting',
  ownership_projection: 'ownership',
};

// Folding case and underscores maps monthly_volume, monthlyVolume and current_company_par onto the
// camelCase field (currentCompanyPAR) without a hand-written alias per field.
const fold = (key: string): string => key.replace(/_/g, '').toLowerCase();

const FOLDED_MODULES = new Map<string, ModuleKey>(MODULE_KEYS.map((m) => [fold(m), m]));

const FOLDED_FIELDS = Object.fromEntries(
  MODULE_KEYS.map((m) => [m, new Map(Object.keys(INPUT_FIELDS[m]).map((f) => [fold(f), f]))]),
) as Record<ModuleKey, Map<string, string>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The module a top-level key names, by exact name, snake_case alias or folded spelling. */
export function resolveModuleKey(key: string): ModuleKey | undefined {
  return (MODULE_KEYS as readonly string[]).includes(key) ? (key as ModuleKey) : (SNAKE_CASE_ALIASES[key] ?? FOLDED_MODULES.get(fold(key)));
}

// Exact spellings are applied last so they win over an alias carried in the same object.
function byExactLast<T>(entries: [string, T][], isExact: (key: string) => boolean): [string, T][] {
  return [...entries.filter(([k]) => !isExact(k)), ...entries.filter(([k]) => isExact(k))];
}

function normalizeModule<M extends ModuleKey>(module: M, raw: Record<string, unknown>): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  const fields = FOLDED_FIELDS[module];
  for (const [key, value] of byExactLast(Object.entries(raw), (k) => fields.get(fold(k)) === k)) {
    // loanMix arrives nested ({purchase, refi}); refi is derived, so only purchase is kept.
    if (module === 'productionDetails' && fold(key) === 'loanmix') {
      if (!isRecord(value)) continue;
      const purchase = coerceField('percent', value.purchase);
      if (purchase !== undefined) out.loanMixPurchase = purchase;
      continue;
    }
    const field = fields.get(fold(key)) as InputField<M> | undefined;
    if (!field) continue; // unknown or computed: computed fields are re-derived, never trusted
    const coerced = coerceField(fieldKind(module, field), value);
    if (coerced !== undefined) out[field] = coerced;
  }
  return out;
}

/**
 * Reads module data in either case into a patch of stored inputs: unknown and computed keys are
 * dropped, numbers coerced by the docs/spec/doc1.md §5 rules, absent or null fields left out.
 */
export function normalizeSnapshot(json: unknown): ClearViewPatch {
  if (!isRecord(json)) return {};
  const patch: Record<string, Record<string, number | string>> = {};
  const entries = byExactLast(Object.entries(json), (k) => (MODULE_KEYS as readonly string[]).includes(k));
  for (const [key, value] of entries) {
    const module = resolveModuleKey(key);
    if (!module || !isRecord(value)) continue;
    patch[module] = { ...patch[module], ...normalizeModule(module, value) };
  }
  return patch as ClearViewPatch;
}

/**
 * The inputs of any module data that differ from their field default (a missing field reads as
 * that default anyway). A room seeded from saved JSON gets only these, so the calculator defaults
 * that every save carries do not count as data someone entered.
 */
export function enteredInputs(json: unknown): ClearViewPatch {
  const patch = normalizeSnapshot(json) as Record<ModuleKey, Record<string, number | string> | undefined>;
  const out: Record<string, Record<string, number | string>> = {};
  for (const module of MODULE_KEYS) {
    const values = patch[module];
    if (!values) continue;
    const kept = Object.entries(values).filter(([field, value]) => value !== fieldDefault(module, field as InputField<typeof module>));
    if (kept.length > 0) out[module] = Object.fromEntries(kept);
  }
  return out as ClearViewPatch;
}

/** The full inputs stored module data stands for: its fields over the calculator defaults. */
export function inputsFromJson(json: unknown): ClearViewInputs {
  const inputs = defaultInputs();
  const patch = normalizeSnapshot(json);
  for (const module of MODULE_KEYS) Object.assign(inputs[module], patch[module] ?? {});
  return inputs;
}
