// Presence (y-protocols awareness) is not trusted and is bounded: a socket speaks for one awareness
// client id only, a state is at most a few KiB, and a joiner is sent at most one state per
// participant the room admits (docs/collab.md, "Presence").
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import type { Awareness } from 'y-protocols/awareness';
import type { Connection, Participant } from './connection.ts';
import { CLOSE_CODES, MalformedMessageError } from './protocol.ts';
import { RefusedUpdateError } from './update-guard.ts';

/** One entry of an awareness update as sent: the state's JSON bytes are parsed only when kept. */
type RawEntry = { clientId: number; clock: number; json: Uint8Array };

const textDecoder = new TextDecoder();

/** The entries of an awareness update (count, then clientID, clock, JSON state per entry). */
function decodeEntries(update: Uint8Array): RawEntry[] {
  try {
    const decoder = decoding.createDecoder(update);
    const count = decoding.readVarUint(decoder);
    const entries: RawEntry[] = [];
    for (let i = 0; i < count; i++) {
      const clientId = decoding.readVarUint(decoder);
      const clock = decoding.readVarUint(decoder);
      // A var string is its UTF-8 bytes behind their length: read as bytes, so a state is measured
      // before anything parses it.
      entries.push({ clientId, clock, json: decoding.readVarUint8Array(decoder) });
    }
    return entries;
  } catch (err) {
    throw new MalformedMessageError(err instanceof Error ? err.message : 'undecodable awareness update');
  }
}

/**
 * What one socket's awareness message may change, re-encoded for the room; null when nothing is
 * left. The socket is bound to the first client id it publishes that no other socket of the room
 * holds (`heldByPeer`); entries for any other id are dropped unread. A kept state over
 * `maxStateBytes` refuses the socket (4431); a state showing a `user` with a role other than the
 * one the socket was admitted with is dropped (a link holder cannot appear as "Recruiter").
 * Throws MalformedMessageError for an update that does not decode.
 */
export function acceptPresence(
  connection: Connection,
  update: Uint8Array,
  heldByPeer: (clientId: number) => boolean,
  maxStateBytes: number,
): Uint8Array | null {
  const entries = decodeEntries(update);
  connection.awarenessClientId ??= entries.find((e) => !heldByPeer(e.clientId))?.clientId ?? null;
  const own = entries.filter((e) => e.clientId === connection.awarenessClientId);
  const kept: { clientId: number; clock: number; state: unknown }[] = [];
  for (const { clientId, clock, json } of own) {
    if (json.byteLength > maxStateBytes)
      throw new RefusedUpdateError({ code: CLOSE_CODES.presenceTooLarge, reason: `Presence state over ${maxStateBytes} bytes` });
    let state: unknown;
    try {
      state = JSON.parse(textDecoder.decode(json));
    } catch {
      throw new MalformedMessageError('awareness state is not JSON');
    }
    if (showsRole(connection, state)) kept.push({ clientId, clock, state });
  }
  if (kept.length === 0) return null;
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, kept.length);
  for (const { clientId, clock, state } of kept) {
    encoding.writeVarUint(encoder, clientId);
    encoding.writeVarUint(encoder, clock);
    encoding.writeVarString(encoder, JSON.stringify(state));
  }
  return encoding.toUint8Array(encoder);
}

/**
 * A state showing a `user` must show the role the kind's authorise gave this socket; removals (null)
 * and states without `user` pass.
 */
function showsRole(connection: Connection, state: unknown): boolean {
  if (typeof state !== 'object' || state === null || !('user' in state)) return true;
  const user = (state as { user: unknown }).user;
  return typeof user === 'object' && user !== null && (user as { role?: unknown }).role === connection.participant.role;
}

/**
 * The client ids whose states a joiner (or a presence query) is sent: those of this instance's
 * sockets first, then those other instances reported, at most `max`. With one id per socket and the
 * participant cap, this is every participant; the bound holds whatever the bus brings.
 */
export function presenceFor(awareness: Awareness, connections: Iterable<Connection>, max: number): number[] {
  const states = awareness.getStates();
  const ids = new Set<number>();
  for (const c of connections) if (c.awarenessClientId !== null && states.has(c.awarenessClientId)) ids.add(c.awarenessClientId);
  for (const id of states.keys()) ids.add(id);
  return [...ids].slice(0, max);
}

/** Whose share of the room a socket uses: a signed-in user's, or the link's (its holders cannot be told apart). */
const identityOf = (p: Participant) => (p.userId === null ? 'link' : `user:${p.userId}`);

/**
 * Why `participant` cannot join a room with these sockets now (4429), or null: the room holds
 * `maxSockets`, and each identity at most `maxSocketsPerIdentity` of them, so a link holder cannot
 * keep a signed-in participant out.
 */
export function fullFor(
  connections: ReadonlySet<Connection>,
  participant: Participant,
  limits: { maxSockets: number; maxSocketsPerIdentity: number },
): string | null {
  if (connections.size >= limits.maxSockets)
    return 'This session is full: too many people or windows have it open. Close it in other windows or try again later.';
  const identity = identityOf(participant);
  let same = 0;
  for (const c of connections) if (identityOf(c.participant) === identity) same++;
  if (same < limits.maxSocketsPerIdentity) return null;
  return participant.userId === null
    ? 'This session link is open in too many windows. Close it in other windows or try again later.'
    : 'You have this session open in too many windows. Close it in other windows or try again later.';
}
