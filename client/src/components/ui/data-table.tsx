import type { Key, ReactNode } from 'react';
import { cx } from './cx';
import { TableFrame } from './table-frame';

export interface TableColumn<T> {
  /** The header text; an empty one (a column of buttons) is read to screen readers as "Actions". */
  header: string;
  /** What the header cell shows instead of the text (a sort button), and its sort state. */
  head?: ReactNode;
  sort?: 'ascending' | 'descending' | 'none';
  /** Classes of this column's header cell, after the table's own cell padding. */
  headClassName?: string;
  /** Classes of this column's body cells, after the table's own cell padding. */
  className?: string;
  cell: (row: T) => ReactNode;
}

/** The tables' looks, each the one its screens have always had. */
const LOOKS = {
  /** Settings lists (team, webhooks): an upper-case head. */
  caps: {
    table: 'min-w-full text-left text-sm',
    head: 'bg-slate-50 text-xs font-semibold text-slate-600 uppercase',
    th: '',
    cell: 'px-4 py-3',
  },
  /** Logs and the pipeline (audit, activity, recruits): a ruled head over tight rows. */
  ruled: {
    table: 'w-full text-left text-sm',
    head: 'border-b border-slate-200 bg-slate-50 text-xs text-slate-700',
    th: 'font-semibold',
    cell: 'px-4 py-2',
  },
  /** Nurture's lists (overview, messages): a spaced upper-case head. */
  spaced: {
    table: 'min-w-full divide-y divide-slate-200 text-sm',
    head: 'bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase',
    th: '',
    cell: 'px-4 py-3',
  },
  /** A small table inside a dialog (the import's problems). */
  compact: { table: 'w-full text-left text-sm', head: 'bg-slate-50 text-xs text-slate-700', th: '', cell: 'px-3 py-1' },
} as const;

type TableLook = keyof typeof LOOKS;

/** One table: its look is one of LOOKS, the markup is the same everywhere. */
interface DataTableProps<T> {
  /** Names the scrolling frame (and, with `labelTable`, the table itself) for screen readers. */
  label: string;
  labelTable?: boolean;
  rows: T[];
  rowKey: (row: T) => Key;
  columns: TableColumn<T>[];
  frameClassName?: string;
  look: TableLook;
  /** Classes added to the table's (a minimum width that keeps its columns readable). */
  tableClassName?: string;
  /** The padding of every header and body cell, in place of the look's. */
  cellClassName?: string;
  /** A row's classes: the same for every row, or by row. */
  rowClassName?: string | ((row: T) => string | undefined);
  rowTestId?: (row: T) => string;
  /** A click anywhere on the row (for the mouse; a cell holds the keyboard's link or button). */
  onRowClick?: (row: T) => void;
}

/** A data table in its TableFrame, one row per item, built from column definitions. */
export function DataTable<T>({
  label,
  labelTable,
  rows,
  rowKey,
  columns,
  frameClassName,
  look,
  tableClassName,
  cellClassName = LOOKS[look].cell,
  rowClassName,
  rowTestId,
  onRowClick,
}: DataTableProps<T>) {
  return (
    <TableFrame label={label} className={frameClassName}>
      <table className={cx(LOOKS[look].table, tableClassName)} aria-label={labelTable ? label : undefined}>
        <thead className={LOOKS[look].head}>
          <tr>
            {columns.map((c, i) =>
              c.header ? (
                <th key={c.header} scope="col" aria-sort={c.sort} className={cx(cellClassName, LOOKS[look].th, c.headClassName)}>
                  {c.head ?? c.header}
                </th>
              ) : (
                // relative: the sr-only text is placed in this cell, not outside the scrolling frame (where it would widen the page).
                // biome-ignore lint/suspicious/noArrayIndexKey: a column without a header has only its place to name it.
                <th key={i} scope="col" className={cx('relative', cellClassName, LOOKS[look].th, c.headClassName)}>
                  <span className="sr-only">Actions</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              data-testid={rowTestId?.(row)}
              onClick={onRowClick && (() => onRowClick(row))}
              className={typeof rowClassName === 'function' ? rowClassName(row) : rowClassName}
            >
              {columns.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life.
                <td key={i} className={cx(cellClassName, c.className)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** Literal classes, so Tailwind sees them: the cards show below the breakpoint, the table from it. */
const BREAKPOINTS = {
  md: { cards: 'md:hidden', table: 'hidden md:block' },
  xl: { cards: 'xl:hidden', table: 'hidden xl:block' },
} as const;

interface ResponsiveListProps<T> extends Omit<DataTableProps<T>, 'frameClassName' | 'labelTable' | 'onRowClick'> {
  /** The width from which the table shows instead of the cards (768 px or 1280 px). */
  breakpoint: keyof typeof BREAKPOINTS;
  /** One card's content, and the classes of its list item. */
  card: (row: T) => ReactNode;
  cardClassName: string;
  cardTestId?: (row: T) => string;
  /** Which comes first in the page: the order decides which one the parent's spacing treats as last. */
  cardsFirst?: boolean;
}

/**
 * The same rows as cards on a phone and as a table from the breakpoint up, so no width needs a
 * sideways scroll to reach a row's actions. Both are in the page; CSS shows one.
 */
export function ResponsiveList<T>({ breakpoint, card, cardClassName, cardTestId, cardsFirst, ...table }: ResponsiveListProps<T>) {
  const classes = BREAKPOINTS[breakpoint];
  const cards = (
    <ul className={cx('space-y-3', classes.cards)} aria-label={table.label}>
      {table.rows.map((row) => (
        <li key={table.rowKey(row)} data-testid={(cardTestId ?? table.rowTestId)?.(row)} className={cardClassName}>
          {card(row)}
        </li>
      ))}
    </ul>
  );
  const rows = <DataTable {...table} frameClassName={classes.table} />;
  return cardsFirst ? (
    <>
      {cards}
      {rows}
    </>
  ) : (
    <>
      {rows}
      {cards}
    </>
  );
}
