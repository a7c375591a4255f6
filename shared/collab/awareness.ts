// Presence in a ClearView room: who is here and which field they are in (y-protocols awareness).
import { MODULE_KEYS, type ModuleKey } from './fields';

/** The two kinds of participant in a ClearView session. */
export type ParticipantRole = 'recruit' | 'recruiter';

/** Who a participant is, as shown to the others. */
export interface AwarenessUser {
  name: string;
  role: ParticipantRole;
  color: string;
}

/** The field a participant is in; its module is the session's "current module". */
export interface FieldFocus {
  module: ModuleKey;
  field: string;
}

/** The local awareness state each ClearView client publishes. */
export interface ClearViewAwarenessState {
  user: AwarenessUser;
  focus: FieldFocus | null;
}

// Distinct, readable on white, and friendly to the common colour-vision deficiencies.
const PALETTE = ['#2563eb', '#d97706', '#059669', '#db2777', '#7c3aed', '#0891b2', '#dc2626', '#4d7c0f'] as const;

/** A stable colour for a user or client id (same id, same colour on every client). */
export function colorFor(id: string | number): string {
  // FNV-1a: cheap, deterministic, spreads short ids well enough for eight buckets.
  let hash = 0x811c9dc5;
  for (const ch of String(id)) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return PALETTE[(hash >>> 0) % PALETTE.length] as string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Validates a remote awareness state (peers are not trusted); null when it is not a ClearView state. */
export function parseAwarenessState(raw: unknown): ClearViewAwarenessState | null {
  if (!isRecord(raw) || !isRecord(raw.user)) return null;
  const { name, role, color } = raw.user;
  if (typeof name !== 'string' || (role !== 'recruit' && role !== 'recruiter') || typeof color !== 'string') return null;
  const focus = raw.focus;
  const validFocus = isRecord(focus) && typeof focus.field === 'string' && (MODULE_KEYS as readonly unknown[]).includes(focus.module);
  return {
    user: { name, role, color },
    focus: validFocus ? { module: focus.module as ModuleKey, field: focus.field as string } : null,
  };
}

/** The module the recruit is working in, from an awareness states map; null when unknown. */
export function recruitCurrentModule(states: ReadonlyMap<number, unknown>): ModuleKey | null {
  for (const raw of states.values()) {
    const state = parseAwarenessState(raw);
    if (state?.user.role === 'recruit' && state.focus) return state.focus.module;
  }
  return null;
}
