import { useMemo } from 'react';
import {
  type ClearViewSnapshot,
  computeWhatIf,
  type DisplayFormat,
  type WhatIfField,
  type WhatIfValues,
  whatIfTable,
  whatIfVerdict,
} from '@shared/collab';
import { useYValue } from '../../hooks/use-y-value';
import { setWhatIf, whatIfMap } from '../../lib/what-if';
import { LOCAL_ORIGIN, useClearviewSession } from '../../session-context';
import { FigureTable } from '../figure-table';
import { LiveInput } from '../live-input';
import { ModuleSection } from '../module-section';

/** The two what-if inputs, kept in the doc's what-if map (not in the plan's modules). */
const INPUTS: { field: WhatIfField; label: string; format: DisplayFormat }[] = [
  { field: 'loanAmount', label: 'What-if Loan Size', format: 'currency' },
  { field: 'loansPerMonth', label: 'Loans Closed per Month', format: 'number' },
];

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
        {INPUTS.map(({ field, label, format }) => (
          <LiveInput
            key={field}
            label={label}
            format={format}
            value={result[field]}
            at={{ module: 'loanPricing', field: `whatIf.${field}` }}
            onEdit={(raw) => setWhatIf(doc, field, raw, LOCAL_ORIGIN)}
          />
        ))}
      </div>
      <FigureTable className="mt-5" {...whatIfTable(result)} />
      <p className="mt-3 text-sm text-slate-600">{whatIfVerdict(result)}</p>
    </ModuleSection>
  );
}
