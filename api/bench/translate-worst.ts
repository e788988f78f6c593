/**
 * POST /api/translate under its worst input: requests that fill the limits (MAX_TEXTS_PER_CALL texts,
 * MAX_CHARS_PER_CALL characters) with text shaped like the catalog's {placeholder} patterns
 * ('{fromCity} ({from}) to {toCity} ({to})'), which a backtracking matcher needs seconds to minutes for.
 * The real API on an in-memory PGlite on loopback; while the translations run, /api/health is asked every
 * 10 ms, to see whether one request holds up everybody else. Each request is bounded by BENCH_TIMEOUT_MS.
 * Prints latencies (the target: every translate request and every health check under 50 ms).
 *
 *   npm run bench:translate -w api      # BENCH_ROUNDS=10 BENCH_TIMEOUT_MS=30000
 */
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { MAX_CHARS_PER_CALL, MAX_TEXTS_PER_CALL } from '@travel/contracts/translation';
import { BENCH_PRODUCTION_ENV } from './productionEnv';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 30_000);
const TARGET_MS = 50;
const WORST_UNIT = 'a (b) to ';

/** `WORST_UNIT` repeated to exactly `length` characters. */
const worstText = (length: number) => WORST_UNIT.repeat(Math.ceil(length / WORST_UNIT.length)).slice(0, length);

/** Requests at the limits: one text of all the characters, the most texts sharing them, and a mix. */
const SHAPES: { name: string; texts: string[] }[] = [
  { name: `1 text of ${MAX_CHARS_PER_CALL} chars`, texts: [worstText(MAX_CHARS_PER_CALL)] },
  {
    name: `${MAX_TEXTS_PER_CALL} texts of ${MAX_CHARS_PER_CALL / MAX_TEXTS_PER_CALL} chars`,
    texts: Array.from({ length: MAX_TEXTS_PER_CALL }, () => worstText(MAX_CHARS_PER_CALL / MAX_TEXTS_PER_CALL)),
  },
  { name: `10 texts of ${MAX_CHARS_PER_CALL / 10} chars`, texts: Array.from({ length: 10 }, () => worstText(2_000)) },
];
/** BENCH_LENGTHS=1801,3601 measures single texts of those lengths instead (the sizes of the first report). */
const LENGTHS = (process.env.BENCH_LENGTHS ?? '').split(',').filter(Boolean).map(Number);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? NaN),
  };
};

async function timed(send: () => Promise<Response>): Promise<{ ms: number; status: number | 'timeout' }> {
  const started = performance.now();
  try {
    const res = await send();
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  } catch {
    return { ms: performance.now() - started, status: 'timeout' };
  }
}

/** Asks /api/health every 10 ms until stopped; answers each check's latency. */
function pollHealth(address: string) {
  const latencies: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const { ms } = await timed(() => fetch(`${address}/api/health`, { signal: AbortSignal.timeout(TIMEOUT_MS) }));
      latencies.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return latencies;
    },
  };
}

async function main() {
  const config = loadConfig({
    ...process.env,
    ...BENCH_PRODUCTION_ENV,
    DATA_DIR: path.join(os.tmpdir(), `tp-bench-${randomBytes(4).toString('hex')}`),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  });
  const database = await openDatabase({});
  const app = await buildApp(config, { database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(`API on ${address}, ${ROUNDS} rounds per shape, each request bounded by ${TIMEOUT_MS} ms`);

  // Warm up: the first answers of a fresh process compile code paths (and read the catalog's patterns).
  for (let i = 0; i < 20; i += 1) {
    await fetch(`${address}/api/health`).then((res) => res.arrayBuffer());
    await fetch(`${address}/api/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ texts: ['Delhi (DEL) to Mumbai (BOM)', 'About us'], targetLang: 'fr' }),
    }).then((res) => res.arrayBuffer());
  }

  const idle = pollHealth(address);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const idleHealth = summary(await idle.stop());

  const shapes = LENGTHS.length
    ? LENGTHS.map((length) => ({ name: `1 text of ${length} chars`, texts: [worstText(length)] }))
    : SHAPES;
  const results: Record<string, unknown> = {};
  let worst = 0;
  for (const shape of shapes) {
    const body = JSON.stringify({ texts: shape.texts, targetLang: 'fr' });
    const health = pollHealth(address);
    const latencies: number[] = [];
    const statuses = new Set<number | 'timeout'>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const { ms, status } = await timed(() =>
        fetch(`${address}/api/translate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }),
      );
      latencies.push(ms);
      statuses.add(status);
      if (status === 'timeout') break; // one is enough to know
    }
    const healthDuring = summary(await health.stop());
    const translate = summary(latencies);
    worst = Math.max(worst, translate.max, healthDuring.max);
    results[shape.name] = { statuses: [...statuses], translateMs: translate, healthMsDuring: healthDuring };
  }
  console.log(JSON.stringify({ healthMsIdle: idleHealth, ...results }, null, 2));

  await app.close();
  await database.close();
  const ok = worst < TARGET_MS;
  console.log(
    `\nslowest translate or health answer ${Math.round(worst)} ms: ${ok ? 'within' : 'OVER'} the ${TARGET_MS} ms target`,
  );
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
