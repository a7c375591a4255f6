import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Modal, ModalActions } from '@client/components/ui';
import { checkWith, type FormErrors } from '@client/lib/forms';

interface Props {
  /** What the modal adds or edits ('Department', 'Template'): its title says which. */
  noun: string;
  /** An existing item is edited (Update) rather than a new one added (Create). */
  editing: boolean;
  open: boolean;
  onClose: () => void;
  /** The save is running. */
  busy: boolean;
  /** The required fields are filled in: the submit button is enabled. */
  ready: boolean;
  onSubmit: () => void;
  size?: 'lg';
  /** The form. */
  children: ReactNode;
}

/** The Add/Edit modal of the setup sub-tabs (docs/spec/doc3.md §2.5): Cancel, then Create or Update. */
export function SetupFormModal({ noun, editing, open, onClose, busy, ready, onSubmit, size, children }: Props) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      title={`${editing ? 'Edit' : 'Add'} ${noun}`}
      size={size}
      footer={
        <ModalActions onCancel={onClose} onSubmit={onSubmit} busy={busy} disabled={!ready}>
          {editing ? 'Update' : 'Create'}
        </ModalActions>
      }
    >
      {children}
    </Modal>
  );
}

/**
 * The request's own schema first: the texts the server would answer, under their fields; only a
 * body that passes is saved.
 */
export function saveChecked<T extends z.ZodType>(
  schema: T,
  body: z.input<T>,
  setErrors: (errors: FormErrors) => void,
  save: (body: z.input<T>) => void,
) {
  const checked = checkWith(schema, body);
  setErrors(checked.errors ?? {});
  if (checked.data) save(body);
}
