import { useMemo } from 'react';
import { type ClearViewSnapshot, computeWhatIf, type WhatIfValues, whatIfTable, whatIfVerdict } from '@shared/collab';
import { useYValue } from '../../hooks/use-y-value';
import { setWhatIf, whatIfMap } from '../../lib/what-if';
import { LOCAL_ORIGIN, useClearviewSession } from '../../session-context';
import { FigureTable } from '../figure-table';
import { LiveInput } from '../live-input';
import { ModuleSection } from '../module-section';

/** "If I close N loans a month at $X": monthly and annual income at the current company vs Clear. */
export function WhatIfCalculator({ snapshot }: { snapshot: ClearViewSnapshot }) {
  const { doc, settings } = useClearviewSession();
  const map = useMemo(() => whatIfMap(doc), [doc]);
  const types = useMemo(() => [map], [map]);
  const stored = useYValue(types, () => ({ ...map.toJSON() }) as WhatIfValues, types);
  const result = useMemo(() => computeWhatIf(stored, snapshot, settings), [stored, snapshot, settings]);
  return (
    <ModuleSection
      section="whatIf"
      module="loanPricing"
      description="Try a different loan size or pace using the pricing above. Not saved with the plan."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <LiveInput
          label="What-if Loan Size"
          format="currency"
          value={result.loanAmount}
          at={{ module: 'loanPricing', field: 'whatIf.loanAmount' }}
          onEdit={(raw) => setWhatIf(doc, 'loanAmount', raw, LOCAL_ORIGIN)}
        />
        <LiveInput
          label="Loans Closed per Month"
          format="number"
          value={result.loansPerMonth}
          at={{ module: 'loanPricing', field: 'whatIf.loansPerMonth' }}
          onEdit={(raw) => setWhatIf(doc, 'loansPerMonth', raw, LOCAL_ORIGIN)}
        />
      </div>
      <FigureTable className="mt-5" {...whatIfTable(result)} />
      <p className="mt-3 text-sm text-slate-600">{whatIfVerdict(result)}</p>
    </ModuleSection>
  );
}
