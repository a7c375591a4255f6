import { HttpError } from './http-error.ts';

/**
 * Counts attempts per key (an account, an e-mail address) in fixed windows, in this process's
 * memory. The per-address limits are @fastify/rate-limit's, keyed by the request; this one is for
 * keys known only inside a service (the account behind a password link, after its look-up).
 * At most `maxKeys` windows are kept: expired ones are dropped first, then the oldest.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly message: string,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts one attempt for `key`; throws a 429 once the key has used up its attempts in the window. */
  take(key: string, now = Date.now()): void {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.prune(now);
      window = { count: 0, endsAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    if (window.count > this.max) throw new HttpError(429, this.message);
  }

  private prune(now: number): void {
    for (const [key, w] of this.windows) if (w.endsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) return;
      this.windows.delete(key);
    }
  }
}
