import type { AreaRoutes } from '../../deps.ts';
import { CompanySettingsParams, CompanySettingsPatch } from '@shared/schemas/company-settings.ts';
import { notFound } from '../../lib/http-error.ts';
import { loadCompanySettings, updateCompanySettings } from './repo.ts';

/** GET /company/settings/ (any signed-in user) and PATCH /company/settings/1/ (recruiters). */
export const companySettingsRoutes: AreaRoutes = async (app) => {
  app.get('/company/settings/', { onRequest: app.auth.user }, () => loadCompanySettings(app.sql));

  app.patch(
    '/company/settings/:id/',
    { onRequest: app.auth.recruiter, schema: { params: CompanySettingsParams, body: CompanySettingsPatch } },
    async (req) => {
      if (req.params.id !== 1) throw notFound('Company settings not found');
      return updateCompanySettings(app.sql, req.body, req.user.sub);
    },
  );
};
