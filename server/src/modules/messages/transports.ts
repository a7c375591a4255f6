// Where a message goes (docs/nurture.md, "Delivery"): SMTP through nodemailer when SMTP_URL is set,
// SMS through Twilio when TWILIO_* is set; otherwise it stays stored in the message log, which the
// development outbox shows.
import type { Config } from '../../config.ts';
import { loadOnFirstUse } from '../../lib/load-on-first-use.ts';
import type { Attachment } from './repo.ts';

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  ics: string | null;
  /** A follow-up's List-Unsubscribe value; null for transactional e-mail. */
  listUnsubscribe: string | null;
  attachments: Attachment[];
};
export type OutgoingSms = { to: string; body: string };
export type Sent = { transport: string; providerId: string | null };

export interface EmailTransport {
  send(mail: OutgoingEmail): Promise<Sent>;
}
export interface SmsTransport {
  send(sms: OutgoingSms): Promise<Sent>;
}

// Both load with the first message that needs them (lib/load-on-first-use.ts).
const nodemailerSdk = loadOnFirstUse(async () => (await import('nodemailer')).default);
export const twilioSdk = loadOnFirstUse(async () => (await import('twilio')).default);

export function createEmailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): EmailTransport {
  // Without SMTP nodemailer still builds the whole message (addresses checked, calendar part
  // attached), so the outbox holds what SMTP would have carried.
  const transport = loadOnFirstUse(async () => {
    const nodemailer = await nodemailerSdk();
    return config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  });
  const name = config.smtpUrl ? 'smtp' : 'outbox';
  return {
    async send(mail) {
      const info = await (await transport()).sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // An invitation calendar clients show with Accept / Decline (METHOD:REQUEST).
        // RFC 8058: a mail client may unsubscribe with one POST to the https link, no page in between.
        ...(mail.listUnsubscribe
          ? { headers: { 'List-Unsubscribe': mail.listUnsubscribe, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
          : {}),
        ...(mail.ics ? { icalEvent: { method: 'REQUEST', filename: 'invite.ics', content: mail.ics } } : {}),
        attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
      return { transport: name, providerId: info.messageId ?? null };
    },
  };
}

export function createSmsTransport(config: Pick<Config, 'twilio' | 'appUrl'>): SmsTransport {
  const settings = config.twilio;
  if (!settings) return { send: async () => ({ transport: 'outbox', providerId: null }) };
  const client = loadOnFirstUse(async () => (await twilioSdk())(settings.accountSid, settings.authToken));
  return {
    async send(sms) {
      const sent = await (await client()).messages.create({
        to: sms.to,
        from: settings.fromNumber,
        body: sms.body,
        statusCallback: `${config.appUrl}/api/sms/twilio/status/`,
      });
      return { transport: 'twilio', providerId: sent.sid };
    },
  };
}
