import { cx } from './cx';

export type RadioCard<T extends string> = { value: T; label: string; hint: string };

/** A radio group drawn as cards, each with its label and a hint that describes it. */
export function RadioCards<T extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  columns = 2,
}: {
  name: string;
  legend: string;
  choices: readonly RadioCard<T>[];
  value: T;
  onChange: (v: T) => void;
  columns?: 1 | 2;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={cx('grid grid-cols-1 gap-2', columns === 2 && 'sm:grid-cols-2')}>
        {choices.map((c) => (
          <label
            key={c.value}
            className={cx(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm',
              value === c.value ? 'border-indigo-400 bg-indigo-50' : 'border-slate-200 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              className="mt-0.5 accent-indigo-600"
              aria-label={c.label}
              aria-describedby={`${name}-${c.value}-hint`}
            />
            <span>
              <span className="block font-medium text-slate-900">{c.label}</span>
              <span id={`${name}-${c.value}-hint`} className="block text-xs text-slate-500">
                {c.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
