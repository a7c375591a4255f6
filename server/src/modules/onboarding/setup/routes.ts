import type { AreaRoutes } from '../../../deps.ts';
import { MessageResponse } from '@shared/schemas/common.ts';
import {
  CreateWorkflowBody,
  CreateWorkflowResponse,
  Department,
  DepartmentBody,
  DepartmentList,
  DepartmentPatchBody,
  IdParams,
  TaskTemplate,
  TemplateBody,
  TemplateList,
  TemplateListQuery,
  TemplatePatchBody,
  Workstream,
  WorkstreamBody,
  WorkstreamList,
  WorkstreamListQuery,
  WorkstreamPatchBody,
} from '@shared/schemas/onboarding.ts';
import * as service from './service.ts';

/** Departments, workstreams and task templates (docs/spec/doc3.md §2.5, §7.3), under /onboarding/api. Recruiters only. */
export const setupRoutes: AreaRoutes = async (app, { deps }) => {
  const staff = { onRequest: app.auth.recruiter };
  const one = <T>(response: T) => ({ ...staff, schema: { params: IdParams, response: { 200: response } } });
  const deleted = one(MessageResponse);

  app.get('/departments/', { ...staff, schema: { response: { 200: DepartmentList } } }, () => service.listDepartments(deps));
  app.post('/departments/', { ...staff, schema: { body: DepartmentBody, response: { 201: Department } } }, async (req, reply) =>
    reply.code(201).send(await service.createDepartment(deps, req.body)),
  );
  app.get('/departments/:id/', one(Department), (req) => service.getDepartment(deps, req.params.id));
  app.patch(
    '/departments/:id/',
    { ...staff, schema: { params: IdParams, body: DepartmentPatchBody, response: { 200: Department } } },
    (req) => service.updateDepartment(deps, req.params.id, req.body),
  );
  app.delete('/departments/:id/', deleted, (req) => service.deleteDepartment(deps, req.params.id));
  app.post('/departments/:id/rotate_key/', one(Department), (req) => service.rotateKey(deps, req.params.id));

  app.get('/workstreams/', { ...staff, schema: { querystring: WorkstreamListQuery, response: { 200: WorkstreamList } } }, (req) =>
    service.listWorkstreams(deps, req.query.department),
  );
  app.post('/workstreams/', { ...staff, schema: { body: WorkstreamBody, response: { 201: Workstream } } }, async (req, reply) =>
    reply.code(201).send(await service.createWorkstream(deps, req.body)),
  );
  app.patch(
    '/workstreams/:id/',
    { ...staff, schema: { params: IdParams, body: WorkstreamPatchBody, response: { 200: Workstream } } },
    (req) => service.renameWorkstream(deps, req.params.id, req.body.name),
  );
  app.delete('/workstreams/:id/', deleted, (req) => service.deleteWorkstream(deps, req.params.id));

  app.get('/task-templates/', { ...staff, schema: { querystring: TemplateListQuery, response: { 200: TemplateList } } }, (req) =>
    service.listTemplates(deps, req.query),
  );
  app.post('/task-templates/', { ...staff, schema: { body: TemplateBody, response: { 201: TaskTemplate } } }, async (req, reply) =>
    reply.code(201).send(await service.createTemplate(deps, req.body)),
  );
  app.post(
    '/task-templates/create_workflow/',
    { ...staff, schema: { body: CreateWorkflowBody, response: { 201: CreateWorkflowResponse } } },
    async (req, reply) => reply.code(201).send(await service.createWorkflow(deps, req.body)),
  );
  app.get('/task-templates/:id/', one(TaskTemplate), (req) => service.getTemplate(deps, req.params.id));
  app.patch(
    '/task-templates/:id/',
    { ...staff, schema: { params: IdParams, body: TemplatePatchBody, response: { 200: TaskTemplate } } },
    (req) => service.updateTemplate(deps, req.params.id, req.body),
  );
  app.delete('/task-templates/:id/', deleted, (req) => service.deleteTemplate(deps, req.params.id));
};
