import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dateChangeRoutes } from './date-change.routes';
import { dateChangeService, type DateChangeService } from './date-change.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Date change of a flight booking from My Trips. */
    dateChange: DateChangeService;
  }
}

/**
 * The date change module: `app.dateChange` and /api/trips/flight/:reference/date-change. The booking is reached
 * through app.trips (who may see it), moved through app.flightCheckout (seats, ticket), the difference paid
 * through app.payments or paid back through app.refunds; unpaid changes are expired by a job (app.jobs).
 */
export const dateChangeModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'dateChange',
      dateChangeService({
        db: app.db,
        log: app.log,
        mailer: app.mailer,
        jobs: app.jobs,
        flights: app.flights,
        flightCheckout: app.flightCheckout,
        payments: app.payments,
        refunds: app.refunds,
        trips: app.trips,
        holdMinutes: app.config.flightCheckout.holdMinutes,
      }),
    );
    await app.register(dateChangeRoutes, { prefix: '/api' });
  },
  {
    name: 'date-change',
    dependencies: ['trips', 'flight-checkout', 'flights', 'payments', 'refunds', 'jobs'],
    decorators: { fastify: ['config', 'db', 'mailer'] },
  },
);
