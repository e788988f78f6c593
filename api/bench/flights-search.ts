/**
 * Flight search benchmark: the real API (its own process, as in production) on a fresh PGlite data folder,
 * listening on loopback, driven by autocannon with 20 connections over a mix of searches (9 routes,
 * 54 route-days, sorts, filters, pages, round trips, flexible dates with nearby airports). Two runs on the same data: with the route-day memo off
 * (every search reads PGlite) and as deployed. Each run is bounded: BENCH_SECONDS (default 15) and
 * BENCH_REQUESTS (default 6000), whichever ends first.
 * Prints the seeding time, latency percentiles (p95 computed from every response) and the query plans.
 * BENCH_COLD=1 runs once, cold: every request a search nobody asked for yet (what a new traveller's search
 * costs): a distinct route-day each time (every route between the search's cities, days 1 to 85; the 1 to 4
 * adults rotate too), the filters and sorts above, with the caches as deployed. The first route-day of a route
 * reads that route's fares and seats of every day (flights.service.ts), so the run's first pass over the 146
 * routes pays for the rest.
 *
 *   npm run bench:flights -w api
 *   BENCH_COLD=1 npm run bench:flights -w api
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/db/database';
import { FLIGHT_CITY_CODES, addDays, isoDate } from '@travel/contracts/rules';
import { formatLatencies, summarize } from './stats';
import { BENCH_PRODUCTION_ENV } from './productionEnv';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const MAX_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 6000);
const P95_BUDGET_MS = 20; // issue 17: flight and hotel search p95 at most 20 ms at 20 concurrent
const COLD = process.env.BENCH_COLD === '1';

const ROUTES = ['DEL-BOM', 'BOM-DEL', 'BOM-DXB', 'DEL-LHR', 'BLR-SIN', 'BOM-BLR', 'DXB-LHR', 'DEL-JFK', 'SIN-NRT'];
const VARIANTS = [
  '',
  '&sort=cheapest',
  '&sort=early&stops=0',
  '&sort=late&airlines=6E&airlines=AI',
  '&departure=morning',
  '&stops=0&stops=1&maxPriceMinor=900000',
  '&lowerCo2=true&sort=cheapest',
  '&page=2',
  '&page=3&sort=cheapest',
  '&cabin=business&adults=2&children=1&childAges=6',
];

function searchPaths(today: string): string[] {
  const paths: string[] = [];
  ROUTES.forEach((route, r) => {
    const [from, to] = route.split('-');
    for (let d = 0; d < 6; d++) {
      const date = addDays(today, 1 + ((r * 7 + d * 13) % 85));
      const variant = VARIANTS[(r + d) % VARIANTS.length];
      paths.push(`/api/flights/search?from=${from}&to=${to}&date=${date}${variant}`);
    }
  });
  // round trips answer two legs
  paths.push(`/api/flights/search?from=DEL&to=BOM&date=${addDays(today, 5)}&returnDate=${addDays(today, 9)}`);
  paths.push(`/api/flights/search?from=BOM&to=DXB&date=${addDays(today, 20)}&returnDate=${addDays(today, 27)}`);
  // flexible dates with nearby airports: each leg reads 7 days of up to 4 routes
  paths.push(
    `/api/flights/search?from=LHR&to=JFK&date=${addDays(today, 15)}&returnDate=${addDays(today, 22)}` +
      '&flexibleDates=true&nearbyAirportsFrom=true&nearbyAirportsTo=true',
  );
  paths.push(
    `/api/flights/search?from=BOM&to=DXB&date=${addDays(today, 30)}&flexibleDates=true&nearbyAirportsFrom=true&nearbyAirportsTo=true&sort=cheapest`,
  );
  return paths;
}

const PAIRS = FLIGHT_CITY_CODES.flatMap((from) =>
  FLIGHT_CITY_CODES.filter((to) => to !== from).map((to) => [from, to]),
);

/** The i-th search of the cold run: a route-day (and party) no other request of the run asks for. */
function coldPath(today: string, i: number): string {
  const [from, to] = PAIRS[i % PAIRS.length];
  const round = Math.floor(i / PAIRS.length);
  const date = addDays(today, 1 + (round % 85));
  const adults = 1 + (Math.floor(round / 85) % 4);
  const variant = VARIANTS[i % VARIANTS.length].replace(/&adults=\d+/, '');
  return `/api/flights/search?from=${from}&to=${to}&date=${date}&adults=${adults}${variant}`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The API as its own process, the way it runs in production, on a fresh PGlite data folder. */
async function startServer(dataDir: string, port: number, extraEnv: Record<string, string> = {}) {
  const child = spawn(path.join(__dirname, '../../node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: path.join(__dirname, '..'),
    env: {
      ...process.env,
      ...BENCH_PRODUCTION_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      SEED_DEMO: 'false',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let inventoryLog: { inserted: number; ms: number } | undefined;
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      if (line.includes('flight inventory brought up to date')) inventoryLog = JSON.parse(line);
    }
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, inventory: () => inventoryLog };
}

function runAutocannon(
  url: string,
  paths: string[] | ((i: number) => string),
  latencies: number[],
): Promise<autocannon.Result> {
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        amount: MAX_REQUESTS,
        requests:
          typeof paths === 'function'
            ? [{ method: 'GET' as const, setupRequest: (req) => ({ ...req, path: paths(next++) }) }]
            : paths.map((p) => ({ method: 'GET' as const, path: p })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

interface RunResult {
  p95: number;
  non2xx: number;
}

/** One server process on the data folder, warmed up with one pass over the mix, then autocannon. */
async function run(label: string, dataDir: string, env: Record<string, string>, cold = false): Promise<RunResult> {
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  const startedAt = Date.now();
  const server = await startServer(dataDir, port, env);
  try {
    const paths = searchPaths(isoDate());
    const first = await fetch(`${address}${paths[0]}`);
    if (!first.ok) throw new Error(`search failed: ${first.status} ${await first.text()}`);
    const inventory = server.inventory();
    if (inventory?.inserted) {
      console.log(
        `inventory: ${inventory.inserted} flights generated on PGlite in ${inventory.ms} ms ` +
          `(first search answered ${Date.now() - startedAt} ms after the process started)`,
      );
    }
    for (const p of paths) {
      const res = await fetch(`${address}${p}`);
      if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    }
    const latencies: number[] = [];
    const started = Date.now();
    const today = isoDate();
    const result = await runAutocannon(address, cold ? (i) => coldPath(today, i) : paths, latencies);
    const summary = summarize(latencies);
    const p95 = summary.p95;
    console.log(`\n${label}`);
    console.log(
      `  autocannon: ${CONNECTIONS} connections, ${result.requests.total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors, ${Math.round(result.requests.average)} req/s`,
    );
    console.log(`  latency ms: ${formatLatencies(summary)}`);
    return { p95, non2xx: result.non2xx };
  } finally {
    server.child.kill('SIGTERM');
    if (server.child.exitCode === null) await once(server.child, 'exit');
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bench-flights-'));
  try {
    console.log(
      `machine: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    if (COLD) {
      const cold = await run(
        `cold: every request a distinct route-day (${PAIRS.length} routes x 85 days, 1 to 4 adults)`,
        dataDir,
        {},
        true,
      );
      await printPlansOn(dataDir);
      console.log(`\ncold p95 ${cold.p95.toFixed(1)} ms; budget ${P95_BUDGET_MS} ms`);
      if (cold.p95 > P95_BUDGET_MS || cold.non2xx > 0) process.exitCode = 1;
      return;
    }
    const direct = await run('every search reads PGlite (FLIGHTS_MEMO_SIZE=0)', dataDir, { FLIGHTS_MEMO_SIZE: '0' });
    const memo = await run('as deployed (route-days memoized after their first search)', dataDir, {});

    await printPlansOn(dataDir);
    console.log(
      `\np95 ${memo.p95.toFixed(1)} ms as deployed, ${direct.p95.toFixed(1)} ms reading PGlite every time; budget ${P95_BUDGET_MS} ms`,
    );
    if (memo.p95 > P95_BUDGET_MS || memo.non2xx > 0 || direct.non2xx > 0) process.exitCode = 1;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The plans, on the same data folder once the servers have let go of it. */
async function printPlansOn(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    await printPlans(database.db, addDays(isoDate(), 10));
  } finally {
    await database.close();
  }
}

async function printPlans(db: Db, date: string) {
  const plans: [string, SQL][] = [
    [
      "a route-day's flights (DEL-BOM): what a search reads",
      sql`SELECT f.id, f.price_minor, f.dep_minute, f.stops, f.airline_code FROM flights f
          WHERE f.from_code = 'DEL' AND f.to_code = 'BOM' AND f.departure_date = ${date}::date`,
    ],
    [
      'a flexible week with nearby airports (LHR, LGW to JFK, EWR)',
      sql`SELECT f.id, f.price_minor, f.dep_minute, f.stops, f.airline_code FROM flights f
          WHERE f.from_code IN ('LHR', 'LGW') AND f.to_code IN ('JFK', 'EWR')
            AND f.departure_date BETWEEN ${addDays(date, -3)}::date AND ${addDays(date, 3)}::date`,
    ],
    [
      'cheapest per day, for the month calendar and the ±3 days graph',
      sql`SELECT departure_date, min_price_minor FROM flight_day_prices
          WHERE from_code = 'DEL' AND to_code = 'BOM'
            AND departure_date BETWEEN ${`${date.slice(0, 7)}-01`}::date AND ${addDays(date, 30)}::date
          ORDER BY departure_date`,
    ],
    [
      'similar flights of one offer',
      sql`SELECT f.id, f.price_minor FROM flights f
          WHERE f.from_code = 'DEL' AND f.to_code = 'BOM' AND f.departure_date = ${date}::date AND f.id <> 0
          ORDER BY abs(f.price_minor - 500000), f.id LIMIT 6`,
    ],
  ];
  for (const [name, query] of plans) {
    await db.execute(query); // warm the pages, as a running server has them
    const plan = (await db.execute(sql`EXPLAIN ANALYZE ${query}`)) as unknown as { rows: Record<string, string>[] };
    console.log(`\nplan: ${name}\n${plan.rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
