import type { AreaRoutes } from '../../../deps.ts';
import { RecruitConsent } from '@shared/schemas/consent.ts';
import { RecruitIdParams } from '@shared/schemas/recruits.ts';
import { recruitInPath } from '../../recruits/visibility.ts';
import * as service from './service.ts';

/** A recruit's consent ledger (docs/nurture.md, "Consent"): staff only, like every recruit record's evidence. */
export const consentRoutes: AreaRoutes = async (app, { deps }) => {
  app.get(
    '/recruits/:id/consent/',
    {
      onRequest: app.auth.recruiter,
      preHandler: recruitInPath(deps.sql),
      schema: { params: RecruitIdParams, response: { 200: RecruitConsent } },
    },
    (req) => service.recruitConsent(deps, req.params.id),
  );
};
