import { api } from '@client/lib/api';
import type { CreateTicketBody, CreateTicketResponse } from '@shared/schemas/collab';

/**
 * POST /collab/tickets/ {kind, token}: a single-use ticket to join that room as the signed-in user
 * (docs/collab.md). Asked for by the room hooks at each (re)connection, never cached.
 */
export const fetchRoomTicket = (kind: CreateTicketBody['kind'], token: string) =>
  api.post<CreateTicketResponse>('/collab/tickets/', { kind, token }).then((r) => r.ticket);
