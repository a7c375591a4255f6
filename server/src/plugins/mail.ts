import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Sql } from '../db/connect.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string; links?: string[] };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Real e-mail through nodemailer. With SMTP_URL it goes out over SMTP; without, nodemailer renders
 * the message and it is kept in the outbox table, which the development outbox page shows.
 */
export function createMailer(opts: { sql: Sql; smtpUrl?: string; from: string }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(m) {
      const links = m.links ?? extractLinks(m.text);
      await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      if (!opts.smtpUrl) {
        await opts.sql`
          insert into outbox (to_address, subject, text_body, html_body, links)
          values (${m.to}, ${m.subject}, ${m.text}, ${m.html ?? null}, ${opts.sql.json(links)})`;
      }
    },
  };
}

const extractLinks = (text: string) => [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((x) => x[0]);

export const mailPlugin = fp(async (app: FastifyInstance, opts: { mailer: Mailer }) => {
  app.decorate('mailer', opts.mailer);
});
