import type { AreaRoutes } from '../../../deps.ts';
import { idParam } from '@shared/schemas/common.ts';
import { PreSessionBody, PreSessionQuery } from '@shared/schemas/proforma.ts';
import {
  AssumptionList,
  ClearviewDataResponse,
  ModelTypeList,
  PreSessionDataResponse,
  TemplateList,
} from '@shared/schemas/proforma-responses.ts';
import { clearviewData, getPreSession, listAssumptions, listModelTypes, listTemplates, savePreSession } from './service.ts';
import { recruitInBody, recruitInRequest } from '../../recruits/visibility.ts';

/** What a session starts from (docs/proforma.md, "Starting values"): staff only. */
export const catalogRoutes: AreaRoutes = async (app, { deps }) => {
  const staff = app.auth.recruiter;
  app.get('/proforma/model-types/', { onRequest: staff, schema: { response: { 200: ModelTypeList } } }, () => listModelTypes(deps));
  app.get('/proforma/templates/', { onRequest: staff, schema: { response: { 200: TemplateList } } }, () => listTemplates(deps));
  app.get('/proforma/assumptions/', { onRequest: staff, schema: { response: { 200: AssumptionList } } }, async () => listAssumptions());

  app.get(
    '/proforma/sessions/:id/clearview_data/',
    { onRequest: staff, schema: { params: idParam, response: { 200: ClearviewDataResponse } } },
    (req) => clearviewData(deps, req.user, req.params.id),
  );
  const preSession = { 200: PreSessionDataResponse };
  app.get(
    '/proforma/pre-session-data/',
    {
      onRequest: staff,
      preHandler: recruitInRequest(deps.sql, (req) => (req.query as { recruit: number }).recruit),
      schema: { querystring: PreSessionQuery, response: preSession },
    },
    (req) => getPreSession(deps, req.query.recruit),
  );
  app.post(
    '/proforma/pre-session-data/',
    { onRequest: staff, preHandler: recruitInBody(deps.sql, 'recruit'), schema: { body: PreSessionBody, response: preSession } },
    (req) => savePreSession(deps, req.user.sub, req.body),
  );
};
