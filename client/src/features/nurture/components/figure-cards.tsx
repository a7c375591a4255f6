import { cx } from '@client/components/ui';

interface Props {
  figures: readonly (readonly [label: string, value: number])[];
  /** The grid's columns per width. */
  columns: string;
  /** Tiles: larger numbers, each with a test id made from its label (`tile-active-enrollments`). */
  tiles?: boolean;
}

/** A grid of labelled counts: the Nurture screen's tiles and the e-mail tracking figures. */
export function FigureCards({ figures, columns, tiles = false }: Props) {
  return (
    <dl className={cx('grid gap-3', columns)}>
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-500">{label}</dt>
          <dd
            className={cx('mt-1 font-semibold text-slate-900', tiles ? 'text-2xl' : 'text-xl')}
            data-testid={tiles ? `tile-${label.toLowerCase().replace(/\s+/g, '-')}` : undefined}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
