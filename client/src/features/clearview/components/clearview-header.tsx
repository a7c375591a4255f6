// The header bar of the ClearView pages (live session, scenario calculator and comparison): brand,
// title and the line under it on the left, the page's own controls on the right.
import type { ReactNode } from 'react';
import { BrandMark } from '@client/components/brand-mark';
import { cx } from '@client/components/ui';

interface Props {
  /** The content width of the page below, so the header lines up with it. */
  width: 'max-w-5xl' | 'max-w-7xl';
  title: ReactNode;
  subtitle: ReactNode;
  children: ReactNode;
}

export function ClearviewHeader({ width, title, subtitle, children }: Props) {
  // Sticky from sm up only: on a phone the header would cover a fifth of the screen.
  return (
    <header className="border-b border-slate-200 bg-white/95 backdrop-blur sm:sticky sm:top-0 sm:z-30">
      <div className={cx('mx-auto flex flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6', width)}>
        <div className="flex min-w-0 items-center gap-4">
          <BrandMark compact="sm" />
          <div className="min-w-0">
            <h1 className="text-base font-semibold break-words text-slate-900 sm:text-lg">{title}</h1>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">{subtitle}</div>
          </div>
        </div>
        {children}
      </div>
    </header>
  );
}
