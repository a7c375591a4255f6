import type { AreaRoutes } from '../../../deps.ts';
import { ProformaTokenParams } from '@shared/schemas/proforma.ts';
import { LiveSessionResponse } from '@shared/schemas/proforma-responses.ts';
import { liveView } from './service.ts';

/** The live link's read (docs/proforma.md, "Live room"); the room itself is room-kind.ts. */
export const liveRoutes: AreaRoutes = async (app, { deps }) => {
  app.get(
    '/proforma/live/:token/',
    { onRequest: app.auth.user, schema: { params: ProformaTokenParams, response: { 200: LiveSessionResponse } } },
    (req) => liveView(deps, req.user, req.params.token),
  );
};
