// The sections of the ClearView page in screen order: the five shared-doc modules plus the
// what-if panel and the summary, which are derived and carry no input of the saved data.
import { MODULE_TITLES, type ModuleKey } from '@shared/collab';

/** A section of the page; the doc modules use their docs/spec/doc1.md §3 names. */
export type SectionKey = ModuleKey | 'whatIf' | 'summary';

export const SECTION_TITLES: Record<SectionKey, string> = {
  ...MODULE_TITLES,
  whatIf: 'What-If Loan Calculator',
  summary: 'Session Summary',
};

/** DOM id of a section, for scrolling (Follow recruit) and in-page links. */
export const sectionId = (key: SectionKey) => `clearview-${key}`;
