import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Department, OnboardingRequest, TaskTemplate } from '@shared/schemas/onboarding-responses';
import { Button, EmptyState, Modal } from '@client/components/ui';
import { toast } from '@client/lib/toast';
import { useChanged } from '@client/lib/use-changed';
import { approveRequest } from '../../api/requests';
import { useRefreshOnboarding } from '../../queries';
import { requestRecruitName } from './request-card';
import { TemplateChoice } from './template-choice';

interface Props {
  request: OnboardingRequest | null;
  departments: Department[];
  templates: TaskTemplate[];
  onClose: () => void;
  onApproved: () => void;
}

const departmentOf = (t: TaskTemplate) => t.department_id ?? t.workstream?.department?.id;

/** 'Approve Onboarding: {name}' — choose, per department, which templates become tasks (docs/spec/doc3.md §2.4). */
export function ApproveRequestModal({ request, departments, templates, onClose, onApproved }: Props) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [notes, setNotes] = useState<Record<number, string>>({});
  // Another request starts with nothing chosen.
  if (useChanged(request?.id)) {
    setSelected(new Set());
    setNotes({});
  }
  const refresh = useRefreshOnboarding();
  const approve = useMutation({
    mutationFn: ({ id, ...body }: Parameters<typeof approveRequest>[1] & { id: number }) => approveRequest(id, body),
    onSuccess: () => {
      toast.success('Onboarding request approved and tasks created');
      onApproved();
      void refresh();
    },
    meta: { errorToast: 'Failed to approve request', serverText: true },
  });
  const saving = approve.isPending;

  // Inactive departments take no new tasks, so they are not offered.
  const groups = useMemo(
    () =>
      departments
        .filter((d) => d.is_active)
        .map((d) => ({ department: d, templates: templates.filter((t) => departmentOf(t) === d.id) }))
        .filter((g) => g.templates.length > 0),
    [departments, templates],
  );

  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = () => {
    if (!request) return;
    const chosen = groups
      .map((g) => ({ id: g.department.id, template_ids: g.templates.filter((t) => selected.has(t.id)).map((t) => t.id) }))
      .filter((d) => d.template_ids.length > 0);
    const task_notes = Object.fromEntries(Object.entries(notes).filter(([id, note]) => selected.has(Number(id)) && note.trim() !== ''));
    approve.mutate({ id: request.id, departments: chosen, task_notes });
  };

  return (
    <Modal
      open={request !== null}
      onClose={onClose}
      busy={saving}
      title={`Approve Onboarding: ${request ? requestRecruitName(request) : ''}`}
      description="Choose the tasks each department should receive."
      size="xl"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={submit} loading={saving} loadingText="Approving...">
            Approve & Create Tasks
          </Button>
        </>
      }
    >
      {groups.length === 0 ? (
        <EmptyState title="No task templates found" description="Add departments and task templates in the Departments tab." />
      ) : (
        <div className="space-y-5">
          {groups.map(({ department, templates: list }) => {
            const count = list.filter((t) => selected.has(t.id)).length;
            return (
              <section key={department.id} aria-label={department.name} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
                <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{department.name}</h3>
                  <div className="flex items-center gap-3">
                    <span className="text-sm text-slate-600">{`${count} of ${list.length} selected`}</span>
                    <Button
                      variant="link"
                      onClick={() => {
                        for (const t of list) toggle(t.id, count < list.length);
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
                      selected={selected.has(t.id)}
                      note={notes[t.id] ?? ''}
                      onToggle={(on) => toggle(t.id, on)}
                      onNote={(note) => setNotes((n) => ({ ...n, [t.id]: note }))}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </Modal>
  );
}
