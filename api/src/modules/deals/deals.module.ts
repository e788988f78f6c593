import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dealsRoutes } from './deals.routes';
import { dealsService, type DealsService } from './deals.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cheapest fares per destination and hotels per city: the deals module's service. */
    deals: DealsService;
  }
}

/** The deals module: `app.deals` (from the flights and hotels services) and /api/deals. */
export const dealsModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('deals', dealsService({ flights: app.flights, hotels: app.hotels }));
    await app.register(dealsRoutes, { prefix: '/api' });
  },
  { name: 'deals', dependencies: ['flights', 'hotels', 'content'] },
);
