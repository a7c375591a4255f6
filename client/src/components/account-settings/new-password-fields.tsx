import type { Ref } from 'react';
import { PasswordField } from '@client/components/ui';
import type { NewPasswordErrors } from '@client/lib/new-password';

type NewPasswordField = keyof NewPasswordErrors;

/** The two inputs in order; the hint (the length rule) goes under the first. */
const FIELDS = [
  { field: 'password', name: 'password' },
  { field: 'confirm', name: 'confirm_password' },
] as const;

interface NewPasswordFieldsProps {
  values: Record<NewPasswordField, string>;
  onChange: (field: NewPasswordField, value: string) => void;
  errors: NewPasswordErrors;
  /** The two labels: the setup page says "Password", the Settings page "New password". */
  labels: Record<NewPasswordField, string>;
  hint: string;
  refs?: Partial<Record<NewPasswordField, Ref<HTMLInputElement>>>;
  autoFocus?: boolean;
  className?: string;
}

/**
 * A new password and its confirmation, checked by lib/new-password.ts: the setup/reset page of an
 * invited user and the change-password form of Settings.
 */
export function NewPasswordFields({ values, onChange, errors, labels, hint, refs, autoFocus, className }: NewPasswordFieldsProps) {
  return (
    <div className={className}>
      {FIELDS.map(({ field, name }) => (
        <PasswordField
          key={field}
          ref={refs?.[field]}
          label={labels[field]}
          name={name}
          autoComplete="new-password"
          value={values[field]}
          onChange={(e) => onChange(field, e.target.value)}
          hint={field === 'password' ? hint : undefined}
          error={errors[field]}
          required
          autoFocus={field === 'password' && autoFocus}
        />
      ))}
    </div>
  );
}
