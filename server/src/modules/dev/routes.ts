import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const OutboxQuery = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * Development only (not mounted in production): the latest stored e-mails with their links, so
 * invites can be followed without SMTP. They include password links, so only a signed-in recruiter
 * reads them (docs/security.md, "Development conveniences").
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/outbox/', { onRequest: app.auth.recruiter, schema: { querystring: OutboxQuery } }, async (req) => {
    const { to, limit } = req.query;
    const messages = await app.sql`
      select id, to_address as to, subject, text_body as text, links, created_at
      from outbox
      where ${to ? app.sql`lower(to_address) = lower(${to})` : app.sql`true`}
      order by id desc limit ${limit}`;
    return { messages };
  });
};
