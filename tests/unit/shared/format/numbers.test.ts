// Money, percentages and counts as people read them (docs/client.md "Formatting").
import { describe, expect, it } from 'vitest';
import {
  formatBasisPoints,
  formatCount,
  formatMoney,
  formatMoneyCompact,
  formatNumber,
  formatPercent,
  PERCENT_DECIMALS,
} from '@shared/format';

describe('formatMoney', () => {
  it('shows whole dollars with separators, the minus before the sign, cents on request', () => {
    expect(formatMoney(1234.5)).toBe('$1,235');
    expect(formatMoney(-1234)).toBe('−$1,234');
    expect(formatMoney(24_000_000)).toBe('$24,000,000');
    expect(formatMoney(1234.5, { cents: true })).toBe('$1,234.50');
    expect(formatMoney(-0.5, { cents: true })).toBe('−$0.50');
    expect(formatMoney('375000')).toBe('$375,000');
  });

  it('never shows a signed zero: a small negative that rounds away is "$0"', () => {
    expect(formatMoney(-0.4)).toBe('$0');
    expect(formatMoney(-0.001, { cents: true })).toBe('$0.00');
  });

  it('shows the fallback for missing or non-numeric input', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(Number.NaN, { fallback: '$0' })).toBe('$0');
    expect(formatMoney('abc')).toBe('—');
  });
});

describe('formatMoneyCompact', () => {
  it('shortens to k, M and B with one decimal below ten, and keeps the minus outside', () => {
    expect(formatMoneyCompact(105_000)).toBe('$105k');
    expect(formatMoneyCompact(-105_000)).toBe('−$105k');
    expect(formatMoneyCompact(1_500_000)).toBe('$1.5M');
    expect(formatMoneyCompact(2_000_000)).toBe('$2M');
    expect(formatMoneyCompact(24_000_000)).toBe('$24M');
    expect(formatMoneyCompact(500_000_000)).toBe('$500M');
    expect(formatMoneyCompact(1_200_000_000)).toBe('$1.2B');
    expect(formatMoneyCompact(950)).toBe('$950');
    expect(formatMoneyCompact(0)).toBe('$0');
  });
});

describe('formatPercent', () => {
  it('shows the decimals asked for, with the % sign', () => {
    expect(formatPercent(8.47, PERCENT_DECIMALS.ownership)).toBe('8.470%');
    expect(formatPercent(2.125, PERCENT_DECIMALS.margin)).toBe('2.125%');
    expect(formatPercent(100, 1)).toBe('100.0%');
    expect(formatPercent(33.333)).toBe('33.3%');
    expect(formatPercent(-0.75, 3)).toBe('−0.750%');
    expect(formatPercent(-0.0001, 1)).toBe('0.0%');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('formatCount', () => {
  it('puts the right noun after a whole number', () => {
    expect(formatCount(1, 'recruit')).toBe('1 recruit');
    expect(formatCount(2, 'recruit')).toBe('2 recruits');
    expect(formatCount(0, 'recruit')).toBe('0 recruits');
    expect(formatCount(1250, 'entry', 'entries')).toBe('1,250 entries');
  });

  it('never shows a fractional thing: a fraction rounds to whole first', () => {
    expect(formatCount(0.5, 'recruit')).toBe('1 recruit');
    expect(formatCount(1.4, 'recruit')).toBe('1 recruit');
    expect(formatCount(2.6, 'recruit')).toBe('3 recruits');
  });
});

describe('formatNumber and formatBasisPoints', () => {
  it('groups thousands and keeps only the decimals that exist', () => {
    expect(formatNumber(24000000)).toBe('24,000,000');
    expect(formatNumber(2.5, 1)).toBe('2.5');
    expect(formatNumber(2, 2)).toBe('2');
    expect(formatNumber(-1234)).toBe('−1,234');
    expect(formatNumber(undefined)).toBe('—');
  });

  it('names basis points with their percentage', () => {
    expect(formatBasisPoints(250)).toBe('250 bps (2.500%)');
    expect(formatBasisPoints(212.5)).toBe('213 bps (2.125%)');
  });
});
