// Numbers as people read them (US English): money, percentages with the precision the documents
// give, counts with their noun. A negative shows the real minus sign before the symbol: −$1,234.

const LOCALE = 'en-US';
/** U+2212, the typographic minus: "−$1,234", never "$-1234". */
const MINUS = '\u2212';

type NumberLike = number | string | null | undefined;

/** A finite number from a number or numeric text; null for anything else. */
function toFiniteNumber(value: NumberLike): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

const grouped = (abs: number, min: number, max: number) =>
  new Intl.NumberFormat(LOCALE, { minimumFractionDigits: min, maximumFractionDigits: max }).format(abs);

/** Rounds first, so a value that shows as zero never carries a sign ("$0", not "−$0"). */
function signed(n: number, decimals: number, body: (abs: number) => string): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(n) * factor) / factor;
  return (n < 0 && rounded !== 0 ? MINUS : '') + body(rounded);
}

/** Plain number with thousands separators and up to `decimals` decimals: 24000000 → "24,000,000". */
export function formatNumber(value: NumberLike, decimals = 0, fallback = '—'): string {
  const n = toFiniteNumber(value);
  return n === null ? fallback : signed(n, decimals, (abs) => grouped(abs, 0, decimals));
}

type MoneyOptions = { cents?: boolean; fallback?: string };

/** US dollars: whole dollars by default ("$1,235", "−$1,234"); `cents: true` → "$1,234.50". */
export function formatMoney(value: NumberLike, { cents = false, fallback = '—' }: MoneyOptions = {}): string {
  const n = toFiniteNumber(value);
  const decimals = cents ? 2 : 0;
  return n === null ? fallback : signed(n, decimals, (abs) => `$${grouped(abs, decimals, decimals)}`);
}

const COMPACT_STEPS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'k' },
] as const;

/** Short money for chart axes and tight cells: "$950", "$105k", "$1.5M", "−$105k". */
export function formatMoneyCompact(value: NumberLike, fallback = '—'): string {
  const n = toFiniteNumber(value);
  if (n === null) return fallback;
  const abs = Math.abs(n);
  const step = COMPACT_STEPS.find((s) => Math.round(abs) >= s.size);
  if (!step) return formatMoney(n);
  const scaled = abs / step.size;
  // One decimal below 10 ("$1.5M"), none above ("$105k"); a trailing ".0" is dropped.
  const digits = scaled < 10 ? 1 : 0;
  const shown = Number(scaled.toFixed(digits));
  return `${n < 0 ? MINUS : ''}$${grouped(shown, 0, digits)}${step.suffix}`;
}

/**
 * The number of decimals each kind of percentage is shown with: ownership to 3 (docs/spec/doc1.md §9),
 * rates and margins to 3 (2.125 % is a real margin), other rates and shares to 1.
 */
export const PERCENT_DECIMALS = { ownership: 3, rate: 3, margin: 3, share: 1 } as const;

/** A percentage given in percent units (8.47 → "8.470%" with 3 decimals); fixed decimals, real minus. */
export function formatPercent(value: NumberLike, decimals: number = PERCENT_DECIMALS.share, fallback = '—'): string {
  const n = toFiniteNumber(value);
  return n === null ? fallback : `${signed(n, decimals, (abs) => grouped(abs, decimals, decimals))}%`;
}

/** Whole things with their noun: "1 recruit", "2 recruits", "1,250 loans"; fractions round to whole. */
export function formatCount(value: NumberLike, singular: string, plural = `${singular}s`): string {
  const n = Math.round(toFiniteNumber(value) ?? 0);
  return `${formatNumber(n)} ${Math.abs(n) === 1 ? singular : plural}`;
}

/** Basis points as people say them: 250 → "250 bps (2.500%)". */
export function formatBasisPoints(bps: NumberLike): string {
  const n = toFiniteNumber(bps);
  return n === null ? '—' : `${formatNumber(n)} bps (${formatPercent(n / 100, PERCENT_DECIMALS.margin)})`;
}
