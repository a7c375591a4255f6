// Input rules of docs/spec/doc1.md §5: how typed text becomes the numbers the rules work on.

// Formatting a person may type ("$2,000,000", "85 %") is not "non-numeric"; strip it first.
const FORMATTING = /[\s,$%]/g;

/** Parses a typed value to a number; blank, non-numeric or non-finite input becomes 0. */
export function parseNumeric(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const cleaned = value.replace(FORMATTING, '');
  if (cleaned === '') return 0;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Clamps a percent to 0..100 (docs/spec/doc1.md §5 caps closing ratio and purchase share at 100; below 0 is meaningless). */
export function clampPercent(value: unknown): number {
  return Math.min(100, Math.max(0, parseNumeric(value)));
}

/** Loan mix from the purchase share: purchase clamped to 0..100, refi = 100 − purchase (read-only). */
export function loanMix(purchase: unknown): { purchase: number; refi: number } {
  const share = clampPercent(purchase);
  return { purchase: share, refi: 100 - share };
}

/** Recruiting goal: a whole number ≥ 0; fractions are truncated like an integer input would. */
export function wholeNonNegative(value: unknown): number {
  return Math.max(0, Math.trunc(parseNumeric(value)));
}

/** Converts a percent (85) to a fraction (0.85). */
export function percentToFraction(percent: number): number {
  return percent / 100;
}
