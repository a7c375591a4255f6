// Twilio's webhooks (docs/nurture.md, "Delivery" and "Consent"): form-encoded posts signed over the
// public URL and every field, answered with an empty TwiML document.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { acceptFormBodies } from '../../lib/form-body.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { twilioSdk } from './transports.ts';

const FormFields = z.record(z.string(), z.string());
/** The empty TwiML answer: nothing to send back. */
const TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
const TwimlAnswer = { content: { 'text/xml': { schema: z.string() } } };

/** Checks Twilio's signature over the public URL and the posted form fields. */
async function assertTwilioSignature(
  authToken: string | undefined,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): Promise<void> {
  if (!authToken) throw notFound('SMS webhooks are not configured');
  if (!signature || !(await twilioSdk()).validateRequest(authToken, signature, url, params)) throw forbidden('Invalid Twilio signature');
}

/** Registers a signed Twilio webhook at `path` (under /api) on this plugin. */
export function twilioWebhook(
  app: FastifyInstance,
  deps: Deps,
  path: string,
  handle: (params: Record<string, string>) => Promise<void>,
): void {
  acceptFormBodies(app);
  app.post(path, { schema: { body: FormFields, response: { 200: TwimlAnswer } } }, async (req, reply) => {
    const params = req.body as Record<string, string>;
    await assertTwilioSignature(
      deps.config.twilio?.authToken,
      req.headers['x-twilio-signature'] as string | undefined,
      `${deps.config.appUrl}/api${path}`,
      params,
    );
    await handle(params);
    return reply.type('text/xml').send(TWIML);
  });
}
