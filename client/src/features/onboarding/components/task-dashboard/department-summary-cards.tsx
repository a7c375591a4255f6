import type { DepartmentTaskSummary } from '@shared/schemas/onboarding-responses';
import { Button, EmptyState } from '@client/components/ui';

interface Props {
  departments: DepartmentTaskSummary[];
  onViewTasks: (departmentId: number) => void;
}

const COUNTS: Array<{ key: keyof DepartmentTaskSummary; label: string }> = [
  { key: 'total', label: 'Total' },
  { key: 'pending', label: 'Pending' },
  { key: 'in_progress', label: 'In Progress' },
  { key: 'completed', label: 'Completed' },
  { key: 'overdue', label: 'Overdue' },
  { key: 'critical', label: 'Critical' },
];

/** The By Department tab: one card of counts per department, with a View Tasks filter link. */
export function DepartmentSummaryCards({ departments, onViewTasks }: Props) {
  if (departments.length === 0) return <EmptyState title="No departments yet" description="Departments with tasks appear here." />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {departments.map((d) => (
        <li key={d.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 className="font-semibold text-slate-900">{d.name}</h3>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
            {COUNTS.map((c) => (
              <div key={c.key} className="rounded-lg bg-slate-50 px-2 py-1.5">
                <dd className="text-lg font-semibold text-slate-900">{d[c.key]}</dd>
                <dt className="text-xs text-slate-500">{c.label}</dt>
              </div>
            ))}
          </dl>
          <Button variant="link" className="mt-3" onClick={() => onViewTasks(d.id)} aria-label={`View Tasks of ${d.name}`}>
            View Tasks
          </Button>
        </li>
      ))}
    </ul>
  );
}
