// A small accessible table of figures (header row + rows), right-aligned numbers.
import type { ReactNode } from 'react';
import { cx } from '@client/components/ui';

interface Props {
  caption: string;
  columns: string[];
  rows: { key: string | number; cells: ReactNode[]; emphasis?: boolean }[];
  className?: string;
}

export function FigureTable({ caption, columns, rows, className }: Props) {
  return (
    <div className={cx('overflow-x-auto rounded-lg border border-slate-200', className)} data-pdf-keep="true">
      <table className="w-full min-w-[28rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            {columns.map((c, i) => (
              <th key={c} scope="col" className={cx('px-3 py-2 font-medium', i === 0 ? 'text-left' : 'text-right')}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key} className={row.emphasis ? 'bg-indigo-50/60 font-semibold' : undefined}>
              {row.cells.map((cell, i) =>
                // A cell is named by its column: the columns are fixed for the table.
                i === 0 ? (
                  <th key={columns[i]} scope="row" className="px-3 py-2 text-left font-medium text-slate-700">
                    {cell}
                  </th>
                ) : (
                  <td key={columns[i]} className="px-3 py-2 text-right text-slate-800 tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
