import type { UserType } from '@client/lib/session';
import { cx } from '@client/components/ui';

const OPTIONS: Array<{ value: UserType; label: string }> = [
  { value: 'recruiter', label: 'Recruiter' },
  { value: 'recruit', label: 'Recruit' },
];

interface UserTypeToggleProps {
  value: UserType;
  onChange: (value: UserType) => void;
  disabled?: boolean;
}

/** "Login as" segmented control built on native radios, so arrow keys and labels just work. */
export function UserTypeToggle({ value, onChange, disabled }: UserTypeToggleProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">Login as</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
        {OPTIONS.map((opt) => (
          <label
            key={opt.value}
            className={cx(
              'flex cursor-pointer items-center justify-center rounded-md px-3 py-2 text-sm font-medium transition',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500',
              value === opt.value ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input
              type="radio"
              name="user_type"
              value={opt.value}
              checked={value === opt.value}
              onChange={() => onChange(opt.value)}
              className="sr-only"
            />
            {opt.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
