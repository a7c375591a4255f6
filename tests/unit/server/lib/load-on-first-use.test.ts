import { describe, expect, it } from 'vitest';
import { loadOnFirstUse } from '../../../../server/src/lib/load-on-first-use.ts';

describe('loadOnFirstUse', () => {
  it('loads nothing until asked, then once however many callers ask at a time', async () => {
    let loads = 0;
    const library = loadOnFirstUse(async () => ({ n: ++loads }));
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([library(), library()]);
    expect(await library()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
  });

  it('tries a failed load again on the next call instead of keeping the failure', async () => {
    let loads = 0;
    const library = loadOnFirstUse(async () => {
      if (++loads === 1) throw new Error('not installed');
      return 'loaded';
    });
    await expect(library()).rejects.toThrow('not installed');
    await expect(library()).resolves.toBe('loaded');
    expect(loads).toBe(2);
  });
});
