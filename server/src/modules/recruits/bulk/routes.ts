import type { AreaRoutes } from '../../../deps.ts';
import { BulkAnswer, BulkBody } from '@shared/schemas/recruit-bulk.ts';
import { runBulk } from './service.ts';

/** POST /recruits/bulk/ (docs/recruits-api.md, "Bulk actions"): staff who work recruits. */
export const bulkRoutes: AreaRoutes = async (app, { deps }) => {
  app.post('/recruits/bulk/', { onRequest: app.auth.recruiter, schema: { body: BulkBody, response: { 200: BulkAnswer } } }, (req) =>
    runBulk(deps, req.user, req.body),
  );
};
