// "Enrolling in high engagement sends a ClearView results e-mail" (docs/spec/doc2.md §7): the year-1
// and five-year figures of the recruit's baseline scenario and the link to it.
import type { Sql } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { summaryFromSnapshot, type ClearViewSnapshot } from '@shared/collab/snapshot.ts';
import { loadCompanySettings } from '../../company-settings/repo.ts';
import { findBaseline } from '../../scenarios/repo.ts';
import { queueFollowUpEmail } from '../follow-up-email.ts';
import { findNurtureRecruit } from '../recruit-repo.ts';

const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Queues the results e-mail in the enrollment's transaction. */
export async function queueClearviewResults(d: Deps, tx: Sql, recruitId: number, actorId: number | null): Promise<void> {
  const recruit = await findNurtureRecruit(tx, recruitId);
  if (!recruit) return;
  const baseline = await findBaseline(tx, recruitId);
  const lines: string[] = [];
  let link = `${d.config.appUrl}/recruit/dashboard`;
  if (baseline) {
    link = `${d.config.appUrl}/recruit-dashboard/clearview-calculator?scenario=${baseline.id}&type=baseline&view=readonly`;
    const summary = summaryFromSnapshot(baseline.data as unknown as ClearViewSnapshot, await loadCompanySettings(tx));
    const year1 = summary.years[0]?.total;
    if (Number.isFinite(year1) && Number.isFinite(summary.fiveYearTotal) && summary.fiveYearTotal > 0) {
      lines.push(`Year 1 income: ${usd(year1)}`, `Five-year total: ${usd(summary.fiveYearTotal)}`);
    }
  }
  await queueFollowUpEmail(d, tx, recruit, {
    type: 'notification',
    createdBy: actorId,
    subject: 'Your ClearView results',
    text:
      `Hi ${recruit.first_name},\n\nThank you for your ClearView session. Here is where your numbers landed:\n\n` +
      (lines.length > 0 ? `${lines.join('\n')}\n\n` : '') +
      `Your results are saved as your baseline scenario: ${link}\n\n` +
      `${recruit.recruiter_name} will stay in touch over the next two weeks.`,
    now: d.now(),
  });
}
