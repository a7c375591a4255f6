import { TableFrame } from '@client/components/ui';
import type { Recruit, RecruitOrdering } from '@shared/schemas/recruits';
import { sourceLabel } from './recruit-card';
import { StageBadge } from './stage-badge';
import { PageCheckbox, RowCheckbox, type Selection } from './bulk/selection';

type Column = { key: 'name' | 'stage' | 'source' | 'recruiter' | 'days_in_stage'; label: string; numeric?: boolean };
const COLUMNS: Column[] = [
  { key: 'name', label: 'Name' },
  { key: 'stage', label: 'Stage' },
  { key: 'source', label: 'Source' },
  { key: 'recruiter', label: 'Recruiter' },
  { key: 'days_in_stage', label: 'Days in stage', numeric: true },
];

/** The first click on a column: names and labels A–Z, days in stage the longest first. */
const firstOrder = (key: Column['key']): RecruitOrdering => (key === 'days_in_stage' ? '-days_in_stage' : key);
const flip = (o: RecruitOrdering): RecruitOrdering => (o.startsWith('-') ? (o.slice(1) as RecruitOrdering) : (`-${o}` as RecruitOrdering));

/**
 * The dense pipeline view (docs/dashboard.md, "Pipeline"): one row per recruit, the columns sort on the
 * server (so the order covers every page, not only the loaded ones). A row's name opens Recruit Details.
 */
export function RecruitTable({
  recruits,
  sort,
  onSort,
  onOpen,
  selection,
}: {
  recruits: Recruit[];
  selection: Selection;
  sort: RecruitOrdering;
  onSort: (sort: RecruitOrdering) => void;
  onOpen: (recruit: Recruit) => void;
}) {
  return (
    <TableFrame label="Recruits">
      <table className="w-full min-w-[40rem] text-left text-sm" aria-label="Recruits">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-700">
          <tr>
            {COLUMNS.map((c) => {
              const first = firstOrder(c.key);
              const active = sort === first || sort === flip(first);
              const ascending = active && !sort.startsWith('-');
              return (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={active ? (ascending ? 'ascending' : 'descending') : 'none'}
                  className={c.numeric ? 'px-4 py-2 text-right' : 'px-4 py-2'}
                >
                  {/* The selection's checkboxes sit in the name column, which stays in view on a phone. */}
                  {c.key === 'name' && (
                    <span className="mr-3 inline-flex align-middle">
                      <PageCheckbox recruits={recruits} selection={selection} />
                    </span>
                  )}
                  <button
                    type="button"
                    onClick={() => onSort(active ? flip(sort) : first)}
                    className="inline-flex items-center gap-1 font-semibold hover:text-indigo-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400"
                  >
                    {c.label}
                    <span aria-hidden="true" className={active ? 'text-indigo-700' : 'text-slate-500'}>
                      {active ? (ascending ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {recruits.map((r) => (
            <tr key={r.id} data-testid="recruit-row" className="hover:bg-indigo-50/50">
              <td className="px-4 py-2">
                <div className="flex items-start gap-3">
                  <span className="pt-0.5">
                    <RowCheckbox recruit={r} selection={selection} />
                  </span>
                  <div className="min-w-0">
                    <button
                      type="button"
                      onClick={() => onOpen(r)}
                      className="text-left font-medium text-slate-900 hover:text-indigo-700 hover:underline"
                    >
                      {r.first_name} {r.last_name}
                    </button>
                    <span className="block truncate text-xs text-slate-600">{r.email}</span>
                  </div>
                </div>
              </td>
              <td className="px-4 py-2">
                <StageBadge status={r.status} />
              </td>
              <td className="px-4 py-2 text-slate-800">{sourceLabel(r.recruiting_source)}</td>
              <td className="px-4 py-2 text-slate-800">{r.recruiter_name || 'Unassigned'}</td>
              <td className="px-4 py-2 text-right text-slate-800 tabular-nums">{r.days_in_stage}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
