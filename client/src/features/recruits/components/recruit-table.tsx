import { DataTable, type TableColumn } from '@client/components/ui';
import type { Recruit, RecruitOrdering } from '@shared/schemas/recruits';
import { sourceLabel } from './recruit-card';
import { StageBadge } from './stage-badge';
import { PageCheckbox, RowCheckbox, type Selection } from './bulk/selection';

/** A column and its body cells' classes (the numbers line up on the right). */
type Column = { key: 'name' | 'stage' | 'source' | 'recruiter' | 'days_in_stage'; label: string; numeric?: boolean; className?: string };
const COLUMNS: Column[] = [
  { key: 'name', label: 'Name' },
  { key: 'stage', label: 'Stage' },
  { key: 'source', label: 'Source', className: 'text-slate-800' },
  { key: 'recruiter', label: 'Recruiter', className: 'text-slate-800' },
  { key: 'days_in_stage', label: 'Days in stage', numeric: true, className: 'text-right text-slate-800 tabular-nums' },
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
  const cells: Record<Column['key'], TableColumn<Recruit>['cell']> = {
    name: (r) => (
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
    ),
    stage: (r) => <StageBadge status={r.status} />,
    source: (r) => sourceLabel(r.recruiting_source),
    recruiter: (r) => r.recruiter_name || 'Unassigned',
    days_in_stage: (r) => r.days_in_stage,
  };
  const column = (c: Column): TableColumn<Recruit> => {
    const first = firstOrder(c.key);
    const active = sort === first || sort === flip(first);
    const ascending = active && !sort.startsWith('-');
    return {
      header: c.label,
      sort: active ? (ascending ? 'ascending' : 'descending') : 'none',
      headClassName: c.numeric ? 'text-right' : undefined,
      head: (
        <>
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
        </>
      ),
      className: c.className,
      cell: cells[c.key],
    };
  };
  return (
    <DataTable
      label="Recruits"
      labelTable
      rows={recruits}
      rowKey={(r) => r.id}
      rowTestId={() => 'recruit-row'}
      rowClassName="hover:bg-indigo-50/50"
      look="ruled"
      tableClassName="min-w-[40rem]"
      columns={COLUMNS.map(column)}
    />
  );
}
