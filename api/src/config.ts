import path from 'node:path';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { PaymentGatewayName } from '@travel/contracts/payments';
import type { OAuthProvider } from '@travel/contracts/accounts';
import { isValidGstin } from '@travel/contracts/rules';

/** The gateways' own browser scripts (their test servers serve stand-ins at the same paths). */
export const RAZORPAY_CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';
export const STRIPE_JS = 'https://js.stripe.com/v3/';

/**
 * Every setting the API reads from its environment, checked once at start-up: the README's configuration
 * tables list them. An empty variable counts as unset.
 */
const Env = Type.Object({
  NODE_ENV: Type.Optional(Type.String()),
  ALLOW_SANDBOX_IN_PRODUCTION: Type.Boolean({ default: false }),
  LOG_LEVEL: Type.Optional(Type.String()),
  SLOW_REQUEST_MS: Type.Integer({ minimum: 0, default: 500 }),
  HEALTH_READY_CACHE_MS: Type.Integer({ minimum: 0, default: 5000 }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4000 }),
  HOST: Type.String({ default: '127.0.0.1' }),
  DATA_DIR: Type.Optional(Type.String()),
  DATABASE_URL: Type.Optional(Type.String()),
  SMTP_URL: Type.Optional(Type.String()),
  MAIL_FROM: Type.String({ default: 'Travel Portal <no-reply@travel-portal.local>' }),
  MAIL_LINK_SECRET: Type.Optional(Type.String()),
  REDIS_URL: Type.Optional(Type.String()),
  PUBLIC_URL: Type.String({ default: 'http://localhost:3000' }),
  SEED_DEMO: Type.Boolean({ default: true }),
  ADMIN_EMAIL: Type.Optional(Type.String()),
  ADMIN_PASSWORD: Type.Optional(Type.String()),
  ADMIN_TOTP_SECRET: Type.Optional(Type.String()),
  MFA_ENCRYPTION_KEY: Type.Optional(Type.String({ minLength: 32 })),
  TRUST_PROXY: Type.Optional(Type.String()),
  API_DOCS: Type.Optional(Type.Boolean()),

  GOOGLE_ISSUER: Type.String({ default: 'https://accounts.google.com' }),
  GOOGLE_CLIENT_ID: Type.Optional(Type.String()),
  GOOGLE_CLIENT_SECRET: Type.Optional(Type.String()),
  FACEBOOK_ISSUER: Type.String({ default: 'https://www.facebook.com' }),
  FACEBOOK_CLIENT_ID: Type.Optional(Type.String()),
  FACEBOOK_CLIENT_SECRET: Type.Optional(Type.String()),

  RAZORPAY_KEY_ID: Type.Optional(Type.String()),
  RAZORPAY_KEY_SECRET: Type.Optional(Type.String()),
  RAZORPAY_BASE_URL: Type.String({ default: 'https://api.razorpay.com' }),
  RAZORPAY_WEBHOOK_SECRET: Type.Optional(Type.String()),
  RAZORPAY_CHECKOUT_URL: Type.String({ default: RAZORPAY_CHECKOUT_JS }),
  STRIPE_SECRET_KEY: Type.Optional(Type.String()),
  STRIPE_BASE_URL: Type.String({ default: 'https://api.stripe.com' }),
  STRIPE_WEBHOOK_SECRET: Type.Optional(Type.String()),
  STRIPE_PUBLISHABLE_KEY: Type.Optional(Type.String()),
  STRIPE_JS_URL: Type.String({ default: STRIPE_JS }),
  PAYMENT_GATEWAY: Type.Optional(
    Type.Union([Type.Literal('razorpay'), Type.Literal('stripe'), Type.Literal('sandbox')]),
  ),
  PAYMENT_GATEWAY_ATTEMPTS: Type.Integer({ minimum: 1, default: 3 }),
  PAYMENT_GATEWAY_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 8000 }),
  SANDBOX_PAYMENT_SLOW_MS: Type.Integer({ minimum: 0, default: 5000 }),
  SANDBOX_REFUND_SETTLE_MS: Type.Integer({ minimum: 0, default: 3000 }),
  REFUND_GATEWAY_ATTEMPTS: Type.Integer({ minimum: 1, default: 3 }),
  REFUND_GATEWAY_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 10_000 }),

  DUFFEL_ACCESS_TOKEN: Type.Optional(Type.String()),
  DUFFEL_BASE_URL: Type.String({ default: 'https://api.duffel.com' }),
  DUFFEL_WEBHOOK_SECRET: Type.Optional(Type.String()),
  TRIPJACK_API_KEY: Type.Optional(Type.String()),
  TRIPJACK_BASE_URL: Type.String({ default: 'https://api.tripjack.com' }),
  HOTELBEDS_API_KEY: Type.Optional(Type.String()),
  HOTELBEDS_SECRET: Type.Optional(Type.String()),
  HOTELBEDS_BASE_URL: Type.String({ default: 'https://api.test.hotelbeds.com' }),
  SUPPLIER_SEARCH_DEADLINE_MS: Type.Integer({ minimum: 1, default: 3000 }),
  SUPPLIER_CALL_TIMEOUT_MS: Type.Optional(Type.Integer({ minimum: 1 })),
  SUPPLIER_SANDBOX_LATENCY: Type.Boolean({ default: true }),

  TRANSLATE_PROVIDER: Type.Union([Type.Literal('memory'), Type.Literal('libretranslate')], { default: 'memory' }),
  LIBRETRANSLATE_URL: Type.Optional(Type.String()),
  LIBRETRANSLATE_API_KEY: Type.Optional(Type.String()),
  LIBRETRANSLATE_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 10_000 }),

  INVOICE_SUPPLIER_NAME: Type.String({ default: 'Travel Portal Private Limited' }),
  INVOICE_SUPPLIER_GSTIN: Type.String({ default: '27AAACT1234A1Z1' }),
  INVOICE_SUPPLIER_ADDRESS: Type.String({ default: '4th Floor, Example Towers, Andheri East, Mumbai 400069' }),
  INVOICE_NUMBER_PREFIX: Type.String({ pattern: '^[A-Z0-9]{1,6}$', default: 'TP' }),
  JOBS_POLL_MS: Type.Integer({ minimum: 0, default: 5000 }),
  FLIGHT_HOLD_MINUTES: Type.Integer({ minimum: 1, maximum: 60, default: 15 }),
  FLIGHT_HOLD_BEFORE_PAYMENT_MINUTES: Type.Integer({ minimum: 1, maximum: 60, default: 10 }),
  FLIGHT_ORDER_LIMIT_PER_10_MIN: Type.Integer({ minimum: 1, default: 30 }),
  FLIGHT_HELD_SEATS_PER_ADDRESS: Type.Integer({ minimum: 9, default: 9 }),
  FLIGHT_HELD_SEATS_PER_DEVICE: Type.Integer({ minimum: 9, default: 9 }),
  HOTEL_HOLD_MINUTES: Type.Integer({ minimum: 1, maximum: 60, default: 15 }),
  HOTEL_HOLD_BEFORE_PAYMENT_MINUTES: Type.Integer({ minimum: 1, maximum: 60, default: 10 }),
  HOTEL_ORDER_LIMIT_PER_10_MIN: Type.Integer({ minimum: 1, default: 30 }),
  HOTEL_HELD_ROOMS_PER_ADDRESS: Type.Integer({ minimum: 5, default: 5 }),
  HOTEL_HELD_ROOMS_PER_DEVICE: Type.Integer({ minimum: 5, default: 5 }),
  TRIP_LOOKUP_LIMIT_PER_15_MIN: Type.Integer({ minimum: 1, default: 10 }),

  PRICE_ALERT_CHECK_MINUTES: Type.Number({ minimum: 0, default: 60 }),
  FLIGHTS_MEMO_SIZE: Type.Optional(Type.Integer({ minimum: 0 })),
  HOTELS_FACETS_MEMO_SIZE: Type.Optional(Type.Integer({ minimum: 0 })),
  READ_CACHE_SIZE: Type.Integer({ minimum: 0, default: 500 }),
});
type Env = Static<typeof Env>;

export type OAuthProviderName = OAuthProvider;

export interface OAuthProviderConfig {
  name: OAuthProviderName;
  issuer: string;
  clientId?: string;
  clientSecret?: string;
}

/** Razorpay's keys: one set for taking payments and for refunding them. */
export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  baseUrl: string;
  webhookSecret?: string;
  /** Razorpay Checkout's script (checkout.js), loaded by the browser (RAZORPAY_CHECKOUT_URL). */
  checkoutUrl?: string;
}

/** Stripe's keys: one set for taking payments and for refunding them. */
export interface StripeCredentials {
  secretKey: string;
  /** pk_…, handed to the browser's Stripe.js; not a secret. */
  publishableKey?: string;
  baseUrl: string;
  webhookSecret?: string;
  /** Stripe.js, loaded by the browser (STRIPE_JS_URL). */
  jsUrl?: string;
}

/** The gateways whose keys are set (shared by payments and refunds); one without keys is served by the sandbox. */
export interface GatewaysConfig {
  razorpay?: RazorpayCredentials;
  stripe?: StripeCredentials;
}

/** How payments are taken. */
export interface PaymentsConfig {
  /** PAYMENT_GATEWAY, else Razorpay when its keys are set, else Stripe when its key is set, else the sandbox. */
  gateway: PaymentGatewayName;
  /** Attempts per gateway call when the network fails or the gateway answers 5xx/429. */
  maxAttempts: number;
  /** How long one attempt waits; the customer is waiting too. */
  timeoutMs: number;
  /** How long the sandbox's slow card takes to be confirmed. */
  sandboxSlowSettleMs: number;
}

/** How refunds talk to the gateways (their keys are in `gateways`). */
export interface RefundsConfig {
  /** How long the sandbox takes to settle a refund. */
  sandboxSettleMs: number;
  /** Attempts per gateway call when the network fails or the gateway answers 5xx/429. */
  maxAttempts: number;
  /** How long one attempt waits for the gateway's answer. */
  timeoutMs: number;
}

/**
 * The flight suppliers. One without its key is served by a built-in sandbox on loopback that speaks its
 * protocol (api/src/suppliers/<name>/sandbox.ts), started when first asked.
 */
export interface SuppliersConfig {
  /** How long a search waits for each supplier. */
  searchDeadlineMs: number;
  /**
   * How long any other call to a supplier (price, order, look-up) waits before its answer counts as unclear;
   * unset: each adapter's own (Duffel 20 s, TripJack 15 s).
   */
  callTimeoutMs?: number;
  /** The sandboxes answer with realistic latency (a few hundred ms to 2 s), else at once (tests). */
  sandboxLatency: boolean;
  duffel: { accessToken?: string; baseUrl: string; webhookSecret?: string };
  tripjack: { apiKey?: string; baseUrl: string };
  /** The hotel supplier Hotelbeds (APItude): its sandbox serves our catalogue unless both key and secret are set. */
  hotelbeds: { apiKey?: string; secret?: string; baseUrl: string };
}

export interface TranslationConfig {
  /** 'memory' (the built-in reviewed catalog, the default) or 'libretranslate'. */
  provider: 'memory' | 'libretranslate';
  libreTranslateUrl?: string;
  libreTranslateApiKey?: string;
  /** How long one upstream call may take before it counts as failed. */
  upstreamTimeoutMs: number;
}

/** Who issues the tax invoices of flight bookings (the documents module). */
export interface DocumentsConfig {
  supplier: { legalName: string; gstin: string; address: string };
  /** The start of every invoice number: 'TP' gives TP/26-27/000001. */
  invoicePrefix: string;
}

/** The API's settings, read once from the environment (loadConfig) and decorated as `app.config`. */
export interface ApiConfig {
  port: number;
  host: string;
  /** Where PGlite keeps its data and mail files are written when there is no SMTP server. */
  dataDir: string;
  /** PostgreSQL when set; otherwise the embedded PGlite under dataDir. */
  databaseUrl?: string;
  /** nodemailer transport URL (smtp://host:port); otherwise mail goes to dataDir/mail as .eml files. */
  smtpUrl?: string;
  mailFrom: string;
  /**
   * Key that signs the unsubscribe links in emails (MAIL_LINK_SECRET). Unset, a random key per process:
   * links keep working until the next restart (fine for development, not for production).
   */
  mailLinkSecret?: string;
  redisUrl?: string;
  /** The site's public origin, as the browser sees it: OAuth redirects and the same-origin check use it. */
  publicUrl: string;
  /** The seed step (src/seed.ts) also adds demo data (bookings, coupons) to an empty database. */
  seedDemo: boolean;
  adminEmail?: string;
  adminPassword?: string;
  /**
   * ADMIN_TOTP_SECRET (base32, 16 characters or more): the start-up admin's TOTP is on with this secret, so an
   * operator (and the e2e suite) can sign in with its codes and move money. Unset, the admin enrols in the account.
   */
  adminTotpSecret?: string;
  /**
   * MFA_ENCRYPTION_KEY (32 characters or more): the key TOTP secrets are encrypted with at rest (AES-256-GCM).
   * Unset, a development key that production refuses (like the sandbox gateway).
   */
  mfaEncryptionKey: string;
  isProduction: boolean;
  /**
   * What this production API runs on that is meant for testing (the sandbox gateway, PGlite, a gateway's test
   * key), allowed by ALLOW_SANDBOX_IN_PRODUCTION=true and logged at warn at start-up; empty otherwise.
   */
  sandboxedInProduction: string[];
  logLevel: string;
  /**
   * A request that takes longer than this is logged at info (with errors, 5xx at error); every other request
   * at debug (SLOW_REQUEST_MS).
   */
  slowRequestMs: number;
  health: {
    /** How long GET /api/health/ready keeps its answer before asking the database and mail again. */
    readyCacheMs: number;
  };
  /**
   * Which peers' X-Forwarded-For is believed (TRUST_PROXY): addresses, CIDRs or proxy-addr names separated by
   * commas ('loopback', the shell's proxy on this machine, by default), a hop count, or false for none.
   */
  trustProxy: TrustProxy;
  /** Serve the OpenAPI description and Swagger UI at /api/docs (API_DOCS; on unless NODE_ENV=production). */
  apiDocs: boolean;
  /** Social login through OpenID Connect. No provider's email is taken as verified unless its ID token says so. */
  oauth: Record<OAuthProviderName, OAuthProviderConfig>;
  gateways: GatewaysConfig;
  payments: PaymentsConfig;
  refunds: RefundsConfig;
  translation: TranslationConfig;
  suppliers: SuppliersConfig;
  documents: DocumentsConfig;
  jobs: {
    /** How often a listening server runs due background jobs (api/src/jobs); 0: never by itself. */
    pollIntervalMs: number;
  };
  flightCheckout: {
    /** How long a flight order holds its seats unpaid, from its creation, once its payment has started. */
    holdMinutes: number;
    /** How long it holds them until its payment starts (never longer than `holdMinutes`). */
    holdBeforePaymentMinutes: number;
    /** Orders one client address may create in 10 minutes (each holds seats: a bot must not hold a plane). */
    ordersPer10Minutes: number;
    /** Seats one client address may hold in unpaid orders at once (at least one order's 9 travellers). */
    heldSeatsPerAddress: number;
    heldSeatsPerDevice: number;
  };
  hotelCheckout: {
    /** How long a hotel order holds its rooms unpaid, from its creation, once its payment has started. */
    holdMinutes: number;
    /** How long it holds them until its payment or card guarantee starts (never longer than `holdMinutes`). */
    holdBeforePaymentMinutes: number;
    /** Orders one client address may create in 10 minutes (each holds rooms). */
    ordersPer10Minutes: number;
    /** Rooms one client address may hold in unpaid orders at once (at least one order's 5 rooms). */
    heldRoomsPerAddress: number;
    heldRoomsPerDevice: number;
  };
  trips: {
    /** Guest look-ups (a code asked for, a code checked) one client address may make in 15 minutes, each. */
    lookupsPer15Minutes: number;
  };
  priceAlerts: {
    /** How often fares are compared for a drop (also once at start-up); 0: at start-up only. */
    checkIntervalMs: number;
  };
  flights: {
    /** Route-days of flights the search keeps in memory (0: every search reads the database). */
    memoSize?: number;
  };
  hotels: {
    /** Searches whose filter counts are kept in memory (0: counted afresh every time). */
    facetsMemoSize?: number;
  };
  readCache: {
    /** Answers kept per namespace (0: none kept, every read is answered afresh: the benches' cold mode). */
    namespaceCapacity: number;
  };
}

/** Fastify's trustProxy: proxy-addr's list of addresses, none (false), or which hops to believe. */
export type TrustProxy = string | false | ((address: string, hop: number) => boolean);

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = value?.trim() || 'loopback';
  if (setting === 'false') return false;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  // Believing every peer would let any client choose its own address (and rate-limit bucket).
  if (setting === 'true') throw new Error('TRUST_PROXY=true trusts any client; name the proxies or a hop count');
  return setting;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** What a value should have been, for the start-up error. */
function expected(schema: TSchema): string {
  if (Array.isArray(schema.anyOf)) return `one of ${schema.anyOf.map((s: TSchema) => s.const).join(', ')}`;
  const bounds = schema.minimum === undefined ? '' : ` of ${schema.minimum} or more`;
  if (schema.type === 'integer') return `a whole number${bounds}`;
  if (schema.type === 'number') return `a number${bounds}`;
  if (schema.type === 'boolean') return 'true or false';
  return 'a string';
}

/** The environment checked against `Env`: defaults filled, numbers and booleans converted, or a clear error. */
function readEnv(env: NodeJS.ProcessEnv): Env {
  const known = Object.keys(Env.properties);
  const given = Object.fromEntries(
    known.filter((name) => env[name] !== undefined && env[name] !== '').map((name) => [name, env[name]]),
  );
  for (const name of ['TRANSLATE_PROVIDER', 'PAYMENT_GATEWAY']) {
    const value = given[name];
    if (typeof value === 'string') given[name] = value.toLowerCase();
  }
  const value = Value.Convert(Env, Value.Default(Env, given));
  const problems = [...Value.Errors(Env, value)].map((error) => {
    const name = error.path.slice(1);
    return `${name}=${JSON.stringify(env[name])} must be ${expected(Env.properties[name as keyof Env] ?? error.schema)}`;
  });
  if (problems.length > 0) throw new Error(`Invalid configuration: ${[...new Set(problems)].join('; ')}`);
  return value as Env;
}

function gatewaysConfig(env: Env): GatewaysConfig {
  return {
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            baseUrl: trimSlash(env.RAZORPAY_BASE_URL),
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
            checkoutUrl: env.RAZORPAY_CHECKOUT_URL,
          }
        : undefined,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          baseUrl: trimSlash(env.STRIPE_BASE_URL),
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          jsUrl: env.STRIPE_JS_URL,
        }
      : undefined,
  };
}

function paymentsConfig(env: Env, gateways: GatewaysConfig): PaymentsConfig {
  const gateway = env.PAYMENT_GATEWAY ?? (gateways.razorpay ? 'razorpay' : gateways.stripe ? 'stripe' : 'sandbox');
  if (gateway !== 'sandbox' && !gateways[gateway]) throw new Error(`PAYMENT_GATEWAY=${gateway} needs its keys set`);
  return {
    gateway,
    maxAttempts: env.PAYMENT_GATEWAY_ATTEMPTS,
    timeoutMs: env.PAYMENT_GATEWAY_TIMEOUT_MS,
    sandboxSlowSettleMs: env.SANDBOX_PAYMENT_SLOW_MS,
  };
}

/** Test keys by the prefix each gateway gives them. */
const TEST_KEYS = [
  { variable: 'RAZORPAY_KEY_ID', prefix: 'rzp_test_' },
  { variable: 'STRIPE_SECRET_KEY', prefix: 'sk_test_' },
  { variable: 'STRIPE_PUBLISHABLE_KEY', prefix: 'pk_test_' },
] as const;

/** What would run on something meant for testing, each with the variable that fixes it. */
function sandboxedParts(env: Env, payments: PaymentsConfig): string[] {
  const parts: string[] = [];
  if (payments.gateway === 'sandbox') {
    const why =
      env.PAYMENT_GATEWAY === 'sandbox'
        ? 'PAYMENT_GATEWAY=sandbox'
        : 'set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or STRIPE_SECRET_KEY';
    parts.push(`payments and refunds on the built-in sandbox gateway, where its test cards pay (${why})`);
  }
  if (!env.DATABASE_URL) parts.push('the embedded PGlite database, which runs with fsync off (set DATABASE_URL)');
  const sandboxSuppliers = [
    ...(env.DUFFEL_ACCESS_TOKEN ? [] : ['Duffel (set DUFFEL_ACCESS_TOKEN)']),
    ...(env.TRIPJACK_API_KEY ? [] : ['TripJack (set TRIPJACK_API_KEY)']),
  ];
  if (sandboxSuppliers.length) parts.push(`flight suppliers on built-in sandboxes: ${sandboxSuppliers.join(', ')}`);
  if (!env.HOTELBEDS_API_KEY || !env.HOTELBEDS_SECRET)
    parts.push('hotel suppliers on built-in sandboxes: Hotelbeds (set HOTELBEDS_API_KEY and HOTELBEDS_SECRET)');
  // Duffel's test mode books nothing real: its tokens say so.
  if (env.DUFFEL_ACCESS_TOKEN?.startsWith('duffel_test_'))
    parts.push('a supplier test key (DUFFEL_ACCESS_TOKEN starts with duffel_test_)');
  for (const { variable, prefix } of TEST_KEYS) {
    if (env[variable]?.startsWith(prefix)) parts.push(`a gateway test key (${variable} starts with ${prefix})`);
  }
  // TOTP secrets (issue #40) under a key everyone can read in this repository are as good as plain.
  if (!env.MFA_ENCRYPTION_KEY) {
    parts.push('TOTP secrets encrypted with the development key (set MFA_ENCRYPTION_KEY, 32 characters or more)');
  }
  return parts;
}

/**
 * Production refuses to start on the sandbox gateway, PGlite or a gateway's test key, since one mistyped variable
 * would otherwise let anyone "pay" with a test card, unless ALLOW_SANDBOX_IN_PRODUCTION=true says it is meant.
 */
function sandboxedInProduction(env: Env, payments: PaymentsConfig): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const parts = sandboxedParts(env, payments);
  if (parts.length > 0 && !env.ALLOW_SANDBOX_IN_PRODUCTION) {
    throw new Error(
      `NODE_ENV=production refuses to start with ${parts.join('; ')}. ` +
        'To run so on purpose, set ALLOW_SANDBOX_IN_PRODUCTION=true.',
    );
  }
  return parts;
}

/** The key TOTP secrets are encrypted with when MFA_ENCRYPTION_KEY is unset: development and tests only. */
export const DEVELOPMENT_MFA_ENCRYPTION_KEY = 'development-only-mfa-encryption-key-never-in-production';

/** ADMIN_TOTP_SECRET as the TOTP library takes it (upper case, no spaces or padding), or a clear error. */
function adminTotpSecret(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const secret = value.replace(/[\s=]/g, '').toUpperCase();
  if (!/^[A-Z2-7]{16,}$/.test(secret)) {
    throw new Error(
      'ADMIN_TOTP_SECRET must be a base32 TOTP secret of 16 characters or more (letters A-Z and digits 2-7)',
    );
  }
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): ApiConfig {
  const env = readEnv(source);
  const gateways = gatewaysConfig(env);
  const payments = paymentsConfig(env, gateways);
  const production = env.NODE_ENV === 'production';
  const libreTranslateUrl = env.LIBRETRANSLATE_URL && trimSlash(env.LIBRETRANSLATE_URL);
  if (env.TRANSLATE_PROVIDER === 'libretranslate' && !libreTranslateUrl) {
    throw new Error('TRANSLATE_PROVIDER=libretranslate needs LIBRETRANSLATE_URL (for example http://localhost:5000)');
  }
  if (!isValidGstin(env.INVOICE_SUPPLIER_GSTIN)) {
    throw new Error(
      `INVOICE_SUPPLIER_GSTIN=${env.INVOICE_SUPPLIER_GSTIN} is not a valid GSTIN (check character included)`,
    );
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(__dirname, '..', '..', '.data')),
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailLinkSecret: env.MAIL_LINK_SECRET,
    redisUrl: env.REDIS_URL,
    publicUrl: trimSlash(env.PUBLIC_URL),
    seedDemo: env.SEED_DEMO,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    adminTotpSecret: adminTotpSecret(env.ADMIN_TOTP_SECRET),
    mfaEncryptionKey: env.MFA_ENCRYPTION_KEY ?? DEVELOPMENT_MFA_ENCRYPTION_KEY,
    isProduction: production,
    sandboxedInProduction: sandboxedInProduction(env, payments),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    slowRequestMs: env.SLOW_REQUEST_MS,
    health: { readyCacheMs: env.HEALTH_READY_CACHE_MS },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    apiDocs: env.API_DOCS ?? !production,
    oauth: {
      google: {
        name: 'google',
        issuer: env.GOOGLE_ISSUER,
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
      },
      facebook: {
        name: 'facebook',
        issuer: env.FACEBOOK_ISSUER,
        clientId: env.FACEBOOK_CLIENT_ID,
        clientSecret: env.FACEBOOK_CLIENT_SECRET,
      },
    },
    gateways,
    payments,
    refunds: {
      sandboxSettleMs: env.SANDBOX_REFUND_SETTLE_MS,
      maxAttempts: env.REFUND_GATEWAY_ATTEMPTS,
      timeoutMs: env.REFUND_GATEWAY_TIMEOUT_MS,
    },
    suppliers: {
      searchDeadlineMs: env.SUPPLIER_SEARCH_DEADLINE_MS,
      callTimeoutMs: env.SUPPLIER_CALL_TIMEOUT_MS,
      sandboxLatency: env.SUPPLIER_SANDBOX_LATENCY,
      duffel: {
        accessToken: env.DUFFEL_ACCESS_TOKEN,
        baseUrl: trimSlash(env.DUFFEL_BASE_URL),
        webhookSecret: env.DUFFEL_WEBHOOK_SECRET,
      },
      tripjack: { apiKey: env.TRIPJACK_API_KEY, baseUrl: trimSlash(env.TRIPJACK_BASE_URL) },
      hotelbeds: {
        apiKey: env.HOTELBEDS_API_KEY,
        secret: env.HOTELBEDS_SECRET,
        baseUrl: trimSlash(env.HOTELBEDS_BASE_URL),
      },
    },
    translation: {
      provider: env.TRANSLATE_PROVIDER,
      libreTranslateUrl,
      libreTranslateApiKey: env.LIBRETRANSLATE_API_KEY,
      upstreamTimeoutMs: env.LIBRETRANSLATE_TIMEOUT_MS,
    },
    documents: {
      supplier: {
        legalName: env.INVOICE_SUPPLIER_NAME,
        gstin: env.INVOICE_SUPPLIER_GSTIN,
        address: env.INVOICE_SUPPLIER_ADDRESS,
      },
      invoicePrefix: env.INVOICE_NUMBER_PREFIX,
    },
    jobs: { pollIntervalMs: env.JOBS_POLL_MS },
    flightCheckout: {
      holdMinutes: env.FLIGHT_HOLD_MINUTES,
      holdBeforePaymentMinutes: Math.min(env.FLIGHT_HOLD_BEFORE_PAYMENT_MINUTES, env.FLIGHT_HOLD_MINUTES),
      ordersPer10Minutes: env.FLIGHT_ORDER_LIMIT_PER_10_MIN,
      heldSeatsPerAddress: env.FLIGHT_HELD_SEATS_PER_ADDRESS,
      heldSeatsPerDevice: env.FLIGHT_HELD_SEATS_PER_DEVICE,
    },
    hotelCheckout: {
      holdMinutes: env.HOTEL_HOLD_MINUTES,
      holdBeforePaymentMinutes: Math.min(env.HOTEL_HOLD_BEFORE_PAYMENT_MINUTES, env.HOTEL_HOLD_MINUTES),
      ordersPer10Minutes: env.HOTEL_ORDER_LIMIT_PER_10_MIN,
      heldRoomsPerAddress: env.HOTEL_HELD_ROOMS_PER_ADDRESS,
      heldRoomsPerDevice: env.HOTEL_HELD_ROOMS_PER_DEVICE,
    },
    trips: { lookupsPer15Minutes: env.TRIP_LOOKUP_LIMIT_PER_15_MIN },
    priceAlerts: { checkIntervalMs: env.PRICE_ALERT_CHECK_MINUTES * 60_000 },
    flights: { memoSize: env.FLIGHTS_MEMO_SIZE },
    hotels: { facetsMemoSize: env.HOTELS_FACETS_MEMO_SIZE },
    readCache: { namespaceCapacity: env.READ_CACHE_SIZE },
  };
}
