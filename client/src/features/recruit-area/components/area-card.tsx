import type { ReactNode } from 'react';

interface Props {
  /** The heading's id: the section is named by its heading. */
  headingId: string;
  title: ReactNode;
  /** Shown beside the title, at the right (a status badge, the PIN). */
  aside?: ReactNode;
  /** The row of the title and `aside`: how they line up. */
  headClassName?: string;
  /** The request panel stands out with an indigo border. */
  tone?: 'plain' | 'indigo';
  /** More classes for the card (the spacing of its children). */
  className?: string;
  children: ReactNode;
}

/** A white card of the recruit's pages with its heading (dashboard panels, the onboarding overview). */
export function AreaCard({
  headingId,
  title,
  aside,
  headClassName = 'flex flex-wrap items-center justify-between gap-3',
  tone = 'plain',
  className = '',
  children,
}: Props) {
  const heading = (
    <h2 id={headingId} className="text-lg font-semibold text-slate-900">
      {title}
    </h2>
  );
  const border = tone === 'indigo' ? 'border-indigo-200' : 'border-slate-200';
  return (
    <section aria-labelledby={headingId} className={`${className} rounded-xl border ${border} bg-white p-5 shadow-sm`.trim()}>
      {aside === undefined ? (
        heading
      ) : (
        <div className={headClassName}>
          {heading}
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}
