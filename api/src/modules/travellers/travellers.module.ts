import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { travellersRoutes } from './travellers.routes';
import { travellersService, type TravellersService } from './travellers.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** A signed-in person's saved travellers and contact, for checkout's traveller form. */
    travellers: TravellersService;
  }
}

/** The travellers module: `app.travellers` and /api/account/travellers, /api/account/contact. */
export const travellersModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('travellers', travellersService({ db: app.db, accounts: app.accounts }));
    await app.register(travellersRoutes, { prefix: '/api' });
  },
  { name: 'travellers', dependencies: ['accounts'], decorators: { fastify: ['config', 'db'] } },
);
