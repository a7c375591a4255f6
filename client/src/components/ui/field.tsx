import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';

/** Ids tying a control to its label, hint and error so screen readers announce them together. */
interface FieldIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface FrameProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  /** Something shown right of the label, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  children: (ids: FieldIds) => ReactNode;
}

/** Label, control slot, hint and error text. Use it directly for custom controls. */
export function FieldFrame({ label, error, hint, required, id, className, labelAside, children }: FrameProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <span className="flex items-baseline gap-0.5">
          <label htmlFor={controlId} className="block text-sm font-medium text-slate-700">
            {label}
          </label>
          {/* Outside the label so the control's name stays exactly the label text. */}
          {required && (
            <span className="text-sm text-red-600" aria-hidden="true">
              *
            </span>
          )}
        </span>
        {labelAside}
      </div>
      {children({ id: controlId, describedBy, invalid: Boolean(error) })}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClass = (invalid: boolean) =>
  cx(
    'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400',
    'focus:outline-none focus:ring-2 focus:ring-offset-0 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
    '[&[readonly]]:bg-slate-50',
    invalid ? 'border-red-400 focus:border-red-500 focus:ring-red-300' : 'border-slate-300 focus:border-indigo-500 focus:ring-indigo-300',
  );

type FieldCommon = Omit<FrameProps, 'children'>;

export type FieldProps = FieldCommon &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
    inputClassName?: string;
    /** Rendered inside the input box on the right (e.g. a show/hide button). */
    trailing?: ReactNode;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled text input with optional hint and error text. */
export function Field({ label, error, hint, required, id, className, labelAside, inputClassName, trailing, ...input }: FieldProps) {
  return (
    <FieldFrame {...{ label, error, hint, required, id, className, labelAside }}>
      {(ids) => (
        <div className="relative">
          <input
            id={ids.id}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            aria-required={required || undefined}
            className={cx(controlClass(ids.invalid), trailing ? 'pr-16' : undefined, inputClassName)}
            {...input}
          />
          {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-2">{trailing}</div>}
        </div>
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldCommon &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, hint, required, id, className, labelAside, rows = 3, ...input }: TextAreaFieldProps) {
  return (
    <FieldFrame {...{ label, error, hint, required, id, className, labelAside }}>
      {(ids) => (
        <textarea
          id={ids.id}
          rows={rows}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
          className={controlClass(ids.invalid)}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = FieldCommon &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
    options: Array<{ value: string; label: string }>;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({ label, error, hint, required, id, className, labelAside, options, ...select }: SelectFieldProps) {
  return (
    <FieldFrame {...{ label, error, hint, required, id, className, labelAside }}>
      {(ids) => (
        <select
          id={ids.id}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
          className={controlClass(ids.invalid)}
          {...select}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: ReactNode;
  className?: string;
}

/** A checkbox wrapped in its label, so the text is clickable and names the control. */
export function Checkbox({ label, className, ...input }: CheckboxProps) {
  return (
    <label className={cx('inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700', className)}>
      <input type="checkbox" className="size-4 rounded border-slate-300 accent-indigo-600" {...input} />
      {label}
    </label>
  );
}
