// The one API kit of the server tier: calls through the real app (Fastify inject), a signed-in
// recruiter. Area helpers (tests/server/<area>/helpers.ts) build their set-up on these.
import { beforeAll } from 'vitest';
import type { TestContext } from './test-app.ts';
import { signedIn } from './fixtures.ts';

export type Headers = Record<string, string>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One HTTP call through the real app; `headers` omitted = anonymous. */
export function call(ctx: TestContext, method: Method, url: string, headers?: Headers, payload?: unknown) {
  return ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** A POST of `body` exactly as written (malformed JSON, a form), with its content type; anonymous. */
export function postRaw(ctx: TestContext, url: string, contentType: string, body: string) {
  return ctx.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload: body });
}

/** A new recruiter account, signed in. */
export const staff = (ctx: TestContext) => signedIn(ctx, 'recruiter');

/**
 * A recruiter signed in before the file's tests run (a `beforeAll` registered here, after the
 * app's): the returned headers are empty until then, so read them inside tests and hooks.
 */
export function signInStaff(ctx: TestContext): Headers {
  const headers: Headers = {};
  beforeAll(async () => {
    Object.assign(headers, (await staff(ctx)).headers);
  });
  return headers;
}
