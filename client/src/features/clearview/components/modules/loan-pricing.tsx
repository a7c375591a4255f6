import { comparePricing } from '@shared/calc';
import type { ClearViewSnapshot } from '@shared/collab';
import { formatMoney } from '@shared/format';
import { useModuleInputs } from '../../hooks/use-clearview-doc';
import { formatFigure } from '../../lib/display';
import { useClearviewSession } from '../../session-context';
import { CalcInput } from '../calc-input';
import { ComputedField } from '../computed-field';
import { FigureTable } from '../figure-table';
import { ModuleSection } from '../module-section';

const pct = (n: number) => formatFigure(n, 'percent');
const signed = (n: number, show: (v: number) => string) => (n > 0 ? `+${show(n)}` : n < 0 ? `−${show(-n)}` : show(0));

/** The recruit's current PAR and margin next to Clear's (company settings), on one sample loan. */
export function LoanPricing({ snapshot }: { snapshot: ClearViewSnapshot }) {
  const { doc, settings } = useClearviewSession();
  const inputs = useModuleInputs(doc, 'loanPricing');
  const { current, clear, rateDifference, incomePerLoanDifference } = comparePricing(inputs, settings);
  return (
    <ModuleSection section="loanPricing" module="loanPricing" description="The same loan priced at your current company and at Clear.">
      <div className="grid gap-4 sm:grid-cols-3">
        <CalcInput module="loanPricing" field="currentCompanyPAR" value={inputs.currentCompanyPAR} />
        <CalcInput module="loanPricing" field="currentMargin" value={inputs.currentMargin} />
        <CalcInput module="loanPricing" field="loanAmount" value={inputs.loanAmount} />
        <ComputedField label="Clear PAR (%)" value={snapshot.loanPricing.clearPAR} format="percent" hint="Company setting" />
        <ComputedField label="Clear Margin (%)" value={snapshot.loanPricing.clearMargin} format="percent" hint="Company setting" />
      </div>
      <FigureTable
        className="mt-5"
        caption="Loan pricing comparison"
        columns={['', 'Current company', 'Clear', 'Difference']}
        rows={[
          { key: 'par', cells: ['PAR', pct(current.par), pct(clear.par), signed(clear.par - current.par, pct)] },
          { key: 'margin', cells: ['Margin', pct(current.margin), pct(clear.margin), signed(clear.margin - current.margin, pct)] },
          { key: 'rate', cells: ['Rate to customer', pct(current.rateToCustomer), pct(clear.rateToCustomer), signed(rateDifference, pct)] },
          {
            key: 'income',
            emphasis: true,
            cells: [
              'Income per loan',
              formatMoney(current.incomePerLoan),
              formatMoney(clear.incomePerLoan),
              signed(incomePerLoanDifference, formatMoney),
            ],
          },
        ]}
      />
    </ModuleSection>
  );
}
