import type { FastifyBaseLogger } from 'fastify';

/**
 * A warn-level logger that writes at most one line per `intervalMs`; the next line written says how
 * many were left out. For what a client can cause at will (malformed WebSocket frames): one line
 * each, no stack, and never a flood of them (docs/security.md, "Logs").
 */
export function rateLimitedWarn(log: FastifyBaseLogger, intervalMs = 10_000): (msg: string, fields?: Record<string, unknown>) => void {
  let last = Number.NEGATIVE_INFINITY;
  let leftOut = 0;
  return (msg, fields = {}) => {
    const now = Date.now();
    if (now - last < intervalMs) {
      leftOut++;
      return;
    }
    last = now;
    log.warn(leftOut > 0 ? { ...fields, left_out: leftOut } : fields, msg);
    leftOut = 0;
  };
}
