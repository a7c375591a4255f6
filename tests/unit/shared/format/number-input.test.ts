// What a number field shows while typing and what it stores (components/ui NumberInput).
import { describe, expect, it } from 'vitest';
import { caretAfterSignificant, cleanNumberText, groupNumberText, parseNumberText, significantBefore } from '@shared/format';

describe('groupNumberText', () => {
  it('groups the whole part by thousands and keeps typed decimals, a trailing point and a minus', () => {
    expect(groupNumberText('24000000')).toBe('24,000,000');
    expect(groupNumberText('375000')).toBe('375,000');
    expect(groupNumberText('1234.5')).toBe('1,234.5');
    expect(groupNumberText('1234.')).toBe('1,234.');
    expect(groupNumberText('-1234567')).toBe('-1,234,567');
    expect(groupNumberText('2.125')).toBe('2.125');
    expect(groupNumberText('12,34,5')).toBe('12,345');
    expect(groupNumberText('007')).toBe('7');
    expect(groupNumberText('')).toBe('');
  });

  it('leaves text that is not a number alone', () => {
    expect(groupNumberText('12a')).toBe('12a');
    expect(cleanNumberText('1.2.3')).toBeNull();
  });
});

describe('parseNumberText', () => {
  it('stores the plain number, and nothing for an empty or unfinished entry', () => {
    expect(parseNumberText('24,000,000')).toBe(24000000);
    expect(parseNumberText('1,234.50')).toBe(1234.5);
    expect(parseNumberText('−5')).toBe(-5);
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('-')).toBeNull();
    expect(parseNumberText('.')).toBeNull();
    expect(parseNumberText('abc')).toBeNull();
  });
});

describe('caret', () => {
  it('stays after the same digit when a separator appears before it', () => {
    // "1234|" typed → "1,234": the caret was after 4 digits and stays after 4 digits (position 5).
    const before = significantBefore('1234', 4);
    expect(caretAfterSignificant('1,234', before)).toBe(5);
    // Typing 5 between 2 and 3 of "1,234": "1,2534" → "12,534"; the caret stays after the 5.
    const typed = '1,2534';
    expect(caretAfterSignificant(groupNumberText(typed), significantBefore(typed, 4))).toBe(4);
    expect(caretAfterSignificant('12,534', 0)).toBe(0);
  });
});
