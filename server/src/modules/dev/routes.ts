import type { AreaRoutes } from '../../deps.ts';
import { z } from 'zod';
import { outbox } from '../messages/repo.ts';

const OutboxQuery = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * Development only (not mounted in production): the latest messages of the log with their links, so
 * invites can be followed without SMTP. They include password links, so only a signed-in recruiter
 * reads them (docs/security.md, "Development conveniences").
 */
export const devRoutes: AreaRoutes = async (app) => {
  app.get('/dev/outbox/', { onRequest: app.auth.recruiter, schema: { querystring: OutboxQuery } }, async (req) => {
    const { to, limit } = req.query;
    return { messages: await outbox(app.sql, { to, limit }) };
  });
};
