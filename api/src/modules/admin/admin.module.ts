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

/** The admin module: `app.admin` and /api/admin (staff with the permission each route asks), refunding approvals through `app.refunds`. */
export const adminModule = fp(
  async (app: FastifyInstance) => {
    const deps = {
      db: app.db,
      mailer: app.mailer,
      log: app.log,
      trips: app.trips,
      bookings: app.bookings,
      hotelCheckout: app.hotelCheckout,
      refunds: app.refunds,
    };
    app.decorate('admin', adminService(deps));
    // A hotel cancellation within the booking's policy (from My Trips or the wizard) is approved at once, by
    // nobody in particular; an exception waits here for an admin.
    app.bookings.approveWithinPolicyWith((id) =>
      decideCancellation(deps, { id, action: 'approve', notes: HOTEL_AUTO_APPROVAL, adminId: null }),
    );
    await app.register(adminRoutes, { prefix: '/api' });
  },
  {
    name: 'admin',
    dependencies: ['accounts', 'audit', 'bookings', 'refunds', 'trips', 'hotel-checkout'],
    decorators: { fastify: ['db', 'mailer'] },
  },
);
