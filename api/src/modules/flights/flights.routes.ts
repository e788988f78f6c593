import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';
import { FlightIdParams, FlightSearchQuery, SearchReply, SimilarQuery, SimilarReply } from '@travel/contracts/flights';
import { isoDate } from '@travel/contracts/rules';
import { sendCached } from '../../cache/readCache';

/** The read cache's namespace of flight search answers (invalidated when the inventory's window moves). */
export const FLIGHT_SEARCH_CACHE = 'flight-search';

/** Flight search, and the other flights of a flight's route-day. */
export const flightsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.flights;

  app.get(
    '/flights/search',
    {
      schema: { tags: ['flights'], querystring: FlightSearchQuery, response: { 200: SearchReply, 400: ErrorReply } },
    },
    // A search's answer is kept per query and day, until the inventory's window moves or seats are sold (flights.module.ts).
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await app.readCache.get(
          FLIGHT_SEARCH_CACHE,
          `${isoDate()}${request.url}`,
          async () => ({
            success: true as const,
            ...(await service.search(request.query)),
          }),
          (value) => reply.serialize(value),
        ),
        'public, max-age=60',
      ),
  );

  app.get(
    '/flights/:id/similar',
    {
      schema: {
        tags: ['flights'],
        params: FlightIdParams,
        querystring: SimilarQuery,
        response: { 200: SimilarReply, 404: ErrorReply },
      },
    },
    async (request) => ({
      success: true as const,
      flights: await service.similar(request.params.id, request.query),
    }),
  );
};
