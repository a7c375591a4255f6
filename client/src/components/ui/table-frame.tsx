import type { ReactNode } from 'react';
import { cx } from './cx';

interface TableFrameProps {
  /** Names the scrolling region for screen readers ("Messages"). */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * The one box every data table sits in: on a narrow screen the table scrolls sideways inside it
 * (never the page) with its first column kept in view (styles.css `.table-frame`), and the box can
 * be focused so the keyboard can scroll it too.
 */
export function TableFrame({ label, children, className }: TableFrameProps) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={cx('table-frame overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm', className)}
    >
      {children}
    </section>
  );
}
