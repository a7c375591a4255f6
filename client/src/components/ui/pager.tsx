import { Button } from './button';
import { cx } from './cx';
import { pageWindow } from '@client/lib/page-window';

/** First, previous, a window of page numbers with gaps, next and last (docs/spec/doc2.md §9). */
export function Pager({ page, last, onPage }: { page: number; last: number; onPage: (page: number) => void }) {
  if (last <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-1">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(1)}>
        First
      </Button>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {pageWindow(page, last).map((item, i) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
          <span key={`gap-${i}`} aria-hidden="true" className="px-2 text-slate-500">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            onClick={() => onPage(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            className={cx(
              'min-w-9 rounded-lg px-2 py-1.5 text-sm font-medium',
              item === page ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {item}
          </button>
        ),
      )}
      <Button size="sm" variant="outline" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </Button>
      <Button size="sm" variant="outline" disabled={page >= last} onClick={() => onPage(last)}>
        Last
      </Button>
    </nav>
  );
}
