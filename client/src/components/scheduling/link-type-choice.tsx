import { cx } from '@client/components/ui';
import type { LinkType } from './schedule-value';

const CHOICES: { value: LinkType; label: string; hint: string }[] = [
  { value: 'generated', label: 'Generate Zoom/Teams Link', hint: 'A meeting link is created for you.' },
  { value: 'custom', label: 'Use Custom Link', hint: 'Paste a meeting link you already have.' },
];

/** The meeting link type as a radio group. */
export function LinkTypeChoice({ value, onChange }: { value: LinkType; onChange: (v: LinkType) => void }) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Link Type</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {CHOICES.map((c) => (
          <label
            key={c.value}
            className={cx(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm',
              value === c.value ? 'border-indigo-400 bg-indigo-50' : 'border-slate-200 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name="link-type"
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              className="mt-0.5 accent-indigo-600"
              aria-label={c.label}
              aria-describedby={`link-type-${c.value}-hint`}
            />
            <span>
              <span className="block font-medium text-slate-900">{c.label}</span>
              <span id={`link-type-${c.value}-hint`} className="block text-xs text-slate-500">
                {c.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
