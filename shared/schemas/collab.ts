import { z } from 'zod';
import { tokenParam } from './common.ts';

/** The live room kinds a signed-in user can ask a ticket for (server/src/collab/kinds.ts). */
const ROOM_KIND_NAMES = ['clearview', 'clearview-notes', 'proforma', 'scenario'] as const;

/** POST /collab/tickets/ {kind, token}: a single-use ticket to join that room as the signed-in user. */
export const CreateTicketBody = z.object({ kind: z.enum(ROOM_KIND_NAMES), token: tokenParam.shape.token });
export type CreateTicketBody = z.infer<typeof CreateTicketBody>;

/** The ticket goes in the room URL as `?ticket=`; it works once, within 30 seconds. */
export const CreateTicketResponse = z.object({ ticket: z.string() });
export type CreateTicketResponse = z.infer<typeof CreateTicketResponse>;

/**
 * The close code of a live room that is full (or this participant's share of it is): the page
 * tells the user so instead of "session not found" (docs/collab.md, "Presence").
 */
export const ROOM_FULL_CLOSE_CODE = 4429;
