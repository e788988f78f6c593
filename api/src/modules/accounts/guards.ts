import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from '../../plugins/errors';
import { sessionUserOf, toSessionUser, type SessionUser } from './sessions';

export type { SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin: who is calling. */
    user?: SessionUser;
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

/** preHandler for admin routes: 401 without a session, 403 for a customer. */
export const requireAdmin: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
  const user = await signedInUser(request);
  if (user.role !== 'admin') throw new ApiError(403, NOT_AUTHORISED);
  request.user = user;
};

async function signedInUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await sessionUserOf(request.server.db, request);
  if (!user) throw new ApiError(401, NOT_LOGGED_IN);
  return toSessionUser(user);
}
