import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '@travel/contracts/accounts';
import type { Db } from '../../db/database';
import * as repo from './accounts.repository';
import type { Role, UserRow } from './accounts.repository';
import { randomToken, sha256 } from './secrets';

/** The session cookie's name over http (development, tests); over https it is `__Host-tp_session`. */
export const SESSION_COOKIE = 'tp_session';
/** A session ends this long after login whatever happens (the cookie lives as long). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** …and sooner when unused: 30 minutes for an admin, 7 days for a customer (sliding). */
export const SESSION_IDLE_SECONDS: Record<Role, number> = { admin: 30 * 60, customer: 7 * 24 * 60 * 60 };
/** Being seen is written at most this often per session. */
export const SESSION_TOUCH_AFTER_SECONDS = 60;

export type { SessionUser };

export const toSessionUser = (user: UserRow): SessionUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
});

/** Secure cookies when the site is served over https. */
export const isHttps = (publicUrl: string) => publicUrl.startsWith('https:');

/**
 * Over https the cookie is `__Host-` prefixed: the browser then only accepts it Secure, for path / and this
 * host alone (no Domain), so a sibling subdomain or a plain-http page cannot plant or overwrite it.
 */
export const sessionCookieName = (publicUrl: string) =>
  isHttps(publicUrl) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

export function cookieOptions(publicUrl: string, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isHttps(publicUrl),
    maxAge: maxAgeSeconds,
  };
}

const sessionIdOf = (request: FastifyRequest): string | undefined => {
  const id = request.cookies[sessionCookieName(request.server.config.publicUrl)];
  return id && id.length <= 100 ? id : undefined;
};

/**
 * Starts a session: a random 256-bit id in the cookie, only its hash in the database. The session the
 * request came with (if any) ends, so a login never keeps an id that existed before it (session fixation).
 * Answers the new session's hash.
 */
export async function startSession(db: Db, reply: FastifyReply, publicUrl: string, userId: string): Promise<string> {
  const previous = sessionIdOf(reply.request);
  if (previous) await repo.deleteSession(db, sha256(previous));
  const id = randomToken();
  const userAgent = reply.request.headers['user-agent']?.slice(0, 512);
  await repo.insertSession(db, sha256(id), userId, SESSION_TTL_SECONDS, userAgent);
  reply.setCookie(sessionCookieName(publicUrl), id, cookieOptions(publicUrl, SESSION_TTL_SECONDS));
  return sha256(id);
}

/** The hash the current session is stored under, if the request has one. */
export const currentSessionHash = (request: FastifyRequest): string | undefined => {
  const id = sessionIdOf(request);
  return id ? sha256(id) : undefined;
};

/** Clears the session cookie (the session itself is ended by the caller). */
export const clearSessionCookie = (reply: FastifyReply, publicUrl: string) =>
  reply.clearCookie(sessionCookieName(publicUrl), { ...cookieOptions(publicUrl, 0), maxAge: undefined });

export async function sessionUserOf(db: Db, request: FastifyRequest): Promise<UserRow | undefined> {
  const id = sessionIdOf(request);
  if (!id) return undefined;
  return repo.findSessionUser(db, sha256(id), SESSION_IDLE_SECONDS, SESSION_TOUCH_AFTER_SECONDS);
}

export async function endSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
): Promise<void> {
  const id = sessionIdOf(request);
  if (id) await repo.deleteSession(db, sha256(id));
  clearSessionCookie(reply, publicUrl);
}
