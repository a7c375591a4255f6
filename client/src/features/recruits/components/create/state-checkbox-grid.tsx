import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { cx } from '@client/components/ui';
import { US_STATE_CODES } from '@shared/domain/us-states';

interface Props {
  selected: string[];
  onChange: (codes: string[]) => void;
  error?: string;
}

/** How many columns the grid shows at the current width (it changes with the breakpoints). */
const columnsOf = (grid: HTMLElement | null) => (grid ? getComputedStyle(grid).gridTemplateColumns.split(' ').length : 1);

/**
 * "States Licensed": one checkbox per US state code (a fieldset, so the legend names the group), with
 * the count selected. The 50 boxes are one tab stop: arrows move inside the grid, Home/End jump to the
 * ends, a letter jumps to the next state starting with it, Space ticks (a roving tabindex).
 */
export function StateCheckboxGrid({ selected, onChange, error }: Props) {
  const errorId = useId();
  const hintId = useId();
  const grid = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const toggle = (code: string) => onChange(US_STATE_CODES.filter((c) => (c === code ? !selected.includes(c) : selected.includes(c))));

  const moveTo = (index: number) => {
    const next = Math.min(US_STATE_CODES.length - 1, Math.max(0, index));
    setActive(next);
    grid.current?.querySelectorAll('input')[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columnsOf(grid.current),
      ArrowUp: -columnsOf(grid.current),
    };
    if (e.key in step) moveTo(active + step[e.key]);
    else if (e.key === 'Home') moveTo(0);
    else if (e.key === 'End') moveTo(US_STATE_CODES.length - 1);
    else if (/^[a-z]$/i.test(e.key)) {
      const letter = e.key.toUpperCase();
      const after = [...US_STATE_CODES.slice(active + 1), ...US_STATE_CODES.slice(0, active + 1)].find((c) => c.startsWith(letter));
      if (!after) return;
      moveTo(US_STATE_CODES.indexOf(after));
    } else return;
    e.preventDefault();
  };

  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId} aria-invalid={Boolean(error) || undefined}>
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
      <p id={hintId} className="sr-only">
        Arrow keys move between states, a letter jumps to a state, Space selects.
      </p>
      {/* The keys reach the grid from the focused checkbox inside it (a roving tabindex, not a control of its own). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the handler only moves focus among the checkboxes it holds. */}
      <div
        ref={grid}
        onKeyDown={onKeyDown}
        className={cx(
          'clear-both grid max-h-48 grid-cols-5 gap-1 overflow-y-auto rounded-lg border p-2 sm:grid-cols-8 md:grid-cols-10',
          error ? 'border-red-400' : 'border-slate-300',
        )}
      >
        {US_STATE_CODES.map((code, i) => {
          const on = selected.includes(code);
          return (
            <label
              key={code}
              className={cx(
                'flex cursor-pointer items-center justify-center gap-1 rounded-md px-1 py-1 text-xs font-medium has-focus-visible:ring-2 has-focus-visible:ring-indigo-500',
                on ? 'bg-indigo-50 text-indigo-700 ring-1 ring-indigo-300' : 'text-slate-600 hover:bg-slate-50',
              )}
            >
              <input
                type="checkbox"
                tabIndex={i === active ? 0 : -1}
                className="size-3.5 accent-indigo-600 focus-visible:outline-none"
                checked={on}
                onFocus={() => setActive(i)}
                onChange={() => toggle(code)}
              />
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
