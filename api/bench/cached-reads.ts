/**
 * Cached reads against a Fastify hello-world in the same run: both as their own processes on loopback, the API
 * on a fresh PGlite, each target driven alone by autocannon at BENCH_CONNECTIONS (20) for BENCH_SECONDS (5).
 * Targets: the API's cached reads at 30% of hello-world's throughput or more, and flight and hotel search
 * (varied queries) p95 at most 20 ms.
 *
 *   npm run bench:cached -w api
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { isoDate, addDays } from '@travel/contracts/rules';
import { freePort, startApiProcess } from './apiProcess';
import { flightSearchPaths, hotelSearchPaths } from './searchMix';
import { summarize, type LatencySummary } from './stats';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CACHED_SHARE_TARGET = 0.3;
const SEARCH_P95_TARGET_MS = 20;

interface Measured {
  rps: number;
  latency: LatencySummary;
  non2xx: number;
}

async function measure(url: string, paths: string[], headers: Record<string, string> = {}): Promise<Measured> {
  const latencies: number[] = [];
  let next = 0;
  let non2xx = 0;
  const started = Date.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [{ method: 'GET', headers, setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      if (status >= 400) non2xx += 1;
    });
  });
  const seconds = (Date.now() - started) / 1000;
  return {
    rps: latencies.length / seconds,
    latency: summarize(latencies),
    non2xx: non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-bench-cached-'));
  const helloPort = await freePort();
  const hello = spawn(path.join(__dirname, '../../node_modules/.bin/tsx'), ['bench/hello.ts'], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, PORT: String(helloPort) },
    stdio: 'inherit',
  });
  const api = await startApiProcess(
    await freePort(),
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      SEED_DEMO: 'false',
      PRICE_ALERT_CHECK_MINUTES: '0',
    },
    { stdout: 'ignore' },
  );
  try {
    const helloUrl = `http://127.0.0.1:${helloPort}`;
    while (
      !(await fetch(helloUrl).then(
        (r) => r.ok,
        () => false,
      ))
    )
      await new Promise((r) => setTimeout(r, 100));
    const flights = flightSearchPaths();
    const hotels = hotelSearchPaths();
    const repeated = `/api/flights/search?from=DEL&to=BOM&date=${addDays(isoDate(), 10)}`;
    for (const p of [...flights, ...hotels, repeated]) await fetch(`${api.url}${p}`);

    console.log(
      `machine: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ` + `${CONNECTIONS} connections, ${SECONDS} s per target`,
    );
    const rows: [string, Measured][] = [];
    // The machine is shared: each target is compared with a hello-world run just before it, under the same load.
    const shares = new Map<string, number>();
    const row = async (name: string, url: string, paths: string[]) => {
      const hello = await measure(helloUrl, ['/']);
      const measured = await measure(url, paths);
      rows.push([name, measured]);
      shares.set(name, measured.rps / hello.rps);
      helloRuns.push(hello.rps);
      return measured;
    };
    // Warm both servers up (JIT, connection pools) before anything is measured.
    await measure(helloUrl, ['/']);
    await measure(api.url, ['/api/currency/rates', '/api/faqs/page/flight', '/api/blogs/list', repeated]);
    const helloRuns: number[] = [];
    const helloRun = await measure(helloUrl, ['/']);
    rows.push(['Fastify hello-world', helloRun]);
    const cached = [
      await row('GET /api/currency/rates', api.url, ['/api/currency/rates']),
      await row('GET /api/faqs/page/flight', api.url, ['/api/faqs/page/flight']),
      await row('GET /api/blogs/list', api.url, ['/api/blogs/list']),
      await row('GET /api/hotels/destinations', api.url, ['/api/hotels/destinations']),
      await row('repeated flight search', api.url, [repeated]),
    ];
    const flightRun = await row(`flight search (${flights.length} queries)`, api.url, flights);
    const hotelRun = await row(`hotel search (${hotels.length} queries)`, api.url, hotels);
    await row('GET /api/health', api.url, ['/api/health']);

    console.log(`\nhello-world runs between the targets: ${helloRuns.map(Math.round).join(', ')} req/s`);
    console.log(
      '\n| target | req/s | share of the hello-world run before it | p50 ms | p95 ms | p97.5 ms | p99 ms | errors |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [name, m] of rows) {
      console.log(
        `| ${name} | ${Math.round(m.rps)} | ${(100 * (shares.get(name) ?? 1)).toFixed(1)}% | ${m.latency.p50.toFixed(1)} | ` +
          `${m.latency.p95.toFixed(1)} | ${m.latency.p97_5.toFixed(1)} | ${m.latency.p99.toFixed(1)} | ${m.non2xx} |`,
      );
    }
    const worstShare = Math.min(...rows.filter(([, m]) => cached.includes(m)).map(([name]) => shares.get(name)!));
    const cachedMet = worstShare >= CACHED_SHARE_TARGET;
    const searchMet = flightRun.latency.p95 <= SEARCH_P95_TARGET_MS && hotelRun.latency.p95 <= SEARCH_P95_TARGET_MS;
    console.log(
      `\ncached reads: the slowest at ${(100 * worstShare).toFixed(1)}% of hello-world (target ${100 * CACHED_SHARE_TARGET}%: ` +
        `${cachedMet ? 'met' : 'NOT met'}); search p95 flight ${flightRun.latency.p95.toFixed(1)} ms, hotel ` +
        `${hotelRun.latency.p95.toFixed(1)} ms (target ${SEARCH_P95_TARGET_MS} ms: ${searchMet ? 'met' : 'NOT met'})`,
    );
    if (!cachedMet || !searchMet || rows.some(([, m]) => m.non2xx > 0)) process.exitCode = 1;
  } finally {
    await api.stop();
    hello.kill('SIGTERM');
    if (hello.exitCode === null) await once(hello, 'exit');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
