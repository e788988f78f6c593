import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { queryRows } from '../db/rows';

/** A job's handler; a throw runs it again later (with backoff), up to MAX_ATTEMPTS. */
export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  /** Queues the job once per key (a second enqueue with it changes nothing). */
  singletonKey?: string;
}

export interface Jobs {
  /** Queues a job, in the caller's transaction when `db` is one (so it exists only if that commits). */
  enqueue(queue: string, payload: Record<string, unknown>, options?: EnqueueOptions, db?: Db): Promise<void>;
  /**
   * The statement `enqueue` runs, not run: for a caller's own statement (a data-modifying CTE), so the job is
   * written in the same round trip as what it is for. `onlyIf`: queued only when this condition holds there;
   * `runAt` may be an SQL expression of that statement.
   */
  enqueueStatement(
    queue: string,
    payload: Record<string, unknown>,
    options?: Omit<EnqueueOptions, 'runAt'> & { runAt?: Date | SQL },
    onlyIf?: SQL,
  ): SQL;
  work(queue: string, handler: JobHandler): void;
  /**
   * Runs `handler` once per `intervalMs` across every API process on the database: each period is one job
   * (queued once, by its singleton key) claimed by whichever process polls first. The period under way is
   * queued when the app is ready, so a check also runs soon after the first process of a fleet starts.
   */
  every(queue: string, intervalMs: number, handler: () => Promise<void>): void;
  /** Claims and runs every due job now; answers how many ran. The poller calls it; tests call it directly. */
  runDue(): Promise<number>;
  /** Resolves when no run is in progress (the server waits for it before closing the database). */
  idle(): Promise<void>;
}

const MAX_ATTEMPTS = 5;
const BATCH = 20;
/** An active job claimed longer ago than this is taken to be lost with its process, and claimed again. */
const LEASE = '5 minutes';

interface JobRow {
  id: string;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export function createJobs(db: Db, log: FastifyBaseLogger): Jobs & { startSchedules(): Promise<void> } {
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, number>();
  let running: Promise<number> | undefined;

  async function claim(): Promise<JobRow[]> {
    const queues = [...handlers.keys()];
    if (queues.length === 0) return [];
    return queryRows<JobRow>(
      db,
      sql`UPDATE jobs SET state = 'active', attempts = attempts + 1, claimed_at = now()
          WHERE id IN (
            SELECT id FROM jobs
            WHERE queue IN (${sql.join(
              queues.map((q) => sql`${q}`),
              sql`, `,
            )})
              AND run_at <= now()
              AND (state = 'queued' OR (state = 'active' AND claimed_at < now() - ${LEASE}::interval))
            ORDER BY run_at
            LIMIT ${BATCH}
            FOR UPDATE SKIP LOCKED)
          RETURNING id, queue, payload, attempts`,
    );
  }

  async function runOne(job: JobRow) {
    try {
      await handlers.get(job.queue)!(job.payload);
      await db.execute(sql`UPDATE jobs SET state = 'done', finished_at = now() WHERE id = ${job.id}`);
    } catch (error) {
      const failed = job.attempts >= MAX_ATTEMPTS;
      log.error({ err: error, jobId: job.id, queue: job.queue }, failed ? 'a job failed for good' : 'a job failed');
      await db.execute(
        sql`UPDATE jobs SET state = ${failed ? 'failed' : 'queued'}, last_error = ${String(error)},
              run_at = now() + ${`${job.attempts * 30} seconds`}::interval,
              finished_at = ${failed ? sql`now()` : sql`NULL`}
            WHERE id = ${job.id}`,
      );
    }
  }

  async function runAll(): Promise<number> {
    let ran = 0;
    for (let batch = await claim(); batch.length > 0; batch = await claim()) {
      for (const job of batch) await runOne(job);
      ran += batch.length;
    }
    return ran;
  }

  const enqueueStatement: Jobs['enqueueStatement'] = (queue, payload, options = {}, onlyIf = sql`true`) => {
    const runAt =
      options.runAt === undefined || options.runAt instanceof Date
        ? sql`${(options.runAt ?? new Date()).toISOString()}::timestamptz`
        : options.runAt;
    return sql`INSERT INTO jobs (queue, payload, run_at, singleton_key)
        SELECT ${queue}::text, ${JSON.stringify(payload)}::jsonb, ${runAt}, ${options.singletonKey ?? null}::text
        WHERE ${onlyIf}
        ON CONFLICT (singleton_key) DO NOTHING`;
  };

  async function enqueue(queue: string, payload: Record<string, unknown>, options: EnqueueOptions = {}, tx = db) {
    await tx.execute(enqueueStatement(queue, payload, options));
  }

  /** Queues the period `period` (a multiple of the interval since the epoch) of a recurring queue. */
  const enqueuePeriod = (queue: string, intervalMs: number, period: number) =>
    enqueue(
      queue,
      { period },
      { runAt: new Date(period * intervalMs), singletonKey: `${queue}@${intervalMs}:${period}` },
    );

  return {
    enqueue,
    enqueueStatement,
    every(queue, intervalMs, handler) {
      schedules.set(queue, intervalMs);
      handlers.set(queue, async () => {
        // The next period first: a failing handler must not end the schedule.
        await enqueuePeriod(queue, intervalMs, Math.floor(Date.now() / intervalMs) + 1);
        await handler();
      });
    },
    async startSchedules() {
      for (const [queue, intervalMs] of schedules)
        await enqueuePeriod(queue, intervalMs, Math.floor(Date.now() / intervalMs));
    },
    work(queue, handler) {
      handlers.set(queue, handler);
    },
    // One run at a time per process; another process's runs skip the rows this one holds.
    runDue() {
      running ??= runAll().finally(() => (running = undefined));
      return running;
    },
    async idle() {
      await running?.catch(() => undefined);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs on the app's database (api/src/jobs): enqueue, work, runDue. */
    jobs: Jobs;
  }
}

/**
 * app.jobs, and a poller that runs due jobs every `config.jobs.pollIntervalMs` once the server listens
 * (tests that never listen run them with runDue). Why not pg-boss: docs/decisions.md.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const jobs = createJobs(app.db, app.log);
    app.decorate('jobs', jobs);
    let timer: NodeJS.Timeout | undefined;
    const interval = app.config.jobs.pollIntervalMs;
    app.addHook('onReady', () => jobs.startSchedules());
    app.addHook('onListen', async () => {
      if (interval <= 0) return;
      timer = setInterval(() => {
        jobs.runDue().catch((error) => app.log.error({ err: error }, 'running due jobs failed'));
      }, interval);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await jobs.idle();
    });
  },
  { name: 'jobs', decorators: { fastify: ['config', 'db'] } },
);
