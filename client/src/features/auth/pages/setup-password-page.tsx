import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PASSWORD_SET } from '@shared/domain/account-rules';
import { Link, useLocation, useParams } from 'wouter';
import { AuthLayout } from '../components/auth-layout';
import { paths } from '@client/config/paths';
import { Button, PageSpinner, PasswordField } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { usePasswordLink, useSetPassword } from '../api/password-links';
import { FormAlert } from '../components/form-alert';
import { hasErrors, validateSetupPassword, type SetupPasswordErrors } from '../validation';

const PANEL = {
  title: 'Welcome to Clearpath',
  description: 'Choose a password to activate your account. You will use it with your email address every time you sign in.',
};

/** /setup-password/:token — an invited user chooses their first password. */
export default function SetupPasswordPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<SetupPasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const link = usePasswordLink(token);
  const firstName = link.data ? link.data.user.first_name : null;
  // A link that does not work leads to the sign-in screen (its toast says why).
  useEffect(() => {
    if (link.isError) navigate(paths.login, { replace: true });
  }, [link.isError, navigate]);

  const save = useSetPassword(token);
  const busy = save.isPending || save.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSetupPassword(password, confirm);
    setErrors(found);
    if (hasErrors(found)) {
      (found.password ? passwordRef : confirmRef).current?.focus();
      return;
    }
    setFormError(null);
    save.mutate(password, {
      onSuccess: () => {
        toast.success(PASSWORD_SET);
        navigate(paths.login);
      },
      // Told once: the form's own alert (docs/client.md, "Forms").
      onError: (err) => setFormError(errorText(err, 'Failed to set password')),
    });
  };

  return (
    <AuthLayout title={PANEL.title} description={PANEL.description}>
      {firstName === null ? (
        <PageSpinner label="Checking your link..." />
      ) : (
        <div className="space-y-6">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Set Your Password</h1>
            <p className="mt-1 text-sm text-slate-600">
              {firstName ? `Welcome, ${firstName}! ` : 'Welcome! '}
              Create a password to finish setting up your account.
            </p>
          </div>
          <form noValidate onSubmit={onSubmit} className="space-y-5">
            {formError && <FormAlert>{formError}</FormAlert>}
            <PasswordField
              ref={passwordRef}
              label="Password"
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              hint="Must be at least 8 characters"
              error={errors.password}
              required
              autoFocus
            />
            <PasswordField
              ref={confirmRef}
              label="Confirm Password"
              name="confirm_password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={errors.confirm}
              required
            />
            <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Setting password...">
              Set Password &amp; Continue
            </Button>
          </form>
          <p className="text-center text-sm text-slate-600">
            Already have an account?{' '}
            <Link href={paths.login} className="font-medium text-indigo-600 hover:text-indigo-800 hover:underline">
              Sign in here
            </Link>
          </p>
        </div>
      )}
    </AuthLayout>
  );
}
