import type { Sql } from '../../db/connect.ts';
import type { DiscoveryModule } from '@shared/domain/discovery-modules.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { hasAnyModule } from './repo.ts';

/** docs/discovery.md "Gating": the text a recruit gets for a tool their recruiter has not enabled. */
export const MODULE_LOCKED = 'This discovery tool is not enabled for you. Please contact your recruiter.';

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
  if (!(await hasModuleEnabled(sql, user, module))) throw forbidden(MODULE_LOCKED);
}

/** The same rule as a yes or no, for a caller that refuses in its own way (a live room's close code). */
export async function hasModuleEnabled(
  sql: Sql,
  user: Pick<AccessClaims, 'type' | 'recruit_id'>,
  module: DiscoveryModule | DiscoveryModule[],
): Promise<boolean> {
  if (user.type === 'recruiter') return true;
  return hasAnyModule(sql, user.recruit_id, Array.isArray(module) ? module : [module]);
}
