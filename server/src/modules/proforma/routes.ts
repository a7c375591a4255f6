import type { AreaRoutes } from '../../deps.ts';
import { serviceDeps } from '../../lib/service-deps.ts';
import { idParam } from '@shared/schemas/common.ts';
import {
  CalculateLiveBody,
  CompareSessionsBody,
  EmailPdfBody,
  CreateProformaSessionBody,
  PatchProformaSessionBody,
  PreSessionBody,
  PreSessionQuery,
  ProformaRecruitQuery,
  ProformaSessionsQuery,
  ProformaTokenParams,
  SaveInputsBody,
  ScheduleSessionBody,
  SingleInputBody,
} from '@shared/schemas/proforma.ts';
import { assertCanSeeRecruit } from '../recruits/guard.ts';
import { listModelTypes } from './catalog-repo.ts';
import { clearviewData, getPreSession, listAssumptions, listTemplates, savePreSession } from './catalog.ts';
import { calculateLive, calculateSaved, getInputs, liveView, saveInputs, saveOneInput } from './inputs.ts';
import { compareSessions, proformaOverview, upcomingSessions } from './overview.ts';
import { downloadPdf, emailPdf, generatePdf } from './report.ts';
import { completeSession, createSession, getSession, listSessions, patchStatus, scheduleFromDashboard, startSession } from './sessions.ts';

/**
 * Proforma build-out (docs/proforma.md; paths of docs/spec/doc2.md §7 Proforma). Staff do
 * everything; a recruit reads its own sessions (by id or by its live link's token) and schedules
 * one for itself from its dashboard.
 */
export const proformaRoutes: AreaRoutes = async (app) => {
  const staff = { onRequest: app.auth.recruiter };
  const anyone = { onRequest: app.auth.user };
  const d = serviceDeps(app);
  const byId = { params: idParam };

  app.get('/proforma/model-types/', staff, async () => listModelTypes(app.sql));
  app.get('/proforma/templates/', staff, () => listTemplates(d));
  app.get('/proforma/assumptions/', staff, async () => listAssumptions());

  app.get('/proforma/sessions/', { ...anyone, schema: { querystring: ProformaSessionsQuery } }, (req) =>
    listSessions(d, req.user, req.query, req.url),
  );
  app.post('/proforma/sessions/', { ...staff, schema: { body: CreateProformaSessionBody } }, async (req, reply) =>
    reply.code(201).send(await createSession(d, req.user, req.body)),
  );
  app.get('/proforma/sessions/:id/', { ...anyone, schema: byId }, (req) => getSession(d, req.user, req.params.id));
  app.get('/proforma/live/:token/', { ...anyone, schema: { params: ProformaTokenParams } }, (req) =>
    liveView(d, req.user, req.params.token),
  );
  app.patch('/proforma/sessions/:id/', { ...staff, schema: { ...byId, body: PatchProformaSessionBody } }, (req) =>
    patchStatus(d, req.user, req.params.id, req.body.status),
  );
  app.post('/proforma/sessions/:id/start_session/', { ...staff, schema: byId }, (req) => startSession(d, req.user, req.params.id));
  app.post('/proforma/sessions/:id/complete_session/', { ...staff, schema: byId }, (req) => completeSession(d, req.user, req.params.id));

  app.get('/proforma/sessions/:id/inputs/', { ...anyone, schema: byId }, (req) => getInputs(d, req.user, req.params.id));
  app.post('/proforma/sessions/:id/save_inputs/', { ...staff, schema: { ...byId, body: SaveInputsBody } }, (req) =>
    saveInputs(d, req.user.sub, req.params.id, req.body),
  );
  app.post('/proforma/inputs/', { ...staff, schema: { body: SingleInputBody } }, async (req, reply) => {
    const item = await saveOneInput(d, req.user.sub, req.body);
    return item ? reply.code(201).send(item) : reply.code(204).send();
  });
  app.post('/proforma/sessions/:id/calculate/', { ...staff, schema: byId }, (req) => calculateSaved(d, req.user, req.params.id));
  app.post('/proforma/sessions/:id/calculate_live/', { ...staff, schema: { ...byId, body: CalculateLiveBody } }, (req) =>
    calculateLive(d, req.user, req.params.id, req.body),
  );
  app.post('/proforma/sessions/:id/generate_pdf/', { ...staff, schema: byId }, (req) => generatePdf(d, req.user, req.params.id));
  app.get('/proforma/sessions/:id/download_pdf/', { ...anyone, schema: byId }, async (req, reply) => {
    const file = await downloadPdf(d, req.user, req.params.id);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${file.filename}"`).send(file.pdf);
  });
  app.post('/proforma/sessions/:id/email_pdf/', { ...staff, schema: { ...byId, body: EmailPdfBody } }, async (req, reply) =>
    reply.code(202).send(await emailPdf(d, req.user, req.params.id, req.body)),
  );
  app.get('/proforma/sessions/:id/clearview_data/', { ...staff, schema: byId }, (req) => clearviewData(d, req.user, req.params.id));

  app.get('/proforma/pre-session-data/', { ...staff, schema: { querystring: PreSessionQuery } }, (req) =>
    getPreSession(d, req.query.recruit),
  );
  app.post('/proforma/pre-session-data/', { ...staff, schema: { body: PreSessionBody } }, (req) =>
    savePreSession(d, req.user.sub, req.body),
  );

  app.get('/proforma/dashboard/overview/', { ...staff, schema: { querystring: ProformaRecruitQuery } }, (req) =>
    proformaOverview(d, req.query.recruit),
  );
  app.get('/proforma/dashboard/upcoming-sessions/', { ...staff, schema: { querystring: ProformaRecruitQuery } }, (req) =>
    upcomingSessions(d, req.query.recruit),
  );
  app.post('/proforma/dashboard/schedule-session/', { ...anyone, schema: { body: ScheduleSessionBody } }, async (req, reply) => {
    assertCanSeeRecruit(req.user, req.body.recruit);
    return reply.code(201).send(await scheduleFromDashboard(d, req.user, req.body));
  });
  app.post('/proforma/dashboard/compare_sessions/', { ...staff, schema: { body: CompareSessionsBody } }, (req) =>
    compareSessions(d, req.body.session_ids),
  );
};
