import type { PublicTask } from '@shared/schemas/onboarding-responses';
import { formatWeight, PriorityBadge } from '@client/components/task-badges';
import { Button } from '@client/components/ui';
import { formatDate, formatDateTime } from '@shared/format';

interface Props {
  task: PublicTask;
  completing: boolean;
  onComplete: () => void;
}

/** The task behind an e-mailed link (docs/spec/doc3.md §2.7), with the note staff gave it, and its one action. */
export function PublicTaskCard({ task, completing, onComplete }: Props) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{task.title}</h1>
        <PriorityBadge priority={task.priority} suffix="Priority" />
      </div>
      {task.description && <p className="mt-2 text-slate-700">{task.description}</p>}
      {task.detailed_instructions && (
        <div className="mt-4 rounded-lg bg-slate-50 p-4 text-sm">
          <h2 className="font-medium text-slate-800">Instructions</h2>
          <p className="mt-1 whitespace-pre-line text-slate-700">{task.detailed_instructions}</p>
        </div>
      )}
      {task.notes && (
        <section aria-labelledby="task-notes" className="mt-4 rounded-lg border border-indigo-100 bg-indigo-50 p-4 text-sm">
          <h2 id="task-notes" className="font-medium text-indigo-900">
            Notes from the team
          </h2>
          <p className="mt-1 whitespace-pre-line text-indigo-900">{task.notes}</p>
        </section>
      )}
      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
        <Item label="New Hire" value={task.recruit_name} sub={task.recruit_email} />
        <Item label="Department" value={task.department} />
        <Item label="Workstream" value={task.workstream} />
        <Item label="Weight" value={formatWeight(task.weight_percentage)} />
        <Item label="Due Date" value={formatDate(task.due_date, { fallback: 'No due date' })} />
      </dl>
      <div className="mt-6 border-t border-slate-200 pt-5">
        {task.completed ? (
          <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-4 text-center">
            <p className="text-lg font-semibold text-green-800">Task Completed!</p>
            <p className="mt-1 text-sm text-green-700">{`Completed on ${formatDateTime(task.completed_at)}`}</p>
          </div>
        ) : (
          <Button size="lg" fullWidth onClick={onComplete} loading={completing} loadingText="Completing...">
            Mark Task as Complete
          </Button>
        )}
      </div>
    </article>
  );
}

function Item({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{value || '—'}</dd>
      {sub && <dd className="text-slate-600 break-all">{sub}</dd>}
    </div>
  );
}
