import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorReply } from '@travel/contracts';
import { ADMIN_PAGE_SIZE, AuditLogFilter, AuditLogQuery, AuditLogReply } from '@travel/contracts/admin';

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply };

/**
 * The audit log for those allowed to read it (`audit.view`): a page at a time with filters, and the same filters
 * exported as CSV (safe to open in a spreadsheet). There is no route that changes or deletes an entry.
 */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onRequest = app.accounts.requirePermission('audit.view');

  app.get(
    '/admin/audit-log',
    { onRequest, schema: { tags: ['admin'], querystring: AuditLogQuery, response: { 200: AuditLogReply, ...errors } } },
    async (request) => {
      const { page, ...filter } = request.query;
      const { rows, total } = await app.audit.list(filter, page, ADMIN_PAGE_SIZE);
      return {
        success: true as const,
        data: rows,
        page,
        pageSize: ADMIN_PAGE_SIZE,
        total,
        pages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
      };
    },
  );

  app.get(
    '/admin/audit-log/export',
    {
      onRequest,
      schema: { tags: ['admin'], querystring: AuditLogFilter, response: { 200: Type.String(), ...errors } },
    },
    async (request, reply) => {
      const { csv, rows, total } = await app.audit.exportCsv(request.query);
      // Who took a copy of the log, and of what, is itself in the log.
      await app.audit.record(request, {
        action: 'audit_log.exported',
        target: { type: 'audit_log', id: 'export' },
        after: { filter: request.query, rows, total },
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .header('x-total-count', String(total))
        .send(csv);
    },
  );
};
