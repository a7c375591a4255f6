import type { AreaRoutes } from '../../deps.ts';
import { idParam } from '@shared/schemas/common.ts';
import { notFound } from '../../lib/http-error.ts';
import * as repo from './repo.ts';

/** The staff notification bell: newest first, polled by the client every 30 s. */
export const notificationRoutes: AreaRoutes = async (app) => {
  app.get('/tasks/notifications/', { onRequest: app.auth.user }, async (req) => {
    const results = await repo.listNotifications(app.sql, req.user.sub);
    return { results, unread: results.filter((n) => !n.read).length };
  });

  app.post('/tasks/notifications/:id/mark_read/', { onRequest: app.auth.user, schema: { params: idParam } }, async (req) => {
    if (!(await repo.markRead(app.sql, req.user.sub, req.params.id))) throw notFound('Notification not found');
    return { id: req.params.id, read: true };
  });
};
