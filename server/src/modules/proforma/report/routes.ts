import type { AreaRoutes } from '../../../deps.ts';
import { idParam } from '@shared/schemas/common.ts';
import { CompareSessionsBody, EmailPdfBody } from '@shared/schemas/proforma.ts';
import { ComparisonResponse, EmailPdfResponse, PdfFile, PdfResponse } from '@shared/schemas/proforma-responses.ts';
import { compareSessions } from './compare.ts';
import { downloadPdf, emailPdf, generatePdf } from './service.ts';
import { recruitInRequest, recruitOfRow } from '../../recruits/visibility.ts';

/**
 * The report of a completed session (docs/proforma.md, "PDF report") and the comparison of two:
 * staff, and the session's recruit downloads its own report.
 */
export const reportRoutes: AreaRoutes = async (app, { deps }) => {
  const staff = app.auth.recruiter;
  app.post(
    '/proforma/sessions/:id/generate_pdf/',
    { onRequest: staff, schema: { params: idParam, response: { 200: PdfResponse } } },
    (req) => generatePdf(deps, req.user, req.params.id),
  );
  app.get(
    '/proforma/sessions/:id/download_pdf/',
    { onRequest: app.auth.user, schema: { params: idParam, response: { 200: PdfFile } } },
    async (req, reply) => {
      const file = await downloadPdf(deps, req.user, req.params.id);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${file.filename}"`).send(file.pdf);
    },
  );
  app.post(
    '/proforma/sessions/:id/email_pdf/',
    { onRequest: staff, schema: { params: idParam, body: EmailPdfBody, response: { 202: EmailPdfResponse } } },
    async (req, reply) => reply.code(202).send(await emailPdf(deps, req.user, req.params.id, req.body)),
  );
  app.post(
    '/proforma/dashboard/compare_sessions/',
    {
      onRequest: staff,
      // Every session compared must be of a recruit the user sees.
      preHandler: async (req) => {
        for (const id of (req.body as { session_ids: number[] }).session_ids)
          await recruitInRequest(deps.sql, () => recruitOfRow(deps.sql, 'proforma_sessions', id))(req);
      },
      schema: { body: CompareSessionsBody, response: { 200: ComparisonResponse } },
    },
    (req) => compareSessions(deps, req.body.session_ids),
  );
};
