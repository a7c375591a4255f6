import type { AreaRoutes } from '../../deps.ts';
import { OutboxList, OutboxQuery } from '@shared/schemas/messages.ts';
import { outbox } from '../messages/service.ts';

/**
 * Development only (not mounted in production): the latest messages of the log with their links, so
 * invites can be followed without SMTP. They include password links, so only a signed-in recruiter
 * reads them (docs/security.md, "Development conveniences").
 */
export const devRoutes: AreaRoutes = async (app, { deps }) => {
  app.get('/dev/outbox/', { onRequest: app.auth.recruiter, schema: { querystring: OutboxQuery, response: { 200: OutboxList } } }, (req) =>
    outbox(deps, req.query),
  );
};
