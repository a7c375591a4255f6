import type { Sql } from '../../db/connect.ts';
import type { DiscoveryModule } from '../../../../shared/domain/discovery-modules.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { AccessClaims } from '../../plugins/auth.ts';

/** docs/discovery.md "Gating": the text a recruit gets for a tool their recruiter has not enabled. */
const MODULE_LOCKED = 'This discovery tool is not enabled for you. Please contact your recruiter.';

/**
 * The server's half of the discovery gating: a recruit reaches a tool's endpoints only when their
 * discovery access is enabled and includes the module (403 otherwise). Staff are not gated.
 */
export async function assertModuleEnabled(sql: Sql, user: AccessClaims, module: DiscoveryModule): Promise<void> {
  if (user.type === 'recruiter') return;
  const [row] = await sql<{ ok: boolean }[]>`
    select is_enabled and ${module} = any(enabled_modules) as ok from discovery_access where recruit_id = ${user.recruit_id}`;
  if (!row?.ok) throw forbidden(MODULE_LOCKED);
}
