import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RatesReply } from '@travel/contracts/currency';

/** GET /api/currency/rates: the table every price on the site is converted with (INR is the base). */
export const currencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/currency/rates', { schema: { response: { 200: RatesReply } } }, async (_request, reply) => {
    const rows = await app.currency.rates();
    const updatedAt = rows.reduce((latest, row) => (row.updatedAt > latest ? row.updatedAt : latest), new Date(0));
    reply.header('Cache-Control', 'public, max-age=3600');
    return {
      success: true as const,
      base: 'INR' as const,
      inrPerUnit: Object.fromEntries(rows.map((row) => [row.code, row.inrPerUnit])),
      updatedAt: updatedAt.toISOString(),
    };
  });
};
