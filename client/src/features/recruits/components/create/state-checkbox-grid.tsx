import { useId } from 'react';
import { cx } from '@client/components/ui';
import { US_STATE_CODES } from '@shared/domain/us-states';

interface Props {
  selected: string[];
  onChange: (codes: string[]) => void;
  error?: string;
}

/** "States Licensed": one checkbox per US state code (a fieldset, so the legend names the group), with the count selected. */
export function StateCheckboxGrid({ selected, onChange, error }: Props) {
  const errorId = useId();
  const toggle = (code: string) => onChange(US_STATE_CODES.filter((c) => (c === code ? !selected.includes(c) : selected.includes(c))));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={Boolean(error) || undefined}>
      {/* The legend must be the fieldset's first child to name the group; floats lay it out beside the count. */}
      <legend className="float-left mb-1.5 text-sm font-medium text-slate-700">
        States Licensed{' '}
        <span className="text-red-600" aria-hidden="true">
          *
        </span>
      </legend>
      <span className="float-right mb-1.5 text-xs text-slate-500" aria-live="polite">
        {selected.length} selected
      </span>
      <div
        className={cx(
          'clear-both grid max-h-48 grid-cols-5 gap-1 overflow-y-auto rounded-lg border p-2 sm:grid-cols-8 md:grid-cols-10',
          error ? 'border-red-400' : 'border-slate-300',
        )}
      >
        {US_STATE_CODES.map((code) => {
          const on = selected.includes(code);
          return (
            <label
              key={code}
              className={cx(
                'flex cursor-pointer items-center justify-center gap-1 rounded-md px-1 py-1 text-xs font-medium',
                on ? 'bg-indigo-50 text-indigo-700 ring-1 ring-indigo-300' : 'text-slate-600 hover:bg-slate-50',
              )}
            >
              <input type="checkbox" className="size-3.5 accent-indigo-600" checked={on} onChange={() => toggle(code)} />
              {code}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
