import { useEffect, useRef } from 'react';
import type { ModuleKey } from '@shared/collab';
import { cx } from '@client/components/ui';
import { SECTION_TITLES } from '@shared/collab';
import { useCoachingNotes } from '../../api/coaching-notes';

/** Per-module talking points; the module the recruit is in is highlighted and marked current. */
interface Props {
  activeModule: ModuleKey | null;
  recruitName: string;
  /** Changes when the panel becomes visible (drawer opened), to scroll again. */
  shown: boolean;
}

export function CoachingTab({ activeModule, recruitName, shown }: Props) {
  const activeCard = useRef<HTMLLIElement>(null);
  const { data: coaching, isError } = useCoachingNotes();
  // Bring the recruit's module into the panel's view; 'nearest' leaves the page itself alone.
  useEffect(() => {
    activeCard.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [activeModule, shown, coaching]);
  if (!coaching)
    return <p className="text-sm text-slate-600">{isError ? 'The talking points could not be loaded.' : 'Loading talking points…'}</p>;
  return (
    <div className="space-y-4 text-sm">
      <ul className="space-y-1.5 rounded-lg bg-slate-50 p-3 text-slate-700" aria-label="Session reminders">
        {coaching.reminders.map((r) => (
          <li key={r} className="flex gap-2">
            <span aria-hidden="true">•</span>
            {r}
          </li>
        ))}
      </ul>
      <ol className="space-y-3" aria-label="Talking points">
        {coaching.notes.map((note) => {
          const active = note.module === activeModule;
          return (
            <li
              key={note.module}
              ref={active ? activeCard : undefined}
              aria-current={active ? 'step' : undefined}
              data-coaching-module={note.module}
              className={cx(
                'rounded-lg border p-3 transition-colors',
                active ? 'border-indigo-400 bg-indigo-50 ring-2 ring-indigo-200' : 'border-slate-200',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{SECTION_TITLES[note.module]}</h3>
                {active && (
                  <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-medium text-white">{recruitName} is here</span>
                )}
              </div>
              <p className="mt-1 text-slate-600">{note.goal}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                {note.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
              <p className="mt-2 text-slate-700">
                <span className="font-medium">Ask: </span>
                {note.ask}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
