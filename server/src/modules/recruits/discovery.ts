import { present } from '../../lib/present.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { transaction } from '../../db/connect.ts';
import { notFound } from '../../lib/http-error.ts';
import { DISCOVERY_MODULES, DISCOVERY_MODULE_LABELS, type DiscoveryModule } from '@shared/domain/discovery-modules.ts';
import type { EnableDiscoveryResponse } from '@shared/schemas/recruits.ts';
import { logActivity } from '../activity/repo.ts';
import { grantDiscoveryAccess } from './discovery-repo.ts';
import * as repo from './repo.ts';
import { queueEmail } from '../messages/queue.ts';
import { serializeRecruit } from './serialize.ts';
import { changeRecruitStatus } from './status.ts';
import { assertPhaseAction } from './journey.ts';

/**
 * Opens the discovery tools (default: all four modules). At clearview_completed this also moves the
 * recruit to discovery_access_expanded; later in the pipeline the status stays as it is.
 */
export async function enableDiscoveryAccess(
  d: ServiceDeps,
  actorId: number,
  recruitId: number,
  requested?: DiscoveryModule[],
): Promise<EnableDiscoveryResponse> {
  const modules = requested ?? [...DISCOVERY_MODULES];
  const { access, row } = await transaction(d.sql, async (tx) => {
    if (!(await repo.lockRecruitStatus(tx, recruitId))) throw notFound('Recruit not found');
    const current = await assertPhaseAction(tx, recruitId, 'enable_discovery');
    const access = await grantDiscoveryAccess(tx, recruitId, modules);
    if (current.status === 'clearview_completed') {
      await changeRecruitStatus(tx, { recruitId, to: 'discovery_access_expanded', actorId });
    }
    await logActivity(tx, { recruitId, actorId, action: 'discovery_access_enabled', details: { modules } });
    const row = present(await repo.findRecruitById(tx, recruitId), 'The recruit just changed');
    const toolsUrl = `${d.appUrl}/recruit/discovery`;
    await queueEmail(tx, {
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
    discovery_access: access,
    recruit: serializeRecruit(row),
    message: `Discovery access enabled with ${modules.length} modules`, // docs/spec/doc2.md §8, verbatim
  };
}
