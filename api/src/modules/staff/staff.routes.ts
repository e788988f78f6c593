import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';
import {
  MyPermissionsReply,
  permissionsOf,
  StaffListReply,
  StaffParams,
  StaffRolesBody,
  StaffRolesReply,
} from '@travel/contracts/admin';

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply };

/**
 * Staff and their roles (issue #40): what the signed-in staff member may do (for the back office's navigation),
 * and, with `staff.manage` (a Super Admin's), every staff member and a change of their roles, which is audited.
 */
export const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = app.accounts.staff;
  const manage = app.accounts.requirePermission('staff.manage');

  app.get(
    '/admin/permissions',
    {
      onRequest: app.accounts.requireAdmin,
      schema: { tags: ['admin'], response: { 200: MyPermissionsReply, 401: ErrorReply, 403: ErrorReply } },
    },
    async (request) => {
      const roles = await staff.rolesOf(request.user!.id);
      return { success: true as const, roles, permissions: permissionsOf(roles) };
    },
  );

  app.get(
    '/admin/staff',
    { onRequest: manage, schema: { tags: ['admin'], response: { 200: StaffListReply, ...errors } } },
    async () => ({ success: true as const, staff: await staff.list() }),
  );

  app.put(
    '/admin/staff/:userId/roles',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        params: StaffParams,
        body: StaffRolesBody,
        response: { 200: StaffRolesReply, 404: ErrorReply, 409: ErrorReply, ...errors },
      },
    },
    async (request) => {
      const { before, after } = await staff.setRoles(request.params.userId, request.body.roles, app.config.adminEmail);
      await app.audit.record(request, {
        action: 'staff.roles_changed',
        target: { type: 'user', id: after.id },
        before: { roles: before.roles },
        after: { roles: after.roles },
      });
      return { success: true as const, message: 'Roles updated', staff: after };
    },
  );
};
