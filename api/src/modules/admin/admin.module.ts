import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminRoutes } from './admin.routes';
import { adminService, type AdminService } from './admin.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cancellation approval center: the admin module's service. */
    admin: AdminService;
  }
}

/** The admin module: `app.admin` and /api/admin (admins only), refunding approvals through `app.refunds`. */
export const adminModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('admin', adminService(app));
    await app.register(adminRoutes, { prefix: '/api' });
  },
  { name: 'admin', dependencies: ['accounts', 'refunds', 'trips'], decorators: { fastify: ['db', 'mailer'] } },
);
