import { TASK_PRIORITIES, TASK_STATUSES } from '@shared/domain/onboarding';
import { Field, SelectField } from '@client/components/ui';
import type { TaskFilters } from '../../api/tasks';
import { PRIORITY_LABELS, TASK_STATUS_LABELS } from '@shared/domain/labels';

interface Props {
  filters: TaskFilters;
  departments: Array<{ id: number; name: string }>;
  onChange: (next: TaskFilters) => void;
}

/** A filter's options: 'all' first (no filter), then the values. */
const withAll = (label: string, options: { value: string; label: string }[]) => [{ value: 'all', label }, ...options];

const STATUS_OPTIONS = withAll(
  'All statuses',
  TASK_STATUSES.map((s) => ({ value: s, label: TASK_STATUS_LABELS[s] })),
);
const PRIORITY_OPTIONS = withAll(
  'All priorities',
  TASK_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] })),
);

type StatusPriority = Pick<TaskFilters, 'status' | 'priority'>;

/** The status and priority filters, shared by the recruiter task list and a department's dashboard. */
export function StatusPriorityFields<F extends StatusPriority>({ filters, onChange }: { filters: F; onChange: (next: F) => void }) {
  return (
    <>
      <SelectField
        label="Status"
        value={filters.status}
        onChange={(e) => onChange({ ...filters, status: e.target.value as F['status'] })}
        options={STATUS_OPTIONS}
      />
      <SelectField
        label="Priority"
        value={filters.priority}
        onChange={(e) => onChange({ ...filters, priority: e.target.value as F['priority'] })}
        options={PRIORITY_OPTIONS}
      />
    </>
  );
}

/** Department, status, priority and search filters of the recruiter task list (docs/spec/doc3.md §2.6). */
export function TaskFiltersBar({ filters, departments, onChange }: Props) {
  const set = (patch: Partial<TaskFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label="Department"
        value={filters.department}
        onChange={(e) => set({ department: e.target.value })}
        options={withAll(
          'All departments',
          departments.map((d) => ({ value: String(d.id), label: d.name })),
        )}
      />
      <StatusPriorityFields filters={filters} onChange={onChange} />
      <Field
        label="Search"
        type="search"
        placeholder="Task or recruit"
        value={filters.search}
        onChange={(e) => set({ search: e.target.value })}
      />
    </div>
  );
}
