import type { ReactNode } from 'react';

const LOOKS = {
  /** A compact text link, as in a scenario's row. */
  text: 'inline-flex min-h-8 items-center rounded-lg px-3 py-1 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500',
  /** An outlined button-sized link. */
  button:
    'inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50',
};

/** A scenario deep link; docs/spec/doc2.md opens the calculator and the comparison in a new tab. */
export function NewTabLink({
  href,
  label,
  look,
  children,
}: {
  href: string;
  label?: string;
  look: keyof typeof LOOKS;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener" aria-label={label} className={LOOKS[look]}>
      {children}
    </a>
  );
}
