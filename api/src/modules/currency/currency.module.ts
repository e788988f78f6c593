import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { currencyService, type CurrencyService } from './currency.repository';
import { currencyRoutes } from './currency.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The exchange rates every price is converted with: the currency module's service. */
    currency: CurrencyService;
  }
}

/** The currency module: `app.currency` and /api/currency/rates. The rates themselves come from the seed step. */
export const currencyModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('currency', currencyService({ db: app.db, cache: app.readCache }));
    await app.register(currencyRoutes, { prefix: '/api' });
  },
  { name: 'currency', decorators: { fastify: ['db', 'readCache'] } },
);
