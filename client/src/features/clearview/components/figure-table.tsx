// A small accessible table of figures (header row + rows), right-aligned numbers.
import type { ReactNode } from 'react';
import { cx, TableFrame } from '@client/components/ui';

interface Props {
  caption: string;
  columns: string[];
  /** `highlight` marks a row that stands out (a figure that differs between two scenarios). */
  rows: { key: string | number; cells: ReactNode[]; emphasis?: boolean; highlight?: boolean }[];
  className?: string;
  /** Equal columns, so several tables one under another line up. */
  fixed?: boolean;
}

export function FigureTable({ caption, columns, rows, className, fixed }: Props) {
  return (
    // On a phone the table scrolls inside its frame with the row names kept in view.
    <TableFrame label={caption} className={cx('rounded-lg shadow-none', className)}>
      {/* Figures and row names stay on one line (no "Year / 1"): the table is as wide as they need and
          scrolls in its frame when that is wider than the screen. Equal columns wrap their names instead. */}
      <table className={cx('w-full text-sm', fixed ? 'min-w-[28rem] table-fixed' : 'whitespace-nowrap')}>
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
            <tr
              key={row.key}
              data-highlight={row.highlight || undefined}
              className={cx(row.emphasis && 'bg-indigo-50/60 font-semibold', row.highlight && 'bg-amber-50')}
            >
              {row.cells.map((cell, i) =>
                // A cell is named by its column: the columns are fixed for the table.
                i === 0 ? (
                  // The kept-in-view cell is opaque (styles.css .table-frame): it takes its row's colour.
                  <th
                    key={columns[i]}
                    scope="row"
                    className={cx(
                      'px-3 py-2 text-left font-medium text-slate-700',
                      row.emphasis && 'bg-indigo-50',
                      row.highlight && 'bg-amber-50',
                    )}
                  >
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
    </TableFrame>
  );
}
