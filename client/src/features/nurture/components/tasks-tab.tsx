import { Badge, Button, EmptyState, PageSpinner } from '@client/components/ui';
import { formatDateTime } from '@shared/format';
import { toast } from '@client/lib/toast';
import { useCompleteTask, useNurtureTasks } from '../api/tasks';

/** The Tasks tab: recruiter call tasks the drip made, open ones first, each completed here. */
export function TasksTab() {
  const tasks = useNurtureTasks();
  const complete = useCompleteTask({
    meta: { errorToast: 'Failed to complete the task', serverText: true },
    onSuccess: () => toast.success('Task completed'),
  });
  if (tasks.isPending) return <PageSpinner label="Loading tasks..." />;
  const list = tasks.data ?? [];
  if (list.length === 0)
    return <EmptyState title="No recruiter call tasks" description="Call tasks appear here when a campaign step asks for a call." />;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
      {list.map((t) => (
        <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
          <div>
            <p className="font-medium text-slate-900">{t.title}</p>
            <p className="text-slate-500">
              {t.recruit.name} · due {formatDateTime(t.due_at)}
              {t.assigned_to ? ` · ${t.assigned_to}` : ''}
            </p>
          </div>
          {t.completed_at ? (
            <Badge tone="green">Done {formatDateTime(t.completed_at)}</Badge>
          ) : (
            <Button
              size="sm"
              variant="outline"
              loading={complete.isPending && complete.variables === t.id}
              onClick={() => complete.mutate(t.id)}
            >
              Complete
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
