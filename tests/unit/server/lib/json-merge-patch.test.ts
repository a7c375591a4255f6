import { describe, expect, it } from 'vitest';
import { mergePatch } from '../../../../server/src/lib/json-merge-patch.ts';

describe('mergePatch (RFC 7386)', () => {
  it('merges objects key by key, removes a key given null, and replaces everything else', () => {
    const target = { ownership: { productionGoal: 40_000_000, ownershipPercentage: 2.5 }, tags: ['a'], name: 'x' };
    expect(mergePatch(target, { ownership: { ownershipPercentage: 3 }, tags: ['b'], name: null, extra: 1 })).toEqual({
      ownership: { productionGoal: 40_000_000, ownershipPercentage: 3 },
      tags: ['b'],
      extra: 1,
    });
    // Neither argument is changed.
    expect(target.ownership.ownershipPercentage).toBe(2.5);
  });

  it('follows the RFC’s examples: an object over a scalar, a scalar over an object, nested nulls', () => {
    expect(mergePatch({ a: 'foo' }, { a: { bb: 'c' } })).toEqual({ a: { bb: 'c' } });
    expect(mergePatch({ a: { bb: 'c' } }, { a: 'x' })).toEqual({ a: 'x' });
    expect(mergePatch({ a: [{ b: 'c' }] }, { a: [1] })).toEqual({ a: [1] });
    expect(mergePatch({}, { a: { bb: { ccc: null } } })).toEqual({ a: { bb: {} } });
    expect(mergePatch(null, { a: 1 })).toEqual({ a: 1 });
  });
});
