import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from '../../../../server/src/lib/attempt-limiter.ts';
import { HttpError } from '../../../../server/src/lib/http-error.ts';

const refused = (take: () => void) => {
  try {
    take();
    return null;
  } catch (err) {
    return err instanceof HttpError ? [err.statusCode, err.message] : err;
  }
};

describe('AttemptLimiter', () => {
  it('allows max attempts per key in a window, then 429 with its text; a new window starts afresh', () => {
    const limiter = new AttemptLimiter(3, 60_000, 'Too many attempts');
    for (let i = 0; i < 3; i++) expect(refused(() => limiter.take('a', 1000))).toBeNull();
    expect(refused(() => limiter.take('a', 2000))).toEqual([429, 'Too many attempts']);
    expect(refused(() => limiter.take('b', 2000))).toBeNull();
    expect(refused(() => limiter.take('a', 61_000))).toBeNull();
  });

  it('keeps at most maxKeys windows: expired ones go first, then the oldest', () => {
    const limiter = new AttemptLimiter(1, 1000, 'Too many attempts', 2);
    limiter.take('old', 0);
    limiter.take('kept', 500);
    limiter.take('new', 1200); // 'old' expired: dropped to make room
    expect(refused(() => limiter.take('kept', 1300))).toEqual([429, 'Too many attempts']);
    limiter.take('newest', 1300); // none expired: the oldest ('kept') goes
    expect(refused(() => limiter.take('kept', 1400))).toBeNull();
  });
});
