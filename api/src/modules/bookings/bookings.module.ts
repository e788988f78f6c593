import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bookingsRoutes } from './bookings.routes';
import { registerBookingsPersonalData } from './bookings.personal-data';
import { bookingsService, type BookingsService } from './bookings.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hotel bookings and their cancellation requests: the bookings module's service. */
    bookings: BookingsService;
  }
}

/** The bookings module: `app.bookings` and /api/bookings (lookup and cancellation requests). */
export const bookingsModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('bookings', bookingsService({ db: app.db, log: app.log }));
    registerBookingsPersonalData(app);
    await app.register(bookingsRoutes, { prefix: '/api' });
  },
  { name: 'bookings', dependencies: ['accounts'], decorators: { fastify: ['db'] } },
);
