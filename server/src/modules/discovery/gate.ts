import type { Sql } from '../../db/connect.ts';
import type { DiscoveryModule } from '../../../../shared/domain/discovery-modules.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { AccessClaims } from '../../plugins/auth.ts';

/** docs/discovery.md "Gating": the text a recruit gets for a tool their recruiter has not enabled. */
const MODULE_LOCKED = 'This discovery tool is not enabled for you. Please contact your recruiter.';

/**
 * The tools that work on scenarios: a recruit with any of them reaches the scenario endpoints (the
 * recruiting and ownership calculators save into the active sandbox; docs/discovery.md "Gating").
 */
export const SCENARIO_TOOLS: DiscoveryModule[] = ['scenarios', 'recruiting-calculator', 'ownership-calculator'];

/**
 * The server's half of the discovery gating: a recruit reaches a tool's endpoints only when their
 * discovery access is enabled and includes the module, or one of the modules given (403 otherwise).
 * Staff are not gated.
 */
export async function assertModuleEnabled(sql: Sql, user: AccessClaims, module: DiscoveryModule | DiscoveryModule[]): Promise<void> {
  if (user.type === 'recruiter') return;
  const modules = Array.isArray(module) ? module : [module];
  const [row] = await sql<{ ok: boolean }[]>`
    select is_enabled and enabled_modules && ${modules}::text[] as ok from discovery_access where recruit_id = ${user.recruit_id}`;
  if (!row?.ok) throw forbidden(MODULE_LOCKED);
}
