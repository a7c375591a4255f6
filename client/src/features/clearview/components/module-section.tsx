// A section card of the page. Focus or a click inside tells the others which module this
// participant is in (the recruiter's "current module" and coaching highlight).
import type { ReactNode } from 'react';
import type { ModuleKey } from '@shared/collab';
import { cx } from '@client/components/ui';
import { SECTION_TITLES, type SectionKey } from '@shared/collab';
import { sectionId } from '../lib/modules';
import { useClearviewSession } from '../session-context';
import { PresenterNotes } from './presenter-notes';

interface Props {
  section: SectionKey;
  /** The doc module this section reports as focus (what-if reports under loan pricing). */
  module?: ModuleKey;
  description?: string;
  children: ReactNode;
  className?: string;
}

export function ModuleSection({ section, module, description, children, className }: Props) {
  const session = useClearviewSession();
  const titleId = `${sectionId(section)}-title`;
  const enter = () => {
    if (module) session.focus({ module, field: section === module ? '' : `${section}.` });
  };
  return (
    <section
      id={sectionId(section)}
      aria-labelledby={titleId}
      // Inputs publish their own field on focus; a click elsewhere in the card means "in this module".
      onPointerDown={(e) => !(e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) && enter()}
      className={cx('scroll-mt-28 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      <header className="mb-5">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {SECTION_TITLES[section]}
        </h2>
        {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
      </header>
      {children}
      {session.presenterMode && section === module && <PresenterNotes module={module} />}
    </section>
  );
}
