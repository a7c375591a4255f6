import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { AuthLayout } from '../components/auth-layout';
import { paths } from '@client/config/paths';
import { Button, PageSpinner } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { setupPassword, validateResetToken } from '../api';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { hasErrors, validateSetupPassword, type SetupPasswordErrors } from '../validation';

const PANEL = {
  title: 'Welcome to Clearpath',
  description: 'Choose a password to activate your account. You will use it with your email address every time you sign in.',
};

/** /setup-password/:token — an invited user chooses their first password. */
export default function SetupPasswordPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const [firstName, setFirstName] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<SetupPasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let alive = true;
    validateResetToken(token)
      .then((data) => alive && setFirstName(data?.user?.first_name ?? ''))
      .catch(() => {
        if (!alive) return;
        toast.error('Invalid or expired setup link');
        navigate(paths.login, { replace: true });
      });
    return () => {
      alive = false;
    };
  }, [token, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSetupPassword(password, confirm);
    setErrors(found);
    if (hasErrors(found)) {
      (found.password ? passwordRef : confirmRef).current?.focus();
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      await setupPassword(token, password);
      toast.success('Password set successfully! You can now login.');
      navigate(paths.login);
    } catch (err) {
      const message = errorText(err, 'Failed to set password');
      setFormError(message);
      toast.error(message);
      setBusy(false);
    }
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
