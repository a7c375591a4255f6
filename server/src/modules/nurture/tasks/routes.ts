import type { AreaRoutes } from '../../../deps.ts';
import { NurtureIdParams, NurtureMessage, NurtureTaskList } from '@shared/schemas/nurture.ts';
import * as service from './service.ts';

/** Recruiter call tasks (docs/nurture.md, "Steps"): staff only. */
export const taskRoutes: AreaRoutes = async (app, { deps }) => {
  const staff = app.auth.recruiter;
  app.get('/nurture/tasks/', { onRequest: staff, schema: { response: { 200: NurtureTaskList } } }, () => service.listTasks(deps));
  app.post(
    '/nurture/tasks/:id/complete/',
    { onRequest: staff, schema: { params: NurtureIdParams, response: { 200: NurtureMessage } } },
    (req) => service.completeTask(deps, req.user.sub, req.params.id),
  );
};
