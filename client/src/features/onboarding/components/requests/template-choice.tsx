import type { TaskTemplate } from '@shared/schemas/onboarding-responses';
import { PriorityBadge } from '@client/components/task-badges';
import { controlClass } from '@client/components/ui';

interface Props {
  template: TaskTemplate;
  selected: boolean;
  note: string;
  onToggle: (selected: boolean) => void;
  onNote: (note: string) => void;
}

/** A template in the approval list: checkbox, title, priority, due days, description; notes once chosen. */
export function TemplateChoice({ template, selected, note, onToggle, onNote }: Props) {
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-indigo-600"
          checked={selected}
          onChange={(e) => onToggle(e.target.checked)}
          aria-label={template.title}
        />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{template.title}</span>
            <PriorityBadge priority={template.priority} />
            <span className="text-xs text-slate-500">{`Due in ${template.due_days_offset} days`}</span>
          </span>
          {template.description && <span className="mt-0.5 block text-sm text-slate-600">{template.description}</span>}
        </span>
      </label>
      {selected && (
        <textarea
          aria-label={`Notes for ${template.title}`}
          placeholder="Add notes for this task..."
          rows={2}
          maxLength={5000}
          value={note}
          onChange={(e) => onNote(e.target.value)}
          className={`${controlClass(false)} mt-2`}
        />
      )}
    </li>
  );
}
