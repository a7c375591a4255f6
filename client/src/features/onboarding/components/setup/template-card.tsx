import type { TaskTemplate } from '@shared/schemas/onboarding-responses';
import { formatWeight, PriorityBadge } from '@client/components/task-badges';
import { Badge, Button } from '@client/components/ui';

interface Props {
  template: TaskTemplate;
  onEdit: () => void;
  onDelete: () => void;
}

/** A task template in the Task Templates list (docs/spec/doc3.md §2.5). */
export function TemplateCard({ template: t, onEdit, onDelete }: Props) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={t.title}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">{t.title}</h3>
            <PriorityBadge priority={t.priority} />
            <span className="text-xs text-slate-500">{`Due in ${t.due_days_offset} days`}</span>
            <span className="text-xs text-slate-500">{`Weight: ${formatWeight(t.weight_percentage)}`}</span>
            {t.is_default && <Badge tone="indigo">Default</Badge>}
          </div>
          <p className="mt-1 text-sm text-slate-600">{t.description}</p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${t.title}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-600! hover:bg-red-50! hover:text-red-700!"
            onClick={onDelete}
            aria-label={`Delete ${t.title}`}
          >
            Delete
          </Button>
        </div>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
        <div className="flex gap-1">
          <dt>Department:</dt>
          <dd className="font-medium text-slate-800">{t.workstream?.department?.name}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Workstream:</dt>
          <dd className="font-medium text-slate-800">{t.workstream?.name}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Order:</dt>
          <dd className="font-medium text-slate-800">{t.order}</dd>
        </div>
      </dl>
      {t.detailed_instructions && (
        <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <p className="text-xs font-medium text-slate-500">Detailed Instructions</p>
          <p className="mt-0.5 line-clamp-4 whitespace-pre-line text-slate-700">{t.detailed_instructions}</p>
        </div>
      )}
    </article>
  );
}
