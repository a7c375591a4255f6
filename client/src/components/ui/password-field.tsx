import { useId, useState } from 'react';
import { Field, type FieldProps } from './field';

/**
 * A password input with a Show/Hide toggle. The toggle's name is just "Show"/"Hide" (tied to the
 * input by aria-controls) so that "Password" stays a unique label for tests and screen readers.
 */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const autoId = useId();
  const inputId = props.id ?? autoId;
  return (
    <Field
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={inputId}
          className="rounded-md px-2 py-1 text-xs font-medium text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
