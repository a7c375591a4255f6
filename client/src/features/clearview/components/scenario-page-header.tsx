// The header of the scenario pages (calculator and comparison): title, a line under it, the way
// back and one action link.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandMark } from '@client/components/brand-mark';
import type { ScenarioBackLink } from './page-states';

interface Props {
  title: string;
  subtitle: ReactNode;
  back: ScenarioBackLink;
  /** The page's one action (open in the calculator, compare with the baseline), when it has one. */
  action?: { href: string; label: string };
}

export function ScenarioPageHeader({ title, subtitle, back, action }: Props) {
  // Sticky from sm up only: on a phone the header would cover a fifth of the screen.
  return (
    <header className="border-b border-slate-200 bg-white/95 backdrop-blur sm:sticky sm:top-0 sm:z-30">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-4">
          <BrandMark compact="sm" />
          <div className="min-w-0">
            <h1 className="text-base font-semibold break-words text-slate-900 sm:text-lg">{title}</h1>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">{subtitle}</div>
          </div>
        </div>
        <nav aria-label="Scenario pages" className="flex flex-wrap items-center gap-2">
          <Link
            href={back.href}
            className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            {back.label}
          </Link>
          {action && (
            <Link
              href={action.href}
              className="rounded-lg bg-indigo-50 px-3 py-1.5 text-sm font-medium text-indigo-700 hover:bg-indigo-100"
            >
              {action.label}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
