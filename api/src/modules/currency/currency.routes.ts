import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RatesReply } from '@travel/contracts/currency';
import { sendCached } from '../../cache/readCache';
import { CURRENCY_CACHE } from './currency.repository';

/** GET /api/currency/rates: the table every price on the site is converted with (INR is the base). */
export const currencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/currency/rates', { schema: { response: { 200: RatesReply } } }, async (request, reply) => {
    const cached = await app.readCache.get(
      CURRENCY_CACHE,
      'rates',
      async () => {
        const rows = await app.currency.rates();
        const updatedAt = rows.reduce((latest, row) => (row.updatedAt > latest ? row.updatedAt : latest), new Date(0));
        return {
          success: true as const,
          base: 'INR' as const,
          inrPerUnit: Object.fromEntries(rows.map((row) => [row.code, row.inrPerUnit])),
          updatedAt: updatedAt.toISOString(),
        };
      },
      (value) => reply.serialize(value),
    );
    return sendCached(request, reply, cached, 'public, max-age=3600');
  });
};
