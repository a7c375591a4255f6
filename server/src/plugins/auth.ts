import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import type { UserType } from '../../../shared/schemas/auth.ts';

/** What an access token carries: enough to authorise without a database read. */
export type AccessClaims = { sub: number; type: UserType; recruit_id: number | null };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler guards: any signed-in user, recruiters only, recruits only. */
    auth: { user: Guard; recruiter: Guard; recruit: Guard };
    signAccessToken(claims: AccessClaims): string;
    /** Verifies an access token outside a request (e.g. a WebSocket URL parameter); null when invalid. */
    verifyAccessToken(token: string): AccessClaims | null;
    /** The claims of a request's valid bearer token, or null (no 401): for routes that work signed in or not. */
    optionalClaims(request: FastifyRequest): AccessClaims | null;
  }
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { secret: string; accessTokenTtl: number }) => {
  await app.register(jwt, { secret: opts.secret });

  const BEARER = /^Bearer (\S+)$/i;
  const user: Guard = async (request) => {
    if (!BEARER.test(request.headers.authorization ?? '')) throw unauthorized('Authentication credentials were not provided');
    try {
      await request.jwtVerify();
    } catch {
      throw unauthorized('Your session has expired. Please sign in again.');
    }
  };
  const ofType = (type: UserType): Guard => async (request) => {
    await user(request);
    if (request.user.type !== type) throw forbidden(`Only ${type}s can do this`);
  };

  app.decorate('auth', { user, recruiter: ofType('recruiter'), recruit: ofType('recruit') });
  app.decorate('signAccessToken', (claims: AccessClaims) => app.jwt.sign(claims, { expiresIn: opts.accessTokenTtl }));
  app.decorate('verifyAccessToken', (token: string) => {
    try {
      return app.jwt.verify<AccessClaims>(token);
    } catch {
      return null;
    }
  });
  app.decorate('optionalClaims', (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    return token ? app.verifyAccessToken(token) : null;
  });
});
