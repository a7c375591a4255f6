import { z } from 'zod';

/** GET /healthz: the process answers (docs/deployment.md "Health"). */
export const HealthResponse = z.object({ status: z.literal('ok') });

/** One readiness check's answer: ok, not part of this instance's set-up, or what failed. */
const CheckResult = z.string();

/** GET /readyz: 200 when every check passes; 503 with `error` naming the first that failed. */
export const ReadinessResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  error: z.string().optional(),
  checks: z.object({ database: CheckResult, migrations: CheckResult, redis: CheckResult, jobs: CheckResult }),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
