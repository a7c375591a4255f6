import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Sql } from '../../db/connect.ts';
import type { Mailer } from '../../plugins/mail.ts';

/** What the onboarding services need from the app. */
export type OnboardingDeps = { sql: Sql; appUrl: string; mailer: Mailer; log: FastifyBaseLogger };

export const onboardingDeps = (app: FastifyInstance): OnboardingDeps => ({
  sql: app.sql,
  appUrl: app.config.appUrl,
  mailer: app.mailer,
  log: app.log,
});

/** A validated body or query, as the handlers receive it. */
export type Out<T extends z.ZodType> = z.output<T>;

/** limit/offset of a page (page from 1). */
export const pageOf = (q: { page?: number; page_size?: number }, defaultSize: number) => {
  const size = q.page_size ?? defaultSize;
  const page = q.page ?? 1;
  return { limit: size, offset: (page - 1) * size, page };
};

/** The URL of the next page (same path and filters), or null on the last page. */
export function nextPageUrl(url: string, page: number, size: number, count: number): string | null {
  if (page * size >= count) return null;
  const u = new URL(url, 'http://x');
  u.searchParams.set('page', String(page + 1));
  return `${u.pathname}${u.search}`;
}
