/**
 * Checkout order creation benchmark: the real API (its own process, as in production) on a fresh PGlite data
 * folder, driven by autocannon with 20 connections, each request a new order (its own Idempotency-Key) for
 * one adult on one of the BOM-DEL flights of the next 10 days, whose seat maps were looked at first (as a
 * buyer does). Bounded: BENCH_SECONDS (default 15) and BENCH_REQUESTS (default 2000), whichever ends first.
 * Prints p50/p95/p99 of the created orders (201), how many answers were sold out (409), and the API process's
 * CPU time per answer: PGlite runs in the API's one thread, so that is what 20 concurrent orders queue behind, and
 * unlike the latencies it hardly moves with the machine's load (other processes on the cores).
 *
 * `hotel` as the argument (npm run bench:hotel-checkout) does the same for hotel orders: two adults in one
 * Standard room for 2 nights at one of the Paris hotels of the next 10 check-in days.
 *
 *   npm run bench:checkout -w api
 *   npm run bench:hotel-checkout -w api
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { addDays, isoDate } from '@travel/contracts/rules';
import type { CreateOrderBody } from '@travel/contracts/flight-checkout';
import type { HotelCreateOrderBody } from '@travel/contracts/hotel-checkout';
import { formatLatencies, summarize } from './stats';
import { BENCH_PRODUCTION_ENV } from './productionEnv';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const MAX_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const P95_BUDGET_MS = 100;
const ORIGIN = 'http://localhost:3000';
const PRODUCT = process.argv[2] === 'hotel' ? 'hotel' : 'flight';

/** The process's user + system CPU time in ms, from /proc (Linux); undefined elsewhere. */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
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

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bench-checkout-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<folder>: the API writes a V8 CPU profile there when it stops (to see where the time goes).
  const profile = process.env.BENCH_CPU_PROF;
  // BENCH_API_DIR: another checkout's api folder (e.g. main's), to measure its code with this bench.
  const cwd = process.env.BENCH_API_DIR ?? path.join(__dirname, '..');
  const env = {
    ...process.env,
    ...BENCH_PRODUCTION_ENV,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'false',
  };
  if (PRODUCT === 'hotel') {
    // The hotels come from the seed step (`npm run seed`), as on a real install.
    const seed = spawn(process.execPath, ['--import', 'tsx', 'src/seed.ts'], { cwd, env, stdio: 'inherit' });
    const code = await new Promise((resolve) => seed.once('exit', resolve));
    if (code !== 0) throw new Error('the seed step failed');
  }
  const child = spawn(
    process.execPath,
    [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), '--import', 'tsx', 'src/server.ts'],
    {
      cwd,
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: ORIGIN,
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        SEED_DEMO: 'false',
        // One client address places every order here; the per-address limit is for people, not this load.
        FLIGHT_ORDER_LIMIT_PER_10_MIN: '1000000',
        HOTEL_ORDER_LIMIT_PER_10_MIN: '1000000',
        FLIGHT_HELD_SEATS_PER_ADDRESS: '1000000',
        HOTEL_HELD_ROOMS_PER_ADDRESS: '1000000',
        FLIGHT_HELD_SEATS_PER_DEVICE: '1000000',
        HOTEL_HELD_ROOMS_PER_DEVICE: '1000000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  try {
    const deadline = Date.now() + 90_000;
    while (
      !(await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error('the API did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const today = isoDate();
    const body = PRODUCT === 'hotel' ? await hotelBodies(base, today) : await flightBodies(base, today);
    const created: number[] = [];
    const statuses = new Map<number, number>();
    const cpuBefore = cpuMs(child.pid);
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: base,
          connections: CONNECTIONS,
          duration: SECONDS,
          amount: MAX_REQUESTS,
          requests: [
            {
              method: 'POST',
              path: `/api/${PRODUCT}-checkout/orders`,
              setupRequest: (request) => ({
                ...request,
                headers: {
                  'content-type': 'application/json',
                  origin: ORIGIN,
                  'idempotency-key': randomUUID(),
                },
                body: JSON.stringify(body()),
              }),
            },
          ],
        },
        (error, res) => (error ? reject(error) : resolve(res)),
      );
      instance.on('response', (_client, status, _bytes, ms) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 201) created.push(ms);
      });
    });
    const cpuAfter = cpuMs(child.pid);
    const summary = summarize(created);
    const p95 = summary.p95;
    console.log(`answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`);
    console.log(
      `${PRODUCT} order creation at ${CONNECTIONS} concurrent (${created.length} orders in ${result.duration.toFixed(1)} s): ` +
        `${formatLatencies(summary)} ms ` +
        `(budget p95 < ${P95_BUDGET_MS} ms: ${p95 < P95_BUDGET_MS ? 'met' : 'NOT met'})`,
    );
    if (cpuBefore !== undefined && cpuAfter !== undefined) {
      const answers = [...statuses.values()].reduce((sum, n) => sum + n, 0);
      console.log(`API CPU per answer: ${((cpuAfter - cpuBefore) / answers).toFixed(2)} ms (${answers} answers)`);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One adult on one of the BOM-DEL flights of the next 10 days, whose seat maps were looked at first. */
async function flightBodies(base: string, today: string) {
  const flights: string[] = [];
  for (let day = 1; day <= 10; day++) {
    const search = (await fetch(
      `${base}/api/flights/search?from=BOM&to=DEL&date=${addDays(today, day)}&pageSize=50`,
    ).then((r) => r.json())) as { legs: { offers: { id: string }[] }[] };
    flights.push(...search.legs[0].offers.map((offer) => offer.id));
  }
  for (const id of flights) await fetch(`${base}/api/flight-checkout/flights/${id}/seats`);
  console.log(`${flights.length} flights, seat maps written`);
  let n = 0;
  return (): CreateOrderBody => ({
    flightId: flights[n++ % flights.length],
    cabin: 'economy',
    fare: 'Standard',
    adults: 1,
    childAges: [],
    passengers: [{ type: 'adult', title: 'Ms', firstName: 'Bench', lastName: 'Traveller' }],
    contact: { email: 'bench@example.test', mobile: '9876543210' },
    insurance: false,
    freeCancellation: false,
  });
}

/** Two adults, one Standard room, 2 nights from one of the next 10 days, at a Paris hotel that has the rate. */
async function hotelBodies(base: string, today: string) {
  const stays: { hotelId: string; checkIn: string; checkOut: string }[] = [];
  for (let day = 20; day < 30; day++) {
    const checkIn = addDays(today, day);
    const checkOut = addDays(checkIn, 2);
    const search = (await fetch(
      `${base}/api/hotels/search?destination=Paris&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&rooms=1` +
        '&freeCancellation=true&payOnArrival=true&breakfastIncluded=true&pageSize=50',
    ).then((r) => r.json())) as { hotels: { id: string }[] };
    stays.push(...search.hotels.map((hotel) => ({ hotelId: hotel.id, checkIn, checkOut })));
  }
  console.log(`${stays.length} hotel stays`);
  let n = 0;
  return (): HotelCreateOrderBody => ({
    ...stays[n++ % stays.length],
    roomTypeId: 'standard',
    ratePlanId: 'fc-bb',
    rooms: 1,
    adults: 2,
    childAges: [],
    guests: [{ title: 'Ms', firstName: 'Bench', lastName: 'Guest' }],
    contact: { email: 'bench@example.test', mobile: '9876543210' },
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
