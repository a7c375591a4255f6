import type { Deps } from '../../deps.ts';
import type { CreateTicketBody, CreateTicketResponse } from '@shared/schemas/collab.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { issueTicket } from './repo.ts';

/**
 * A signed-in user's single-use ticket for one room. Anyone signed in gets one; the room kind
 * decides at join time, when the ticket is redeemed, what its holder may do there.
 */
export async function ticketFor(deps: Deps, claims: AccessClaims, body: CreateTicketBody): Promise<CreateTicketResponse> {
  return { ticket: await issueTicket(deps.sql, claims, body.kind, body.token) };
}
