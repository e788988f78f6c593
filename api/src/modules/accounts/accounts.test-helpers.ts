import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../mail/mailer';

/** The 6-digit code in a mail's plain-text body. */
export function codeIn(message: MailMessage | undefined): string {
  const match = message?.text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code in ${JSON.stringify(message)}`);
  return match[1];
}

/** A JSON call as the browser makes it (same origin). */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  cookie?: string,
) {
  return app.inject({
    method,
    url,
    payload,
    headers: { origin: app.config.publicUrl, ...(cookie ? { cookie } : {}) },
  });
}

/** The session cookie a reply set, as a Cookie header value. */
export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const session = all.find((c) => /^(__Host-)?tp_session=/.test(c));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(setCookie)}`);
  return session.split(';')[0];
}
