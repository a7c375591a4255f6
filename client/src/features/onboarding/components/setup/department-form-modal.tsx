import { useState } from 'react';
import type { Department } from '@shared/schemas/onboarding-responses';
import { Checkbox, Field, Modal, TextAreaField, NumberField, numberFromText, textFromNumber, ModalActions } from '@client/components/ui';
import { fieldErrors } from '@client/lib/api';
import { checkWith } from '@client/lib/forms';
import { DepartmentBody } from '@shared/schemas/onboarding-setup';
import { useChanged } from '@client/lib/use-changed';
import { useSaveDepartment } from '../../api/setup';

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
  const saving = save.isPending;

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
    // The request's own schema first: the texts the server would answer, under their fields.
    const checked = checkWith(DepartmentBody, body);
    setErrors(checked.errors ?? {});
    if (checked.data) save.mutate(body);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={saving}
      title={department ? 'Edit Department' : 'Add Department'}
      footer={
        <ModalActions onCancel={onClose} onSubmit={submit} busy={saving} disabled={!ready}>
          {department ? 'Update' : 'Create'}
        </ModalActions>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field
          label="Department Name"
          required
          maxLength={255}
          value={form.name}
          error={errors.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
        <Field
          label="Email Address"
          type="email"
          required
          maxLength={254}
          value={form.email}
          error={errors.email}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
        />
        <TextAreaField
          label="Description"
          maxLength={2000}
          value={form.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
        />
        <NumberField
          label="Display Order"
          min={0}
          decimals={0}
          value={numberFromText(form.order)}
          error={errors.order}
          onValueChange={(v) => setForm({ ...form, order: textFromNumber(v) })}
        />
        <Checkbox label="Active" checked={form.is_active} onChange={(e) => setForm({ ...form, is_active: e.target.checked })} />
      </form>
    </Modal>
  );
}
