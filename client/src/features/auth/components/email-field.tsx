import type { Ref } from 'react';
import { Field } from '@client/components/ui';

interface EmailFieldProps {
  ref: Ref<HTMLInputElement>;
  value: string;
  onChange: (email: string) => void;
  error: string | undefined;
  /** `username` where a password follows (sign-in), `email` where it stands alone (reset link). */
  autoComplete: 'username' | 'email';
  autoFocus?: boolean;
}

/** The account e-mail of the sign-in and reset-link forms; the two share what the user typed. */
export function EmailField({ ref, value, onChange, error, autoComplete, autoFocus }: EmailFieldProps) {
  return (
    <Field
      ref={ref}
      label="Email"
      type="email"
      name="email"
      autoComplete={autoComplete}
      placeholder="you@company.com"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required
      autoFocus={autoFocus}
    />
  );
}
