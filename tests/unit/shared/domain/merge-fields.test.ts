import { describe, expect, it } from 'vitest';
import { renderMergeFields } from '@shared/domain/merge-fields';

describe('renderMergeFields', () => {
  it('fills known fields, keeps unknown braces as written', () => {
    expect(renderMergeFields('Hi {first_name}, {nickname}', { first_name: 'Ana' })).toBe('Hi Ana, {nickname}');
  });

  it('leaves out a line naming a known field without a value, and keeps the others', () => {
    const text = 'Hi {first_name}\nTotal: {five_year_total}\nOwnership: {ownership}\nBye';
    expect(renderMergeFields(text, { first_name: 'Ana', ownership: '8.470%' })).toBe('Hi Ana\nOwnership: 8.470%\nBye');
  });

  it('treats an empty value as no value', () => {
    expect(renderMergeFields('A\nB {sandbox_link}', { sandbox_link: '' })).toBe('A');
  });
});
