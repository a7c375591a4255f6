// The header of the scenario pages (calculator and comparison): title, a line under it, the way
// back and one action link.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ClearviewHeader } from './clearview-header';
import type { ScenarioBackLink } from './page-states';

interface Props {
  title: string;
  subtitle: ReactNode;
  back: ScenarioBackLink;
  /** The page's one action (open in the calculator, compare with the baseline), when it has one. */
  action?: { href: string; label: string };
}

export function ScenarioPageHeader({ title, subtitle, back, action }: Props) {
  return (
    <ClearviewHeader width="max-w-5xl" title={title} subtitle={subtitle}>
      <nav aria-label="Scenario pages" className="flex flex-wrap items-center gap-2">
        <Link
          href={back.href}
          className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          {back.label}
        </Link>
        {action && (
          <Link href={action.href} className="rounded-lg bg-indigo-50 px-3 py-1.5 text-sm font-medium text-indigo-700 hover:bg-indigo-100">
            {action.label}
          </Link>
        )}
      </nav>
    </ClearviewHeader>
  );
}
