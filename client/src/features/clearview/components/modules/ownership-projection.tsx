import { type ClearViewSnapshot, ownershipDistributionsTable } from '@shared/collab';
import { formatPercent, PERCENT_DECIMALS } from '@shared/format';
import { useModuleInputs } from '../../hooks/use-clearview-doc';
import { useClearviewSession } from '../../session-context';
import { CalcInput } from '../calc-input';
import { ComputedField } from '../computed-field';
import { FigureTable } from '../figure-table';
import { ModuleSection } from '../module-section';

/** Ownership share from production + recruiting volume; distributions and equity value. */
export function OwnershipProjection({ snapshot }: { snapshot: ClearViewSnapshot }) {
  const { doc } = useClearviewSession();
  const inputs = useModuleInputs(doc, 'ownership');
  const { ownershipData } = snapshot.ownership;
  return (
    <ModuleSection section="ownership" module="ownership" description="Your volume earns a share of the company's distribution pool.">
      <div className="grid gap-4 sm:grid-cols-3">
        <CalcInput module="ownership" field="productionGoal" value={inputs.productionGoal} />
        <CalcInput module="ownership" field="recruitingContribution" value={inputs.recruitingContribution} />
        <CalcInput module="ownership" field="companyGrowthRate" value={inputs.companyGrowthRate} />
        <ComputedField
          label="Ownership Percentage"
          value={ownershipData.ownershipPercentage}
          format="percent"
          text={formatPercent(ownershipData.ownershipPercentage, PERCENT_DECIMALS.ownership)}
          hint="(Production + recruiting) ÷ company volume"
        />
        <ComputedField
          label="Equity Value"
          value={ownershipData.equityValue}
          format="currency"
          hint="Year 5 distribution × equity multiple"
        />
        <ComputedField label="Total 5-Year Distributions" value={ownershipData.totalFiveYearDistributions} format="currency" />
      </div>
      <FigureTable className="mt-5" {...ownershipDistributionsTable(snapshot.ownership)} />
    </ModuleSection>
  );
}
