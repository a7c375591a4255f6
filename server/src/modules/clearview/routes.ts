import type { AreaRoutes } from '../../deps.ts';
import { serviceDeps } from '../../lib/service-deps.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam } from '@shared/schemas/common.ts';
import {
  ClearviewTokenParams,
  ClearviewTokenQuery,
  CompleteClearviewBody,
  SaveClearviewBody,
  type CoachingNotesResponse,
  CoachingNotesBody,
  type RecruitSessionInfo,
} from '@shared/schemas/clearview.ts';
import { currentCoachingNotes, replaceCoachingNotes } from './coaching-notes.ts';
import { notFound } from '../../lib/http-error.ts';
import { findRecruitById } from '../recruits/repo.ts';
import { serializeRecruit } from '../recruits/serialize.ts';
import { assertCanSeeRecruit } from '../recruits/guard.ts';
import * as repo from './repo.ts';
import * as service from './service.ts';

/**
 * The signed-in user behind an optional bearer token, for the activity log: a recruiter, or the
 * recruit's own account. No bearer, or a stale one, means the system: the token page works without.
 */
async function optionalActor(app: FastifyInstance, req: FastifyRequest, recruitId: number | undefined): Promise<number | null> {
  const claims = await app.optionalClaims(req);
  if (!claims) return null;
  if (claims.type === 'recruiter' || (recruitId !== undefined && claims.recruit_id === recruitId)) return claims.sub;
  return null;
}

/** The public ClearView token page (no bearer) and the recruit session info. */
export const clearviewRoutes: AreaRoutes = async (app) => {
  // Recruiter-only talking points: anonymous 401, a recruit 403 (the guard's answers).
  app.get(
    '/clearview/coaching-notes/',
    { onRequest: app.auth.recruiter },
    (): Promise<CoachingNotesResponse> => currentCoachingNotes(app.sql),
  );
  // Staff rewrite them in Settings; every open presenter panel reads the new ones on its next load.
  app.put('/clearview/coaching-notes/', { onRequest: app.auth.recruiter, schema: { body: CoachingNotesBody } }, (req) =>
    replaceCoachingNotes(app.sql, req.body, req.user.sub),
  );

  app.get('/clearview/:token/', { schema: { params: ClearviewTokenParams, querystring: ClearviewTokenQuery } }, (req) =>
    service.pageFor(app.sql, req.params.token, req.query.scenario),
  );

  app.post('/clearview/:token/save/', { schema: { params: ClearviewTokenParams, body: SaveClearviewBody } }, async (req) => {
    const saved = await service.saveByToken(app.sql, req.params.token, req.body.module, req.body.sessionData);
    service.announceSaved(serviceDeps(app), req.params.token, saved.updated_at);
    return { session: repo.serializeSession(saved) };
  });

  app.post('/clearview/:token/complete/', { schema: { params: ClearviewTokenParams, body: CompleteClearviewBody } }, async (req) => {
    const session = await repo.findSessionByToken(app.sql, req.params.token);
    return service.complete(serviceDeps(app), req.params.token, req.body.sessionData, await optionalActor(app, req, session?.recruit_id));
  });

  app.get(
    '/recruiting/api/recruits/:id/',
    { onRequest: app.auth.user, schema: { params: idParam } },
    async (req): Promise<RecruitSessionInfo> => {
      assertCanSeeRecruit(req.user, req.params.id);
      const row = await findRecruitById(app.sql, req.params.id);
      if (!row) throw notFound('Recruit not found');
      return { firstName: row.first_name, lastName: row.last_name, recruiterName: serializeRecruit(row).recruiter_name };
    },
  );
};
