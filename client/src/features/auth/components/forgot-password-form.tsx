import { useRef, useState, type FormEvent } from 'react';
import { Button, Field } from '@client/components/ui';
import { useRequestPasswordReset } from '../api/password-links';
import { emailError } from '../validation';

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
  onBack: () => void;
}

export function ForgotPasswordForm({ email, onEmailChange, onSent, onBack }: ForgotPasswordFormProps) {
  const [error, setError] = useState<string | undefined>();
  const emailRef = useRef<HTMLInputElement>(null);

  const send = useRequestPasswordReset();
  const busy = send.isPending || send.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    send.mutate(email.trim(), { onSuccess: () => onSent() });
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Reset your password</h1>
        <p className="mt-1 text-sm text-slate-600">
          Enter the email address on your account and we&apos;ll send you a link to reset your password.
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Field
          ref={emailRef}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(e) => onEmailChange(e.target.value)}
          error={error}
          required
          autoFocus
        />
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Sending...">
          Send Reset Link
        </Button>
        <Button variant="ghost" fullWidth onClick={onBack} disabled={busy}>
          Back to Sign In
        </Button>
      </form>
    </div>
  );
}
