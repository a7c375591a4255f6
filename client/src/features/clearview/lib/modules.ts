// DOM ids of the ClearView page's sections (titles and keys: SECTION_TITLES in @shared/collab).
import type { SectionKey } from '@shared/collab';

/** DOM id of a section, for scrolling (Follow recruit) and in-page links. */
export const sectionId = (key: SectionKey) => `clearview-${key}`;
