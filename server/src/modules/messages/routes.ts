import type { AreaRoutes } from '../../deps.ts';
import { z } from 'zod';
import { MessageListQuery, MessageListResponse } from '@shared/schemas/messages.ts';
import { pagedListRoute } from '../../lib/paged-route.ts';
import * as service from './service.ts';
import { twilioWebhook } from './twilio.ts';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
// The bytes are sent as they are; the schema only names the answer's type in the API document.
const GifAnswer = { content: { 'image/gif': { schema: z.any().meta({ type: 'string', format: 'binary' }) } } };

/**
 * The message log for staff (GET /messages/), the open-tracking pixel, and Twilio's signed delivery
 * reports (docs/nurture.md, "Delivery"). Inbound texts are nurture's (nurture/sms).
 */
export const messageRoutes: AreaRoutes = async (app, { deps }) => {
  const list = { onRequest: app.auth.recruiter, querystring: MessageListQuery, answer: MessageListResponse };
  pagedListRoute(app, deps, '/messages/', list, service.listMessages);

  // Public by nature (an e-mail client loads it); the token only ever marks its own message opened.
  app.get(
    '/messages/opened/:file',
    { schema: { params: z.object({ file: z.string().max(100) }), response: { 200: GifAnswer } } },
    async (req, reply) => {
      await service.markOpened(deps, req.params.file);
      return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
    },
  );

  twilioWebhook(app, deps, '/sms/twilio/status/', (params) => service.handleStatusCallback(deps, params));
};
