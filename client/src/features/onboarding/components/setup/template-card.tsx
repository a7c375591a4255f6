import type { TaskTemplate } from '@shared/schemas/onboarding-responses';
import { formatWeight, PriorityBadge } from '@client/components/task-badges';
import { Badge } from '@client/components/ui';
import { Card, CardNote, EditDeleteButtons, InlineFact } from '../card-parts';

interface Props {
  template: TaskTemplate;
  onEdit: () => void;
  onDelete: () => void;
}

/** A task template in the Task Templates list (docs/spec/doc3.md §2.5). */
export function TemplateCard({ template: t, onEdit, onDelete }: Props) {
  return (
    <Card
      title={t.title}
      badges={
        <>
          <PriorityBadge priority={t.priority} />
          <span className="text-xs text-slate-500">{`Due in ${t.due_days_offset} days`}</span>
          <span className="text-xs text-slate-500">{`Weight: ${formatWeight(t.weight_percentage)}`}</span>
          {t.is_default && <Badge tone="indigo">Default</Badge>}
        </>
      }
      subtitle={<p className="mt-1 text-sm text-slate-600">{t.description}</p>}
      actions={<EditDeleteButtons name={t.title} onEdit={onEdit} onDelete={onDelete} />}
    >
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
        <InlineFact label="Department" value={t.workstream?.department?.name} />
        <InlineFact label="Workstream" value={t.workstream?.name} />
        <InlineFact label="Order" value={t.order} />
      </dl>
      {t.detailed_instructions && <CardNote label="Detailed Instructions" text={t.detailed_instructions} clamped />}
    </Card>
  );
}
