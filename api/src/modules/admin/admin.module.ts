import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminRoutes } from './admin.routes';
import { HOTEL_AUTO_APPROVAL } from '../trips/trips.service';
import { adminService, decideCancellation, type AdminService } from './admin.service';

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
    // A hotel cancellation from My Trips within the booking's policy is approved at once, by nobody in particular.
    app.trips.approveHotelRequestsWith((id) =>
      decideCancellation(app, { id, action: 'approve', notes: HOTEL_AUTO_APPROVAL, adminId: null }),
    );
    await app.register(adminRoutes, { prefix: '/api' });
  },
  { name: 'admin', dependencies: ['accounts', 'refunds', 'trips'], decorators: { fastify: ['db', 'mailer'] } },
);
