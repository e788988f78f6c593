import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsRepository, UserRow } from './accounts.repository';
import { randomToken, sha256 } from './secrets';

export const SESSION_COOKIE = 'tp_session';
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The signed-in person as every API answer and request.user describe them. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: 'customer' | 'admin';
}

export const toSessionUser = (user: UserRow): SessionUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
});

/** Secure cookies when the site is served over https. */
export const isHttps = (publicUrl: string) => publicUrl.startsWith('https:');

export function cookieOptions(publicUrl: string, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isHttps(publicUrl),
    maxAge: maxAgeSeconds,
  };
}

/** Starts a session: a random 256-bit id in the cookie, only its hash in the database. */
export async function startSession(
  repository: AccountsRepository,
  reply: FastifyReply,
  publicUrl: string,
  userId: string,
): Promise<void> {
  const id = randomToken();
  await repository.insertSession(sha256(id), userId, SESSION_TTL_SECONDS);
  reply.setCookie(SESSION_COOKIE, id, cookieOptions(publicUrl, SESSION_TTL_SECONDS));
}

export async function sessionUserOf(
  repository: AccountsRepository,
  request: FastifyRequest,
): Promise<UserRow | undefined> {
  const id = request.cookies[SESSION_COOKIE];
  if (!id || id.length > 100) return undefined;
  return repository.findSessionUser(sha256(id));
}

export async function endSession(
  repository: AccountsRepository,
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
): Promise<void> {
  const id = request.cookies[SESSION_COOKIE];
  if (id) await repository.deleteSession(sha256(id));
  reply.clearCookie(SESSION_COOKIE, { ...cookieOptions(publicUrl, 0), maxAge: undefined });
}
