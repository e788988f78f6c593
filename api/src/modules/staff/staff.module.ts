import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { staffRoutes } from './staff.routes';
import { staffInvitesRoutes } from './staffInvites.routes';

/**
 * The staff module (issue #40): /api/admin/permissions and /api/admin/staff (roles, invitations, suspension), and
 * the invitee's /api/v1/staff-invite, over `app.accounts.staff` and `app.accounts.staffInvites`.
 */
export const staffModule = fp(
  async (app: FastifyInstance) => {
    await app.register(staffRoutes, { prefix: '/api' });
    await app.register(staffInvitesRoutes, { prefix: '/api' });
  },
  { name: 'staff', dependencies: ['accounts', 'audit'], decorators: { fastify: ['config'] } },
);
