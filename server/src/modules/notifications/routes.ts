import type { AreaRoutes } from '../../deps.ts';
import { idParam } from '@shared/schemas/common.ts';
import { NotificationList, NotificationRead } from '@shared/schemas/notifications.ts';
import * as service from './service.ts';

/** The staff notification bell: newest first, polled by the client every 30 s. */
export const notificationRoutes: AreaRoutes = async (app, { deps }) => {
  app.get('/tasks/notifications/', { onRequest: app.auth.user, schema: { response: { 200: NotificationList } } }, (req) =>
    service.listNotifications(deps, req.user.sub),
  );
  app.post(
    '/tasks/notifications/:id/mark_read/',
    { onRequest: app.auth.user, schema: { params: idParam, response: { 200: NotificationRead } } },
    (req) => service.markRead(deps, req.user.sub, req.params.id),
  );
};
