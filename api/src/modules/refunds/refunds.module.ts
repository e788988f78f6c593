import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGateways } from './refunds.gateways';
import { refundsRoutes } from './refunds.routes';
import { createRefundsService, type RefundsService } from './refunds.service';

export const REFUND_RECONCILE_QUEUE = 'refunds.reconcile';
const REFUND_RECONCILE_INTERVAL_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Refunds through Razorpay, Stripe or the sandbox: the refunds module's service. */
    refunds: RefundsService;
  }
}

/**
 * The refunds module: `app.refunds` (one set of gateways for refund management and the admin center, which
 * refunds on approval), the reconciliation of unconfirmed refunds (a job every 5 minutes), and /api/refunds
 * with webhooks.
 */
export const refundsModule = fp(
  async (app: FastifyInstance) => {
    const service = createRefundsService({
      db: app.db,
      gateways: createGateways(app.config.gateways, app.config.refunds),
      log: app.log,
    });
    app.decorate('refunds', service);
    // A refund is committed before its gateway is called; if a process stopped in between, or the gateway gave
    // no clear answer, settle it (looked up by our id first; the id is also the gateway's idempotency key).
    // A job: once per period across the API processes, the first soon after start-up.
    app.jobs.every(REFUND_RECONCILE_QUEUE, REFUND_RECONCILE_INTERVAL_MS, async () => {
      await service.reconcileUnconfirmed();
    });
    app.addHook('onClose', () => service.idle());
    await app.register(refundsRoutes, { prefix: '/api' });
  },
  { name: 'refunds', dependencies: ['accounts', 'audit'], decorators: { fastify: ['config', 'db', 'jobs'] } },
);
