// What every section of the page needs from the live session, without prop drilling.
import { createContext, useContext } from 'react';
import type * as Y from 'yjs';
import type { CompanySettings } from '@shared/calc';
import type { FieldFocus, InputField, ModuleKey, ParticipantRole } from '@shared/collab';
import type { Participant } from './hooks/use-presence';

export interface ClearviewSessionValue {
  doc: Y.Doc;
  settings: CompanySettings;
  role: ParticipantRole;
  /** Locked scenario or completed session: inputs read-only, nothing saved. */
  readOnly: boolean;
  participants: Participant[];
  /** Presenter notes shown on each module (recruiters only). */
  presenterMode: boolean;
  /** The recruiters' notes room, joined while presenter mode is on (null until it is). */
  notesDoc: Y.Doc | null;
  /** Writes one input through setField (docs/spec/doc1.md §5 coercion) and schedules this participant's save. */
  edit<M extends ModuleKey>(module: M, field: InputField<M>, raw: string): void;
  /** Publishes where this participant is working (awareness). */
  focus(focus: FieldFocus | null): void;
}

export const ClearviewSessionContext = createContext<ClearviewSessionValue | null>(null);

export function useClearviewSession(): ClearviewSessionValue {
  const value = useContext(ClearviewSessionContext);
  if (!value) throw new Error('useClearviewSession outside a ClearView session');
  return value;
}

/** Origin of this client's own doc writes (anything but the provider counts as local). */
export const LOCAL_ORIGIN = { source: 'clearview-page' } as const;
