/**
 * Hotel search under load: the real API on a fresh PGlite, 20 concurrent connections on loopback,
 * a bounded run (default 10 s, 20,000 requests at most), rotating through 308 distinct searches
 * (every destination, sort and a range of filter groups). Prints latency percentiles (p95 is the target: at most 20 ms, issue 17) and the query plan.
 *
 * BENCH_COLD=1 turns off the read cache of whole answers, the stays' prices and the sidebar counts' memo, so every
 * search asks the database which rooms are sold (what a search nobody asked for yet costs).
 *
 *   npm run bench:hotels -w api            # BENCH_SECONDS=10 BENCH_CONNECTIONS=20 BENCH_MAX_REQUESTS=20000
 *   BENCH_COLD=1 npm run bench:hotels -w api
 */
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDatabase } from '../src/seed';
import { SOLD_OUT_ROOM_TYPES } from '../src/modules/hotels/hotels.repository';
import { queryRows, sqlLiteral } from '../src/db/rows';
import { BENCH_PRODUCTION_ENV } from './productionEnv';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 20000);
const TARGET_P95_MS = 20;
const COLD = process.env.BENCH_COLD === '1';

const CITIES = [
  'Mumbai',
  'Paris',
  'London',
  'New%20York',
  'Tokyo',
  'Dubai',
  'Rome',
  'Bangkok',
  'Sydney',
  'Barcelona',
  'Singapore',
];
const SORTS = ['best', 'cheapest', 'closest', 'rating'];
const FILTERS = [
  'minRating=7',
  'stars=4&freeCancellation=true&minRating=7',
  'stars=5&stars=4&amenities=Wi-Fi&amenities=Pool',
  'minPriceMinor=300000&maxPriceMinor=1200000&propertyTypes=Hotel&propertyTypes=Apartment',
  'popularWith=Business&breakfastIncluded=true',
  'payOnArrival=true&minRating=8',
  'adults=3&children=1&rooms=1',
];
/** 308 distinct searches (city x sort x filters), three pages deep, visited in a fixed shuffled order. */
const QUERIES = CITIES.flatMap((city, c) =>
  SORTS.flatMap((sort, s) =>
    FILTERS.map(
      (filter, f) =>
        `destination=${city}&checkIn=2030-03-01&checkOut=2030-03-04&sort=${sort}&${filter}&page=${((c + s + f) % 3) + 1}` +
        (city === 'Mumbai' && sort === 'closest' ? '&near=Andheri' : ''),
    ),
  ),
).sort((a, b) => ((a.length * 7919 + a.charCodeAt(14)) % 97) - ((b.length * 7919 + b.charCodeAt(14)) % 97));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const dataDir = path.join(os.tmpdir(), `tp-bench-${randomBytes(4).toString('hex')}`);
  const config = loadConfig({
    ...process.env,
    ...BENCH_PRODUCTION_ENV,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...(COLD ? { READ_CACHE_SIZE: '0', HOTELS_FACETS_MEMO_SIZE: '0' } : {}),
  });
  const database = await openDatabase({ dataDir: undefined }); // in-memory PGlite, like a fresh embedded install
  await migrate(database.db);
  await seedDatabase(database.db, config);
  const app = await buildApp(config, { database });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(
    `API on ${address} (${database.kind}${COLD ? ', cold: no read cache, no counts memo' : ''}), ` +
      `${CONNECTIONS} connections, ${SECONDS}s / ${MAX_REQUESTS} requests max, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );

  // Warm up: the first search of a city reads its cards once.
  for (const city of CITIES) await fetch(`${address}/api/hotels/search?destination=${city}`);

  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  // Without a callback autocannon answers a promise that is also the running instance (its events, stop()).
  const instance = autocannon({
    url: address,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: `/api/hotels/search?${QUERIES[next++ % QUERIES.length]}` }),
      },
    ],
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    if (statusCode !== 200) errors += 1;
    if (latencies.length === MAX_REQUESTS) instance.stop();
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  console.log(
    JSON.stringify(
      {
        requests: latencies.length,
        non200: errors + result.errors + result.timeouts,
        requestsPerSecond: Math.round(result.requests.average),
        latencyMs: {
          p50: percentile(latencies, 50),
          p90: percentile(latencies, 90),
          p95,
          p99: percentile(latencies, 99),
          max: latencies[latencies.length - 1],
        },
      },
      null,
      2,
    ),
  );

  // The one query a search runs once the city's hotels and room types are in memory: the room types sold out on a
  // night of the stay (the rest is hotels.search.ts, in memory).
  const explain = async (title: string, query: string) => {
    const plan = await queryRows<{ 'QUERY PLAN': string }>(app.db, sql.raw(`EXPLAIN ANALYZE ${query}`));
    console.log(`\nEXPLAIN ANALYZE (${title}):`);
    console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
  };
  await explain(
    '2030-03-01 to 2030-03-04: the room types sold out on a night',
    SOLD_OUT_ROOM_TYPES.text.replace('$1', sqlLiteral('2030-03-01')).replace('$2', sqlLiteral('2030-03-04')),
  );

  await app.close();
  await database.close();
  const ok = p95 <= TARGET_P95_MS && errors === 0;
  console.log(`\np95 ${p95} ms: ${ok ? 'within' : 'OVER'} the ${TARGET_P95_MS} ms target`);
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
