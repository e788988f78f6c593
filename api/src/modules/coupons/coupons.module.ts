import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { couponsRoutes } from './coupons.routes';
import { couponsService, type CouponsService } from './coupons.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Coupon codes and their quotes: the coupons module's service. */
    coupons: CouponsService;
  }
}

/** The coupons module: `app.coupons` and /api/coupons (a quote knows the signed-in account from accounts). */
export const couponsModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('coupons', couponsService({ db: app.db }));
    await app.register(couponsRoutes, { prefix: '/api' });
  },
  { name: 'coupons', dependencies: ['accounts'], decorators: { fastify: ['db'] } },
);
