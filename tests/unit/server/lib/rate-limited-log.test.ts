import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { rateLimitedWarn } from '../../../../server/src/lib/rate-limited-log.ts';

/** A logger that keeps what it is told at warn. */
function recorder() {
  const warned: { fields: Record<string, unknown>; msg: string }[] = [];
  const log = { warn: (fields: Record<string, unknown>, msg: string) => warned.push({ fields, msg }) } as unknown as FastifyBaseLogger;
  return { log, warned };
}

afterEach(() => vi.useRealTimers());

describe('rateLimitedWarn', () => {
  it('writes one line per interval, and the next line says how many were left out', () => {
    vi.useFakeTimers();
    const { log, warned } = recorder();
    const warn = rateLimitedWarn(log, 10_000);
    for (let i = 0; i < 500; i++) warn('websocket: bad frame', { code: 'WS_ERR_INVALID_OPCODE' });
    expect(warned).toEqual([{ fields: { code: 'WS_ERR_INVALID_OPCODE' }, msg: 'websocket: bad frame' }]);
    vi.advanceTimersByTime(9_999);
    warn('websocket: bad frame');
    expect(warned).toHaveLength(1);
    vi.advanceTimersByTime(1);
    warn('websocket: bad frame');
    expect(warned[1]).toEqual({ fields: { left_out: 500 }, msg: 'websocket: bad frame' });
    vi.advanceTimersByTime(10_000);
    warn('websocket: bad frame');
    expect(warned[2].fields).toEqual({});
  });
});
