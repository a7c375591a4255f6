import type { Ref } from 'react';
import { PasswordField } from '@client/components/ui';
import type { NewPasswordErrors } from '@client/lib/new-password';

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onChange: (field: keyof NewPasswordErrors, value: string) => void;
  errors: NewPasswordErrors;
  /** The two labels: the setup page says "Password", the Settings page "New password". */
  labels: { password: string; confirm: string };
  hint: string;
  refs?: { password?: Ref<HTMLInputElement>; confirm?: Ref<HTMLInputElement> };
  autoFocus?: boolean;
  className?: string;
}

/**
 * A new password and its confirmation, checked by lib/new-password.ts: the setup/reset page of an
 * invited user and the change-password form of Settings.
 */
export function NewPasswordFields({
  password,
  confirm,
  onChange,
  errors,
  labels,
  hint,
  refs,
  autoFocus,
  className,
}: NewPasswordFieldsProps) {
  return (
    <div className={className}>
      <PasswordField
        ref={refs?.password}
        label={labels.password}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onChange('password', e.target.value)}
        hint={hint}
        error={errors.password}
        required
        autoFocus={autoFocus}
      />
      <PasswordField
        ref={refs?.confirm}
        label={labels.confirm}
        name="confirm_password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onChange('confirm', e.target.value)}
        error={errors.confirm}
        required
      />
    </div>
  );
}
