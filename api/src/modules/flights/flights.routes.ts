import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createInventoryKeeper, shareInventoryKeeper } from './flights.inventory';
import { flightsRepository } from './flights.repository';
import { flightsService, type RawSearchParams } from './flights.service';
import { ErrorReply, SearchQuery, SearchReply, SimilarQuery, SimilarReply } from './flights.schemas';

/**
 * Flight search. The inventory is generated on the first search, or right after the server starts
 * listening (so tests that never search do not pay for it), and kept current day by day.
 */
export const flightsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ensureInventory = createInventoryKeeper(app.db, (day, result) => {
    if (result.inserted || result.deleted) {
      service.forgetDays();
      app.log.info({ day, ...result }, 'flight inventory brought up to date');
    }
  });
  shareInventoryKeeper(app.db, ensureInventory);
  // FLIGHTS_MEMO_SIZE=0 makes every search read the database (the benchmark compares both).
  const service = flightsService(flightsRepository(app.db), ensureInventory, app.config.flights.memoSize);

  app.addHook('onListen', async () => {
    ensureInventory().catch((error: unknown) => app.log.error({ err: error }, 'flight inventory failed'));
  });

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
