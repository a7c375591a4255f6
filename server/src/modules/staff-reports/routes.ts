import type { AreaRoutes } from '../../deps.ts';
import { toCsv } from '../../lib/csv.ts';
import { reportCsvFileName } from '@shared/domain/staff-reports.ts';
import { StaffReportParams } from '@shared/schemas/staff-reports.ts';
import { buildReport, listReports } from './service.ts';

/** The byte-order mark that makes spreadsheets read the file as UTF-8 (stage labels hold en dashes). */
const BOM = '\uFEFF';

/** GET /reports/ (the list), /reports/:id/ (one as a table) and /reports/:id/csv/ (docs/dashboard.md "Reports"); staff only. */
export const staffReportRoutes: AreaRoutes = async (app) => {
  const staff = { onRequest: app.auth.recruiter };
  const byId = { ...staff, schema: { params: StaffReportParams } };

  app.get('/reports/', staff, () => listReports(app.sql));
  app.get('/reports/:id/', byId, (req) => buildReport(app.sql, req.params.id));
  app.get('/reports/:id/csv/', byId, async (req, reply) => {
    const report = await buildReport(app.sql, req.params.id);
    const filename = reportCsvFileName(report.id, new Date(report.generated_at));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(BOM + toCsv(report.columns, report.rows));
  });
};
