import { describe, expect, it } from 'vitest';
import { isServedFromLocalhost } from '@client/features/recruit-area/components/dashboard/local-debug';

describe('the recruit dashboard debug panel (docs/spec/doc2.md §2)', () => {
  it('is shown when the app is served from localhost or 127.0.0.1', () => {
    expect(isServedFromLocalhost('localhost')).toBe(true);
    expect(isServedFromLocalhost('127.0.0.1')).toBe(true);
  });
  it('is never shown on any other host, however close its name', () => {
    for (const host of ['clearpath.example.com', 'localhost.example.com', 'mylocalhost', '127.0.0.2', '10.0.0.5', '']) {
      expect(isServedFromLocalhost(host)).toBe(false);
    }
  });
});
