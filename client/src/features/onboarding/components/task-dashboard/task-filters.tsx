import { TASK_PRIORITIES, TASK_STATUSES } from '@shared/domain/onboarding';
import { Field, SelectField } from '@client/components/ui';
import type { TaskFilters } from '../../api/tasks';
import { PRIORITY_LABELS, TASK_STATUS_LABELS } from '@shared/domain/labels';

interface Props {
  filters: TaskFilters;
  departments: Array<{ id: number; name: string }>;
  onChange: (next: TaskFilters) => void;
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
        options={[{ value: 'all', label: 'All departments' }, ...departments.map((d) => ({ value: String(d.id), label: d.name }))]}
      />
      <SelectField
        label="Status"
        value={filters.status}
        onChange={(e) => set({ status: e.target.value as TaskFilters['status'] })}
        options={[{ value: 'all', label: 'All statuses' }, ...TASK_STATUSES.map((s) => ({ value: s, label: TASK_STATUS_LABELS[s] }))]}
      />
      <SelectField
        label="Priority"
        value={filters.priority}
        onChange={(e) => set({ priority: e.target.value as TaskFilters['priority'] })}
        options={[{ value: 'all', label: 'All priorities' }, ...TASK_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))]}
      />
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
