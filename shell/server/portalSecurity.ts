/**
 * The security headers of the portal's own servers (the shell and the remotes' static servers), with
 * @fastify/helmet. The shell's Content-Security-Policy is computed once, from the deploy-time remotes config:
 * scripts, manifests, styles and images may come from this origin and from the remotes' origins, nothing else.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { RemoteLocation } from '../src/federation/remotesConfig';
import { START_AFTER_PAINT_SCRIPT } from './startAfterPaint';

/** Sent only over https (browsers ignore it over http, and a local http server must not promise https). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The one inline script the page runs (pageAssembly.ts's withEntryAfterPaint), allowed by its hash. */
export const START_AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64')}'`;

const styleNonces = new WeakMap<ServerResponse, string>();

/**
 * This response's style nonce. react-toastify injects its stylesheet as a <style> element; the page hands it
 * this nonce (see shellHtml) so the CSP can refuse every other inline style.
 */
export function styleNonceOf(response: ServerResponse): string {
  let nonce = styleNonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    styleNonces.set(response, nonce);
  }
  return nonce;
}

/** The shell's index.html with this response's style nonce, where shared-ui's cspNonce() reads it. */
export function shellHtml(indexHtml: string, response: ServerResponse): string {
  return indexHtml.replace('</head>', `<meta property="csp-nonce" nonce="${styleNonceOf(response)}" /></head>`);
}

/** The distinct origins of the remotes in /remotes.json. */
export function remoteOrigins(remoteLocations: RemoteLocation[]): string[] {
  return [...new Set(remoteLocations.map((remote) => new URL(remote.entry).origin))];
}

/**
 * Where the payment gateways' browser halves live, for the checkout pages (their script, frames and calls):
 * Razorpay Checkout when its key is set, Stripe.js when its publishable key is; at RAZORPAY_CHECKOUT_URL /
 * STRIPE_JS_URL when those point elsewhere (the gateways' local test servers), the same as the API hands out.
 */
export function paymentOrigins(env: Record<string, string | undefined>): string[] {
  const origins: string[] = [];
  if (env.RAZORPAY_KEY_ID) {
    origins.push(
      ...(env.RAZORPAY_CHECKOUT_URL
        ? [new URL(env.RAZORPAY_CHECKOUT_URL).origin]
        : ['https://checkout.razorpay.com', 'https://api.razorpay.com']),
    );
  }
  if (env.STRIPE_PUBLISHABLE_KEY) {
    origins.push(
      ...(env.STRIPE_JS_URL
        ? [new URL(env.STRIPE_JS_URL).origin]
        : ['https://js.stripe.com', 'https://api.stripe.com', 'https://hooks.stripe.com']),
    );
  }
  return [...new Set(origins)];
}

const common = {
  // The browser's default: same-origin calls keep their Origin header, which the API's CSRF check reads.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
} as const;

export function shellHelmetOptions(
  remoteLocations: RemoteLocation[],
  gatewayOrigins: string[] = [],
): FastifyHelmetOptions {
  const self = "'self'";
  const remotes = remoteOrigins(remoteLocations);
  const gateways = gatewayOrigins.filter((origin) => !remotes.includes(origin));
  return {
    ...common,
    xFrameOptions: { action: 'deny' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [self],
        scriptSrc: [self, START_AFTER_PAINT_SOURCE, ...remotes, ...gateways],
        scriptSrcAttr: ["'none'"],
        // Remotes' manifests are fetched; their scripts, CSS chunks and images are loaded from their origins.
        // The payment gateways' checkout: its script, its calls and its card frames.
        connectSrc: [self, ...remotes, ...gateways],
        frameSrc: [self, ...gateways],
        styleSrc: [self, ...remotes, (_request, response) => `'nonce-${styleNonceOf(response)}'`],
        imgSrc: [self, 'data:', ...remotes],
        fontSrc: [self, ...remotes],
        objectSrc: ["'none'"],
        baseUri: [self],
        formAction: [self],
        frameAncestors: ["'none'"],
      },
    },
  };
}

/** A remote is a CDN folder: scripts and styles other origins load, so no CSP and a cross-origin CORP. */
export const remoteHelmetOptions: FastifyHelmetOptions = {
  ...common,
  contentSecurityPolicy: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/**
 * What helmet adds to every answer that only a document acts on: what the page may load, who may frame it, its
 * opener and its agent cluster, and headers for old browsers. A browser ignores them on a script or a stylesheet.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const SCRIPT_OR_STYLESHEET = /^(?:text|application)\/javascript|^text\/css/;

/**
 * Scripts and stylesheets are sent without DOCUMENT_ONLY_HEADERS. HTTP/1.1 sends headers uncompressed, and the
 * shell's CSP alone is about 0.9 KB: a first visit's scripts carried 9 to 17 KB of headers no browser reads
 * (docs/performance.md, "The first paint": "Headers a file needs, no more"). They keep what applies to them:
 * nosniff, their Cross-Origin-Resource-Policy, the referrer policy, HSTS.
 */
export function scriptsWithoutDocumentHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (SCRIPT_OR_STYLESHEET.test(String(reply.getHeader('content-type') ?? '')))
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    return payload;
  });
}

/** Strict-Transport-Security on every answer given over https. */
export function addHstsOverHttps(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}
