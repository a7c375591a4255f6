import { type ReactNode, useId } from 'react';
import { Button } from './button';
import { Modal } from './modal';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'wide';
  /** The save is running: the dialog stays open, Cancel is disabled and the submit button spins. */
  busy: boolean;
  /** The submit button's label, and the label it shows while busy ("Sending..."). */
  submitLabel: ReactNode;
  loadingText: ReactNode;
  /** Called by the submit button and by Enter in a field (the browser's own submit is prevented). */
  onSubmit: () => void;
  /** The submit button is disabled (nothing chosen yet). */
  disabled?: boolean;
  /** The form's classes: the spacing of its fields. */
  className?: string;
  children: ReactNode;
  /**
   * What the same dialog shows once the form has done its work, in place of the form and its footer
   * (a secret shown once, a success message).
   */
  done?: { title?: ReactNode; body: ReactNode; footer?: ReactNode; busy?: boolean } | null;
}

/**
 * The one form dialog: a title, the fields, then Cancel and the submit button in the footer. The
 * submit button belongs to the form through its id, so Enter in a field submits as a click does.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  size,
  busy,
  submitLabel,
  loadingText,
  onSubmit,
  disabled,
  className,
  children,
  done,
}: FormDialogProps) {
  const formId = useId();
  if (done)
    return (
      <Modal open={open} onClose={onClose} title={done.title ?? title} size={size} busy={done.busy} footer={done.footer}>
        {done.body}
      </Modal>
    );
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      size={size}
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={disabled} loading={busy} loadingText={loadingText}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        className={className}
      >
        {children}
      </form>
    </Modal>
  );
}
