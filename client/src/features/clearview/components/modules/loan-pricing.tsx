import { comparePricing } from '@shared/calc';
import { type ClearViewSnapshot, loanPricingTable } from '@shared/collab';
import { useModuleInputs } from '../../hooks/use-clearview-doc';
import { useClearviewSession } from '../../session-context';
import { ModuleInputs } from '../calc-input';
import { ComputedField } from '../computed-field';
import { FigureTable } from '../figure-table';
import { ModuleSection } from '../module-section';

/** The recruit's current PAR and margin next to Clear's (company settings), on one sample loan. */
export function LoanPricing({ snapshot }: { snapshot: ClearViewSnapshot }) {
  const { doc, settings } = useClearviewSession();
  const inputs = useModuleInputs(doc, 'loanPricing');
  return (
    <ModuleSection section="loanPricing" module="loanPricing" description="The same loan priced at your current company and at Clear.">
      <div className="grid gap-4 sm:grid-cols-3">
        <ModuleInputs module="loanPricing" fields={['currentCompanyPAR', 'currentMargin', 'loanAmount']} />
        <ComputedField label="Clear PAR (%)" value={snapshot.loanPricing.clearPAR} format="percent" hint="Company setting" />
        <ComputedField label="Clear Margin (%)" value={snapshot.loanPricing.clearMargin} format="percent" hint="Company setting" />
      </div>
      <FigureTable className="mt-5" {...loanPricingTable(comparePricing(inputs, settings))} />
    </ModuleSection>
  );
}
