import { useState } from 'react';
import type { Department } from '@shared/schemas/onboarding-responses';
import { Button, ConfirmDialog, EmptyState } from '@client/components/ui';
import { useDepartmentAction } from '../../api/setup';
import { DepartmentCard } from './department-card';
import { DepartmentFormModal } from './department-form-modal';

interface Props {
  departments: Department[];
}

type Pending = { kind: 'delete' | 'rotate'; department: Department };

/** The Departments sub-tab: cards, add/edit modal, delete and link rotation with confirmation. */
export function DepartmentsPanel({ departments }: Props) {
  const [editing, setEditing] = useState<Department | null | 'new'>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const act = useDepartmentAction({ onSuccess: () => setPending(null) });

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>Add Department</Button>
      </div>
      {departments.length === 0 ? (
        <EmptyState title="No departments yet" description="Add a department to start assigning onboarding tasks." />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {departments.map((d) => (
            <li key={d.id}>
              <DepartmentCard
                department={d}
                onEdit={() => setEditing(d)}
                onDelete={() => setPending({ kind: 'delete', department: d })}
                onRotate={() => setPending({ kind: 'rotate', department: d })}
              />
            </li>
          ))}
        </ul>
      )}
      <DepartmentFormModal
        open={editing !== null}
        department={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
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
    </div>
  );
}
