import type { AreaRoutes } from '../../deps.ts';
import { CreateTicketBody, CreateTicketResponse } from '@shared/schemas/collab.ts';
import { ticketFor } from './service.ts';

/**
 * POST /collab/tickets/: a signed-in user's single-use ticket for one live room (server/src/collab,
 * docs/collab.md), so the access token never goes into a WebSocket URL (proxy logs keep URLs).
 * The usual bearer guard decides who is signed in; a ticket changes no data, so it leaves no audit row.
 */
export const collabTicketRoutes: AreaRoutes = async (app, { deps }) => {
  app.post(
    '/collab/tickets/',
    { onRequest: app.auth.user, config: { audit: false }, schema: { body: CreateTicketBody, response: { 201: CreateTicketResponse } } },
    async (req, reply) => reply.code(201).send(await ticketFor(deps, req.user, req.body)),
  );
};
