import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerComplaintsPersonalData } from './complaints.personal-data';
import { complaintsRoutes, complaintsStaffRoutes } from './complaints.routes';
import { complaintsService, type ComplaintsService } from './complaints.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The complaints desk (grievance redressal): tickets, their threads and the staff queue. */
    complaints: ComplaintsService;
  }
}

/**
 * The complaints module: `app.complaints`, /api/complaints and /api/admin/complaints. Whose booking a complaint
 * may be about is app.trips' answer (the signed-in owner, or a guest's look-up token); links are checked with
 * app.refunds and app.dateChange.
 */
export const complaintsModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'complaints',
      complaintsService({
        db: app.db,
        mailer: app.mailer,
        log: app.log,
        publicUrl: app.config.publicUrl,
        deskEmail: app.config.adminEmail,
        trips: app.trips,
        bookings: app.bookings,
        flightCheckout: app.flightCheckout,
        refunds: app.refunds,
        dateChange: app.dateChange,
      }),
    );
    registerComplaintsPersonalData(app);
    await app.register(complaintsRoutes, { prefix: '/api' });
    await app.register(complaintsStaffRoutes, { prefix: '/api' });
  },
  {
    name: 'complaints',
    dependencies: ['accounts', 'audit', 'trips', 'bookings', 'flight-checkout', 'refunds', 'date-change'],
    decorators: { fastify: ['config', 'db', 'mailer'] },
  },
);
