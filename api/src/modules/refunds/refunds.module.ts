import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGateways } from './gateways';
import { refundsRoutes } from './refunds.routes';
import { createRefundsService, type RefundsService } from './refunds.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Refunds through Razorpay, Stripe or the sandbox: the refunds module's service. */
    refunds: RefundsService;
  }
}

/**
 * The refunds module: `app.refunds` (one set of gateways for refund management and the admin center, which
 * refunds on approval), the reconciliation of unconfirmed refunds at start-up, and /api/refunds with webhooks.
 */
export const refundsModule = fp(
  async (app: FastifyInstance) => {
    const service = createRefundsService(app.db, createGateways(app.config.gateways, app.config.refunds), app.log);
    app.decorate('refunds', service);
    // A refund is committed before its gateway is called; if the process stopped in between, or the gateway gave
    // no clear answer, settle it now (looked up by our id first; the id is also the gateway's idempotency key).
    app.addHook('onReady', async () => {
      service
        .reconcileUnconfirmed()
        .catch((error) => app.log.error({ err: error }, 'could not reconcile unconfirmed refunds'));
    });
    app.addHook('onClose', () => service.idle());
    await app.register(refundsRoutes, { prefix: '/api' });
  },
  { name: 'refunds', dependencies: ['accounts'], decorators: { fastify: ['config', 'db'] } },
);
