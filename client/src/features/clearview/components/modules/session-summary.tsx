import { type ClearViewSnapshot, fiveYearSummaryTable, summaryFromSnapshot } from '@shared/collab';
import { formatMoney } from '@shared/format';
import { useClearviewSession } from '../../session-context';
import { FigureTable } from '../figure-table';
import { ModuleSection } from '../module-section';

/** docs/spec/doc1.md §9 summary: five years of personal, recruiting and ownership income, NPV and a range. */
export function SessionSummary({ snapshot }: { snapshot: ClearViewSnapshot }) {
  const { settings } = useClearviewSession();
  const summary = summaryFromSnapshot(snapshot, settings);
  const { low, high, label } = summary.year5Range;
  return (
    <ModuleSection section="summary" description="Five years at Clear: your own business, your team and your ownership.">
      <FigureTable {...fiveYearSummaryTable(summary)} />
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        <Stat label="5-Year Total" value={formatMoney(summary.fiveYearTotal)} />
        <Stat
          label="Net Present Value"
          value={formatMoney(summary.netPresentValue)}
          note={`At a ${Math.round(settings.financialMetrics.discountRate * 1000) / 10}% discount rate`}
        />
        <Stat label="Year 5 Range" value={`${formatMoney(low)} – ${formatMoney(high)}`} note={`±10% (${label})`} />
      </dl>
    </ModuleSection>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl bg-gradient-to-br from-indigo-50 to-blue-50 p-4">
      <dt className="text-xs font-medium tracking-wide text-indigo-700 uppercase">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      {note && <dd className="mt-0.5 text-xs text-slate-500">{note}</dd>}
    </div>
  );
}
