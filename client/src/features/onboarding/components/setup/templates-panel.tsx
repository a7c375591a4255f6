import { useState } from 'react';
import type { Department, TaskTemplate, Workstream } from '@shared/schemas/onboarding-responses';
import { ConfirmDialog, EmptyState } from '@client/components/ui';
import { useDeleteTemplate } from '../../api/setup';
import { SetupPanel, useEditor } from './setup-panel';
import { TemplateCard } from './template-card';
import { TemplateFormModal } from './template-form-modal';

interface Props {
  templates: TaskTemplate[];
  workstreams: Workstream[];
  departments: Department[];
}

/** The Task Templates sub-tab: list, add/edit modal and delete with confirmation. */
export function TemplatesPanel({ templates, workstreams, departments }: Props) {
  const editor = useEditor<TaskTemplate>();
  const [deleting, setDeleting] = useState<TaskTemplate | null>(null);
  const remove = useDeleteTemplate({ onSuccess: () => setDeleting(null) });

  return (
    <SetupPanel
      addLabel="Add Template"
      onAdd={editor.add}
      items={templates}
      empty={<EmptyState title="No task templates found" />}
      listClassName="space-y-3"
      renderItem={(t) => <TemplateCard template={t} onEdit={() => editor.edit(t)} onDelete={() => setDeleting(t)} />}
    >
      <TemplateFormModal
        open={editor.open}
        template={editor.item}
        workstreams={workstreams}
        departments={departments}
        onClose={editor.close}
        onSaved={editor.close}
      />
      <ConfirmDialog
        open={deleting !== null}
        message="Are you sure you want to delete this template?"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </SetupPanel>
  );
}
