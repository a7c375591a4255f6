import type { AreaRoutes } from '../deps.ts';
import { CreateTicketBody, type CreateTicketResponse } from '@shared/schemas/collab.ts';
import { issueTicket } from './tickets-repo.ts';

/**
 * POST /collab/tickets/: a signed-in user's single-use ticket for one room, so the access token
 * never goes into a WebSocket URL (proxy logs keep URLs). The usual bearer guard decides who is
 * signed in; the room kind decides at join time what the ticket's holder may do there.
 */
export const collabTicketRoutes: AreaRoutes = async (app) => {
  app.post(
    '/collab/tickets/',
    { onRequest: app.auth.user, schema: { body: CreateTicketBody } },
    async (req, reply): Promise<CreateTicketResponse> => {
      reply.status(201);
      return { ticket: await issueTicket(app.sql, req.user, req.body.kind, req.body.token) };
    },
  );
};
