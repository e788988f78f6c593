import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * What a token is for: unsubscribing from a list, or confirming a price alert. A token for one purpose never
 * works for another.
 */
export type UnsubscribePurpose = 'newsletter' | 'price-alert' | 'price-alert-confirm';

export const UNSUBSCRIBE_MESSAGES = {
  invalid: 'This unsubscribe link is not valid. Please use the link from your latest email.',
} as const;

/** What signing a mail link needs of the app: its config (the key, the public URL) and its log. */
export type MailLinks = Pick<FastifyInstance, 'config' | 'log'>;

// Keyed by the app's config, which every plugin context of one app shares (each context is its own instance).
const keys = new WeakMap<object, Buffer>();

/** The signing key: MAIL_LINK_SECRET, or (with a warning, once) a random key that lives as long as the process. */
function keyOf(app: MailLinks): Buffer {
  let key = keys.get(app.config);
  if (!key) {
    if (app.config.mailLinkSecret) key = Buffer.from(app.config.mailLinkSecret, 'utf8');
    else {
      key = randomBytes(32);
      app.log.warn('MAIL_LINK_SECRET is not set: unsubscribe links in emails stop working when the API restarts');
    }
    keys.set(app.config, key);
  }
  return key;
}

const signature = (key: Buffer, purpose: UnsubscribePurpose, id: string) =>
  createHmac('sha256', key).update(`${purpose}:${id}`).digest('base64url');

/** `<id>.<HMAC-SHA256 of purpose and id>`: unguessable without the key, and bound to one row and one list. */
export function signUnsubscribeToken(app: MailLinks, purpose: UnsubscribePurpose, id: string): string {
  return `${id}.${signature(keyOf(app), purpose, id)}`;
}

/** The id a token was signed for, or undefined when it was not signed by us for this purpose. */
export function verifyUnsubscribeToken(
  app: MailLinks,
  purpose: UnsubscribePurpose,
  token: string | undefined,
): string | undefined {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return undefined;
  const expected = Buffer.from(signature(keyOf(app), purpose, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : undefined;
}

/**
 * The unsubscribe parts of a list email: the page link for the body, and the RFC 8058 headers whose
 * one-click POST goes straight to the API (`apiPath`, which takes the token in its query string).
 */
export function unsubscribeLinks(
  app: MailLinks,
  options: { purpose: UnsubscribePurpose; id: string; pagePath: string; apiPath: string },
) {
  const token = encodeURIComponent(signUnsubscribeToken(app, options.purpose, options.id));
  const base = app.config.publicUrl;
  return {
    pageUrl: `${base}${options.pagePath}?token=${token}`,
    headers: {
      'List-Unsubscribe': `<${base}${options.apiPath}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Lets a plugin's routes receive the form-encoded body of an RFC 8058 one-click unsubscribe
 * (`List-Unsubscribe=One-Click`); call it inside the plugin that owns the unsubscribe route.
 */
export function acceptOneClickForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (request, body, done) => {
      // The token travels in the query string; of a multipart body nothing is needed.
      const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      done(null, isForm ? Object.fromEntries(new URLSearchParams(String(body))) : {});
    },
  );
}
