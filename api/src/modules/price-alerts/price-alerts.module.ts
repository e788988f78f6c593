import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerPriceAlertsPersonalData } from './price-alerts.personal-data';
import { schedulePriceAlertChecks } from './price-alerts.checker';
import { priceAlertsRoutes } from './price-alerts.routes';
import { priceAlertsService, type PriceAlertsService } from './price-alerts.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Price alerts on flight fares: the price-alerts module's service. */
    priceAlerts: PriceAlertsService;
  }
}

/**
 * The price-alerts module: `app.priceAlerts`, the fare check (a job: once across the API processes) every
 * PRICE_ALERT_CHECK_MINUTES,
 * and /api/price-alerts. Fares come from the flights module (`app.flights`), sessions from accounts.
 */
export const priceAlertsModule = fp(
  async (app: FastifyInstance) => {
    const service = priceAlertsService({
      db: app.db,
      config: app.config,
      log: app.log,
      mailer: app.mailer,
      flights: app.flights,
    });
    app.decorate('priceAlerts', service);
    registerPriceAlertsPersonalData(app);
    schedulePriceAlertChecks(app, service, app.config.priceAlerts.checkIntervalMs);
    await app.register(priceAlertsRoutes, { prefix: '/api' });
  },
  {
    name: 'price-alerts',
    dependencies: ['accounts', 'flights'],
    decorators: { fastify: ['config', 'db', 'mailer', 'jobs'] },
  },
);
