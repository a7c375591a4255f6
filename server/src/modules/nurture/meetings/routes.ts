import type { AreaRoutes } from '../../../deps.ts';
import { CreateMeetingBody, MeetingItem, MeetingList, MeetingsQuery, NurtureIdParams, PatchMeetingBody } from '@shared/schemas/nurture.ts';
import { recruitInBody, recruitInRequest, recruitOfRow } from '../../recruits/visibility.ts';
import * as service from './service.ts';

/**
 * Calls with ops and the founders (docs/nurture.md, "Meetings"): staff book and record them; a
 * recruit lists its own and books one from its dashboard.
 */
export const meetingRoutes: AreaRoutes = async (app, { deps }) => {
  app.get(
    '/nurture/meetings/',
    { onRequest: app.auth.user, schema: { querystring: MeetingsQuery, response: { 200: MeetingList } } },
    (req) => service.listMeetings(deps, req.user, req.query),
  );
  app.post(
    '/nurture/meetings/',
    {
      onRequest: app.auth.user,
      preHandler: recruitInBody(deps.sql, 'recruit'),
      schema: { body: CreateMeetingBody, response: { 201: MeetingItem } },
    },
    async (req, reply) => reply.code(201).send(await service.createMeeting(deps, req.user, req.body)),
  );
  app.patch(
    '/nurture/meetings/:id/',
    {
      onRequest: app.auth.recruiter,
      preHandler: recruitInRequest(deps.sql, (req) => recruitOfRow(deps.sql, 'nurture_meetings', (req.params as { id: number }).id)),
      schema: { params: NurtureIdParams, body: PatchMeetingBody, response: { 200: MeetingItem } },
    },
    (req) => service.patchMeeting(deps, req.user.sub, req.params.id, req.body),
  );
};
