import { useState } from 'react';
import type { Department } from '@shared/schemas/onboarding-responses';
import { ConfirmDialog, EmptyState } from '@client/components/ui';
import { useDepartmentAction } from '../../api/setup';
import { DepartmentCard } from './department-card';
import { DepartmentFormModal } from './department-form-modal';
import { SetupPanel, useEditor } from './setup-panel';

interface Props {
  departments: Department[];
}

type Pending = { kind: 'delete' | 'rotate'; department: Department };

/** The Departments sub-tab: cards, add/edit modal, delete and link rotation with confirmation. */
export function DepartmentsPanel({ departments }: Props) {
  const editor = useEditor<Department>();
  const [pending, setPending] = useState<Pending | null>(null);
  const act = useDepartmentAction({ onSuccess: () => setPending(null) });

  return (
    <SetupPanel
      addLabel="Add Department"
      onAdd={editor.add}
      items={departments}
      empty={<EmptyState title="No departments yet" description="Add a department to start assigning onboarding tasks." />}
      listClassName="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      renderItem={(d) => (
        <DepartmentCard
          department={d}
          onEdit={() => editor.edit(d)}
          onDelete={() => setPending({ kind: 'delete', department: d })}
          onRotate={() => setPending({ kind: 'rotate', department: d })}
        />
      )}
    >
      <DepartmentFormModal open={editor.open} department={editor.item} onClose={editor.close} onSaved={editor.close} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'rotate' ? 'Rotate dashboard link' : undefined}
        message={
          pending?.kind === 'rotate'
            ? `Create a new dashboard link for ${pending.department.name}? Links sent before, including those in task e-mails, will stop working.`
            : 'Are you sure you want to delete this department?'
        }
        confirmLabel={pending?.kind === 'rotate' ? 'Rotate link' : 'Delete'}
        busy={act.isPending}
        onConfirm={() => pending && act.mutate(pending)}
        onCancel={() => setPending(null)}
      />
    </SetupPanel>
  );
}
