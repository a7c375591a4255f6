import type { ClearViewSnapshot } from '@shared/collab';
import { useModuleInputs } from '../../hooks/use-clearview-doc';
import { useClearviewSession } from '../../session-context';
import { CalcInput } from '../calc-input';
import { ComputedField } from '../computed-field';
import { ModuleSection } from '../module-section';

/** Comp plan, income and the four cost lines; net income is calculated. */
export function PersonalBusiness({ snapshot }: { snapshot: ClearViewSnapshot }) {
  const { doc } = useClearviewSession();
  const inputs = useModuleInputs(doc, 'personalBusiness');
  return (
    <ModuleSection
      section="personalBusiness"
      module="personalBusiness"
      description="Annual figures: what you earn and what it costs to run your book."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <CalcInput module="personalBusiness" field="currentCompPlan" value={inputs.currentCompPlan} className="sm:col-span-2" />
        <CalcInput module="personalBusiness" field="grossIncome" value={inputs.grossIncome} />
        <CalcInput module="personalBusiness" field="currentIncome" value={inputs.currentIncome} />
        <CalcInput module="personalBusiness" field="businessExpenses" value={inputs.businessExpenses} />
        <CalcInput module="personalBusiness" field="staffingCosts" value={inputs.staffingCosts} />
        <CalcInput module="personalBusiness" field="marketingCosts" value={inputs.marketingCosts} />
        <CalcInput module="personalBusiness" field="officeCosts" value={inputs.officeCosts} />
        <ComputedField
          label="Net Income"
          value={snapshot.personalBusiness.netIncome}
          format="currency"
          hint="Gross income − staffing, marketing, office and business expenses"
          className="sm:col-span-2"
        />
      </div>
    </ModuleSection>
  );
}
