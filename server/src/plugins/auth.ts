import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import type { StaffRole, UserType } from '@shared/domain/roles.ts';

/**
 * What an access token carries. `ver` is the user's credentials version when it was issued: a
 * password set since then moves the version on and the token is refused (docs/security.md).
 * `role` and `department_id` are read again from the account on every check (not trusted from the
 * token), so a changed role takes effect on the next request (docs/team.md).
 */
export type AccessClaims = {
  sub: number;
  type: UserType;
  role: StaffRole | null;
  department_id: number | null;
  recruit_id: number | null;
  ver: number;
};

/** Staff who work recruits: admins and recruiters (a department user works only its tasks). */
export const worksRecruits = (claims: AccessClaims): boolean => claims.role === 'admin' || claims.role === 'recruiter';

const DEPARTMENT_ONLY = "Department accounts can only work their department's onboarding tasks";

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

type Guard = (request: FastifyRequest) => Promise<void>;

/** Who a route's guard admits (docs/security.md, "Who may call what"); `open` is a route with none of the guards. */
export type RouteAccess = 'user' | 'staff' | 'recruiter' | 'admin' | 'recruit' | 'open';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler guards (docs/team.md): any signed-in user; any staff account (`staff`, department
     * users included); staff who work recruits (`recruiter`: admins and recruiters); admins only (the
     * team, integrations); recruits only.
     */
    auth: { user: Guard; staff: Guard; recruiter: Guard; recruit: Guard; admin: Guard };
    signAccessToken(claims: AccessClaims): string;
    /** Checks an access token outside a request's header (signature, expiry, credentials version); null when refused. */
    verifyAccessToken(token: string): Promise<AccessClaims | null>;
    /** The claims of a request's valid bearer token, or null (no 401): for routes that work signed in or not. */
    optionalClaims(request: FastifyRequest): Promise<AccessClaims | null>;
    /**
     * Each route registered after this plugin, `METHOD /url`, with the guard it runs: the permission
     * tests call every route as every identity from it (tests/server/contracts/permissions-matrix.test.ts).
     */
    routeAccess: Map<string, RouteAccess>;
  }
}

const EXPIRED = 'Your session has expired. Please sign in again.';

export const authPlugin = fp(async (app: FastifyInstance, opts: { secret: string; accessTokenTtl: number }) => {
  await app.register(jwt, { secret: opts.secret });

  /**
   * The claims as they stand now: null unless the token's user is active and has not set a password
   * since the token was issued (a deactivated account is refused at once); role and department as the
   * account holds them now.
   */
  const current = async (claims: AccessClaims): Promise<AccessClaims | null> => {
    const [row] = await app.sql<{ token_version: number; is_active: boolean; role: StaffRole | null; department_id: number | null }[]>`
      select token_version, is_active, role, department_id from users where id = ${claims.sub}`;
    if (row?.is_active !== true || row.token_version !== claims.ver) return null;
    return { ...claims, role: row.role, department_id: row.department_id };
  };

  const BEARER = /^Bearer (\S+)$/i;
  const user: Guard = async (request) => {
    if (!BEARER.test(request.headers.authorization ?? '')) throw unauthorized('Authentication credentials were not provided');
    try {
      await request.jwtVerify();
    } catch {
      throw unauthorized(EXPIRED);
    }
    const claims = await current(request.user);
    if (!claims) throw unauthorized(EXPIRED);
    request.user = claims;
  };
  const ofType =
    (type: UserType): Guard =>
    async (request) => {
      await user(request);
      if (request.user.type !== type) throw forbidden(`Only ${type}s can do this`);
    };
  const staff = ofType('recruiter');
  const recruiter: Guard = async (request) => {
    await staff(request);
    if (!worksRecruits(request.user)) throw forbidden(DEPARTMENT_ONLY);
  };
  const admin: Guard = async (request) => {
    await staff(request);
    if (request.user.role !== 'admin') throw forbidden('Only admins can do this');
  };

  const verifyAccessToken = async (token: string): Promise<AccessClaims | null> => {
    let claims: AccessClaims;
    try {
      claims = app.jwt.verify<AccessClaims>(token);
    } catch {
      return null;
    }
    return current(claims);
  };

  const guards = { user, staff, recruiter, recruit: ofType('recruit'), admin };
  app.decorate('auth', guards);
  const levels = new Map<unknown, RouteAccess>(Object.entries(guards).map(([level, guard]) => [guard, level as RouteAccess]));
  const routeAccess = new Map<string, RouteAccess>();
  app.decorate('routeAccess', routeAccess);
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest, route.preHandler].flat().filter(Boolean);
    const level = hooks.map((h) => levels.get(h)).find((l) => l !== undefined) ?? 'open';
    for (const method of [route.method].flat()) routeAccess.set(`${method} ${route.url}`, level);
  });
  app.decorate('signAccessToken', (claims: AccessClaims) => app.jwt.sign(claims, { expiresIn: opts.accessTokenTtl }));
  app.decorate('verifyAccessToken', verifyAccessToken);
  app.decorate('optionalClaims', async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    return token ? verifyAccessToken(token) : null;
  });
});
