import { type FormEvent, useState } from 'react';
import { Button, PasswordField } from '@client/components/ui';
import { useChangePassword } from '@client/lib/account-settings';
import { fieldErrors } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { PASSWORD_MIN } from '@shared/domain/account-rules';

const EMPTY = { current: '', next: '', confirm: '' };
type Errors = Partial<Record<keyof typeof EMPTY, string>>;

/** The texts the server answers too (shared/schemas/auth.ts ChangePasswordBody). */
function validate(v: typeof EMPTY): Errors {
  const errors: Errors = {};
  if (!v.current) errors.current = 'Enter your current password';
  if (!v.next) errors.next = 'Password is required';
  else if (v.next.length < PASSWORD_MIN) errors.next = `Password must be at least ${PASSWORD_MIN} characters`;
  if (!v.confirm) errors.confirm = 'Please confirm your password';
  else if (v.next && v.confirm !== v.next) errors.confirm = 'Passwords do not match';
  return errors;
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
      { current_password: values.current, new_password: values.next },
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
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label="New password"
          required
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters`}
          value={values.next}
          error={errors.next ?? server.new_password}
          onChange={(e) => set('next', e.target.value)}
        />
        <PasswordField
          label="Confirm new password"
          required
          autoComplete="new-password"
          value={values.confirm}
          error={errors.confirm}
          onChange={(e) => set('confirm', e.target.value)}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} loadingText="Changing...">
          Change Password
        </Button>
      </div>
    </form>
  );
}
