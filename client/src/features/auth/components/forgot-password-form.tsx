import type { FormEvent } from 'react';
import { Button } from '@client/components/ui';
import { useRequestPasswordReset } from '../api/password-links';
import { useFieldCheck } from '../use-field-check';
import { emailError } from '../validation';
import { EmailField } from './email-field';

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
  onBack: () => void;
}

export function ForgotPasswordForm({ email, onEmailChange, onSent, onBack }: ForgotPasswordFormProps) {
  const check = useFieldCheck(['email'] as const);

  const send = useRequestPasswordReset();
  const busy = send.isPending || send.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.passes({ email: emailError(email) })) return;
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
        <EmailField
          ref={check.ref('email')}
          autoComplete="email"
          value={email}
          onChange={onEmailChange}
          error={check.errors.email}
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
