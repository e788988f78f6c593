import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { queryRows } from '../db/rows';
import type { MailMessage, Mailer } from './mailer';

/** How long a sender holds a claimed row before another pass (or process) may take it again. */
const LEASE_SECONDS = 120;
/** After this many failed sends a row is kept for inspection but no longer retried. */
export const OUTBOX_MAX_ATTEMPTS = 10;
/** Wait before the next try after the n-th failure: 10 s, 20 s, 40 s … at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(10 * 2 ** (attempts - 1), 3600);
/** A drain in case the request that queued mail never reports its end (an aborted connection). */
const FALLBACK_DRAIN_MS = 5_000;

export interface MailOutbox {
  /** Sends every row that is due; resolves once none is left (rows waiting for a retry stay). */
  drain(): Promise<void>;
}

/** A message as the outbox row keeps it: JSON, attachments' bytes in base64. */
function serializeMessage(message: MailMessage): string {
  return JSON.stringify({
    ...message,
    attachments: message.attachments?.map((file) => ({ ...file, content: file.content.toString('base64') })),
  });
}

function parseMessage(text: string): MailMessage {
  const stored = JSON.parse(text) as Omit<MailMessage, 'attachments'> & {
    attachments?: { filename: string; contentType: string; content: string }[];
  };
  return {
    ...stored,
    attachments: stored.attachments?.map((file) => ({ ...file, content: Buffer.from(file.content, 'base64') })),
  };
}

interface OutboxRow {
  id: string;
  message: string;
  attempts: number;
}

/**
 * The mail outbox: in a request, `send` only stores the message; a send loop in this process delivers it
 * through `transport` after the response has gone, retries failures with a growing delay, and on start-up
 * sends what an earlier process left behind. Outside a request `send` resolves once the message was handed
 * to the transport (or kept for a retry). The same `Mailer` shape as the transport, so
 * every module keeps calling `app.mailer.send(message)`.
 */
export function createMailOutbox(options: { db: Db; transport: Mailer; log: FastifyBaseLogger }) {
  const { db, transport, log } = options;
  let running: Promise<void> | undefined;
  let passRequested = false;
  let timer: NodeJS.Timeout | undefined;
  let timerDue = Infinity;
  let closed = false;

  async function claimNext(): Promise<OutboxRow | undefined> {
    const [row] = await queryRows<OutboxRow>(
      db,
      sql`UPDATE mail_outbox SET attempts = attempts + 1,
            next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
          WHERE id = (SELECT id FROM mail_outbox
                      WHERE next_attempt_at <= now() AND attempts < ${OUTBOX_MAX_ATTEMPTS}
                      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING id::text AS id, message, attempts`,
    );
    return row;
  }

  async function deliver(row: OutboxRow): Promise<void> {
    try {
      await transport.send(parseMessage(row.message));
      await db.execute(sql`DELETE FROM mail_outbox WHERE id = ${row.id}::bigint`);
    } catch (error) {
      const attempts = Number(row.attempts);
      log.error({ err: error, outboxId: row.id, attempts }, 'mail not sent; it will be retried');
      await db.execute(
        sql`UPDATE mail_outbox SET last_error = ${String(error).slice(0, 500)},
              next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(attempts)})
            WHERE id = ${row.id}::bigint`,
      );
    }
  }

  /** Arms one timer for the earliest row waiting for a retry (or a lease to end). */
  async function scheduleNextPass(): Promise<void> {
    const [next] = await queryRows<{ seconds: number | null }>(
      db,
      sql`SELECT EXTRACT(EPOCH FROM (min(next_attempt_at) - now()))::float8 AS seconds
          FROM mail_outbox WHERE attempts < ${OUTBOX_MAX_ATTEMPTS}`,
    );
    if (next?.seconds !== null && next?.seconds !== undefined) wakeIn(Math.max(0, Number(next.seconds) * 1000));
  }

  function wakeIn(ms: number): void {
    if (closed) return;
    const due = Date.now() + ms;
    if (timer && timerDue <= due) return;
    if (timer) clearTimeout(timer);
    timerDue = due;
    timer = setTimeout(() => {
      timer = undefined;
      timerDue = Infinity;
      void drain();
    }, ms);
    timer.unref();
  }

  function drain(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      passRequested = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          passRequested = false;
          for (let row = await claimNext(); row && !closed; row = await claimNext()) await deliver(row);
        } while (passRequested && !closed);
        if (!closed) await scheduleNextPass();
      } catch (error) {
        log.error({ err: error }, 'mail outbox pass failed');
        wakeIn(FALLBACK_DRAIN_MS);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  /** Requests in flight that queued mail: their mail leaves once their response has been sent. */
  const requestScope = new AsyncLocalStorage<{ mailQueued: boolean }>();

  const mailer: Mailer = {
    kind: transport.kind,
    verify: () => transport.verify(),
    async send(message, options = {}) {
      await (options.tx ?? db).execute(sql`INSERT INTO mail_outbox (message) VALUES (${serializeMessage(message)})`);
      const scope = requestScope.getStore();
      // Queued in a transaction still open: it can be sent only once the caller commits, after the response
      // of its request or, outside one, on the fallback pass.
      if (scope || options.tx) {
        if (scope) scope.mailQueued = true;
        wakeIn(FALLBACK_DRAIN_MS);
        return;
      }
      // Outside a request (a background job) nobody waits for an answer: deliver now. A failed send stays
      // in the outbox for a retry; it does not throw.
      await drain();
    },
  };

  return {
    mailer,
    outbox: { drain } satisfies MailOutbox,
    requestScope,
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

const mailScopeOf = new WeakMap<FastifyRequest, { mailQueued: boolean }>();

/**
 * Decorates app.mailer (the outbox) and app.mailOutbox, sends mail queued by a request once its response has
 * been sent, and sends what is left from before on start-up.
 */
export function registerMailOutbox(app: FastifyInstance, transport: Mailer): void {
  const { mailer, outbox, requestScope, close } = createMailOutbox({ db: app.db, transport, log: app.log });
  app.decorate('mailer', mailer);
  app.decorate('mailOutbox', outbox);
  app.addHook('onRequest', (request, _reply, done) => {
    const scope = { mailQueued: false };
    mailScopeOf.set(request, scope);
    requestScope.run(scope, done);
  });
  app.addHook('onResponse', async (request) => {
    if (mailScopeOf.get(request)?.mailQueued) void outbox.drain();
  });
  app.addHook('onReady', async () => {
    void outbox.drain();
  });
  app.addHook('onClose', close);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox behind app.mailer: `drain()` waits until queued mail has been handed to the transport. */
    mailOutbox: MailOutbox;
  }
}
