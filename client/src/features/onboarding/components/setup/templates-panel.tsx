import { useState } from 'react';
import type { Department, TaskTemplate, Workstream } from '@shared/schemas/onboarding-responses';
import { Button, ConfirmDialog, EmptyState } from '@client/components/ui';
import { useDeleteTemplate } from '../../api/setup';
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
  const remove = useDeleteTemplate({ onSuccess: () => setDeleting(null) });

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
