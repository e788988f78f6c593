import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../modules/accounts/secrets';
import { isHttps } from '../modules/accounts/sessions';

/**
 * A browser, signed in or not, known by a random id in an HttpOnly cookie that only the API's paths under `path`
 * receive. The database keeps the id's hash. Clearing the cookie makes a new visitor: use it for what a visitor
 * may do once or hold at once, beside limits that do not depend on the visitor's goodwill.
 */
export interface VisitorCookie {
  name: string;
  path: string;
}

/** A blog reader: each likes a comment once. */
export const BLOG_VISITOR: VisitorCookie = { name: 'tp_visitor', path: '/api/blogs' };
/** A device that makes bookings: what one device holds unpaid is limited, whatever address it comes from. */
export const BOOKING_DEVICE: VisitorCookie = { name: 'tp_device', path: '/api' };

const VISITOR_TTL_SECONDS = 365 * 24 * 60 * 60;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The hash the database keeps of the request's visitor id; '' when it has none. */
export function visitorHashOf(request: FastifyRequest, cookie: VisitorCookie): string {
  const id = request.cookies[cookie.name];
  return id && TOKEN.test(id) ? sha256(id) : '';
}

/** The visitor's hash, giving them an id first when they have none. */
export function ensureVisitor(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
  cookie: VisitorCookie,
): string {
  const known = visitorHashOf(request, cookie);
  if (known) return known;
  const id = randomToken();
  reply.setCookie(cookie.name, id, {
    path: cookie.path,
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(publicUrl),
    maxAge: VISITOR_TTL_SECONDS,
  });
  return sha256(id);
}
