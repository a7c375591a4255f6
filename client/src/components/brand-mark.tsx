import { cx } from './ui/cx';

interface BrandMarkProps {
  /** light: white text on the gradient panel; dark: slate text on white. */
  tone?: 'light' | 'dark';
  size?: 'sm' | 'md';
  /** Show only the icon below this breakpoint (crowded headers). */
  compact?: 'sm' | 'lg';
  className?: string;
}

// Literal class names, so Tailwind sees them.
const NAME_FROM = { sm: 'hidden sm:inline', lg: 'hidden lg:inline' } as const;

/** The gradient square icon plus the product name. */
export function BrandMark({ tone = 'dark', size = 'md', compact, className }: BrandMarkProps) {
  const box = size === 'sm' ? 'size-8 rounded-lg' : 'size-10 rounded-xl';
  return (
    <span className={cx('inline-flex items-center gap-2.5', className)}>
      <span
        aria-hidden="true"
        className={cx(
          'grid shrink-0 place-items-center shadow-sm',
          box,
          tone === 'light' ? 'bg-white/15 ring-1 ring-white/30' : 'bg-brand-gradient',
        )}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="white" strokeWidth={2.5} className="size-1/2">
          <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <span
        className={cx(
          'font-bold tracking-tight',
          compact && NAME_FROM[compact],
          size === 'sm' ? 'text-lg' : 'text-xl',
          tone === 'light' ? 'text-white' : 'text-slate-900',
        )}
      >
        Clearpath
      </span>
    </span>
  );
}
