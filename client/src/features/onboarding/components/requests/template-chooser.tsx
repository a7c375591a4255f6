import { useState } from 'react';
import type { Department, TaskTemplate } from '@shared/schemas/onboarding-responses';
import { Button, EmptyState } from '@client/components/ui';
import { TemplateChoice } from './template-choice';

const departmentOf = (t: TaskTemplate) => t.department_id ?? t.workstream?.department?.id;

type Group = { department: Department; templates: TaskTemplate[] };

/** Inactive departments take no new tasks (the server refuses them), so they are not offered. */
const groupsOf = (departments: Department[], templates: TaskTemplate[]): Group[] =>
  departments
    .filter((d) => d.is_active)
    .map((d) => ({ department: d, templates: templates.filter((t) => departmentOf(t) === d.id) }))
    .filter((g) => g.templates.length > 0);

/**
 * The department/template choice of Approve, Initiate Onboarding and Add Tasks (docs/onboarding.md,
 * "Every start makes tasks"): every department's default templates preselected, a note per chosen
 * template, and the body parts the server takes.
 */
export function useTemplateChoice(departments: Department[], templates: TaskTemplate[]) {
  const groups = groupsOf(departments, templates);
  const defaults = () => new Set(groups.flatMap((g) => g.templates.filter((t) => t.is_default !== false).map((t) => t.id)));
  const [selected, setSelected] = useState<Set<number>>(defaults);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return {
    groups,
    selected,
    notes,
    toggle,
    setNote: (id: number, note: string) => setNotes((n) => ({ ...n, [id]: note })),
    /** Back to the defaults, for a new opening (call it while rendering, as useChanged does). */
    reset: () => {
      setSelected(defaults());
      setNotes({});
    },
    count: selected.size,
    /** `departments` of the request body: only departments with a chosen template. */
    chosen: () =>
      groups
        .map((g) => ({ id: g.department.id, template_ids: g.templates.filter((t) => selected.has(t.id)).map((t) => t.id) }))
        .filter((d) => d.template_ids.length > 0),
    /** `task_notes`: the non-blank notes of chosen templates. */
    taskNotes: () => Object.fromEntries(Object.entries(notes).filter(([id, note]) => selected.has(Number(id)) && note.trim() !== '')),
  };
}

type TemplateChoiceState = ReturnType<typeof useTemplateChoice>;

/** The departments with their templates, checkboxes and 'n of m selected' (docs/spec/doc3.md §2.4). */
export function TemplateChooser({ choice, error }: { choice: TemplateChoiceState; error?: string }) {
  if (choice.groups.length === 0) {
    return <EmptyState title="No task templates found" description="Add departments and task templates in the Departments tab." />;
  }
  return (
    <div className="space-y-5">
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {choice.groups.map(({ department, templates: list }) => {
        const count = list.filter((t) => choice.selected.has(t.id)).length;
        return (
          <section key={department.id} aria-label={department.name} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
            <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{department.name}</h3>
              <div className="flex items-center gap-3">
                <span className="text-sm text-slate-600">{`${count} of ${list.length} selected`}</span>
                <Button
                  variant="link"
                  onClick={() => {
                    for (const t of list) choice.toggle(t.id, count < list.length);
                  }}
                  aria-label={`${count < list.length ? 'Select all' : 'Clear'} in ${department.name}`}
                >
                  {count < list.length ? 'Select all' : 'Clear'}
                </Button>
              </div>
            </header>
            <ul className="space-y-2">
              {list.map((t) => (
                <TemplateChoice
                  key={t.id}
                  template={t}
                  selected={choice.selected.has(t.id)}
                  note={choice.notes[t.id] ?? ''}
                  onToggle={(on) => choice.toggle(t.id, on)}
                  onNote={(note) => choice.setNote(t.id, note)}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
