import { Field } from './field';

interface Props {
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  /** Shown under To (an end before the start). */
  error?: string;
  className?: string;
}

/** From and To date fields of a dashboard filter; each end's picker stops at the other end. */
export function DateRangeFields({ from, to, onFrom, onTo, error, className }: Props) {
  return (
    <>
      <Field label="From" type="date" value={from} max={to || undefined} onChange={(e) => onFrom(e.target.value)} className={className} />
      <Field
        label="To"
        type="date"
        value={to}
        min={from || undefined}
        error={error}
        onChange={(e) => onTo(e.target.value)}
        className={className}
      />
    </>
  );
}
