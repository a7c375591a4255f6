import { useMemo } from 'react';
import type { ClearViewSnapshot, WhatIfField } from '@shared/collab';
import { formatMoney } from '@shared/format';
import { useYValue } from '../../hooks/use-y-value';
import { formatFigure } from '../../lib/display';
import type { DisplayFormat } from '../../lib/field-specs';
import { computeWhatIf, setWhatIf, type WhatIfValues, whatIfMap } from '../../lib/what-if';
import { LOCAL_ORIGIN, useClearviewSession } from '../../session-context';
import { FigureTable } from '../figure-table';
import { LiveInput } from '../live-input';
import { ModuleSection } from '../module-section';

const pct = (n: number) => formatFigure(n, 'percent');

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
  const gain = result.annualDifference;
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
      <FigureTable
        className="mt-5"
        caption="What-if income comparison"
        columns={['', 'Current company', 'Clear']}
        rows={[
          { key: 'rate', cells: ['Rate to customer', pct(result.current.rate), pct(result.clear.rate)] },
          { key: 'loan', cells: ['Income per loan', formatMoney(result.current.perLoan), formatMoney(result.clear.perLoan)] },
          { key: 'month', cells: ['Monthly income', formatMoney(result.current.monthly), formatMoney(result.clear.monthly)] },
          {
            key: 'year',
            emphasis: true,
            cells: ['Annual income', formatMoney(result.current.annual), formatMoney(result.clear.annual)],
          },
        ]}
      />
      <p className="mt-3 text-sm text-slate-600">
        {gain === 0
          ? 'Same annual income at both.'
          : `${gain > 0 ? 'Clear pays' : 'Your current company pays'} ${formatMoney(Math.abs(gain))} more a year at this pace.`}
      </p>
    </ModuleSection>
  );
}
