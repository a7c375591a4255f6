import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Department, TaskTemplate, Workstream } from '@shared/schemas/onboarding-responses';
import { Button, ConfirmDialog, EmptyState } from '@client/components/ui';
import { toast } from '@client/lib/toast';
import { deleteTemplate } from '../../api/setup';
import { useRefreshOnboarding } from '../../queries';
import { toastFailure } from './failure-toast';
import { TemplateCard } from './template-card';
import { TemplateFormModal } from './template-form-modal';

interface Props {
  templates: TaskTemplate[];
  workstreams: Workstream[];
  departments: Department[];
}

/** The Task Templates sub-tab: list, add/edit modal and delete with confirmation. */
export function TemplatesPanel({ templates, workstreams, departments }: Props) {
  const [editing, setEditing] = useState<TaskTemplate | null | 'new'>(null);
  const [deleting, setDeleting] = useState<TaskTemplate | null>(null);
  const refresh = useRefreshOnboarding();
  const remove = useMutation({
    mutationFn: (template: TaskTemplate) => deleteTemplate(template.id),
    onSuccess: async () => {
      toast.success('Template deleted successfully');
      setDeleting(null);
      await refresh();
    },
    onError: (err) => toastFailure('Failed to delete template', err),
  });

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>Add Template</Button>
      </div>
      {templates.length === 0 ? (
        <EmptyState title="No task templates found" />
      ) : (
        <ul className="space-y-3">
          {templates.map((t) => (
            <li key={t.id}>
              <TemplateCard template={t} onEdit={() => setEditing(t)} onDelete={() => setDeleting(t)} />
            </li>
          ))}
        </ul>
      )}
      <TemplateFormModal
        open={editing !== null}
        template={editing === 'new' ? null : editing}
        workstreams={workstreams}
        departments={departments}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        message="Are you sure you want to delete this template?"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
