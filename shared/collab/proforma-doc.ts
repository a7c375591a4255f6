// The live proforma room's document (docs/proforma.md, "Live room"): one Y.Map `inputs` holding the
// recruiter's editable inputs by field name (numbers); the computed fields are derived, not stored.
import type * as Y from 'yjs';
import { INPUT_FIELDS, type InputFieldName } from '../domain/proforma.ts';

export const PROFORMA_INPUTS_MAP = 'inputs';

/** The fields a client may write: every input of docs/spec/doc2.md §3 except the computed ones. */
export const EDITABLE_PROFORMA_FIELDS = (Object.keys(INPUT_FIELDS) as InputFieldName[]).filter(
  (f) => !(INPUT_FIELDS[f] as { computed?: boolean }).computed,
);

export const proformaInputs = (doc: Y.Doc): Y.Map<number> => doc.getMap<number>(PROFORMA_INPUTS_MAP);
