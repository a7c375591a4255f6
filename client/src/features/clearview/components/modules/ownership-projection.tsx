import { type ClearViewSnapshot, ownershipDistributionsTable } from '@shared/collab';
import { formatPercent, PERCENT_DECIMALS } from '@shared/format';
import { ModuleInputs } from '../calc-input';
import { ComputedField } from '../computed-field';
import { FigureTable } from '../figure-table';
import { ModuleSection } from '../module-section';

/** Ownership share from production + recruiting volume; distributions and equity value. */
export function OwnershipProjection({ snapshot }: { snapshot: ClearViewSnapshot }) {
  const { ownershipData } = snapshot.ownership;
  return (
    <ModuleSection section="ownership" module="ownership" description="Your volume earns a share of the company's distribution pool.">
      <div className="grid gap-4 sm:grid-cols-3">
        <ModuleInputs module="ownership" fields={['productionGoal', 'recruitingContribution', 'companyGrowthRate']} />
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
