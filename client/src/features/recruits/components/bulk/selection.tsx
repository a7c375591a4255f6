import { useState } from 'react';
import type { Recruit } from '@shared/schemas/recruits';

/** The pipeline's selection for bulk actions: recruit ids, kept while the list scrolls and reloads. */
export type Selection = {
  ids: ReadonlySet<number>;
  toggle: (id: number) => void;
  setMany: (ids: number[], on: boolean) => void;
  clear: () => void;
};

export function useSelection(): Selection {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  return {
    ids,
    toggle: (id) =>
      setIds((old) => {
        const next = new Set(old);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    setMany: (many, on) =>
      setIds((old) => {
        const next = new Set(old);
        for (const id of many) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    clear: () => setIds(new Set()),
  };
}

const boxClass = 'size-4 cursor-pointer rounded border-slate-300 accent-indigo-600';

/** One recruit's checkbox, named by the recruit. */
export function RowCheckbox({ recruit, selection }: { recruit: Recruit; selection: Selection }) {
  return (
    <input
      type="checkbox"
      className={boxClass}
      aria-label={`Select ${recruit.first_name} ${recruit.last_name}`}
      checked={selection.ids.has(recruit.id)}
      onChange={() => selection.toggle(recruit.id)}
    />
  );
}

/** Selects or clears every recruit loaded on the page; mixed while only some are selected. */
export function PageCheckbox({ recruits, selection, id }: { recruits: Recruit[]; selection: Selection; id?: string }) {
  const chosen = recruits.filter((r) => selection.ids.has(r.id)).length;
  const all = recruits.length > 0 && chosen === recruits.length;
  return (
    <input
      id={id}
      type="checkbox"
      className={boxClass}
      aria-label="Select all recruits on the page"
      checked={all}
      ref={(el) => {
        if (el) el.indeterminate = chosen > 0 && !all;
      }}
      onChange={() =>
        selection.setMany(
          recruits.map((r) => r.id),
          !all,
        )
      }
    />
  );
}

/** The cards view's "select all" line above the list. */
export function SelectPage({ recruits, selection }: { recruits: Recruit[]; selection: Selection }) {
  return (
    <div className="mb-3 flex items-center gap-2 text-sm text-slate-700">
      <PageCheckbox id="select-page" recruits={recruits} selection={selection} />
      <label htmlFor="select-page" className="cursor-pointer">
        Select all on the page
      </label>
    </div>
  );
}
