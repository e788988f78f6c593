import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Redis from 'ioredis';
import type { ApiConfig } from './config';
import { openDatabase, type Database, type Db } from './db/database';
import { migrate } from './db/migrate';
import { serializeError } from './db/queryErrorLog';
import { createMailer, type Mailer } from './mail/mailer';
import { registerMailOutbox } from './mail/outbox';
import { errorsPlugin } from './plugins/errors';
import { requestLogPlugin } from './plugins/requestLog';
import { inputValuesPlugin } from './plugins/inputValues';
import { sameOriginPlugin } from './plugins/sameOrigin';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import { jobsPlugin } from './jobs/jobs';
import { readCachePlugin } from './cache/readCache';
import { domainModules } from './modules';

declare module 'fastify' {
  interface FastifyInstance {
    config: ApiConfig;
    database: Database;
    db: Db;
    mailer: Mailer;
  }
}

export interface AppOverrides {
  /** An already-open database (tests open one per file). */
  database?: Database;
  /** The transport the outbox sends through (tests keep what is sent in memory). */
  mailer?: Mailer;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
}

/**
 * Builds the API, in this order: the core decorators (config, database migrated, mailer), the core plugins, then
 * the domain modules (modules/index.ts), each decorating its service and registering its routes under /api.
 */
export async function buildApp(config: ApiConfig, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { err: serializeError }, stream: overrides.logStream },
    trustProxy: config.trustProxy,
    // plugins/requestLog.ts logs each request once, at a level by its outcome.
    logController: new LogController({ disableRequestLogging: true }),
    // allErrors: a refusal lists every problem (plugins/validationProblems.ts); verbose: each error carries its
    // schema, whose `errorMessage` (a contract's own sentence) is then answered. See docs/decisions.md.
    ajv: {
      customOptions: {
        coerceTypes: 'array',
        removeAdditional: true,
        allErrors: true,
        verbose: true,
        keywords: ['errorMessage'],
      },
    },
    // Start-up creates the job queue's schema on PostgreSQL; on a busy machine that outlasts the default 10 s.
    pluginTimeout: 60_000,
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (config.sandboxedInProduction.length > 0) {
    app.log.warn(
      { sandboxed: config.sandboxedInProduction },
      `ALLOW_SANDBOX_IN_PRODUCTION=true: this production API runs with ${config.sandboxedInProduction.join('; ')}`,
    );
  }

  const database =
    overrides.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await migrate(database.db);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (!overrides.database) app.addHook('onClose', () => database.close());
  // app.mailer queues into the outbox; the transport (SMTP or .eml files) sends after the response.
  registerMailOutbox(
    app,
    overrides.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom, log: app.log }),
  );

  await app.register(requestLogPlugin);
  await app.register(errorsPlugin);
  await app.register(inputValuesPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(sameOriginPlugin);
  await app.register(fastifyCookie);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', () => redis.quit().then(() => undefined));
  // Limits are declared per route (config.rateLimit); counters live in Redis when REDIS_URL is set.
  await app.register(fastifyRateLimit, { global: false, redis });
  if (config.apiDocs) {
    await app.register(fastifySwagger, {
      openapi: { info: { title: 'Travel Portal API', version: '1.0.0' } },
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      // Swagger UI's own policy (its scripts and styles), without forcing https on a local http server.
      staticCSP: true,
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  }

  await app.register(readCachePlugin);
  await app.register(jobsPlugin);
  await app.register(domainModules);
  return app;
}
