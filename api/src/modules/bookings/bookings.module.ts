import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bookingsRoutes } from './bookings.routes';
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
    app.decorate('bookings', bookingsService(app.db));
    await app.register(bookingsRoutes, { prefix: '/api' });
  },
  { name: 'bookings', decorators: { fastify: ['db'] } },
);
