import type { ClearViewSnapshot } from '@shared/collab';
import { useModuleInputs } from '../../hooks/use-clearview-doc';
import { useClearviewSession } from '../../session-context';
import { CalcInput } from '../calc-input';
import { ComputedField } from '../computed-field';
import { ModuleSection } from '../module-section';

/** Monthly volume, loan size, closing ratio and loan mix; annual volume and units are calculated. */
export function ProductionDetails({ snapshot }: { snapshot: ClearViewSnapshot }) {
  const { doc } = useClearviewSession();
  const inputs = useModuleInputs(doc, 'productionDetails');
  const computed = snapshot.productionDetails;
  return (
    <ModuleSection section="productionDetails" module="productionDetails" description="Where your business stands today.">
      <div className="grid gap-4 sm:grid-cols-2">
        <CalcInput module="productionDetails" field="monthlyVolume" value={inputs.monthlyVolume} />
        <CalcInput module="productionDetails" field="avgLoanSize" value={inputs.avgLoanSize} />
        <ComputedField label="Annual Volume" value={computed.annualVolume} format="currency" hint="Monthly volume × 12" />
        <ComputedField label="Units per Month" value={computed.unitsPerMonth} format="number" hint="Monthly volume ÷ average loan size" />
        <CalcInput module="productionDetails" field="closingRatio" value={inputs.closingRatio} />
        <div className="grid grid-cols-2 gap-4">
          <CalcInput module="productionDetails" field="loanMixPurchase" value={inputs.loanMixPurchase} />
          <ComputedField label="Refinance Share (%)" value={computed.loanMix.refi} format="percent" hint="100 − purchase" />
        </div>
      </div>
    </ModuleSection>
  );
}
