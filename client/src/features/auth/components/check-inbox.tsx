import { RoundIcon } from '@client/components/round-icon';
import { Button } from '@client/components/ui';

interface CheckInboxProps {
  email: string;
  onBack: () => void;
}

export function CheckInbox({ email, onBack }: CheckInboxProps) {
  // The specification has Resend only confirm with a browser alert; it makes no call.
  const resend = () => window.alert(`A new password reset link has been sent to ${email}.`);

  return (
    <div className="space-y-6 text-center">
      <RoundIcon
        tone="bg-indigo-50 text-indigo-600"
        strokeWidth={1.75}
        path="M21.75 6.75v10.5a2.25 2.25 0 0 1-2.25 2.25h-15a2.25 2.25 0 0 1-2.25-2.25V6.75m19.5 0A2.25 2.25 0 0 0 19.5 4.5h-15a2.25 2.25 0 0 0-2.25 2.25m19.5 0v.243a2.25 2.25 0 0 1-1.07 1.916l-7.5 4.615a2.25 2.25 0 0 1-2.36 0L3.32 8.91a2.25 2.25 0 0 1-1.07-1.916V6.75"
      />
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Check your email</h1>
        <p className="mt-2 text-sm text-slate-600">
          We&apos;ve sent a password reset link to <span className="font-medium text-slate-900">{email}</span>. Follow the link in the email
          to choose a new password.
        </p>
      </div>
      <div className="space-y-3">
        <Button size="lg" fullWidth onClick={onBack}>
          Back to Sign In
        </Button>
        <p className="text-sm text-slate-600">
          Didn&apos;t receive the email?{' '}
          <Button variant="link" onClick={resend}>
            Resend Link
          </Button>
        </p>
      </div>
    </div>
  );
}
