import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditRoutes } from './audit.routes';
import { auditService, type AuditService } from './audit.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The append-only audit log: `record` for every staff action, and its reads. */
    audit: AuditService;
  }
}

/** The audit module (issue #40): `app.audit`, and /api/admin/audit-log for those with `audit.view`. */
export const auditModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('audit', auditService({ db: app.db, log: app.log }));
    await app.register(auditRoutes, { prefix: '/api' });
  },
  { name: 'audit', dependencies: ['accounts'], decorators: { fastify: ['db'] } },
);
