import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { staffRoutes } from './staff.routes';

/** The staff module (issue #40): /api/admin/permissions and /api/admin/staff, over `app.accounts.staff`. */
export const staffModule = fp(
  async (app: FastifyInstance) => {
    await app.register(staffRoutes, { prefix: '/api' });
  },
  { name: 'staff', dependencies: ['accounts', 'audit'], decorators: { fastify: ['config'] } },
);
