import path from 'node:path';

/**
 * The service's core settings, read once from the environment. A domain module reads its own
 * settings (OAuth, gateways, translation) in its own config file.
 */
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
  /** Seed demo data (bookings, sample requests) into an empty database. */
  seedDemo: boolean;
  adminEmail?: string;
  adminPassword?: string;
  isProduction: boolean;
  logLevel: string;
  /**
   * Which peers' X-Forwarded-For is believed (TRUST_PROXY): addresses, CIDRs or proxy-addr names separated by
   * commas ('loopback', the shell's proxy on this machine, by default), a hop count, or false for none.
   */
  trustProxy: TrustProxy;
  /** Serve the OpenAPI description and Swagger UI at /api/docs (API_DOCS; on unless NODE_ENV=production). */
  apiDocs: boolean;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(__dirname, '..', '..', '.data'));
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Travel Portal <no-reply@travel-portal.local>',
    mailLinkSecret: env.MAIL_LINK_SECRET || undefined,
    redisUrl: env.REDIS_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    seedDemo: env.SEED_DEMO !== 'false',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    isProduction: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
  };
}
