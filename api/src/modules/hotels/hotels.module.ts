import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hotelsRoutes } from './hotels.routes';
import { createHotelSearch, HOTEL_SEARCH_CACHE, type HotelsService } from './hotels.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hotel search and details: the hotels module's service. */
    hotels: HotelsService;
  }
}

/** The hotels module: `app.hotels` and /api/hotels. The inventory itself comes from the seed step. */
export const hotelsModule = fp(
  async (app: FastifyInstance) => {
    const hotels = createHotelSearch({ db: app.db, facetsMemoSize: app.config.hotels.facetsMemoSize });
    // Whatever makes cached search answers stale, in this process or another, makes the counts and cards stale.
    app.readCache.onInvalidate(HOTEL_SEARCH_CACHE, () => hotels.forget());
    app.decorate('hotels', hotels);
    await app.register(hotelsRoutes, { prefix: '/api' });
  },
  { name: 'hotels', decorators: { fastify: ['config', 'db', 'readCache'] } },
);
