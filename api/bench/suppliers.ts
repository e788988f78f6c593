/**
 * Supplier search benchmark: GET /api/flights/offers on the real API (its own process, as in production, on a
 * fresh PGlite data folder, over loopback), Duffel and TripJack served by their built-in sandboxes at their
 * realistic latency (search 300–1800 ms and 400–2000 ms, rare faults). Three measures, each bounded:
 *
 * 1. cold searches: BENCH_COLD_SEARCHES (10) route-days nobody asked for, one at a time after a warm-up (the
 *    inventory generated, the sandboxes started): time to the first `offers` event, to the first event carrying
 *    offers (what the results page first shows) and to the complete one;
 * 2. TripJack down (its key set, its base URL a port nothing listens on; then a server that accepts and never
 *    answers): the same, with what the answers say of TripJack and its circuit as GET /api/admin/suppliers shows
 *    it (the admin comes from ADMIN_EMAIL/ADMIN_PASSWORD);
 * 3. a repeated search answered from the cache: BENCH_CONNECTIONS (20) clients repeating one search for
 *    BENCH_SECONDS (10), latency of the whole answer.
 *
 * Prints a table with the targets beside the figures; with --check, exits 1 when a target is missed.
 *
 *   npm run bench:suppliers -w api
 *   npm run bench:suppliers -w api -- --check
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import autocannon from 'autocannon';
import path from 'node:path';
import { addDays, isoDate, FLIGHT_CITY_CODES } from '@travel/contracts/rules';
import type { SupplierHealth, SupplierSearchProgress } from '@travel/contracts/flights';
import { freePort, startApiProcess, type ApiProcess } from './apiProcess';
import { summarize, type LatencySummary } from './stats';

const COLD_SEARCHES = Number(process.env.BENCH_COLD_SEARCHES ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CHECK = process.argv.includes('--check');

/** SUPPLIER_SEARCH_DEADLINE_MS as the API runs here (its default). */
const DEADLINE_MS = 3_000;
const FIRST_OFFERS_TARGET_MS = 1_000;
/** A complete answer may pass the deadline by the API's own work on it (merging, writing the event), no more. */
const COMPLETE_TARGET_MS = DEADLINE_MS + 100;
const CACHED_P95_TARGET_MS = 50;

const ADMIN_EMAIL = 'bench-admin@example.test';
const ADMIN_PASSWORD = 'bench-admin-password-1';

const PAIRS = FLIGHT_CITY_CODES.flatMap((from) =>
  FLIGHT_CITY_CODES.filter((to) => to !== from).map((to) => [from, to]),
);

/** The i-th route-day of a run: a different route and day for every i, so no search is answered from the cache. */
function offersPath(i: number): string {
  const [from, to] = PAIRS[(i * 5) % PAIRS.length];
  return `/api/flights/offers?from=${from}&to=${to}&date=${addDays(isoDate(), 2 + ((i * 3) % 80))}`;
}

interface TimedSearch {
  /** Milliseconds from the request to the first `offers` event. */
  firstEventMs: number;
  /** … to the first event with at least one offer (null: none had any). */
  firstOffersMs: number | null;
  completeMs: number;
  final: SupplierSearchProgress;
}

/** One search read as the results page reads it: each server-sent event timed as it arrives. */
async function timedSearch(url: string): Promise<TimedSearch> {
  const started = performance.now();
  const res = await fetch(url, { headers: { accept: 'text/event-stream' } });
  if (!res.ok || !res.body) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let firstEventMs: number | undefined;
  let firstOffersMs: number | null = null;
  let final: SupplierSearchProgress | undefined;
  let completeMs = NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const at = performance.now() - started;
      const name = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (name !== 'offers' || data === undefined) throw new Error(`${url}: unexpected event ${block}`);
      const progress = JSON.parse(data) as SupplierSearchProgress;
      firstEventMs ??= at;
      if (firstOffersMs === null && progress.offers.length > 0) firstOffersMs = at;
      if (progress.complete) {
        final = progress;
        completeMs = at;
      }
    }
  }
  if (!final || firstEventMs === undefined) throw new Error(`${url}: the stream ended without a complete event`);
  return { firstEventMs, firstOffersMs, completeMs, final };
}

interface ColdRun {
  firstEvent: LatencySummary;
  firstOffers: LatencySummary;
  complete: LatencySummary;
  /**
   * The API's own time: the first event after the first supplier's answer (its `ms` in the answers), the
   * complete one after the last's.
   */
  overFirst: LatencySummary;
  overComplete: LatencySummary;
  /** Searches where no event carried an offer. */
  withoutOffers: number;
  /** Each supplier's outcomes over the run, in order: answered, failed, timed_out, skipped. */
  outcomes: Map<string, string[]>;
}

/** `count` cold searches one at a time, from route-day `offset` on. */
async function coldSearches(api: ApiProcess, offset: number, count: number): Promise<ColdRun> {
  const firstEvent: number[] = [];
  const firstOffers: number[] = [];
  const complete: number[] = [];
  const overFirst: number[] = [];
  const overComplete: number[] = [];
  const outcomes = new Map<string, string[]>();
  let withoutOffers = 0;
  for (let i = offset; i < offset + count; i++) {
    const search = await timedSearch(`${api.url}${offersPath(i)}`);
    firstEvent.push(search.firstEventMs);
    if (search.firstOffersMs === null) withoutOffers++;
    else firstOffers.push(search.firstOffersMs);
    complete.push(search.completeMs);
    const supplierMs = search.final.answers.map((answer) => answer.ms);
    overFirst.push(search.firstEventMs - Math.min(...supplierMs));
    overComplete.push(search.completeMs - Math.max(...supplierMs));
    for (const answer of search.final.answers) {
      outcomes.set(answer.label, [...(outcomes.get(answer.label) ?? []), answer.outcome]);
    }
  }
  return {
    firstEvent: summarize(firstEvent),
    firstOffers: summarize(firstOffers),
    complete: summarize(complete),
    overFirst: summarize(overFirst),
    overComplete: summarize(overComplete),
    withoutOffers,
    outcomes,
  };
}

/** `1× answered, 2× failed` in the order outcomes first appeared, then the sequence. */
function describeOutcomes(list: string[]): string {
  const counts = new Map<string, number>();
  for (const outcome of list) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return `${[...counts].map(([outcome, n]) => `${n}× ${outcome}`).join(', ')} (in order: ${list.join(' ')})`;
}

/** GET /api/admin/suppliers as the admin sees it: the flight suppliers' figures (the hotels' are listed too). */
async function supplierHealth(api: ApiProcess): Promise<SupplierHealth[]> {
  const login = await fetch(`${api.url}/api/v1/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${api.url}/api/admin/suppliers`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET /api/admin/suppliers: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { suppliers: SupplierHealth[] }).suppliers.filter((h) => h.kind === 'flights');
}

const healthLine = (h: SupplierHealth) =>
  `${h.label}${h.sandbox ? ' (sandbox)' : ''}: circuit ${h.circuit}, ${h.calls} calls, ${h.failures} failures ` +
  `(${h.timeouts} time-outs), ${h.skipped} skipped, p50 ${h.p50Ms ?? '-'} ms, p95 ${h.p95Ms ?? '-'} ms` +
  (h.lastFailure ? `, last failure "${h.lastFailure.message}"` : '');

/**
 * `connections` autocannon connections repeating `path` for `seconds`: each whole answer's latency (to its last
 * byte), and how many were not a 200 the size of the first (the cache's one complete event; the headers' sizes
 * do not vary). autocannon, as the other benches: a client reading each stream with fetch was the bottleneck.
 */
async function repeated(url: string, path: string, connections: number, seconds: number) {
  const latencies: number[] = [];
  let other = 0;
  let bytes: number | undefined;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, requests: [{ method: 'GET', path }] },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, status, size, responseMs) => {
      latencies.push(responseMs);
      bytes ??= size;
      if (status !== 200 || size !== bytes) other++;
    });
  });
  return {
    latency: summarize(latencies),
    incomplete: other + result.errors + result.timeouts,
    rps: latencies.length / ((performance.now() - started) / 1000),
  };
}

/** A TCP server that takes every connection and never answers: a supplier that hangs. */
async function silentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * The API on `dataDir` with `env`, warmed up (the inventory generated, the code compiled, and `warmSearches`
 * supplier searches of route-days no measure asks for), given to `run`, then stopped.
 */
async function withApi<T>(
  dataDir: string,
  env: Record<string, string>,
  warmSearches: number,
  run: (api: ApiProcess) => Promise<T>,
) {
  const api = await startApiProcess(
    await freePort(),
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      SEED_DEMO: 'false',
      PRICE_ALERT_CHECK_MINUTES: '0',
      SUPPLIER_SANDBOX_LATENCY: 'true',
      SUPPLIER_SEARCH_DEADLINE_MS: String(DEADLINE_MS),
      DUFFEL_ACCESS_TOKEN: '',
      TRIPJACK_API_KEY: '',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ...env,
    },
    { stdout: 'ignore' },
  );
  try {
    const started = performance.now();
    const first = await fetch(`${api.url}/api/flights/search?from=DEL&to=BOM&date=${addDays(isoDate(), 1)}`);
    if (!first.ok) throw new Error(`warm-up search: ${first.status} ${await first.text()}`);
    for (let i = 0; i < warmSearches; i++) await timedSearch(`${api.url}${offersPath(1_000 + i)}`);
    console.log(
      `  warm-up (inventory, ${warmSearches} supplier searches): ${Math.round(performance.now() - started)} ms`,
    );
    return await run(api);
  } finally {
    await api.stop();
  }
}

interface Row {
  measure: string;
  figures: string;
  target: string;
  holds: boolean | null;
}

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)}` : '-');
const triple = (s: LatencySummary) => `p50 ${ms(s.p50)} / p95 ${ms(s.p95)} / max ${ms(s.max)} ms`;

function coldRows(label: string, run: ColdRun, firstOffersTarget: boolean): Row[] {
  return [
    { measure: `${label}: first event`, figures: triple(run.firstEvent), target: '', holds: null },
    {
      measure: `${label}: first offers`,
      figures: triple(run.firstOffers) + (run.withoutOffers ? ` (${run.withoutOffers} searches had none)` : ''),
      target: firstOffersTarget ? `p95 ≤ ${FIRST_OFFERS_TARGET_MS} ms` : '',
      holds: firstOffersTarget ? run.firstOffers.p95 <= FIRST_OFFERS_TARGET_MS : null,
    },
    {
      measure: `${label}: complete`,
      figures: triple(run.complete),
      target: `max ≤ ${COMPLETE_TARGET_MS} ms (deadline ${DEADLINE_MS} + 100)`,
      holds: run.complete.max <= COMPLETE_TARGET_MS,
    },
    {
      measure: `${label}: API's own time`,
      figures:
        `after the first supplier p50 ${ms(run.overFirst.p50)} / max ${ms(run.overFirst.max)} ms, ` +
        `after the last p50 ${ms(run.overComplete.p50)} / max ${ms(run.overComplete.max)} ms`,
      target: '',
      holds: null,
    },
  ];
}

async function main() {
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`machine: ${os.cpus().length} cores, load average ${load()}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bench-suppliers-'));
  const rows: Row[] = [];
  try {
    console.log('\n1. cold searches, both sandboxes at their realistic latency');
    const { cold, cached } = await withApi(dataDir, {}, 3, async (api) => {
      const cold = await coldSearches(api, 0, COLD_SEARCHES);
      for (const [label, list] of cold.outcomes) console.log(`  ${label}: ${describeOutcomes(list)}`);
      console.log(`\n3. one search repeated by ${CONNECTIONS} clients for ${SECONDS} s, from the cache`);
      const url = `${api.url}${offersPath(2_000)}`;
      const warm = await timedSearch(url);
      console.log(
        `  the search first: complete in ${ms(warm.completeMs)} ms, ${warm.final.offers.length} offers ` +
          `(${warm.final.answers.map((a) => `${a.label} ${a.outcome}`).join(', ')})`,
      );
      const again = await timedSearch(url);
      console.log(`  once more, alone: ${again.completeMs.toFixed(1)} ms`);
      const cached = await repeated(api.url, offersPath(2_000), CONNECTIONS, SECONDS);
      const after = await timedSearch(url);
      console.log(
        `  ${Math.round(cached.rps)} answers/s, ${cached.incomplete} not a 200 of the first answer's size; ` +
          `one after: ${after.completeMs.toFixed(1)} ms, ${after.final.complete ? 'complete' : 'NOT complete'}, ` +
          `${after.final.offers.length} offers`,
      );
      for (const h of await supplierHealth(api)) console.log(`  ${healthLine(h)}`);
      return { cold, cached };
    });
    rows.push(...coldRows('1. cold', cold, true));

    console.log('\n2a. TripJack down: its key set, its base URL a port nothing listens on');
    const refusedPort = await freePort();
    const refused = await withApi(
      dataDir,
      { TRIPJACK_API_KEY: 'bench-key', TRIPJACK_BASE_URL: `http://127.0.0.1:${refusedPort}` },
      0,
      async (api) => {
        const run = await coldSearches(api, 100, COLD_SEARCHES);
        for (const [label, list] of run.outcomes) console.log(`  ${label}: ${describeOutcomes(list)}`);
        const health = await supplierHealth(api);
        for (const h of health) console.log(`  ${healthLine(h)}`);
        return { run, health };
      },
    );
    // With a supplier down, the target is that it costs nothing beyond its deadline (complete); the first offers
    // then wait on the one left, and are shown for what they are.
    rows.push(...coldRows('2a. TripJack refused', refused.run, false));

    console.log('\n2b. TripJack down: its base URL a server that takes the connection and never answers');
    const silent = await silentServer();
    const hanging = await withApi(
      dataDir,
      { TRIPJACK_API_KEY: 'bench-key', TRIPJACK_BASE_URL: silent.url },
      0,
      async (api) => {
        const run = await coldSearches(api, 200, COLD_SEARCHES);
        for (const [label, list] of run.outcomes) console.log(`  ${label}: ${describeOutcomes(list)}`);
        const health = await supplierHealth(api);
        for (const h of health) console.log(`  ${healthLine(h)}`);
        return { run, health };
      },
    ).finally(() => silent.close());
    rows.push(...coldRows('2b. TripJack silent', hanging.run, false));
    for (const [label, result] of [
      ['2a. TripJack refused', refused],
      ['2b. TripJack silent', hanging],
    ] as const) {
      const tripjack = result.health.find((h) => h.supplier === 'tripjack');
      rows.push({
        measure: `${label}: its answers; its circuit`,
        figures: `${describeOutcomes(result.run.outcomes.get('TripJack') ?? []).split(' (')[0]}; ${tripjack?.circuit}`,
        target: 'circuit open',
        holds: tripjack?.circuit === 'open',
      });
    }

    rows.push({
      measure: `3. cached, ${CONNECTIONS} clients, ${SECONDS} s: whole answer`,
      figures: `p50 ${cached.latency.p50.toFixed(1)} / p95 ${cached.latency.p95.toFixed(1)} / max ${cached.latency.max.toFixed(1)} ms (${cached.latency.count} answers)`,
      target: `p95 ≤ ${CACHED_P95_TARGET_MS} ms`,
      holds: cached.latency.p95 <= CACHED_P95_TARGET_MS && cached.incomplete === 0,
    });

    console.log(`\nload average after: ${load()}\n`);
    const widths = [0, 1, 2].map((c) =>
      Math.max(
        ...rows.map((r) => [r.measure, r.figures, r.target][c].length),
        ['measure', 'figures', 'target'][c].length,
      ),
    );
    const line = (cells: string[]) => cells.map((cell, c) => (c < 3 ? cell.padEnd(widths[c]) : cell)).join('  ');
    console.log(line(['measure', 'figures', 'target', 'holds']));
    for (const r of rows) {
      console.log(line([r.measure, r.figures, r.target, r.holds === null ? '' : r.holds ? 'yes' : 'NO']));
    }
    const missed = rows.filter((r) => r.holds === false).length;
    console.log(`\n${missed === 0 ? 'every target holds' : `${missed} target(s) missed`}`);
    if (CHECK && missed > 0) process.exitCode = 1;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
