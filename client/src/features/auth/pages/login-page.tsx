import { useState } from 'react';
import { AuthLayout } from '../components/auth-layout';
import { CheckInbox } from '../components/check-inbox';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginForm } from '../components/login-form';
import { LOGIN_PANEL_COPY, type LoginScreenState } from '../login-copy';
import { readRememberedLogin } from '../remembered-login';

/** The login screen and its three states: login, forgotPassword, checkInbox (docs/spec/doc1.md §2). */
export default function LoginPage() {
  const [state, setState] = useState<LoginScreenState>('login');
  // One email shared by the states, so "Forgot password?" starts from what was typed.
  const [email, setEmail] = useState(() => readRememberedLogin()?.email ?? '');
  const copy = LOGIN_PANEL_COPY[state];

  return (
    <AuthLayout title={copy.title} description={copy.description}>
      {state === 'login' && <LoginForm email={email} onEmailChange={setEmail} onForgotPassword={() => setState('forgotPassword')} />}
      {state === 'forgotPassword' && (
        <ForgotPasswordForm email={email} onEmailChange={setEmail} onSent={() => setState('checkInbox')} onBack={() => setState('login')} />
      )}
      {state === 'checkInbox' && <CheckInbox email={email.trim()} onBack={() => setState('login')} />}
    </AuthLayout>
  );
}
