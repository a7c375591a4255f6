import type { AreaRoutes } from '../../../deps.ts';
import { RecruitNurture, SmsConsentBody } from '@shared/schemas/nurture.ts';
import { twilioWebhook } from '../../messages/twilio.ts';
import { recruitInBody } from '../../recruits/visibility.ts';
import * as service from './service.ts';

/** SMS consent (the recruit's own or staff's) and Twilio's inbound texts (docs/nurture.md, "Consent"). */
export const smsRoutes: AreaRoutes = async (app, { deps }) => {
  app.put(
    '/nurture/sms-consent/',
    {
      onRequest: app.auth.user,
      preHandler: recruitInBody(deps.sql, 'recruit_id'),
      schema: { body: SmsConsentBody, response: { 200: RecruitNurture } },
    },
    (req) => service.setConsent(deps, req.user, req.body.recruit_id, req.body.consent),
  );
  twilioWebhook(app, deps, '/sms/twilio/inbound/', (params) => service.handleInbound(deps, params));
};
