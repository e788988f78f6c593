import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerTripsPersonalData } from './trips.personal-data';
import { tripsRoutes } from './trips.routes';
import { tripsService, type TripsService } from './trips.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** My Trips: a traveller's bookings, their cancellation and refunds. */
    trips: TripsService;
  }
}

/**
 * The trips module: `app.trips` and /api/trips. Flight orders come from app.flightCheckout, hotel bookings from
 * app.bookings, payments from app.payments; refunds go through app.refunds, whose changes it follows to email
 * the traveller at each step.
 */
export const tripsModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'trips',
      tripsService({
        db: app.db,
        mailer: app.mailer,
        log: app.log,
        flights: app.flights,
        flightCheckout: app.flightCheckout,
        hotelCheckout: app.hotelCheckout,
        bookings: app.bookings,
        payments: app.payments,
        refunds: app.refunds,
        documents: app.documents,
      }),
    );
    registerTripsPersonalData(app);
    await app.register(tripsRoutes, { prefix: '/api' });
  },
  {
    name: 'trips',
    dependencies: [
      'flight-checkout',
      'hotel-checkout',
      'bookings',
      'payments',
      'refunds',
      'documents',
      'accounts',
      'flights',
    ],
    decorators: { fastify: ['config', 'db', 'mailer'] },
  },
);
