// One recruit's merge-field values (shared/domain/merge-fields.ts; docs/nurture.md, "Merge
// fields"): contact and links, and the figures of their ClearView baseline when they have one.
import type { Sql } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { summaryFromSnapshot, type ClearViewSnapshot } from '@shared/collab/snapshot.ts';
import type { MergeValues } from '@shared/domain/merge-fields.ts';
import { formatMoney, formatPercent, PERCENT_DECIMALS } from '@shared/format/numbers.ts';
import { loadCompanySettings } from '../company-settings/repo.ts';
import { listScenarios } from '../scenarios/repo.ts';
import { bookingUrl } from './booking/links.ts';
import type { NurtureRecruit } from './recruit-repo.ts';

const positive = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

export async function mergeValues(d: Pick<Deps, 'config'>, sql: Sql, recruit: NurtureRecruit, now: Date): Promise<MergeValues> {
  const { appUrl } = d.config;
  const values: MergeValues = {
    first_name: recruit.first_name,
    last_name: recruit.last_name,
    recruiter_name: recruit.recruiter_name,
    dashboard_link: `${appUrl}/recruit/dashboard`,
    booking_link: bookingUrl(d.config, recruit.id, now),
    video_link: d.config.cultureVideoUrl,
  };
  const scenarios = await listScenarios(sql, recruit.id);
  const baseline = scenarios.find((s) => s.type === 'baseline');
  // The newest sandbox is where the recruit last explored; without one, the calculator makes one.
  const sandbox = scenarios.filter((s) => s.type === 'sandbox').sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime())[0];
  values.sandbox_link = sandbox
    ? `${appUrl}/recruit-dashboard/clearview-calculator?scenario=${sandbox.id}&type=sandbox`
    : `${appUrl}/recruit-dashboard/clearview-calculator`;
  if (baseline) {
    const snapshot = baseline.data as unknown as ClearViewSnapshot;
    const summary = summaryFromSnapshot(snapshot, await loadCompanySettings(sql));
    const recruiting = summary.years.reduce((sum, y) => sum + y.recruiting, 0);
    const ownership = snapshot.ownership?.ownershipData?.ownershipPercentage;
    if (positive(summary.fiveYearTotal)) values.five_year_total = formatMoney(summary.fiveYearTotal);
    if (positive(recruiting)) values.recruiting_income = formatMoney(recruiting);
    if (positive(ownership)) values.ownership = formatPercent(ownership, PERCENT_DECIMALS.ownership);
  }
  return values;
}
