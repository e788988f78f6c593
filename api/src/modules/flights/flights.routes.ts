import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';
import { FlightIdParams, FlightSearchQuery, SearchReply, SimilarQuery, SimilarReply } from '@travel/contracts/flights';

/** Flight search, and the other flights of a flight's route-day. */
export const flightsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.flights;

  app.get(
    '/flights/search',
    {
      schema: { tags: ['flights'], querystring: FlightSearchQuery, response: { 200: SearchReply, 400: ErrorReply } },
    },
    async (request) => ({ success: true as const, ...(await service.search(request.query)) }),
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
