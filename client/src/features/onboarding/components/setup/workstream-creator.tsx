import { useState } from 'react';
import type { Department, Workstream } from '@shared/schemas/onboarding-responses';
import { Button, Field, SelectField } from '@client/components/ui';
import { useCreateWorkstream } from '../../api/setup';

interface Props {
  departments: Department[];
  onCreated: (workstream: Workstream) => void;
  onCancel: () => void;
}

/**
 * Adds a workstream from the template form. The spec has no workstream screen, yet a template
 * needs one, so a new department would otherwise never get templates (docs/onboarding-client.md).
 */
export function WorkstreamCreator({ departments, onCreated, onCancel }: Props) {
  const [departmentId, setDepartmentId] = useState(departments[0] ? String(departments[0].id) : '');
  const [name, setName] = useState('');
  const create = useCreateWorkstream({ onSuccess: onCreated });
  const saving = create.isPending;

  return (
    <div className="grid gap-3 rounded-lg border border-indigo-100 bg-indigo-50/50 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <SelectField
        label="New workstream's department"
        value={departmentId}
        onChange={(e) => setDepartmentId(e.target.value)}
        options={departments.map((d) => ({ value: String(d.id), label: d.name }))}
      />
      <Field label="Workstream name" maxLength={255} value={name} onChange={(e) => setName(e.target.value)} />
      <div className="flex gap-2">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button
          onClick={() => create.mutate({ name: name.trim(), department_id: Number(departmentId) })}
          disabled={!name.trim() || !departmentId}
          loading={saving}
        >
          Add
        </Button>
      </div>
    </div>
  );
}
