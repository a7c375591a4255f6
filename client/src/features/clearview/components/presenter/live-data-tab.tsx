import { calculatorProgress, liveData, type ClearViewSnapshot } from '@shared/collab';
import { formatMoney, formatNumber } from '@shared/format';

/** The recruit's key figures as they type, or a waiting message while all are 0. */
export function LiveDataTab({ snapshot }: { snapshot: ClearViewSnapshot }) {
  const data = liveData(snapshot);
  if (calculatorProgress(snapshot) === 0) {
    return <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">Waiting for recruit to enter data...</p>;
  }
  const figures = [
    { id: 'annual-volume', label: 'Annual Volume', value: formatMoney(data.annualVolume) },
    { id: 'avg-loan-size', label: 'Average Loan Size', value: formatMoney(data.avgLoanSize) },
    { id: 'units-per-month', label: 'Units per Month', value: formatNumber(data.unitsPerMonth) },
    { id: 'net-income', label: 'Net Income', value: formatMoney(data.netIncome) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      {figures.map((f) => (
        <div key={f.id} className="rounded-lg border border-slate-200 p-3">
          <dt className="text-xs text-slate-500">{f.label}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums" data-testid={`live-${f.id}`}>
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
