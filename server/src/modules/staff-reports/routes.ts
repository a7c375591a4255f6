import type { AreaRoutes } from '../../deps.ts';
import { StaffReport, StaffReportCsv, StaffReportList, StaffReportParams } from '@shared/schemas/staff-reports.ts';
import * as service from './service.ts';

/** GET /reports/ (the list), /reports/:id/ (one as a table) and /reports/:id/csv/ (docs/dashboard.md "Reports"); staff only. */
export const staffReportRoutes: AreaRoutes = async (app, { deps }) => {
  const staff = { onRequest: app.auth.recruiter };

  app.get('/reports/', { ...staff, schema: { response: { 200: StaffReportList } } }, () => service.listReports(deps));

  app.get('/reports/:id/', { ...staff, schema: { params: StaffReportParams, response: { 200: StaffReport } } }, (req) =>
    service.buildReport(deps, req.params.id),
  );

  app.get(
    '/reports/:id/csv/',
    { ...staff, schema: { params: StaffReportParams, response: { 200: StaffReportCsv } } },
    async (req, reply) => {
      const { filename, text } = await service.reportCsv(deps, req.params.id);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(text);
    },
  );
};
