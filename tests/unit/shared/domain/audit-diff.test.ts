import { describe, expect, it } from 'vitest';
import { changedPaths, onlyChanged } from '@shared/domain/audit-diff.ts';

describe('onlyChanged', () => {
  it('keeps only the keys whose value changed, nested as they are; arrays compare whole', () => {
    const before = { growth: { production: 0.15, recruiting: 0.1 }, name: 'A', tags: [1, 2] };
    const after = { growth: { production: 0.2, recruiting: 0.1 }, name: 'A', tags: [1, 3] };
    expect(onlyChanged(before, after)).toEqual({
      before: { growth: { production: 0.15 }, tags: [1, 2] },
      after: { growth: { production: 0.2 }, tags: [1, 3] },
    });
  });

  it('names a key one side lacks on the other side only', () => {
    expect(onlyChanged({ a: 1 }, { a: 1, b: 2 })).toEqual({ before: {}, after: { b: 2 } });
  });
});

describe('changedPaths', () => {
  it('lists each changed leaf as a dotted path with both values', () => {
    expect(changedPaths({ growth: { production: 0.15 } }, { growth: { production: 0.2 } })).toEqual([
      { path: 'growth.production', before: 0.15, after: 0.2 },
    ]);
    expect(changedPaths({ status: 'a' }, { status: 'b', owner: 3 })).toEqual([
      { path: 'status', before: 'a', after: 'b' },
      { path: 'owner', before: undefined, after: 3 },
    ]);
    expect(changedPaths({ same: 1 }, { same: 1 })).toEqual([]);
  });
});
