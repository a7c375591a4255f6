// Opt-in "Follow recruit": the recruiter's page scrolls to the section the recruit is in.
import { useEffect, useState } from 'react';
import type { FieldFocus } from '@shared/collab';
import type { SectionKey } from '@shared/collab';
import { sectionId } from '../lib/modules';

/** The section a focus points at; what-if fields report under loan pricing with a "whatIf." prefix. */
function sectionOf(focus: FieldFocus): SectionKey {
  return focus.field.startsWith('whatIf.') ? 'whatIf' : focus.module;
}

export function useFollowRecruit(recruitFocus: FieldFocus | null) {
  const [following, setFollowing] = useState(false);
  const target = recruitFocus ? sectionOf(recruitFocus) : null;

  useEffect(() => {
    if (!following || !target) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(sectionId(target))?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, [following, target]);

  useEffect(() => {
    if (!following) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setFollowing(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [following]);

  return { following, setFollowing };
}
