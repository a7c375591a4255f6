import { describe, expect, it } from 'vitest';
import { pageWindow } from '@client/lib/page-window';

describe('pageWindow (first, last, and 2 around the current page)', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 'gap', 10]],
    [6, 12, [1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]],
    [10, 10, [1, 'gap', 8, 9, 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, 'gap', 10]],
  ])('page %i of %i', (current, last, expected) => {
    expect(pageWindow(current, last)).toEqual(expected);
  });

  it('shows nothing without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
