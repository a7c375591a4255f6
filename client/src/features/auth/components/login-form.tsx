import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button, Checkbox, Field, PasswordField } from '@client/components/ui';
import { errorText, fieldError } from '@client/lib/api';
import { returnPathFrom, userTypeOfPath } from '@client/lib/return-to';
import { homePathFor, type UserType } from '@client/lib/session';
import { toast } from '@client/lib/toast';
import { useSignIn, type DemoAccount } from '../api/sign-in';
import { readRememberedLogin, saveRememberedLogin } from '../remembered-login';
import { hasErrors, validateLogin, type LoginErrors } from '../validation';
import { DemoCredentials } from './demo-credentials';
import { FormAlert } from './form-alert';
import { UserTypeToggle } from './user-type-toggle';

interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
}

export function LoginForm({ email, onEmailChange, onForgotPassword }: LoginFormProps) {
  const [, navigate] = useLocation();
  const [remembered] = useState(readRememberedLogin);
  // Sent here by a page that needs sign-in: back there afterwards, as the kind of user it is for.
  const next = returnPathFrom(useSearch());
  const [userType, setUserType] = useState<UserType>(remembered?.user_type ?? userTypeOfPath(next) ?? 'recruiter');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(Boolean(remembered));
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const pickDemo = (account: DemoAccount) => {
    setUserType(account.user_type);
    onEmailChange(account.email);
    setPassword(account.password);
    setErrors({});
    setFormError(null);
  };

  const signIn = useSignIn();
  // Still busy after success: the page is on its way to the user's home.
  const busy = signIn.isPending || signIn.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(email, password);
    setErrors(found);
    if (hasErrors(found)) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setFormError(null);
    signIn.mutate(
      { email: email.trim(), password, user_type: userType },
      {
        onSuccess: (user, sent) => {
          saveRememberedLogin(remember ? { email: sent.email, user_type: sent.user_type } : null);
          toast.success('Login successful');
          navigate(next ?? homePathFor(user));
        },
        onError: (err) => {
          setErrors({ email: fieldError(err, 'email'), password: fieldError(err, 'password') });
          // Told once: the form's own alert (docs/client.md, "Forms").
          setFormError(errorText(err, 'Invalid credentials. Please try again.'));
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Sign in to your account</h1>
        <p className="mt-1 text-sm text-slate-600">Welcome back! Please enter your details.</p>
      </div>

      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <UserTypeToggle value={userType} onChange={setUserType} disabled={busy} />
        {formError && <FormAlert>{formError}</FormAlert>}
        <Field
          ref={emailRef}
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          placeholder="you@company.com"
          value={email}
          onChange={(e) => onEmailChange(e.target.value)}
          error={errors.email}
          required
        />
        <PasswordField
          ref={passwordRef}
          label="Password"
          name="password"
          autoComplete="current-password"
          placeholder="Enter your password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <div className="flex items-center justify-between gap-4">
          <Checkbox label="Remember me" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <Button variant="link" onClick={onForgotPassword}>
            Forgot password?
          </Button>
        </div>
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Signing in...">
          Sign in
        </Button>
      </form>

      <DemoCredentials onPick={pickDemo} />
    </div>
  );
}
