// Company settings: the financial constants of docs/spec/doc1.md §9, overridable by GET /company/settings/.

/** Yearly growth rates as fractions (0.15 = 15 %). */
export interface GrowthRates {
  /** Personal net income in the five-year summary. */
  production: number;
  /** Informational: no docs/spec/doc1.md §9 rule uses it (recruit volume grows by `volume`, recruit numbers by retention + goal). */
  recruiting: number;
  /** Ownership distributions (when the session gives no company growth rate) and the summary's distribution fallback. */
  company: number;
  /** A recruit's average volume, year on year, in the recruiting projection. */
  volume: number;
}

/** Company-wide money figures; rates are fractions. */
export interface FinancialMetrics {
  baseDistributionPool: number;
  companyTotalVolume: number;
  /** 0.0015 = 15 basis points on recruit production. */
  recruitingBasisPoints: number;
  /** Fraction (0.85); the calculator itself takes retention as a percent (85). */
  defaultRetention: number;
  equityMultiple: number;
  discountRate: number;
}

/** Clear's own pricing, in percent points (3.25 = 3.25 %). */
export interface ParRates {
  clearPAR: number;
  clearMargin: number;
}

/** One expense line a loan officer budgets for. Informational: no docs/spec/doc1.md §9 rule uses the list (net income takes the four cost fields). */
export interface ExpenseCategory {
  key: string;
  label: string;
  required: boolean;
  defaultAmount: number;
}

/** Multipliers by appetite for risk. Informational: no docs/spec/doc1.md §9 rule applies them, so no ClearView figure changes with them. */
export interface RiskProfiles {
  conservative: number;
  moderate: number;
  aggressive: number;
}

/** The whole company settings object (docs/spec/doc1.md §3 "Company settings"). */
export interface CompanySettings {
  growthRates: GrowthRates;
  financialMetrics: FinancialMetrics;
  parRates: ParRates;
  expenseCategories: ExpenseCategory[];
  riskProfiles: RiskProfiles;
}

/** Recursive partial used for settings overrides; arrays are replaced whole. */
export type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** Exact defaults of docs/spec/doc1.md §9; treat as read-only and use mergeSettings for a working copy. */
export const DEFAULT_COMPANY_SETTINGS: CompanySettings = {
  growthRates: { production: 0.15, recruiting: 0.1, company: 0.15, volume: 0.1 },
  financialMetrics: {
    baseDistributionPool: 50000,
    companyTotalVolume: 500000000,
    recruitingBasisPoints: 0.0015,
    defaultRetention: 0.85,
    equityMultiple: 8,
    discountRate: 0.08,
  },
  parRates: { clearPAR: 3.25, clearMargin: 2.75 },
  expenseCategories: [
    { key: 'salaryAndBenefits', label: 'Salary and benefits', required: true, defaultAmount: 0 },
    { key: 'marketing', label: 'Marketing', required: false, defaultAmount: 0 },
    { key: 'officeAndOverhead', label: 'Office and overhead', required: false, defaultAmount: 0 },
    { key: 'technologyAndTools', label: 'Technology and tools', required: false, defaultAmount: 0 },
    { key: 'travelAndEntertainment', label: 'Travel and entertainment', required: false, defaultAmount: 0 },
  ],
  riskProfiles: { conservative: 0.75, moderate: 0.85, aggressive: 1.0 },
};

// Settings arrive from a server that may send decimals as strings ("0.15"); anything that is not
// a finite number keeps the default so one bad field never poisons every projection.
function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeValue(base: unknown, override: unknown): unknown {
  if (override === undefined || override === null) return jsonCopy(base);
  if (Array.isArray(base)) return Array.isArray(override) ? jsonCopy(override) : jsonCopy(base);
  if (isPlainObject(base)) {
    const source = isPlainObject(override) ? override : {};
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(base)) out[key] = mergeValue(base[key], source[key]);
    return out;
  }
  if (typeof base === 'number') return toFiniteNumber(override) ?? base;
  return typeof override === typeof base ? override : base;
}

// JSON-shaped copy; settings hold only plain data so this is enough and needs no runtime API.
function jsonCopy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Deep-merges overrides over the docs/spec/doc1.md §9 defaults into a fresh object; unknown keys are dropped. */
export function mergeSettings(
  partial?: DeepPartial<CompanySettings> | null,
  base: CompanySettings = DEFAULT_COMPANY_SETTINGS,
): CompanySettings {
  return mergeValue(base, partial ?? undefined) as CompanySettings;
}
