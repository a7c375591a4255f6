import { cx } from './cx';

type Option<T extends string> = { value: T; label: string };

/** A few buttons of which one is on (aria-pressed), in one bordered group named by `legend` for screen readers. */
export function Segmented<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex w-fit rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm">
      <legend className="sr-only">{legend}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cx(
            'rounded-md px-3 py-1.5 text-sm font-medium',
            value === o.value ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
