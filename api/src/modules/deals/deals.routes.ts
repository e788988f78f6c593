import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DealImageParams, FlightDealsReply, HotelDealsReply } from '@travel/contracts/flights';

// Prices change once a day at most (the inventory's window moves at midnight): a few minutes of caching is safe.
const CACHE = 'public, max-age=300';

/** Deals computed from the live inventory: the cheapest fares per destination, the cheapest hotel per city. */
export const dealsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deals = app.deals;

  app.get(
    '/deals/flights',
    { schema: { tags: ['deals'], response: { 200: FlightDealsReply } } },
    async (_request, reply) => {
      reply.header('Cache-Control', CACHE);
      return { success: true as const, ...(await deals.flightDeals()) };
    },
  );

  app.get(
    '/deals/hotels',
    { schema: { tags: ['deals'], response: { 200: HotelDealsReply } } },
    async (_request, reply) => {
      reply.header('Cache-Control', CACHE);
      return { success: true as const, ...(await deals.hotelDeals()) };
    },
  );

  app.get('/deals/images/:name', { schema: { tags: ['deals'], params: DealImageParams } }, async (request, reply) =>
    reply
      .header('Content-Type', 'image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(app.content.illustration(`deal-${request.params.name}`)),
  );
};
