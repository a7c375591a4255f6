// What ClearView clients may write into their rooms (see docs/collab.md, "What clients may write").
import { INPUT_FIELDS, MODULE_KEYS, WHAT_IF_FIELDS, WHAT_IF_MAP, type ModuleKey } from '@shared/collab/fields.ts';
import type { DocSchema } from '../../../collab/update-guard.ts';

const isModule = (name: string): name is ModuleKey => (MODULE_KEYS as readonly string[]).includes(name);

/**
 * The shared session room: the input fields of the module maps and the what-if calculator's two
 * values, nothing else. `meta` (completion, save time) is written by the server alone; presenter
 * notes live in the recruiter-only notes room.
 */
export const sessionDocSchema: DocSchema = (name, key) => {
  if (key === null) return false;
  if (name === WHAT_IF_MAP) return (WHAT_IF_FIELDS as readonly string[]).includes(key);
  return isModule(name) && Object.hasOwn(INPUT_FIELDS[name], key);
};

/** The recruiters' notes room: the text of one `presenterNotes.<module>` per module. */
export const notesDocSchema: DocSchema = (name, key) =>
  key === null && name.startsWith('presenterNotes.') && isModule(name.slice('presenterNotes.'.length));
