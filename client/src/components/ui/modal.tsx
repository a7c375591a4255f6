import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './cx';
import { CloseButton } from './icons';

type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'wide';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  /** Buttons shown right-aligned at the bottom. */
  footer?: ReactNode;
  /** A save is running: Escape, the backdrop and × do not close the dialog, and × is hidden. */
  busy?: boolean;
  children?: ReactNode;
  className?: string;
}

const SIZES: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
  wide: 'max-w-6xl',
};

/** Accessible dialog (focus trap, Escape, backdrop click) with a title bar, body and optional footer. */
export function Modal({ open, onClose, title, description, size = 'md', footer, busy, children, className }: ModalProps) {
  return (
    <Dialog open={open} onClose={busy ? () => {} : onClose} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-900/50 transition-opacity duration-150 data-closed:opacity-0" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel
            transition
            className={cx(
              'flex max-h-[calc(100vh-2rem)] w-full flex-col rounded-xl bg-white shadow-xl transition duration-150',
              'data-closed:scale-95 data-closed:opacity-0',
              SIZES[size],
              className,
            )}
          >
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
              <div>
                <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
                {description && <Description className="mt-1 text-sm text-slate-600">{description}</Description>}
              </div>
              {!busy && (
                <CloseButton
                  onClick={onClose}
                  label="Close"
                  className="-mr-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-600"
                  iconClassName="size-5"
                />
              )}
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
            {footer && (
              <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-slate-50 px-6 py-4 rounded-b-xl">{footer}</div>
            )}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}

interface ModalActionsProps {
  onCancel: () => void;
  onSubmit: () => void;
  /** The save is running: Cancel is disabled and the submit button shows a spinner (and `loadingText`). */
  busy: boolean;
  disabled?: boolean;
  loadingText?: ReactNode;
  children: ReactNode;
}

/** The usual footer of a form dialog: Cancel, then the submit button labelled by `children`. */
export function ModalActions({ onCancel, onSubmit, busy, disabled, loadingText, children }: ModalActionsProps) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button onClick={onSubmit} disabled={disabled} loading={busy} loadingText={loadingText}>
        {children}
      </Button>
    </>
  );
}
