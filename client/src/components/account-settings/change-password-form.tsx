import { type FormEvent, useState } from 'react';
import { PasswordField } from '@client/components/ui';
import { useChangePassword } from '@client/lib/account-settings';
import { fieldErrors } from '@client/lib/api';
import { newPasswordErrors } from '@client/lib/new-password';
import { toast } from '@client/lib/toast';
import { PASSWORD_MIN } from '@shared/domain/account-rules';
import { NewPasswordFields } from './new-password-fields';
import { SubmitRow } from '@client/components/submit-row';

const EMPTY = { current: '', password: '', confirm: '' };
type Errors = Partial<Record<keyof typeof EMPTY, string>>;

/** The texts the server answers too (shared/schemas/auth.ts ChangePasswordBody). */
function validate(v: typeof EMPTY): Errors {
  return { current: v.current ? undefined : 'Enter your current password', ...newPasswordErrors(v.password, v.confirm) };
}

/**
 * A new password for the signed-in account, with its current one (docs/dashboard.md, "Settings"):
 * the other devices are signed out, this one goes on with the tokens the server answers.
 */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const save = useChangePassword();
  const server = save.error ? fieldErrors(save.error) : {};
  const set = (field: keyof typeof EMPTY, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(
      { current_password: values.current, new_password: values.password },
      {
        onSuccess: (answer) => {
          setValues(EMPTY);
          toast.success(answer.message);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Change password">
      <PasswordField
        label="Current password"
        required
        autoComplete="current-password"
        value={values.current}
        error={errors.current ?? server.current_password}
        onChange={(e) => set('current', e.target.value)}
      />
      <NewPasswordFields
        className="grid gap-4 sm:grid-cols-2"
        values={values}
        onChange={set}
        errors={{ password: errors.password ?? server.new_password, confirm: errors.confirm }}
        labels={{ password: 'New password', confirm: 'Confirm new password' }}
        hint={`At least ${PASSWORD_MIN} characters`}
      />
      <SubmitRow busy={save.isPending} busyText="Changing...">
        Change Password
      </SubmitRow>
    </form>
  );
}
