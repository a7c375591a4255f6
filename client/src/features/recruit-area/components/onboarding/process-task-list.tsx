import type { ProcessTask } from '@shared/schemas/onboarding-responses';
import { OverdueBadge, PriorityBadge, TaskStatusBadge } from '@client/components/task-badges';
import { EmptyState } from '@client/components/ui';
import { formatDate } from '@shared/format';

/** The recruit's tasks with status, priority, department and due date (docs/spec/doc2.md §3 "Task"). */
export function ProcessTaskList({ tasks }: { tasks: ProcessTask[] }) {
  return (
    <section aria-labelledby="process-tasks-heading" className="space-y-3">
      <h2 id="process-tasks-heading" className="text-lg font-semibold text-slate-900">{`Tasks (${tasks.length})`}</h2>
      {tasks.length === 0 ? (
        <EmptyState title="No tasks yet" description="Your onboarding tasks appear here as departments are assigned." />
      ) : (
        <ul className="space-y-3">
          {tasks.map((t) => (
            <li key={t.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-900">{t.title}</h3>
                <TaskStatusBadge status={t.status} />
                <PriorityBadge priority={t.priority} />
                {t.status !== 'completed' && <OverdueBadge days={t.days_overdue} />}
              </div>
              {t.description && <p className="mt-1 text-sm text-slate-600">{t.description}</p>}
              <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
                <div className="flex gap-1">
                  <dt>Department:</dt>
                  <dd className="font-medium text-slate-800">
                    {[t.department_name, t.workstream_name].filter(Boolean).join(' · ') || '—'}
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t.completed_at ? 'Completed:' : 'Due:'}</dt>
                  <dd className="font-medium text-slate-800">
                    {t.completed_at ? formatDate(t.completed_at) : formatDate(t.due_date, { fallback: 'No due date' })}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
