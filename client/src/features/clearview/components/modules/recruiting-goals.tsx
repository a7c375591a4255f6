import type { ClearViewSnapshot, YearKey } from '@shared/collab';
import { formatMoney, formatNumber } from '@shared/format';
import { useModuleInputs } from '../../hooks/use-clearview-doc';
import { useClearviewSession } from '../../session-context';
import { CalcInput } from '../calc-input';
import { FigureTable } from '../figure-table';
import { ModuleSection } from '../module-section';

const YEARS: YearKey[] = ['year1', 'year2', 'year3', 'year4', 'year5'];

/** Recruits per year, their volume and retention; the five-year override income projection. */
export function RecruitingGoals({ snapshot }: { snapshot: ClearViewSnapshot }) {
  const { doc } = useClearviewSession();
  const inputs = useModuleInputs(doc, 'recruiting');
  const { projections } = snapshot.recruiting;
  const total = YEARS.reduce((sum, y) => sum + projections[y].income, 0);
  return (
    <ModuleSection
      section="recruiting"
      module="recruiting"
      description="Build a team: Clear pays basis points on the production of the loan officers you bring."
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <CalcInput module="recruiting" field="recruitingGoal" value={inputs.recruitingGoal} />
        <CalcInput module="recruiting" field="avgRecruitVolume" value={inputs.avgRecruitVolume} />
        <CalcInput module="recruiting" field="retentionRate" value={inputs.retentionRate} />
      </div>
      <FigureTable
        className="mt-5"
        caption="Five-year recruiting projection"
        columns={['Year', 'Active recruits', 'Average volume', 'Total volume', 'Income']}
        rows={[
          ...YEARS.map((y, i) => {
            const p = projections[y];
            return {
              key: y,
              cells: [
                `Year ${i + 1}`,
                formatNumber(p.activeRecruits),
                formatMoney(p.avgVolume),
                formatMoney(p.totalVolume),
                formatMoney(p.income),
              ],
            };
          }),
          { key: 'total', emphasis: true, cells: ['5-year total', '', '', '', formatMoney(total)] },
        ]}
      />
    </ModuleSection>
  );
}
