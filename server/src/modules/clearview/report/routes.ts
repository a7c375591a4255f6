import type { AreaRoutes } from '../../../deps.ts';
import { ClearviewTokenParams } from '@shared/schemas/clearview.ts';
import { ClearviewPdfFile, ClearviewReportQuery } from '@shared/schemas/clearview-report.ts';
import { clearviewReport } from './service.ts';

/** Each report renders a PDF (CPU-bound); an honest exporter asks a few times a minute (docs/security.md). */
const reportLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/**
 * The ClearView PDF (docs/clearview-api.md, "PDF report"). The token is the credential, as for the
 * page itself: whoever may open the session page (the recruit by the link, staff) may export it.
 */
export const reportRoutes: AreaRoutes = async (app, { deps }) => {
  app.get(
    '/clearview/:token/report/',
    {
      config: reportLimit,
      schema: { params: ClearviewTokenParams, querystring: ClearviewReportQuery, response: { 200: ClearviewPdfFile } },
    },
    async (req, reply) => {
      const file = await clearviewReport(deps, req.params.token, req.query);
      // RFC 6266: an ASCII name for old clients, the exact (UTF-8) name for the rest.
      const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replaceAll('"', '');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('cache-control', 'no-store')
        .send(file.pdf);
    },
  );
};
