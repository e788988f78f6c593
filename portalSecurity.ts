/**
 * The security headers of the portal's own servers (the shell and the remotes' static servers), with
 * @fastify/helmet. The shell's Content-Security-Policy is computed once, from the deploy-time remotes config:
 * scripts, manifests, styles and images may come from this origin and from the remotes' origins, nothing else.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { RemoteLocation } from './shell/src/federation/remotesConfigFromEnv';

/** Sent only over https (browsers ignore it over http, and a local http server must not promise https). */
const HSTS = 'max-age=31536000; includeSubDomains';

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

/**
 * The one inline script of the shell's page (portal.ts, withEntryAfterFirstPaint): once the browser reports the first
 * contentful paint of the page's drawn markup (a frame that was shown, not only drawn), it asks for the files its
 * data-preload lists (preload hints, the page's scripts and stylesheets) and runs the shell's entry (data-src), so
 * that paint waits for no script; at once in a hidden tab (which does not paint) or a browser that does not report
 * paints, and after a second at the latest. Allowed by its hash, so the CSP still refuses every other inline script.
 */
export const ENTRY_AFTER_PAINT_SCRIPT =
  '(function(d,w,el){var started=0;function run(){if(started)return;started=1;' +
  'JSON.parse(el.getAttribute("data-preload")||"[]").forEach(function(u){var l=d.createElement("link");' +
  'l.rel="preload";l.as=/\\.css(\\?|$)/.test(u)?"style":"script";l.href=u;d.head.appendChild(l)});' +
  'var s=d.createElement("script");s.src=el.getAttribute("data-src");d.head.appendChild(s)}' +
  'var P=w.PerformanceObserver;' +
  'if(d.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return run();' +
  'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();run()}})' +
  '.observe({type:"paint",buffered:true});w.setTimeout(run,1000)})' +
  '(document,window,document.currentScript)';

/** ENTRY_AFTER_PAINT_SCRIPT's CSP source. */
export const ENTRY_AFTER_PAINT_HASH = `'sha256-${createHash('sha256').update(ENTRY_AFTER_PAINT_SCRIPT).digest('base64')}'`;

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
        scriptSrc: [self, ENTRY_AFTER_PAINT_HASH, ...remotes, ...gateways],
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

/** Strict-Transport-Security on every answer given over https. */
export function addHstsOverHttps(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}
