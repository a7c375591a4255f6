// A read-only calculated figure, labelled like an input so it reads (and tests) the same way.
import { FieldFrame, controlClass, cx } from '@client/components/ui';
import { type DisplayFormat, formatFigure } from '@shared/collab';

interface Props {
  label: string;
  value: number | string;
  format: DisplayFormat;
  hint?: string;
  className?: string;
  /** Shown instead of formatting when the figure has its own notation (e.g. 3 decimals). */
  text?: string;
}

export function ComputedField({ label, value, format, hint, className, text }: Props) {
  return (
    <FieldFrame label={label} hint={hint ?? 'Calculated'} className={className}>
      {(ids) => (
        <input
          id={ids.id}
          type="text"
          readOnly
          tabIndex={-1}
          aria-describedby={ids.describedBy}
          className={cx(controlClass(false), 'bg-slate-50 font-semibold text-slate-800', format !== 'text' && 'text-right tabular-nums')}
          value={text ?? formatFigure(value, format)}
        />
      )}
    </FieldFrame>
  );
}
