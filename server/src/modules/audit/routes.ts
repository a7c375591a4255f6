import type { AreaRoutes } from '../../deps.ts';
import { AuditLogCsv, AuditLogFilters, AuditLogList, AuditLogQuery } from '@shared/schemas/audit.ts';
import * as service from './service.ts';

/** GET /audit-log/ (paged) and /audit-log/export/ (CSV) with the same filters (docs/team.md, "Audit log"); admins only. */
export const auditRoutes: AreaRoutes = async (app, { deps }) => {
  const admin = { onRequest: app.auth.admin };

  app.get('/audit-log/', { ...admin, schema: { querystring: AuditLogQuery, response: { 200: AuditLogList } } }, (req) =>
    service.auditPage(deps, req.query, req.url),
  );

  app.get(
    '/audit-log/export/',
    { ...admin, schema: { querystring: AuditLogFilters, response: { 200: AuditLogCsv } } },
    async (req, reply) => {
      const { filename, text } = await service.auditCsv(deps, req.query);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(text);
    },
  );
};
