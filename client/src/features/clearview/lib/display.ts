// Display formatting of calculator figures (money with no cents, percents up to 3 decimals).
import { formatMoney, formatNumber } from '@shared/format';
import type { DisplayFormat } from './field-specs';

/** A figure as shown when not being edited: "$2,000,000", "85%", "12", or the text itself. */
export function formatFigure(value: number | string, format: DisplayFormat): string {
  if (format === 'text') return String(value);
  const n = typeof value === 'number' ? value : Number(value);
  if (format === 'currency') return formatMoney(n);
  if (format === 'percent') return `${formatNumber(n, 3)}%`;
  return formatNumber(n, 2);
}
