import { type InputHTMLAttributes, type KeyboardEvent, type Ref, useLayoutEffect, useRef, useState } from 'react';
import { cleanNumberText, caretAfterSignificant, groupNumberText, parseNumberText, significantBefore } from '@shared/format';
import { cx } from './cx';
import { controlClass, FieldFrame, type FieldProps } from './field';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step'>;

export interface NumberInputProps extends InputAttributes {
  /** The stored number; null when the field is empty. */
  value: number | null;
  onValueChange(value: number | null): void;
  /** The most decimals that can be typed; 0 for whole numbers. */
  decimals?: number;
  allowNegative?: boolean;
  /** Arrow Up/Down add or take `step`, kept within min..max. */
  step?: number;
  min?: number;
  max?: number;
  /** How the value reads while the field is not being edited ("$24,000,000"); grouped digits by default. */
  formatIdle?: (value: number | null) => string;
  invalid?: boolean;
  /** Select the whole text on focus, so typing replaces it (the live calculator). */
  selectOnFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const grouped = (value: number | null) => (value === null ? '' : groupNumberText(String(value)));
const same = (a: number | null, b: number | null) => (a ?? 0) === (b ?? 0);

/** Whether typed text is a number this field takes (decimals, sign). */
function accepts(text: string, decimals: number, allowNegative: boolean): boolean {
  const bare = cleanNumberText(text);
  if (bare === null || (!allowNegative && bare.startsWith('-'))) return false;
  const [, fraction] = bare.split('.');
  return fraction === undefined || (decimals > 0 && fraction.length <= decimals);
}

/**
 * The one number input: shows thousands separators while typing ("24,000,000") and hands the plain
 * number up; the caret stays after the same digit when a separator appears. Text that is not a
 * number (a letter, a second point, too many decimals) is refused as typed.
 */
export function NumberInput({
  value,
  onValueChange,
  decimals = 2,
  allowNegative = false,
  step = 1,
  min,
  max,
  formatIdle = grouped,
  invalid = false,
  selectOnFocus = false,
  className,
  ref,
  onFocus,
  onBlur,
  onKeyDown,
  ...input
}: NumberInputProps) {
  // The typed text while focused; null while showing the stored value.
  const [draft, setDraft] = useState<string | null>(null);
  const element = useRef<HTMLInputElement | null>(null);
  // Where the caret goes once the new text is on screen ('all' selects it).
  const caret = useRef<number | 'all' | null>(null);

  useLayoutEffect(() => {
    const at = caret.current;
    if (at === null || !element.current) return;
    caret.current = null;
    if (at === 'all') element.current.select();
    else element.current.setSelectionRange(at, at);
  });

  // While typing, a stored value that differs from the draft was set elsewhere (another user, a cap): show it.
  const shown = draft === null ? formatIdle(value) : same(parseNumberText(draft), value) ? draft : grouped(value);

  const commit = (text: string, at: number) => {
    setDraft(text);
    caret.current = at;
    onValueChange(parseNumberText(text));
  };
  const nudge = (e: KeyboardEvent<HTMLInputElement>) => {
    const by = e.key === 'ArrowUp' ? step : e.key === 'ArrowDown' ? -step : 0;
    if (!by || input.readOnly || input.disabled) return;
    e.preventDefault();
    const next = Math.min(
      max ?? Number.POSITIVE_INFINITY,
      Math.max(min ?? (allowNegative ? Number.NEGATIVE_INFINITY : 0), (value ?? 0) + by),
    );
    const text = grouped(Number(next.toFixed(decimals)));
    commit(text, text.length);
  };

  return (
    <input
      {...input}
      ref={(node) => {
        element.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      aria-invalid={invalid || undefined}
      className={cx(controlClass(invalid), 'tabular-nums', className)}
      value={shown}
      onFocus={(e) => {
        // 0 becomes empty so typing starts clean.
        if (!input.readOnly) {
          setDraft(value === 0 ? '' : grouped(value));
          if (selectOnFocus) caret.current = 'all';
        }
        onFocus?.(e);
      }}
      onBlur={(e) => {
        setDraft(null);
        onBlur?.(e);
      }}
      onKeyDown={(e) => {
        nudge(e);
        onKeyDown?.(e);
      }}
      onChange={(e) => {
        const raw = e.target.value;
        const at = e.target.selectionStart ?? raw.length;
        if (!accepts(raw, decimals, allowNegative)) {
          // Refused: the text stays as it was, the caret where it was before the keystroke.
          const back = Math.max(0, at - (raw.length - shown.length));
          e.target.value = shown;
          e.target.setSelectionRange(back, back);
          return;
        }
        const text = groupNumberText(raw);
        commit(text, caretAfterSignificant(text, significantBefore(raw, at)));
      }}
    />
  );
}

type NumberFieldProps = Omit<FieldProps, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'defaultValue' | 'ref'> &
  Pick<NumberInputProps, 'value' | 'onValueChange' | 'decimals' | 'allowNegative' | 'step' | 'min' | 'max' | 'formatIdle' | 'ref'>;

/** A labelled NumberInput with hint and error text (the number twin of Field). */
export function NumberField({
  label,
  error,
  hint,
  required,
  id,
  className,
  labelAside,
  inputClassName,
  trailing,
  ...input
}: NumberFieldProps) {
  return (
    <FieldFrame {...{ label, error, hint, required, id, className, labelAside }}>
      {(ids) => (
        <div className="relative">
          <NumberInput
            id={ids.id}
            invalid={ids.invalid}
            aria-describedby={ids.describedBy}
            aria-required={required || undefined}
            className={cx(trailing ? 'pr-10' : undefined, inputClassName)}
            {...input}
          />
          {trailing && <div className="pointer-events-none absolute inset-y-0 right-0 flex items-center pr-3">{trailing}</div>}
        </div>
      )}
    </FieldFrame>
  );
}

/** For forms that keep their fields as text: the number a text field holds (blank is none)… */
export const numberFromText = (text: string): number | null => (text.trim() === '' ? null : Number(text));
/** …and back. */
export const textFromNumber = (value: number | null): string => (value === null ? '' : String(value));
