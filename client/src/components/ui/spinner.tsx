import { cx } from './cx';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; visible next to the spinner when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

/** The bare spinning ring, hidden from screen readers (for use inside labelled controls). */
export function SpinnerIcon({ size = 'md', className }: Pick<SpinnerProps, 'size' | 'className'>) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block shrink-0 animate-spin rounded-full border-current border-t-transparent opacity-80',
        SIZES[size],
        className,
      )}
    />
  );
}

export function Spinner({ size = 'md', label = 'Loading', showLabel = false, className }: SpinnerProps) {
  return (
    <span role="status" className={cx('inline-flex items-center gap-2', className)}>
      <SpinnerIcon size={size} />
      <span className={showLabel ? 'text-sm text-slate-600' : 'sr-only'}>{label}</span>
    </span>
  );
}

/** A centred spinner for a whole page or panel that is loading. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[12rem] items-center justify-center text-indigo-600">
      <Spinner size="lg" label={label} showLabel />
    </div>
  );
}
