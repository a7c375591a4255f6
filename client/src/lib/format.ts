/** Display formatting shared by every screen (US locale, USD). */

const LOCALE = 'en-US';

const currencyFormatter = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // A bare yyyy-mm-dd is a calendar day; parsing it as UTC would show the previous day west of UTC.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return new Date(y, m - 1, d);
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Jan 5, 2025"; `fallback` for missing or invalid input. */
export function formatDate(value: DateInput, fallback = '—'): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(LOCALE, { year: 'numeric', month: 'short', day: 'numeric' }) : fallback;
}

/** "Jan 5, 2025, 3:04 PM". */
export function formatDateTime(value: DateInput, fallback = '—'): string {
  const date = toDate(value);
  return date
    ? date.toLocaleString(LOCALE, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
    : fallback;
}

/** "just now", "5m ago", "3h ago", "2d ago", then the date. */
export function formatRelativeTime(value: DateInput, now: Date = new Date(), fallback = ''): string {
  const date = toDate(value);
  if (!date) return fallback;
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)}h ago`;
  if (seconds < 7 * 86400) return `${Math.floor(seconds / 86400)}d ago`;
  return formatDate(date);
}

/** USD with no decimals: 1234.5 → "$1,235". Non-numbers show as $0. */
export function formatCurrency(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return currencyFormatter.format(typeof n === 'number' && Number.isFinite(n) ? n : 0);
}

/** Plain number with thousands separators and up to `digits` decimals. */
export function formatNumber(value: number | null | undefined, digits = 0): string {
  return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: digits }).format(value ?? 0);
}

/** Initials from first and last name ("Jane", "Doe" → "JD") or from one full name. */
export function initials(first?: string | null, last?: string | null): string {
  const parts = last === undefined ? (first ?? '').trim().split(/\s+/) : [first ?? '', last ?? ''];
  const letters = parts
    .filter(Boolean)
    .map((p) => p.trim()[0] ?? '')
    .join('');
  const picked = parts.length > 2 ? letters[0] + letters[letters.length - 1] : letters;
  return (picked || '?').toUpperCase().slice(0, 2);
}
