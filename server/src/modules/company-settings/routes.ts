import type { AreaRoutes } from '../../deps.ts';
import { CompanySettingsParams, CompanySettingsPatch, CompanySettingsResponse } from '@shared/schemas/company-settings.ts';
import * as service from './service.ts';

/** GET /company/settings/ (any signed-in user) and PATCH /company/settings/1/ (admins and recruiters; pipeline_visibility admins only). */
export const companySettingsRoutes: AreaRoutes = async (app, { deps }) => {
  app.get('/company/settings/', { onRequest: app.auth.user, schema: { response: { 200: CompanySettingsResponse } } }, () =>
    service.companySettings(deps),
  );

  app.patch(
    '/company/settings/:id/',
    {
      onRequest: app.auth.recruiter,
      // The service writes the audit row, with the changed values, in the change's transaction.
      config: { audit: false },
      schema: { params: CompanySettingsParams, body: CompanySettingsPatch, response: { 200: CompanySettingsResponse } },
    },
    (req) => service.updateCompanySettings(deps, req.params.id, req.body, req.user),
  );
};
