import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { can, type Permission, type StaffRole } from '@travel/contracts/admin';
import { ApiError } from '../../plugins/errors';
import { staffRolesOf } from './staff.repository';
import { sessionUserOf, toSessionUser, type SessionUser } from './sessions';

export type { SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin: who is calling. */
    user?: SessionUser;
    /** Set by requirePermission: the staff roles the caller holds. */
    staffRoles?: StaffRole[];
  }
}

export const NOT_LOGGED_IN = 'Please log in to continue.';
export const NOT_AUTHORISED = 'You are not authorised to do this.';

/**
 * preHandler for routes that need a signed-in person: reads the HttpOnly session cookie, looks the
 * (hashed) session up and sets request.user; 401 without a valid session.
 */
export const requireUser: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
  request.user = await signedInUser(request);
};

/**
 * preHandler for any staff account, whatever its roles: 401 without a session, 403 for a customer. A staff route
 * that acts or shows anything uses requirePermission instead.
 */
export const requireAdmin: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
  const user = await signedInUser(request);
  if (user.role !== 'admin') throw new ApiError(403, NOT_AUTHORISED);
  request.user = user;
};

/**
 * onRequest (or preHandler) hook for a staff route (issue #40): 401 without a session, 403 unless the caller is a
 * staff account holding a role with this permission (contracts' ROLE_PERMISSIONS); sets request.user and
 * request.staffRoles. Roles are read on every request, so a change applies to sessions already open.
 */
export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const user = await signedInUser(request);
    const roles = user.role === 'admin' ? await staffRolesOf(request.server.db, user.id) : [];
    if (!can(roles, permission)) throw new ApiError(403, NOT_AUTHORISED);
    request.user = user;
    request.staffRoles = roles;
  };
}

async function signedInUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await sessionUserOf(request.server.db, request);
  if (!user) throw new ApiError(401, NOT_LOGGED_IN);
  return toSessionUser(user);
}
