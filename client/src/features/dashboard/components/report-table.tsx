import { TableFrame } from '@client/components/ui';
import type { ReportCell, StaffReport } from '@shared/schemas/staff-reports';

/** The first-column name of a report's summing row, shown in bold. */
const TOTAL = 'Total';
const show = (value: ReportCell) => (value === null ? '—' : typeof value === 'number' ? value.toLocaleString('en-US') : value);

/** One report as a table; figures right-aligned, the first column (the row's name) as its header cell. */
export function ReportTable({ report }: { report: StaffReport }) {
  const [first, ...rest] = report.columns;
  if (!first) return null;
  return (
    <TableFrame label={report.title}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{report.title}</caption>
        <thead className="bg-slate-50">
          <tr>
            {report.columns.map((c, i) => (
              <th
                key={c.key}
                scope="col"
                className={`px-3 py-2 font-semibold whitespace-nowrap text-slate-700 ${i === 0 ? 'text-left' : 'text-right'}`}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {report.rows.map((row) => (
            <tr key={String(row[first.key])} className={row[first.key] === TOTAL ? 'bg-slate-50 font-semibold' : undefined}>
              <th
                scope="row"
                className={`px-3 py-2 text-left text-slate-900 ${row[first.key] === TOTAL ? 'font-semibold' : 'font-medium'}`}
              >
                {show(row[first.key] ?? null)}
              </th>
              {rest.map((c) => (
                <td key={c.key} className="px-3 py-2 text-right text-slate-700 tabular-nums">
                  {show(row[c.key] ?? null)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
