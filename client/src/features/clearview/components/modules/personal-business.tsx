import type { ClearViewSnapshot } from '@shared/collab';
import { ModuleInputs } from '../calc-input';
import { ComputedField } from '../computed-field';
import { ModuleSection } from '../module-section';

/** Comp plan, income and the four cost lines; net income is calculated. */
export function PersonalBusiness({ snapshot }: { snapshot: ClearViewSnapshot }) {
  return (
    <ModuleSection
      section="personalBusiness"
      module="personalBusiness"
      description="Annual figures: what you earn and what it costs to run your book."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ModuleInputs
          module="personalBusiness"
          fields={['currentCompPlan', 'grossIncome', 'currentIncome', 'businessExpenses', 'staffingCosts', 'marketingCosts', 'officeCosts']}
          wide={['currentCompPlan']}
        />
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
