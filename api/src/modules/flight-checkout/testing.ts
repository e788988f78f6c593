import { addDays, isoDate } from '@travel/contracts/rules';
import type { CreateOrderBody, OrderReply, PayReply } from '@travel/contracts/flight-checkout';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';

/**
 * For checkout tests: a flight of the route `daysAhead` days from today, as the search lists it (the cheapest
 * with at least `minSeats` seats left). A day's seats left are drawn at random, as few as 1, so a day with no such
 * flight (2026-12-15 had DEL → BOM at 39 seats at most) gives the next day's, up to two weeks on; none fails loudly.
 */
export async function someFlight(app: FastifyInstance, from = 'BOM', to = 'DEL', daysAhead = 10, minSeats = 1) {
  for (let day = daysAhead; day < daysAhead + 14; day += 1) {
    const result = await app.flights.search({
      from,
      to,
      date: addDays(isoDate(), day),
      adults: 1,
      children: 0,
      cabin: 'economy',
      sort: 'cheapest',
      page: 1,
      pageSize: 50,
    });
    const flight = result.legs[0].offers.find((offer) => offer.seatsLeft >= minSeats);
    if (flight) return flight;
  }
  throw new Error(`No ${from} → ${to} flight with ${minSeats} seats left in the two weeks from day ${daysAhead}`);
}

/** An order for one adult on a domestic flight, changed by `overrides`. */
export function orderBody(flightId: string, overrides: Partial<CreateOrderBody> = {}): CreateOrderBody {
  return {
    flightId,
    cabin: 'economy',
    fare: 'Standard',
    adults: 1,
    childAges: [],
    passengers: [{ type: 'adult', title: 'Ms', firstName: 'Asha', lastName: 'Verma' }],
    contact: { email: 'asha@example.test', mobile: '9876543210' },
    insurance: false,
    freeCancellation: false,
    ...overrides,
  };
}

let keys = 0;
export const newKey = () => `test-key-${process.pid}-${Date.now()}-${++keys}`;

/** POST /api/flight-checkout/orders as the browser sends it. */
export function postOrder(
  app: FastifyInstance,
  body: CreateOrderBody,
  options: { key?: string; cookie?: string } = {},
) {
  const request: InjectOptions = {
    method: 'POST',
    url: '/api/flight-checkout/orders',
    headers: {
      origin: app.config.publicUrl,
      'idempotency-key': options.key ?? newKey(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: body,
  };
  return app.inject(request);
}

export const orderOf = (response: { json(): unknown }) => response.json() as OrderReply;

/** Sells every seat of the flight but `keep` (written first if they are not yet). */
export async function sellAllBut(app: FastifyInstance, flightId: string, keep: string[]) {
  await app.inject({ method: 'GET', url: `/api/flight-checkout/flights/${flightId}/seats` });
  await app.db.execute(
    sql`UPDATE flight_seats SET status = CASE WHEN seat IN (${sql.join(
      keep.map((seat) => sql`${seat}`),
      sql`, `,
    )}) THEN 'free' ELSE 'sold' END
        WHERE flight_id = ${flightId}::bigint AND order_id IS NULL`,
  );
}

/** Pays an order with a sandbox card (the success card by default), as the browser posts the payment page. */
export async function payWithCard(
  app: FastifyInstance,
  reference: string,
  token: string,
  card = '4111 1111 1111 1111',
) {
  const headers = { origin: app.config.publicUrl };
  const pay = await app.inject({
    method: 'POST',
    url: `/api/flight-checkout/orders/${reference}/pay?token=${token}`,
    headers,
  });
  if (pay.statusCode !== 200) throw new Error(`pay answered ${pay.statusCode}: ${pay.body}`);
  const { payment } = pay.json() as PayReply;
  if (payment.gateway !== 'sandbox') throw new Error('expected the sandbox');
  const page = await app.inject({
    method: 'POST',
    url: payment.redirectUrl,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: card }).toString(),
  });
  if (page.statusCode !== 303) throw new Error(`the sandbox page answered ${page.statusCode}`);
  return payment.paymentId;
}
