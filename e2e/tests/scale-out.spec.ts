import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { seedApi } from '../../scripts/portal';
import { E2E_PORTS } from '../support/ports';
import { adminSessionCookie } from '../support/staff';
import { E2E_ADMIN, E2E_TMP, ROOT } from '../support/testPortal';

/**
 * Two API processes on one PostgreSQL database (a fresh one of this run's own) and one Redis, as a site
 * that scales out runs them: what one process did, the other one knows, and scheduled work runs once.
 * PostgreSQL and Redis are the machine's (E2E_POSTGRES_URL, E2E_REDIS_URL; CI runs both). With neither variable
 * set and nothing answering at the default address, the file is reported as skipped, saying how to run it.
 */
const POSTGRES_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Spare ports no other spec uses (federation takes the first ten, portal-edge and shared-ui-version 10 to 12).
const PORTS = [E2E_PORTS.spare + 20, E2E_PORTS.spare + 21];
const SMTP_PORT = E2E_PORTS.spare + 22;
const ORIGIN = `http://localhost:${E2E_PORTS.shell}`;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const databaseName = `scale_e2e_${E2E_PORTS.shell}_${randomBytes(3).toString('hex')}`;
const databaseUrl = Object.assign(new URL(POSTGRES_URL), { pathname: `/${databaseName}` }).toString();
let server: pg.Client;
let db: pg.Client;
let smtp: SMTPServer;
const mailTo = new Map<string, string[]>();
const apis: ChildProcess[] = [];
const url = (i: number) => `http://127.0.0.1:${PORTS[i]}`;

function startApi(port: number): Promise<ChildProcess> {
  // Node itself with tsx as its loader (not the tsx wrapper, which would outlive a kill -9 of the server).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, ...apiEnv(), PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return (async () => {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the API on ${port} exited with code ${child.exitCode}`);
      const up = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) return child;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    child.kill('SIGKILL');
    throw new Error(`the API on ${port} did not become ready within 120 s`);
  })();
}

function apiEnv(): Record<string, string> {
  const dataDir = path.join(E2E_TMP, 'scale-out');
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    NODE_ENV: 'production',
    // Payments stay on the sandbox gateway here, on purpose.
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    PUBLIC_URL: ORIGIN,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ADMIN_TOTP_SECRET: E2E_ADMIN.totpSecret,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // Both processes poll often and the price check comes round every 0.6 s, so that they race for the work.
    JOBS_POLL_MS: '200',
    PRICE_ALERT_CHECK_MINUTES: '0.01',
    FLIGHT_ORDER_LIMIT_PER_10_MIN: '100000',
    FLIGHT_HELD_SEATS_PER_ADDRESS: '100000',
    FLIGHT_HELD_SEATS_PER_DEVICE: '100000',
  };
}

const json = { 'content-type': 'application/json', origin: ORIGIN };

async function orderBody(flightId: string) {
  return JSON.stringify({
    flightId,
    cabin: 'economy',
    fare: 'Standard',
    adults: 1,
    childAges: [],
    passengers: [{ type: 'adult', title: 'Ms', firstName: 'Scale', lastName: 'Out' }],
    contact: { email: 'scale-out@example.test', mobile: '9876543210' },
    insurance: false,
    freeCancellation: false,
  });
}

/** Flight ids of a few days of one route, from a search on the first process. */
async function flightIds(from: string, to: string, days: number[], target = 0): Promise<string[]> {
  const ids: string[] = [];
  for (const day of days) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const res = await fetch(`${url(target)}/api/flights/search?from=${from}&to=${to}&date=${date}&pageSize=50`);
    const body = (await res.json()) as { legs: { offers: { id: string; seatsLeft: number }[] }[] };
    // A flight with a few seats left sells out under load, and a sold-out answer is right, not an error. A
    // day's fullest flight has about 40 seats left, on some days fewer, so half of that is the bar.
    ids.push(...body.legs[0].offers.filter((offer) => offer.seatsLeft >= 20).map((offer) => offer.id));
  }
  return ids;
}

/** The services this file needs that were not named (E2E_*_URL) and do not answer at their default address. */
async function servicesMissing(): Promise<string[]> {
  const missing: string[] = [];
  if (!process.env.E2E_POSTGRES_URL) {
    const probe = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
    const answered = await probe.connect().then(
      () => true,
      () => false,
    );
    await probe.end().catch(() => undefined);
    if (!answered) missing.push('PostgreSQL (E2E_POSTGRES_URL)');
  }
  if (!process.env.E2E_REDIS_URL) {
    const { hostname, port } = new URL(REDIS_URL);
    const answered = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: hostname, port: Number(port) || 6379 });
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(2000, () => done(false));
      socket.once('error', () => done(false));
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    });
    if (!answered) missing.push('Redis (E2E_REDIS_URL)');
  }
  return missing;
}

let missing: string[] = [];
const skipWithoutServices = () =>
  test.skip(missing.length > 0, `needs ${missing.join(' and ')}: run it on 127.0.0.1 or set the variable`);

test.beforeAll(async () => {
  // Migrating and seeding PostgreSQL, then two APIs each starting their supplier sandboxes: over a minute on a
  // busy 2-core machine (a run timed out at the default 60 s while another suite ran beside it).
  test.setTimeout(180_000);
  missing = await servicesMissing();
  skipWithoutServices();
  server = new pg.Client({ connectionString: POSTGRES_URL });
  await server.connect();
  await server.query(`CREATE DATABASE ${databaseName}`);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // On close, a connection a process left open is dropped after 2 s rather than the default 30.
    closeTimeout: 2000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) {
          const address = rcpt.address.toLowerCase();
          mailTo.set(address, [...(mailTo.get(address) ?? []), Buffer.concat(chunks).toString('utf8')]);
        }
        callback();
      });
    },
  });
  // A process killed with -9 drops its pooled SMTP connection: the server reports the reset, which is expected
  // here (an 'error' event nobody listens to would end the test run).
  smtp.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') console.error('test SMTP server:', error);
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
  await seedApi({ ...process.env, ...apiEnv() });
  // One after the other: the first brings the flight inventory up to date.
  apis.push(await startApi(PORTS[0]));
  apis.push(await startApi(PORTS[1]));
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});

// A skip in beforeAll is not carried to every test by every Playwright version: each test asks again.
test.beforeEach(skipWithoutServices);

test.afterAll(async () => {
  const stuck: number[] = [];
  for (const api of apis) {
    if (api.exitCode === null && api.signalCode === null) {
      api.kill('SIGTERM');
      // The API gives itself 10 s to stop (api/src/server.ts); one still running after 15 s is a defect.
      const stopped = await Promise.race([
        once(api, 'exit').then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000)),
      ]);
      if (!stopped) {
        stuck.push(api.pid!);
        api.kill('SIGKILL');
      }
    }
  }
  await db?.end();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await server?.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await server?.end();
  expect(stuck, 'API processes still running 15 s after SIGTERM').toEqual([]);
});

test('a login on one process is a session on the other', async () => {
  const cookie = await adminSessionCookie(url(0), json);
  const me = await fetch(`${url(1)}/api/v1/customer/me`, { headers: { cookie } });
  expect(me.status).toBe(200);
  expect(JSON.stringify(await me.json())).toContain(E2E_ADMIN.email);

  const logout = await fetch(`${url(1)}/api/v1/customer/logout`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: '{}',
  });
  expect(logout.status).toBe(200);
  expect((await fetch(`${url(0)}/api/v1/customer/me`, { headers: { cookie } })).status).toBe(401);
});

test('a rate limit counts the requests both processes answered', async () => {
  // One visitor (the same client address, as the shell's proxy reports it) asking both processes in turn.
  const visitor = `10.${randomBytes(3).join('.')}`;
  const lookup = (i: number) =>
    fetch(`${url(i)}/api/bookings/lookup`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': visitor },
      body: JSON.stringify({ bookingId: 'HB-NOT-THERE', email: 'nobody@example.test' }),
    });
  const statuses: number[] = [];
  for (let n = 0; n < 10; n++) statuses.push((await lookup(n % 2)).status);
  expect(statuses.filter((status) => status === 429)).toEqual([]);
  const eleventh = await lookup(0);
  expect(eleventh.status).toBe(429);
  expect((await lookup(1)).status).toBe(429);
});

test('an idempotency key given to one process is honoured by the other', async () => {
  const [flightId] = await flightIds('DEL', 'BOM', [12]);
  const key = randomUUID();
  const body = await orderBody(flightId);
  const first = await fetch(`${url(0)}/api/flight-checkout/orders`, {
    method: 'POST',
    headers: { ...json, 'idempotency-key': key },
    body,
  });
  expect(first.status).toBe(201);
  const again = await fetch(`${url(1)}/api/flight-checkout/orders`, {
    method: 'POST',
    headers: { ...json, 'idempotency-key': key },
    body,
  });
  expect(again.status).toBe(200);
  expect((await again.json()).order.reference).toBe((await first.json()).order.reference);
});

test('a price drop is mailed once, however many processes check', async () => {
  const email = `drop-${randomBytes(4).toString('hex')}@example.test`;
  const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  // An alert set when the fare was far higher than it is now: the next check finds the drop.
  await db.query(
    `INSERT INTO price_alerts (email, from_code, to_code, departure_date, price_at_creation_minor, confirmed_at)
     VALUES ($1, 'DEL', 'BLR', $2, 99999900, now())`,
    [email, date],
  );
  await expect.poll(() => mailTo.get(email)?.length ?? 0, { timeout: 30_000 }).toBe(1);
  expect(mailTo.get(email)![0]).toContain('Subject: Price drop: Delhi to Bangalore');
  // Several more periods, checked by both processes: still one email.
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM jobs WHERE queue = 'price-alerts.check' AND state = 'done'`,
  );
  await expect
    .poll(
      async () =>
        (await db.query(`SELECT count(*)::int AS n FROM jobs WHERE queue = 'price-alerts.check' AND state = 'done'`))
          .rows[0].n,
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(rows[0].n + 4);
  expect(mailTo.get(email)).toHaveLength(1);
});

test('a hold expires once', async () => {
  const [flightId] = await flightIds('BOM', 'DEL', [14]);
  const created = await fetch(`${url(1)}/api/flight-checkout/orders`, {
    method: 'POST',
    headers: { ...json, 'idempotency-key': randomUUID() },
    body: await orderBody(flightId),
  });
  expect(created.status).toBe(201);
  const reference = (await created.json()).order.reference as string;
  // The hold runs out now instead of in 15 minutes; both processes poll the job table every 200 ms.
  await db.query(`UPDATE flight_orders SET hold_expires_at = now() WHERE reference = $1`, [reference]);
  await db.query(
    `UPDATE jobs SET run_at = now() WHERE singleton_key = 'expire:' || (SELECT id FROM flight_orders WHERE reference = $1)`,
    [reference],
  );
  await expect
    .poll(
      async () => (await db.query(`SELECT status FROM flight_orders WHERE reference = $1`, [reference])).rows[0].status,
      {
        timeout: 30_000,
      },
    )
    .toBe('expired');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const events = await db.query(
    `SELECT e.event FROM flight_order_events e JOIN flight_orders o ON o.id = e.order_id
     WHERE o.reference = $1 ORDER BY e.id`,
    [reference],
  );
  expect(events.rows.map((row) => row.event)).toEqual(['held', 'expired']);
  const job = await db.query(
    `SELECT state, attempts FROM jobs WHERE singleton_key = 'expire:' || (SELECT id FROM flight_orders WHERE reference = $1)`,
    [reference],
  );
  expect(job.rows).toEqual([{ state: 'done', attempts: 1 }]);
});

/**
 * Paid hotel bookings the refund load cancels, one each: confirmed, refundable in full for two months yet,
 * paid through the sandbox gateway. Written straight into the database, as a booking made elsewhere would be,
 * each with the token its traveller's emailed code gave (as POST /api/trips/lookup/verify keeps it: hashed).
 */
async function paidBookings(count: number): Promise<{ id: string; email: string; token: string }[]> {
  const tag = randomBytes(3).toString('hex');
  const email = `refunds-${tag}@example.test`;
  const rules = JSON.stringify({
    type: 'refundable',
    freeUntil: new Date(Date.now() + 60 * 86_400_000).toISOString(),
    timeZone: 'Asia/Kolkata',
    penalty: { type: 'nights', nights: 1 },
  });
  // Booking IDs are upper case: the look-up upper-cases what the traveller typed.
  const ids = Array.from({ length: count }, (_, n) => `SO-${tag.toUpperCase()}-${n}`);
  await db.query(
    `INSERT INTO bookings (id, hotel_id, hotel_name, city, guest_name, email, phone, check_in, check_out, guests, rooms,
                           amount_paid_minor, currency, payment_reference, gateway, status, cancellation_policy,
                           cancellation_rules)
     SELECT id, NULL, 'Scale-Out Suites', 'Mumbai', 'Refund Load', $2, '9876543210', current_date + 90,
            current_date + 92, 2, 1, 500000, 'INR', 'pay_scale_' || id, 'sandbox', 'confirmed',
            'Free cancellation for two months', $3::jsonb
     FROM unnest($1::text[]) AS id`,
    [ids, email, rules],
  );
  const tokens = ids.map(() => randomBytes(24).toString('hex'));
  await db.query(
    `INSERT INTO trip_lookup_codes (kind, reference, email, code_hash, salt, expires_at, used_at, token_hash,
                                    token_expires_at)
     SELECT 'hotel', id, $3, 'used', 'used', now(), now(), token_hash, now() + interval '1 hour'
     FROM unnest($1::text[], $2::text[]) AS t(id, token_hash)`,
    [ids, tokens.map((token) => createHash('sha256').update(token).digest('hex')), email],
  );
  return ids.map((id, n) => ({ id, email, token: tokens[n] }));
}

/** Each refund's 'sent' steps on its timeline, by refund id. */
async function sentSteps(refundIds: string[]): Promise<Map<string, number>> {
  const { rows } = await db.query(
    `SELECT r.id, count(e.id) FILTER (WHERE e.step = 'sent')::int AS sent
     FROM refunds r LEFT JOIN refund_events e ON e.refund_id = r.id WHERE r.id = ANY($1) GROUP BY r.id`,
    [refundIds],
  );
  return new Map(rows.map((row) => [row.id as string, row.sent as number]));
}

/** Runs the refund reconciliation now (its next period's job, due in 5 minutes) and waits until it is done. */
async function reconcileRefundsNow() {
  const { rows } = await db.query(
    `UPDATE jobs SET run_at = now() WHERE queue = 'refunds.reconcile' AND state = 'queued' RETURNING id`,
  );
  expect(rows.length).toBeGreaterThan(0);
  const ids = rows.map((row) => row.id);
  await expect
    .poll(
      async () =>
        (await db.query(`SELECT DISTINCT state FROM jobs WHERE id = ANY($1)`, [ids])).rows.map((row) => row.state),
      { timeout: 30_000 },
    )
    .toEqual(['done']);
}

test('kill -9 of one process mid-load loses no committed booking or refund, and the other keeps serving', async () => {
  const flights = await flightIds('BLR', 'BOM', [3, 4, 5, 6]);
  const bookings = await paidBookings(120);
  const admin = await adminSessionCookie(url(1), { ...json, 'x-forwarded-for': `10.${randomBytes(3).join('.')}` });
  const committed: string[] = [];
  /** Approvals answered 200: the cancellation and the refund the answer named. */
  const approved: { cancellationId: string; refundId: string }[] = [];
  const failuresOnSurvivor: string[] = [];
  let killed = false;
  const stopAt = Date.now() + 5000;
  const worker = async (w: number) => {
    for (let n = 0; Date.now() < stopAt; n++) {
      const target = (w + n) % 2;
      try {
        const res = await fetch(`${url(target)}/api/flight-checkout/orders`, {
          method: 'POST',
          headers: { ...json, 'idempotency-key': randomUUID() },
          body: await orderBody(flights[(w * 7 + n) % flights.length]),
        });
        if (res.status === 201) committed.push((await res.json()).order.reference);
        else if (target === 1) {
          const text = await res.text();
          // Once the load has held a flight's seats it is sold out: the right answer, not a failure.
          if (!(res.status === 409 && text.includes('"reason":"sold_out"')))
            failuresOnSurvivor.push(`${res.status} ${text}`);
        }
      } catch (error) {
        // The killed process's connections fail; the survivor's must not.
        if (target === 1 || !killed) failuresOnSurvivor.push(String(error));
      }
    }
  };
  // A traveller asks one process to cancel, and the admin approves on the other: the refund is written with
  // the approval, then sent to the gateway.
  let nextBooking = 0;
  const refundWorker = async (w: number) => {
    for (let n = 0; Date.now() < stopAt && nextBooking < bookings.length; n++) {
      const booking = bookings[nextBooking++];
      // Once one process is gone, the traveller and the admin are served by the other.
      const asks = killed ? 1 : (w + n) % 2;
      const approves = killed ? 1 : 1 - asks;
      let step = asks;
      try {
        const filed = await fetch(`${url(asks)}/api/bookings/cancellations`, {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': `10.${randomBytes(3).join('.')}` },
          // An exception, so it waits for the admin's approval below.
          body: JSON.stringify({
            bookingId: booking.id,
            email: booking.email,
            token: booking.token,
            reason: 'Medical emergency',
          }),
        });
        if (filed.status !== 201) {
          if (asks === 1) failuresOnSurvivor.push(`cancellation ${filed.status} ${await filed.text()}`);
          continue;
        }
        const cancellationId = (await filed.json()).request.id as string;
        step = approves;
        const decided = await fetch(`${url(approves)}/api/admin/cancellations/${cancellationId}`, {
          method: 'PATCH',
          headers: { ...json, cookie: admin },
          body: JSON.stringify({ action: 'approve', notes: 'scale-out load' }),
        });
        if (decided.status === 200) {
          const refund = (await decided.json()).refund as { id: string; status: string };
          if (refund.status === 'failed') failuresOnSurvivor.push(`refund ${refund.id} failed`);
          approved.push({ cancellationId, refundId: refund.id });
        } else if (approves === 1) failuresOnSurvivor.push(`approval ${decided.status} ${await decided.text()}`);
      } catch (error) {
        if (step === 1 || !killed) failuresOnSurvivor.push(String(error));
      }
    }
  };
  const load = Promise.all([...[0, 1, 2, 3, 4, 5].map(worker), ...[0, 1, 2].map(refundWorker)]);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  killed = true;
  apis[0].kill('SIGKILL');
  await load;

  expect(failuresOnSurvivor).toEqual([]);
  // It is gone for good: nothing answers on its port.
  expect(
    await fetch(`${url(0)}/api/health`).then(
      () => 'answered',
      () => 'refused',
    ),
  ).toBe('refused');
  expect(committed.length).toBeGreaterThan(10);
  const stored = await db.query(`SELECT reference FROM flight_orders WHERE reference = ANY($1)`, [committed]);
  expect(stored.rows.map((row) => row.reference).sort()).toEqual([...committed].sort());

  // Every approval answered is there: the cancellation approved with its refund, sent once, on its timeline.
  expect(approved.length).toBeGreaterThan(5);
  const decisions = await db.query(
    `SELECT id::text AS id, status, refund_id FROM cancellation_requests WHERE id::text = ANY($1)`,
    [approved.map((a) => a.cancellationId)],
  );
  expect(decisions.rows.map((row) => `${row.id} ${row.status} ${row.refund_id}`).sort()).toEqual(
    approved.map((a) => `${a.cancellationId} approved ${a.refundId}`).sort(),
  );
  const answeredSent = await sentSteps(approved.map((a) => a.refundId));
  expect(approved.map((a) => `${a.refundId} ${answeredSent.get(a.refundId)}`)).toEqual(
    approved.map((a) => `${a.refundId} 1`),
  );

  // What the killed process wrote down but never sent stays pending; so does one more, left as a process
  // killed between the approval's commit and the gateway call leaves it (no gateway id, no timeline).
  await db.query(`UPDATE refunds SET gateway_refund_id = NULL, status = 'pending' WHERE id = $1`, [
    approved[0].refundId,
  ]);
  await db.query(`DELETE FROM refund_events WHERE refund_id = $1`, [approved[0].refundId]);
  // The reconciliation leaves a refund younger than 30 s alone (its request may still be on its way).
  const { rows: unsent } = await db.query(
    `UPDATE refunds SET created_at = created_at - interval '1 minute'
     WHERE booking_id = ANY($1) AND status = 'pending' AND gateway_refund_id IS NULL RETURNING id`,
    [bookings.map((b) => b.id)],
  );
  expect(unsent.map((row) => row.id)).toContain(approved[0].refundId);
  // A replacement process joins the survivor, as an orchestrator would start one; both poll the job table.
  apis[0] = await startApi(PORTS[0]);
  await reconcileRefundsNow();
  // Opening refund management reconciles too, on each process: nothing is sent a second time.
  const allRefunds = (
    await db.query(`SELECT id FROM refunds WHERE booking_id = ANY($1)`, [bookings.map((b) => b.id)])
  ).rows.map((row) => row.id as string);
  for (const i of [0, 1]) {
    const history = await fetch(`${url(i)}/api/refunds/history?limit=100`, { headers: { cookie: admin } });
    expect(history.status).toBe(200);
    // Read to the end: an answer left unread keeps its connection busy, and a busy connection holds up a stop.
    const listed = ((await history.json()) as { data: { id: string }[] }).data.map((refund) => refund.id);
    const { rows: stored } = await db.query(`SELECT count(*)::int AS n FROM refunds`);
    expect(listed.length).toBe(Math.min(100, stored[0].n));
  }
  const sent = await sentSteps(allRefunds);
  expect(allRefunds.map((id) => `${id} ${sent.get(id)}`)).toEqual(allRefunds.map((id) => `${id} 1`));
  const { rows: stillUnsent } = await db.query(
    `SELECT id FROM refunds WHERE id = ANY($1) AND gateway_refund_id IS NULL`,
    [allRefunds],
  );
  expect(stillUnsent).toEqual([]);

  // The survivor still answers reads and writes.
  expect((await fetch(`${url(1)}/api/health/ready`)).status).toBe(200);
  const after = await fetch(`${url(1)}/api/flight-checkout/orders`, {
    method: 'POST',
    headers: { ...json, 'idempotency-key': randomUUID() },
    // A flight the load did not touch (its flights may be sold out by now), found on the survivor.
    body: await orderBody(
      (await flightIds('BLR', 'BOM', [3, 4, 5, 6, 7, 8, 9], 1)).find((id) => !flights.includes(id))!,
    ),
  });
  expect(`${after.status} ${await after.text()}`).toMatch(/^201 /);
});
