import type { Deps } from '../../../deps.ts';
import { present } from '../../../lib/present.ts';
import { transaction } from '../../../db/connect.ts';
import { notFound } from '../../../lib/http-error.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { DISCOVERY_MODULES, DISCOVERY_MODULE_LABELS, type DiscoveryModule } from '@shared/domain/discovery-modules.ts';
import type { DiscoveryAccessListResponse, EnableDiscoveryResponse } from '@shared/schemas/recruits.ts';
import { logActivity } from '../../activity/repo.ts';
import { assertRecruitVisible, recruitIdVisibleTo } from '../visibility.ts';
import { findRecruitById, lockRecruitStatus } from '../repo.ts';
import { serializeRecruit } from '../serialize.ts';
import { changeRecruitStatus } from '../status.ts';
import { assertPhaseAction } from '../journey.ts';
import { grantDiscoveryAccess, listDiscoveryAccess } from './repo.ts';
import { serializeDiscoveryAccess } from './serialize.ts';

/**
 * Opens the discovery tools (default: all four modules). At clearview_completed this also moves the
 * recruit to discovery_access_expanded; later in the pipeline the status stays as it is.
 */
export async function enableDiscoveryAccess(
  deps: Deps,
  actorId: number,
  recruitId: number,
  requested?: DiscoveryModule[],
): Promise<EnableDiscoveryResponse> {
  const modules = requested ?? [...DISCOVERY_MODULES];
  const { access, row } = await transaction(deps.sql, async (tx) => {
    if (!(await lockRecruitStatus(tx, recruitId))) throw notFound('Recruit not found');
    const current = await assertPhaseAction(tx, recruitId, 'enable_discovery');
    const access = await grantDiscoveryAccess(tx, recruitId, modules);
    if (current.status === 'clearview_completed') {
      await changeRecruitStatus(tx, { recruitId, to: 'discovery_access_expanded', actorId });
    }
    await logActivity(tx, { recruitId, actorId, action: 'discovery_access_enabled', details: { modules } });
    const row = present(await findRecruitById(tx, recruitId), 'The recruit just changed');
    const toolsUrl = `${deps.config.appUrl}/recruit/discovery`;
    await deps.messages.queueEmail(tx, {
      recruitId,
      to: row.email,
      type: 'notification',
      createdBy: actorId,
      subject: 'Your Clearpath discovery tools are ready',
      text:
        `Hi ${row.first_name},\n\nYour recruiter has enabled these discovery tools for you:\n` +
        modules.map((m) => `- ${DISCOVERY_MODULE_LABELS[m]}`).join('\n') +
        `\n\nSign in and open them here: ${toolsUrl}\nYour discovery PIN: ${access.pin}\n`,
      links: [toolsUrl],
    });
    return { access, row };
  });
  return {
    discovery_access: serializeDiscoveryAccess(access),
    recruit: serializeRecruit(row),
    message: `Discovery access enabled with ${modules.length} modules`, // docs/spec/doc2.md §8, verbatim
  };
}

/** The access rows of the recruits the user sees (docs/team.md); asking for a hidden recruit's is a 403 (recruit) or 404 (staff). */
export async function visibleDiscoveryAccess(
  deps: Deps,
  user: AccessClaims,
  recruit: number | undefined,
): Promise<DiscoveryAccessListResponse> {
  if (recruit !== undefined) await assertRecruitVisible(deps.sql, user, recruit);
  const scope = recruit === undefined ? recruitIdVisibleTo(deps.sql, user, 'recruit_id') : deps.sql`recruit_id = ${recruit}`;
  const rows = await listDiscoveryAccess(deps.sql, scope);
  return { results: rows.map(serializeDiscoveryAccess) };
}
