import type { AreaRoutes } from '../../deps.ts';
import { idParam } from '@shared/schemas/common.ts';
import { StaffInviteBody, StaffList, StaffMember, StaffPatchBody } from '@shared/schemas/staff.ts';
import * as service from './service.ts';

/** Team management (docs/team.md): admins only. */
export const staffRoutes: AreaRoutes = async (app, { deps }) => {
  const onRequest = app.auth.admin;

  app.get('/staff/', { onRequest, schema: { response: { 200: StaffList } } }, () => service.listStaff(deps));

  app.post('/staff/invite/', { onRequest, schema: { body: StaffInviteBody, response: { 201: StaffMember } } }, async (req, reply) =>
    reply.code(201).send(await service.inviteStaff(deps, req.user.sub, req.body)),
  );

  app.patch('/staff/:id/', { onRequest, schema: { params: idParam, body: StaffPatchBody, response: { 200: StaffMember } } }, (req) =>
    service.updateStaff(deps, req.user.sub, req.params.id, req.body),
  );
};
