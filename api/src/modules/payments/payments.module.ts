import fp from 'fastify-plugin';
import { createPaymentGateways } from './payments.gateways';
import { paymentsRoutes } from './payments.routes';
import { registerPaymentsPersonalData } from './payments.personal-data';
import { createPaymentsService, type PaymentsService } from './payments.service';

const AWAITED_WEBHOOK_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments for order modules: start, confirmFromBrowser, onPaymentSettled, get (payments.service.ts). */
    payments: PaymentsService;
  }
}

/**
 * The payments module: decorates app.payments (for the flight and hotel order modules, which declare
 * `dependencies: ['payments']`) and serves its routes under /api/payments.
 */
export const paymentsModule = fp(
  async (app) => {
    const config = app.config.payments;
    const service = createPaymentsService({
      db: app.db,
      config,
      gateways: createPaymentGateways(app.config.gateways, config),
      publicUrl: app.config.publicUrl,
      log: app.log,
    });
    app.decorate('payments', service);
    registerPaymentsPersonalData(app);
    await app.register(paymentsRoutes, { prefix: '/api' });
    // Listeners are registered by now: tell them what a stop or a failure kept from them, and ask the gateways
    // about payments whose webhook has not come in ten minutes.
    app.addHook('onReady', async () => {
      service.catchUp(AWAITED_WEBHOOK_MS).catch((error) => app.log.error({ err: error }, 'payments catch-up failed'));
    });
  },
  { name: 'payments', fastify: '5.x', dependencies: ['accounts'], decorators: { fastify: ['db', 'config'] } },
);
