import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import type { UserType } from '@shared/schemas/auth.ts';

/**
 * What an access token carries. `ver` is the user's credentials version when it was issued: a
 * password set since then moves the version on and the token is refused (docs/security.md).
 */
export type AccessClaims = { sub: number; type: UserType; recruit_id: number | null; ver: number };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler guards: any signed-in user, recruiters only, recruits only, and admins only (the
     * company's integrations: webhooks).
     */
    auth: { user: Guard; recruiter: Guard; recruit: Guard; admin: Guard };
    signAccessToken(claims: AccessClaims): string;
    /** Checks an access token outside a request's header (signature, expiry, credentials version); null when refused. */
    verifyAccessToken(token: string): Promise<AccessClaims | null>;
    /** The claims of a request's valid bearer token, or null (no 401): for routes that work signed in or not. */
    optionalClaims(request: FastifyRequest): Promise<AccessClaims | null>;
  }
}

const EXPIRED = 'Your session has expired. Please sign in again.';

export const authPlugin = fp(async (app: FastifyInstance, opts: { secret: string; accessTokenTtl: number }) => {
  await app.register(jwt, { secret: opts.secret });

  /** True while the token's user is active and has not set a password since the token was issued. */
  const stillCurrent = async (claims: AccessClaims): Promise<boolean> => {
    const [row] = await app.sql<{ token_version: number; is_active: boolean }[]>`
      select token_version, is_active from users where id = ${claims.sub}`;
    return row?.is_active === true && row.token_version === claims.ver;
  };

  const BEARER = /^Bearer (\S+)$/i;
  const user: Guard = async (request) => {
    if (!BEARER.test(request.headers.authorization ?? '')) throw unauthorized('Authentication credentials were not provided');
    try {
      await request.jwtVerify();
    } catch {
      throw unauthorized(EXPIRED);
    }
    if (!(await stillCurrent(request.user))) throw unauthorized(EXPIRED);
  };
  const ofType =
    (type: UserType): Guard =>
    async (request) => {
      await user(request);
      if (request.user.type !== type) throw forbidden(`Only ${type}s can do this`);
    };

  const verifyAccessToken = async (token: string): Promise<AccessClaims | null> => {
    let claims: AccessClaims;
    try {
      claims = app.jwt.verify<AccessClaims>(token);
    } catch {
      return null;
    }
    return (await stillCurrent(claims)) ? claims : null;
  };

  // TRANSITION (issue 26): staff have no roles yet, so every staff account acts as an admin. When
  // roles arrive this one line makes the admin-only routes admin-only (docs/security.md "Webhooks").
  const admin = ofType('recruiter');
  app.decorate('auth', { user, recruiter: ofType('recruiter'), recruit: ofType('recruit'), admin });
  app.decorate('signAccessToken', (claims: AccessClaims) => app.jwt.sign(claims, { expiresIn: opts.accessTokenTtl }));
  app.decorate('verifyAccessToken', verifyAccessToken);
  app.decorate('optionalClaims', async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    return token ? verifyAccessToken(token) : null;
  });
});
