import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ErrorReply } from '@travel/contracts';
import { can, STAFF_INVITE_MESSAGES, type Permission, type StaffRole } from '@travel/contracts/admin';
import { ApiError } from '../../plugins/errors';
import { staffAccessOf } from './staff.repository';
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
 * preHandler for any staff account, whatever its roles: 401 without a session, 403 for a customer, and 403
 * `stepUp: 'enrol'` for an invited staff member who has not set up two-step sign-in yet. A staff route that acts or
 * shows anything uses requirePermission instead.
 */
export const requireAdmin: preHandlerAsyncHookHandler = async (request, reply) => {
  const user = await signedInUser(request);
  const access = user.role === 'admin' ? await staffAccessOf(request.server.db, user.id) : undefined;
  if (!access) throw new ApiError(403, NOT_AUTHORISED);
  if (access.mustEnrolTotp) return enrolFirst(reply);
  request.user = user;
};

/**
 * onRequest (or preHandler) hook for a staff route (issue #40): 401 without a session, 403 unless the caller is a
 * staff account holding a role with this permission (contracts' ROLE_PERMISSIONS), and 403 `stepUp: 'enrol'` while an
 * invited staff member has no TOTP on (point 2: before anything else); sets request.user and request.staffRoles.
 * Roles are read on every request, so a change applies to sessions already open.
 */
export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const user = await signedInUser(request);
    const access = user.role === 'admin' ? await staffAccessOf(request.server.db, user.id) : undefined;
    if (!access) throw new ApiError(403, NOT_AUTHORISED);
    if (access.mustEnrolTotp) return enrolFirst(reply);
    if (!can(access.roles, permission)) throw new ApiError(403, NOT_AUTHORISED);
    request.user = user;
    request.staffRoles = access.roles;
  };
}

/** The 403 the back office answers by sending the staff member to set up two-step sign-in. */
function enrolFirst(reply: FastifyReply) {
  const body: ErrorReply = { success: false, message: STAFF_INVITE_MESSAGES.enrolFirst, stepUp: 'enrol' };
  return reply.code(403).send(body);
}

async function signedInUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await sessionUserOf(request.server.db, request);
  if (!user) throw new ApiError(401, NOT_LOGGED_IN);
  return toSessionUser(user);
}
