import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RawSearchParams } from './flights.service';
import { ErrorReply } from '@travel/contracts';
import { SearchQuery, SearchReply, SimilarQuery, SimilarReply } from '@travel/contracts/flights';

/** Flight search, and the other flights of a flight's route-day. */
export const flightsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.flights;

  app.get(
    '/flights/search',
    { schema: { tags: ['flights'], querystring: SearchQuery, response: { 200: SearchReply, 400: ErrorReply } } },
    async (request) => ({ success: true as const, ...(await service.search(request.query as RawSearchParams)) }),
  );

  app.get(
    '/flights/:id/similar',
    {
      schema: {
        tags: ['flights'],
        params: Type.Object({ id: Type.String({ maxLength: 20 }) }),
        querystring: SimilarQuery,
        response: { 200: SimilarReply, 404: ErrorReply },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      return {
        success: true as const,
        flights: await service.similar(id, request.query as { cabin: string; adults: number; children: number }),
      };
    },
  );
};
