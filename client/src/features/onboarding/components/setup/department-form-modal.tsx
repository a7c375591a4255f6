import { useState } from 'react';
import type { Department } from '@shared/schemas/onboarding-responses';
import { fieldBinders } from '@client/components/field-binders';
import { Checkbox, Field, TextAreaField, NumberField } from '@client/components/ui';
import { fieldErrors } from '@client/lib/api';
import { DepartmentBody } from '@shared/schemas/onboarding-setup';
import { useChanged } from '@client/lib/use-changed';
import { useSaveDepartment } from '../../api/setup';
import { saveChecked, SetupFormModal } from './setup-form-modal';

interface Props {
  open: boolean;
  /** null: a new department. */
  department: Department | null;
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY = { name: '', email: '', description: '', order: '0', is_active: true };

/** Add/Edit Department (docs/spec/doc3.md §2.5); defaults active and order 0 (docs/spec/doc3.md §9). */
export function DepartmentFormModal({ open, department, onClose, onSaved }: Props) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  // Each opening starts from the department edited (or an empty form).
  if (useChanged(open) && open) {
    setErrors({});
    setForm(
      department
        ? {
            name: department.name,
            email: department.email,
            description: department.description,
            order: String(department.order),
            is_active: department.is_active,
          }
        : EMPTY,
    );
  }
  const save = useSaveDepartment(department, { onSuccess: onSaved, onError: (err) => setErrors(fieldErrors(err)) });
  const bind = fieldBinders(form, (key, value) => setForm((f) => ({ ...f, [key]: value })), { errors });

  const ready = form.name.trim() !== '' && form.email.trim() !== '';
  const submit = () => {
    if (!ready) return;
    const body = {
      name: form.name.trim(),
      email: form.email.trim(),
      description: form.description.trim(),
      is_active: form.is_active,
      order: form.order.trim() === '' ? 0 : Number(form.order),
    };
    saveChecked(DepartmentBody, body, setErrors, save.mutate);
  };

  return (
    <SetupFormModal
      noun="Department"
      editing={department !== null}
      open={open}
      onClose={onClose}
      busy={save.isPending}
      ready={ready}
      onSubmit={submit}
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field label="Department Name" required maxLength={255} {...bind.text('name')} />
        <Field label="Email Address" type="email" required maxLength={254} {...bind.text('email')} />
        <TextAreaField label="Description" maxLength={2000} {...bind.text('description')} />
        <NumberField label="Display Order" min={0} decimals={0} {...bind.number('order')} />
        <Checkbox label="Active" {...bind.flag('is_active')} />
      </form>
    </SetupFormModal>
  );
}
