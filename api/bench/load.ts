/**
 * The site's load test: a realistic mix replayed against one, then two API processes on PostgreSQL and Redis
 * (the production engines; two processes cannot share the embedded PGlite), on loopback, bounded in time and
 * count. Of every 20 requests: 12 searches (6 flight, 6 hotel), 5 content reads (currency rates, FAQs, blog
 * list, a blog post, destinations), 2 account calls (a login and a read of the session's account) and 1
 * checkout (a new flight order). Each request carries its own client address in X-Forwarded-For (the API
 * believes it from loopback, as from the shell's proxy), so per-address limits see many visitors, as they
 * would. With two processes the connections are split evenly between them.
 *
 *   npm run load -w api     # LOAD_SECONDS=15 LOAD_CONNECTIONS=20 LOAD_REQUESTS=60000
 *                           # LOAD_DATABASE_URL (a server; a fresh database is made on it), LOAD_REDIS_URL
 *
 * Prints throughput, p50/p95/p99 and every answer that was not a 2xx (as errors) per run; exits 1 on any error.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { addDays, isoDate } from '@travel/contracts/rules';
import type { CreateOrderBody } from '@travel/contracts/flight-checkout';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDatabase } from '../src/seed';
import { insertUser } from '../src/modules/accounts/accounts.repository';
import { hashPassword } from '../src/modules/accounts/secrets';
import { freePort, startApiProcess, type ApiProcess } from './apiProcess';
import { flightSearchPaths, hotelSearchPaths } from './searchMix';
import { formatLatencies, summarize } from './stats';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 20);
const MAX_REQUESTS = Number(process.env.LOAD_REQUESTS ?? 60_000);
const SERVER_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.LOAD_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ORIGIN = 'http://localhost:3000';
const EMAIL = 'load-traveller@example.test';
const PASSWORD = 'load-password-1';

type Slot = 'flight' | 'hotel' | 'content' | 'login' | 'account' | 'checkout';
/** 20 slots, the proportions of the mix; each connection walks them in turn. */
const MIX: Slot[] = [
  ...Array<Slot>(6).fill('flight'),
  ...Array<Slot>(6).fill('hotel'),
  ...Array<Slot>(5).fill('content'),
  'login',
  'account',
  'checkout',
];

/** The first few answers that were not a 2xx, printed after the run. */
const failureSamples: string[] = [];

const randomAddress = () => `10.${randomBytes(3).join('.')}`;

interface Fixture {
  flights: string[];
  hotels: string[];
  content: string[];
  flightIds: string[];
  cookie: string;
}

function requestsFor(fixture: Fixture): autocannon.Request[] {
  let n = 0;
  const pick = (list: string[]) => list[n++ % list.length];
  return MIX.map((slot) => ({
    onResponse: (status: number, body: string) => {
      if (status >= 300 && failureSamples.length < 5) failureSamples.push(`${slot}: ${status} ${body.slice(0, 200)}`);
    },
    setupRequest: (request: autocannon.Request) => {
      const headers = { 'x-forwarded-for': randomAddress(), origin: ORIGIN };
      switch (slot) {
        case 'flight':
          return { ...request, method: 'GET', path: pick(fixture.flights), headers };
        case 'hotel':
          return { ...request, method: 'GET', path: pick(fixture.hotels), headers };
        case 'content':
          return { ...request, method: 'GET', path: pick(fixture.content), headers };
        case 'login':
          return {
            ...request,
            method: 'POST',
            path: '/api/v1/customer/login',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
          };
        case 'account':
          return {
            ...request,
            method: 'GET',
            path: '/api/v1/customer/me',
            headers: { ...headers, cookie: fixture.cookie },
          };
        case 'checkout': {
          const body: CreateOrderBody = {
            flightId: pick(fixture.flightIds),
            cabin: 'economy',
            fare: 'Standard',
            adults: 1,
            childAges: [],
            passengers: [{ type: 'adult', title: 'Ms', firstName: 'Load', lastName: 'Traveller' }],
            contact: { email: 'load@example.test', mobile: '9876543210' },
            insurance: false,
            freeCancellation: false,
          };
          return {
            ...request,
            method: 'POST',
            path: '/api/flight-checkout/orders',
            headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify(body),
          };
        }
      }
    },
  }));
}

interface RunTotals {
  latencies: number[];
  statuses: Map<number, number>;
  errors: number;
  timeouts: number;
}

function drive(url: string, connections: number, amount: number, fixture: Fixture, totals: RunTotals) {
  return new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: SECONDS, amount, requests: requestsFor(fixture) },
      (error, result) => {
        if (error) return reject(error);
        totals.errors += result.errors;
        totals.timeouts += result.timeouts;
        resolve();
      },
    );
    // autocannon ignores `duration` when `amount` is set: the time bound is ours.
    const timer = setTimeout(() => instance.stop(), SECONDS * 1000);
    instance.on('done', () => clearTimeout(timer));
    instance.on('response', (_client, status, _bytes, ms) => {
      totals.latencies.push(ms);
      totals.statuses.set(status, (totals.statuses.get(status) ?? 0) + 1);
    });
  });
}

/** Domestic routes whose flights the checkout slot books, walked day by day until their seats cover both runs. */
const CHECKOUT_ROUTES = ['BOM-DEL', 'DEL-BOM', 'BOM-BLR', 'BLR-DEL'];

async function prepare(api: ApiProcess): Promise<Fixture> {
  const today = isoDate();
  const flightIds: string[] = [];
  // Every order holds a seat for 15 minutes, so both runs together may book one seat per 20 requests. The
  // flights the checkouts cycle through must hold that many: a sold-out answer is right, and it would count as
  // an error here (it was 170 to 850 of them when ten days of one route were all the checkouts had).
  const ordersAtMost = Math.ceil((2 * MAX_REQUESTS) / MIX.length);
  let seats = 0;
  for (let day = 1; day <= 90 && seats < ordersAtMost; day++) {
    for (const route of CHECKOUT_ROUTES) {
      const [from, to] = route.split('-');
      const search = (await fetch(
        `${api.url}/api/flights/search?from=${from}&to=${to}&date=${addDays(today, day)}&pageSize=50`,
      ).then((r) => r.json())) as { legs: { offers: { id: string; seatsLeft: number }[] }[] };
      // Flights with a few seats left would sell out first under the round robin: keep those with many.
      for (const offer of search.legs[0].offers.filter((o) => o.seatsLeft >= 40)) {
        flightIds.push(offer.id);
        seats += offer.seatsLeft;
      }
    }
  }
  if (seats < ordersAtMost) throw new Error(`only ${seats} seats for up to ${ordersAtMost} orders`);
  for (const id of flightIds) await fetch(`${api.url}/api/flight-checkout/flights/${id}/seats`);
  const login = await fetch(`${api.url}/api/v1/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie()[0].split(';')[0];
  const fixture: Fixture = {
    flights: flightSearchPaths(today),
    hotels: hotelSearchPaths(),
    content: [
      '/api/currency/rates',
      '/api/faqs/page/flight',
      '/api/blogs/list',
      '/api/blogs/book-cheap-flights-india',
      '/api/hotels/destinations',
    ],
    flightIds,
    cookie,
  };
  // One pass over every read, as a site that has been up a while has had.
  for (const p of [...fixture.flights, ...fixture.hotels, ...fixture.content]) {
    const res = await fetch(`${api.url}${p}`);
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  }
  return fixture;
}

async function run(label: string, apis: ApiProcess[], fixture: Fixture) {
  const totals: RunTotals = { latencies: [], statuses: new Map(), errors: 0, timeouts: 0 };
  const started = Date.now();
  await Promise.all(
    apis.map((api) =>
      drive(api.url, Math.ceil(CONNECTIONS / apis.length), Math.ceil(MAX_REQUESTS / apis.length), fixture, totals),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  const summary = summarize(totals.latencies);
  const failed = [...totals.statuses].filter(([status]) => status >= 300).reduce((sum, [, count]) => sum + count, 0);
  const errors = failed + totals.errors + totals.timeouts;
  console.log(`\n${label}`);
  console.log(
    `  ${summary.count} requests in ${seconds.toFixed(1)} s: ${Math.round(summary.count / seconds)} req/s, ` +
      `${errors} errors (answers by status ${JSON.stringify(Object.fromEntries(totals.statuses))}, ` +
      `${totals.errors} connection errors, ${totals.timeouts} timeouts)`,
  );
  console.log(`  latency ms: ${formatLatencies(summary)}`);
  for (const sample of failureSamples.splice(0)) console.log(`  not a 2xx: ${sample}`);
  return { throughput: summary.count / seconds, summary, errors };
}

async function main() {
  const dbName = `load_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${dbName}` }).toString();
  // Pub/sub channels are shared by every database number of a Redis: keys and channels here are ours alone
  // because they are named after the database (api/src/cache).
  const apis: ApiProcess[] = [];
  try {
    console.log(
      `machine: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ${CONNECTIONS} connections, ${SECONDS} s or ${MAX_REQUESTS} requests per run`,
    );
    const database = await openDatabase({ databaseUrl });
    try {
      await migrate(database.db);
      await seedDatabase(database.db, { seedDemo: false });
      await insertUser(database.db, {
        name: 'Load Traveller',
        email: EMAIL,
        mobileNumber: null,
        passwordHash: await hashPassword(PASSWORD),
        role: 'customer',
      });
    } finally {
      await database.close();
    }
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      DATA_DIR: os.tmpdir(),
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'warn',
      SEED_DEMO: 'false',
      PRICE_ALERT_CHECK_MINUTES: '0',
    };
    apis.push(await startApiProcess(await freePort(), env));
    const fixture = await prepare(apis[0]);
    const one = await run('one API process', apis, fixture);
    apis.push(await startApiProcess(await freePort(), env));
    for (const p of [...fixture.flights, ...fixture.hotels, ...fixture.content]) await fetch(`${apis[1].url}${p}`);
    const two = await run('two API processes (connections split between them)', apis, fixture);
    console.log(
      `\nthroughput: ${Math.round(one.throughput)} req/s with one process, ${Math.round(two.throughput)} with two ` +
        `(${os.cpus().length} cores shared with the load generator)`,
    );
    if (one.errors > 0 || two.errors > 0) process.exitCode = 1;
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
