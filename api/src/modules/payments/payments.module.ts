import fp from 'fastify-plugin';
import { createPaymentGateways } from './gateways';
import { loadPaymentsConfig } from './payments.config';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService, type PaymentsService } from './payments.service';

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
    const config = loadPaymentsConfig(process.env);
    app.decorate(
      'payments',
      createPaymentsService({
        db: app.db,
        config,
        gateways: createPaymentGateways(config),
        publicUrl: app.config.publicUrl,
        log: app.log,
      }),
    );
    await app.register(paymentsRoutes(config), { prefix: '/api' });
  },
  { name: 'payments', fastify: '5.x', decorators: { fastify: ['db', 'config'] } },
);
