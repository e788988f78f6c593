import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerFlightOrdersPersonalData } from './flight-checkout.personal-data';
import { flightCheckoutRoutes } from './flight-checkout.routes';
import { flightCheckoutService, type FlightCheckoutService } from './flight-checkout.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Flight checkout: re-price, seat map, orders holding seats, their payment and expiry. */
    flightCheckout: FlightCheckoutService;
  }
}

/**
 * The flight checkout module: `app.flightCheckout` and /api/flight-checkout. Prices and seats come from
 * app.flights, discounts from app.coupons, payment from app.payments (whose listener marks an order paid once);
 * an unpaid hold is expired by a job (app.jobs), which first asks the gateway about the payment; a paid order's
 * tax invoice, e-ticket and confirmation email come from app.documents.
 */
export const flightCheckoutModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'flightCheckout',
      flightCheckoutService({
        db: app.db,
        flights: app.flights,
        coupons: app.coupons,
        payments: app.payments,
        jobs: app.jobs,
        documents: app.documents,
        travellers: app.travellers,
        accounts: app.accounts,
        refunds: app.refunds,
        suppliers: app.suppliers,
        mailer: app.mailer,
        log: app.log,
        holdMinutes: app.config.flightCheckout.holdMinutes,
        holdBeforePaymentMinutes: app.config.flightCheckout.holdBeforePaymentMinutes,
        heldSeatsPer: {
          address: app.config.flightCheckout.heldSeatsPerAddress,
          device: app.config.flightCheckout.heldSeatsPerDevice,
        },
      }),
    );
    registerFlightOrdersPersonalData(app);
    await app.register(flightCheckoutRoutes, { prefix: '/api' });
  },
  {
    name: 'flight-checkout',
    dependencies: [
      'flights',
      'coupons',
      'payments',
      'accounts',
      'jobs',
      'documents',
      'travellers',
      'refunds',
      'suppliers',
    ],
    decorators: { fastify: ['config', 'db', 'mailer'] },
  },
);
