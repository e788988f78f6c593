import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../accounts/secrets';
import { isHttps } from '../accounts/sessions';

/** A visitor of the blog, signed in or not: a random id in this cookie, so each can like a comment once. */
export const VISITOR_COOKIE = 'tp_visitor';
const VISITOR_TTL_SECONDS = 365 * 24 * 60 * 60;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The hash the database keeps of the request's visitor id; '' when it has none (it then likes nothing). */
export function visitorHashOf(request: FastifyRequest): string {
  const id = request.cookies[VISITOR_COOKIE];
  return id && TOKEN.test(id) ? sha256(id) : '';
}

/** The visitor's hash, giving them an id first when they have none. */
export function ensureVisitor(request: FastifyRequest, reply: FastifyReply, publicUrl: string): string {
  const known = visitorHashOf(request);
  if (known) return known;
  const id = randomToken();
  reply.setCookie(VISITOR_COOKIE, id, {
    path: '/api/blogs',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(publicUrl),
    maxAge: VISITOR_TTL_SECONDS,
  });
  return sha256(id);
}
