// The generic audit row of every staff write (docs/team.md, "Audit log"). One hook rather than a
// call in each of ~150 handlers: a route added later is recorded without anyone remembering to.
// Its limit: the row is written after the change's transaction has committed (just before the answer
// leaves), so a crash in between loses the row, and it says who called what, not the values. The
// changes a compliance question turns on (status, owner, role, settings) also write an explicit
// row with before and after inside their own transaction (recordAudit, modules/audit/repo.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordAudit } from '../modules/audit/repo.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The audit action of a staff write on this route (`recruit.update`); `false` when the route
     * records its own row with before and after, or changes nothing (a preview, a room ticket).
     * Without it the action is `<METHOD> <route>`, e.g. `POST /recruits/:id/invite/`.
     */
    audit?: string | false;
  }
  interface FastifyRequest {
    /** The id of what a write created, read from its answer (for the audit row's object). */
    auditCreatedId?: string;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const API = '/api/';

/** The row this request calls for, or null (not a staff write that succeeded, or a route that opts out). */
function auditEntryOf(request: FastifyRequest, statusCode: number) {
  const route = request.routeOptions;
  const url = route.url ?? '';
  if (READS.has(request.method) || statusCode < 200 || statusCode > 299 || !url.startsWith(API)) return null;
  const user = (request as { user?: { type?: string; sub?: number } }).user;
  if (user?.type !== 'recruiter' || typeof user.sub !== 'number') return null;
  const named = route.config?.audit;
  if (named === false) return null;
  const template = url.slice(API.length - 1);
  const params = (request.params ?? {}) as Record<string, unknown>;
  const paramId = params.id ?? params.token ?? Object.values(params)[0];
  return {
    actorId: user.sub,
    action: named ?? `${request.method} ${template}`,
    objectType: template.split('/')[1] || 'api',
    objectId: paramId === undefined ? (request.auditCreatedId ?? null) : String(paramId),
  };
}

export const auditTrailPlugin = fp(async (app: FastifyInstance) => {
  // A create has no id in its path: take the answer's `id` before it is serialised.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!READS.has(request.method) && payload && typeof payload === 'object' && 'id' in payload) {
      const id = (payload as { id: unknown }).id;
      if (typeof id === 'number' || typeof id === 'string') request.auditCreatedId = String(id);
    }
    return payload;
  });
  // Written before the answer leaves, so a client that has its 2xx finds the row.
  app.addHook('onSend', async (request, reply, payload) => {
    const entry = auditEntryOf(request, reply.statusCode);
    if (!entry) return payload;
    try {
      await recordAudit(app.sql, entry);
    } catch (err) {
      // The change has committed already: refusing its answer now would only mislead the caller.
      request.log.error({ err, action: entry.action }, 'audit row not written');
    }
    return payload;
  });
});
