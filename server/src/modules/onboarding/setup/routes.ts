import type { AreaRoutes } from '../../../deps.ts';
import {
  CreateWorkflowBody,
  DepartmentBody,
  DepartmentPatchBody,
  TemplateBody,
  TemplateListQuery,
  TemplatePatchBody,
  WorkstreamBody,
  WorkstreamListQuery,
  WorkstreamPatchBody,
  IdParams,
} from '@shared/schemas/onboarding.ts';
import * as departments from './departments-service.ts';
import { serviceDeps } from '../../../lib/service-deps.ts';
import * as templates from './templates-service.ts';

/** Departments, workstreams and task templates (docs/spec/doc3.md §2.5, §7.3), under /onboarding/api. Recruiters only. */
export const setupRoutes: AreaRoutes = async (app) => {
  const d = () => serviceDeps(app);
  const staff = { onRequest: app.auth.recruiter };
  const one = { ...staff, schema: { params: IdParams } };

  app.get('/departments/', staff, () => departments.listDepartments(d()));
  app.post('/departments/', { ...staff, schema: { body: DepartmentBody } }, async (req, reply) => {
    reply.code(201);
    return departments.createDepartment(d(), req.body);
  });
  app.get('/departments/:id/', one, (req) => departments.getDepartment(d(), req.params.id));
  app.patch('/departments/:id/', { ...staff, schema: { params: IdParams, body: DepartmentPatchBody } }, (req) =>
    departments.updateDepartment(d(), req.params.id, req.body),
  );
  app.delete('/departments/:id/', one, (req) => departments.deleteDepartment(d(), req.params.id));
  app.post('/departments/:id/rotate_key/', one, (req) => departments.rotateKey(d(), req.params.id));

  app.get('/workstreams/', { ...staff, schema: { querystring: WorkstreamListQuery } }, (req) =>
    departments.listWorkstreams(d(), req.query.department),
  );
  app.post('/workstreams/', { ...staff, schema: { body: WorkstreamBody } }, async (req, reply) => {
    reply.code(201);
    return departments.createWorkstream(d(), req.body);
  });
  app.patch('/workstreams/:id/', { ...staff, schema: { params: IdParams, body: WorkstreamPatchBody } }, (req) =>
    departments.renameWorkstream(d(), req.params.id, req.body.name),
  );
  app.delete('/workstreams/:id/', one, (req) => departments.deleteWorkstream(d(), req.params.id));

  app.get('/task-templates/', { ...staff, schema: { querystring: TemplateListQuery } }, (req) => templates.listTemplates(d(), req.query));
  app.post('/task-templates/', { ...staff, schema: { body: TemplateBody } }, async (req, reply) => {
    reply.code(201);
    return templates.createTemplate(d(), req.body);
  });
  app.post('/task-templates/create_workflow/', { ...staff, schema: { body: CreateWorkflowBody } }, async (req, reply) => {
    reply.code(201);
    return templates.createWorkflow(d(), req.body);
  });
  app.get('/task-templates/:id/', one, (req) => templates.getTemplate(d(), req.params.id));
  app.patch('/task-templates/:id/', { ...staff, schema: { params: IdParams, body: TemplatePatchBody } }, (req) =>
    templates.updateTemplate(d(), req.params.id, req.body),
  );
  app.delete('/task-templates/:id/', one, (req) => templates.deleteTemplate(d(), req.params.id));
};
