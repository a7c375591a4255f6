import type { AreaRoutes } from '../../deps.ts';
import { z } from 'zod';
import { serviceDeps } from '../../lib/service-deps.ts';
import { pageOf, nextPageUrl } from '../../lib/paging.ts';
import { hashToken } from '../../lib/tokens.ts';
import { MESSAGES_PAGE_SIZE, MessageListQuery, type MessageListResponse } from '@shared/schemas/messages.ts';
import { countByStatus, listMessages, markOpened } from './repo.ts';
import { OPEN_TRACKING_DAYS } from './deliver.ts';
import { assertTwilioSignature, handleInbound, handleStatusCallback } from '../nurture/sms.ts';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const FormFields = z.record(z.string(), z.string());

/**
 * The message log for staff (GET /messages/), the open-tracking pixel, and Twilio's signed webhooks
 * (docs/nurture.md, "Delivery" and "Consent").
 */
export const messageRoutes: AreaRoutes = async (app) => {
  app.get(
    '/messages/',
    { onRequest: app.auth.recruiter, schema: { querystring: MessageListQuery } },
    async (req): Promise<MessageListResponse> => {
      const { limit, offset, page } = pageOf({ page: req.query.page }, MESSAGES_PAGE_SIZE);
      const [list, counts] = await Promise.all([
        listMessages(app.sql, { status: req.query.status, recruitId: req.query.recruit, limit, offset }),
        countByStatus(app.sql),
      ]);
      return { ...list, next: nextPageUrl(req.url, page, limit, list.count), counts };
    },
  );

  // Public by nature (an e-mail client loads it); the token only ever marks its own message opened.
  app.get('/messages/opened/:file', { schema: { params: z.object({ file: z.string().max(100) }) } }, async (req, reply) => {
    const token = req.params.file.replace(/\.gif$/, '');
    if (/^[A-Za-z0-9_-]{20,64}$/.test(token)) await markOpened(app.sql, hashToken(token), OPEN_TRACKING_DAYS);
    return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  });

  // Twilio posts form-encoded fields; the signature covers the public URL and every field.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const twilioHook = (path: string, handle: (params: Record<string, string>) => Promise<void>) =>
    app.post(path, { schema: { body: FormFields } }, async (req, reply) => {
      await assertTwilioSignature(
        app.config.twilio?.authToken,
        req.headers['x-twilio-signature'] as string | undefined,
        `${app.config.appUrl}/api${path}`,
        req.body,
      );
      await handle(req.body);
      return reply.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    });
  twilioHook('/sms/twilio/status/', (params) => handleStatusCallback(serviceDeps(app), params));
  twilioHook('/sms/twilio/inbound/', (params) => handleInbound(serviceDeps(app), params));
};
