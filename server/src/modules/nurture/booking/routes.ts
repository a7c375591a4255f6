import type { AreaRoutes } from '../../../deps.ts';
import { RecruitIdParams } from '@shared/schemas/recruits.ts';
import {
  BookBody,
  BookedMeeting,
  BookingLink,
  BookingParams,
  CancelledMeeting,
  ManageParams,
  SlotList,
  SlotsQuery,
} from '@shared/schemas/booking.ts';
import { z } from 'zod';
import { recruitInPath } from '../../recruits/visibility.ts';
import * as service from './service.ts';

// Public by nature (the signed link is the credential); a flood gets 429 (docs/security.md).
const publicLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const ManageQuery = z.object({ reschedule: z.string().max(300).optional() });

/**
 * The booking link (docs/scheduling.md, "Booking link"): staff and the recruit themself get the
 * recruit's link; the link's page reads the free slots and books one, without a sign-in.
 */
export const bookingRoutes: AreaRoutes = async (app, { deps }) => {
  app.get(
    '/recruits/:id/booking_link/',
    { onRequest: app.auth.user, preHandler: recruitInPath(deps.sql), schema: { params: RecruitIdParams, response: { 200: BookingLink } } },
    (req) => service.bookingLink(deps, req.params.id),
  );
  app.get(
    '/booking/:token/slots/',
    { config: publicLimit, schema: { params: BookingParams, querystring: SlotsQuery, response: { 200: SlotList } } },
    (req) => service.listSlots(deps, req.params.token, req.query.meeting_type),
  );
  app.post(
    '/booking/:token/',
    { config: publicLimit, schema: { params: BookingParams, querystring: ManageQuery, body: BookBody, response: { 201: BookedMeeting } } },
    async (req, reply) =>
      reply.code(201).send(await service.book(deps, req.params.token, { ...req.body, reschedule: req.query.reschedule })),
  );
  app.post(
    '/booking/meetings/:token/cancel/',
    { config: publicLimit, schema: { params: ManageParams, response: { 200: CancelledMeeting } } },
    (req) => service.cancelBooking(deps, req.params.token),
  );
};
