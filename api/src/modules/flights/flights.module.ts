import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInventoryKeeper } from './flights.inventory';
import { FLIGHT_SEARCH_CACHE, flightsRoutes } from './flights.routes';
import { flightsService, type FlightsService } from './flights.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Flight search and fares: the flights module's service. */
    flights: FlightsService;
  }
}

/**
 * The flights module: `app.flights` and /api/flights. The dated inventory is generated on the first search or
 * fare asked for, or right after the server starts listening (so tests that never search do not pay for it),
 * and kept current day by day.
 */
export const flightsModule = fp(
  async (app: FastifyInstance) => {
    const forgetSearches = () =>
      app.readCache
        .invalidate(FLIGHT_SEARCH_CACHE)
        .catch((error: unknown) => app.log.error({ err: error }, 'flight search cache not invalidated'));
    const ensureInventory = createInventoryKeeper(app.db, (day, result) => {
      if (result.inserted || result.deleted) {
        service.forgetDays();
        void forgetSearches();
        app.log.info({ day, ...result }, 'flight inventory brought up to date');
      }
    });
    const service = flightsService({
      db: app.db,
      ensureInventory,
      memoSize: app.config.flights.memoSize,
      onRouteDayChanged: () => void forgetSearches(),
    });
    // Seats sold by another process reach this one as the search cache's invalidation: its route-days follow.
    app.readCache.onInvalidate(FLIGHT_SEARCH_CACHE, () => service.forgetSeats());
    app.decorate('flights', service);
    app.addHook('onListen', async () => {
      ensureInventory().catch((error: unknown) => app.log.error({ err: error }, 'flight inventory failed'));
    });
    await app.register(flightsRoutes, { prefix: '/api' });
  },
  { name: 'flights', decorators: { fastify: ['config', 'db', 'readCache'] } },
);
