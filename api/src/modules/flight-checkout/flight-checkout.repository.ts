import { sql, type SQL } from 'drizzle-orm';
import type { AirSupplierName } from '../../suppliers/air';
import type { CheckoutPrice, OrderStatus } from '@travel/contracts/flight-checkout';
import {
  EXIT_ROWS,
  EXTRA_LEGROOM_ROWS,
  EXTRA_LEGROOM_SEAT_MINOR,
  SEAT_COUNT,
  WINDOW_SEAT_MINOR,
} from '@travel/contracts/flight-checkout';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows, recordPaymentOf, selectByKey, transitionStatus, type RowKey } from '../../db/rows';
import { holderColumn, type HeldBy, type OrderHolder } from '../orders/checkout-order';
import { auditTrail } from '../orders/order-audit';

export interface SeatRow {
  seat: string;
  row: number;
  letter: string;
  position: 'window' | 'middle' | 'aisle';
  exitRow: boolean;
  extraLegroom: boolean;
  priceMinor: number;
  status: 'free' | 'held' | 'sold';
}

/** An order's price lines as stored: checkout's price less the subtotal, which they give. */
export type OrderPrice = Omit<CheckoutPrice, 'subtotalMinor'>;

/** The lines an order keeps of checkout's price. */
function storedPrice({ subtotalMinor: _subtotal, ...lines }: CheckoutPrice): OrderPrice {
  return lines;
}

/** The order's price as checkout showed it, its subtotal (before the discount) given by its lines. */
export function orderPrice(order: OrderPrice): CheckoutPrice {
  const { currency, baseFareMinor, taxesAndFeesMinor, convenienceFeeMinor, seatsMinor, addOnsMinor } = order;
  const { discountMinor, totalMinor } = order;
  return {
    currency,
    baseFareMinor,
    taxesAndFeesMinor,
    convenienceFeeMinor,
    seatsMinor,
    addOnsMinor,
    subtotalMinor: totalMinor + discountMinor,
    discountMinor,
    totalMinor,
  };
}

export interface OrderRow extends OrderPrice {
  id: string;
  reference: string;
  status: OrderStatus;
  holdExpiresAt: string;
  flightId: string;
  cabin: string;
  fare: string;
  adults: number;
  childAges: number[];
  userId: string | null;
  accessToken: string;
  contactEmail: string;
  contactMobile: string;
  gstin: string | null;
  companyName: string | null;
  insurance: boolean;
  freeCancellation: boolean;
  couponCode: string | null;
  /** The travel credit spent on the order; the card pays totalMinor less this. */
  travelCreditMinor: number;
  requestDigest: string;
  paymentId: string | null;
  createdAt: string;
  paidAt: string | null;
  /** Booked at a supplier (its offer, and what it asked for the party's fare); null: our own inventory. */
  supplier: AirSupplierName | null;
  supplierOfferId: string | null;
  supplierTotalMinor: number | null;
}

export interface PassengerRow {
  id: string;
  type: 'adult' | 'child';
  title: string;
  firstName: string;
  lastName: string;
  seat: string;
  seatChosen: boolean;
  seatPriceMinor: number;
  extraBaggageKg: number;
  meal: string | null;
}

const ORDER_COLUMNS = sql`
  id, reference, status, ${isoTimestamp(sql`hold_expires_at`)} AS "holdExpiresAt", flight_id::text AS "flightId",
  cabin, fare, adults, child_ages AS "childAges", user_id AS "userId", access_token AS "accessToken",
  contact_email AS "contactEmail", contact_mobile AS "contactMobile", gstin, company_name AS "companyName",
  insurance, free_cancellation AS "freeCancellation", coupon_code AS "couponCode", currency,
  base_fare_minor AS "baseFareMinor", taxes_and_fees_minor AS "taxesAndFeesMinor",
  convenience_fee_minor AS "convenienceFeeMinor", seats_minor AS "seatsMinor", add_ons_minor AS "addOnsMinor",
  discount_minor AS "discountMinor", total_minor AS "totalMinor",
  travel_credit_minor AS "travelCreditMinor", request_digest AS "requestDigest",
  payment_id AS "paymentId", ${isoTimestamp(sql`created_at`)} AS "createdAt", ${isoTimestamp(sql`paid_at`)} AS "paidAt",
  supplier, supplier_offer_id AS "supplierOfferId", supplier_total_minor AS "supplierTotalMinor"`;

const intList = (values: readonly number[]) => `{${values.join(',')}}`;

/**
 * Writes the flight's 180 seats if they are not there yet (ON CONFLICT: two first looks at once write them once).
 * As many seats as the flight has fewer than 180 left are sold already, the same ones on every database.
 */
export async function ensureSeats(db: Db, flightId: string, seatsLeft: number, written?: number): Promise<void> {
  const n =
    written ??
    (
      await queryRows<{ n: number | string }>(
        db,
        sql`SELECT count(*) AS n FROM flight_seats WHERE flight_id = ${flightId}::bigint`,
      )
    )[0].n;
  if (Number(n) >= SEAT_COUNT) return;
  const sold = SEAT_COUNT - Math.max(0, Math.min(SEAT_COUNT, seatsLeft));
  await db.execute(sql`
    INSERT INTO flight_seats (flight_id, seat, seat_row, letter, position, exit_row, extra_legroom, price_minor, status)
    SELECT ${flightId}::bigint, r || l, r, l,
           CASE WHEN l IN ('A', 'F') THEN 'window' WHEN l IN ('C', 'D') THEN 'aisle' ELSE 'middle' END,
           r = ANY(${intList(EXIT_ROWS)}::int[]),
           r = ANY(${intList(EXTRA_LEGROOM_ROWS)}::int[]),
           CASE WHEN r = ANY(${intList(EXTRA_LEGROOM_ROWS)}::int[]) THEN ${EXTRA_LEGROOM_SEAT_MINOR}
                WHEN l IN ('A', 'F') THEN ${WINDOW_SEAT_MINOR} ELSE 0 END,
           CASE WHEN rank() OVER (ORDER BY flight_rand(i, (${flightId}::bigint % 1048573)::integer, 17)) <= ${sold}
                THEN 'sold' ELSE 'free' END
    FROM generate_series(1, 30) r
    CROSS JOIN unnest(ARRAY['A', 'B', 'C', 'D', 'E', 'F']) WITH ORDINALITY AS letters(l, k)
    CROSS JOIN LATERAL (SELECT (r - 1) * 6 + k::integer - 1 AS i) idx
    ON CONFLICT (flight_id, seat) DO NOTHING`);
}

export async function seatMap(db: Db, flightId: string): Promise<SeatRow[]> {
  return queryRows<SeatRow>(
    db,
    sql`SELECT seat, seat_row AS "row", letter, position, exit_row AS "exitRow", extra_legroom AS "extraLegroom",
               price_minor AS "priceMinor", status
        FROM flight_seats WHERE flight_id = ${flightId}::bigint ORDER BY seat_row, letter`,
  );
}

/**
 * In one round trip: how many of the flight's seats are written and free, and whether its route leaves India
 * (passports are asked for; a route not listed counts as international).
 */
export async function seatState(db: Db, flightId: string, from: string, to: string) {
  const [row] = await queryRows<{ written: number | string; free: number | string; kind: string | null }>(
    db,
    sql`SELECT count(*) AS written, count(*) FILTER (WHERE status = 'free') AS free,
               (SELECT kind FROM flight_routes WHERE from_code = ${from} AND to_code = ${to}) AS kind
        FROM flight_seats WHERE flight_id = ${flightId}::bigint`,
  );
  return { written: Number(row.written), free: Number(row.free), international: row.kind !== 'domestic' };
}

/** Each route's kind ('domestic' or not), by `FROM-TO`: 146 fixed rows, read once by the service. */
export async function routeKinds(db: Db): Promise<Map<string, string>> {
  const rows = await queryRows<{ route: string; kind: string }>(
    db,
    sql`SELECT from_code || '-' || to_code AS route, kind FROM flight_routes`,
  );
  return new Map(rows.map((row) => [row.route, row.kind]));
}

/** Whether the flight's route leaves India (passports are asked for). */
export async function isInternational(db: Db, from: string, to: string): Promise<boolean> {
  const [route] = await queryRows<{ kind: string }>(
    db,
    sql`SELECT kind FROM flight_routes WHERE from_code = ${from} AND to_code = ${to}`,
  );
  return route ? route.kind !== 'domestic' : true;
}

export interface NewOrder {
  id: string;
  reference: string;
  holdMinutes: number;
  flightId: string;
  cabin: string;
  fare: string;
  adults: number;
  childAges: number[];
  userId: string | null;
  accessToken: string;
  contact: { email: string; mobile: string; gstin?: string; companyName?: string };
  insurance: boolean;
  freeCancellation: boolean;
  couponCode: string | null;
  price: CheckoutPrice;
  idempotencyKey: string;
  requestDigest: string;
}

export interface NewHeldOrder extends NewOrder {
  passengers: (NewPassenger & { seat?: string; seatPriceMinor: number })[];
  /** Order-wide add-ons have no passenger; the others name theirs by position in `passengers`. */
  addOns: (Omit<NewAddOn, 'passengerId'> & { passenger: number | null })[];
  heldEvent: string;
  /** The statement that queues the hold's expiry, from app.jobs; runs when the order is written. */
  expiryJob: (runAt: SQL, onlyIf: SQL) => SQL;
}

export type HeldOrderResult =
  | { outcome: 'held'; order: OrderRow; givenSeats: string[]; freeAfter: number }
  | { outcome: 'seat_taken'; taken: string[] }
  | { outcome: 'sold_out' }
  | { outcome: 'reference_taken' };

/**
 * Creates the order holding its seats in one statement (one round trip, atomic without a transaction), through
 * flight_order_hold (migration 1300), whose plans are kept where this statement's were made for every order: the
 * chosen seats are locked if free, then as many others as the rest need (cheapest first, skipping rows another
 * checkout is taking); only when every seat was found are the order, its passengers, seat assignments, add-ons,
 * 'held' event and expiry job written and the seats taken. Otherwise nothing is written and the outcome says
 * why. The chosen seats are locked before any other, so two checkouts never wait on each other's seats in
 * opposite order.
 */
export async function insertHeldOrder(db: Db, order: NewHeldOrder): Promise<HeldOrderResult> {
  const chosen = order.passengers.flatMap((p) => (p.seat ? [p.seat] : []));
  let anyIndex = 0;
  const newOrder = {
    id: order.id,
    reference: order.reference,
    hold_minutes: order.holdMinutes,
    flight_id: order.flightId,
    cabin: order.cabin,
    fare: order.fare,
    adults: order.adults,
    child_ages: order.childAges,
    user_id: order.userId,
    access_token: order.accessToken,
    contact_email: order.contact.email,
    contact_mobile: order.contact.mobile,
    gstin: order.contact.gstin ?? null,
    company_name: order.contact.companyName ?? null,
    insurance: order.insurance,
    free_cancellation: order.freeCancellation,
    coupon_code: order.couponCode,
    currency: order.price.currency,
    base_fare_minor: order.price.baseFareMinor,
    taxes_and_fees_minor: order.price.taxesAndFeesMinor,
    convenience_fee_minor: order.price.convenienceFeeMinor,
    seats_minor: order.price.seatsMinor,
    add_ons_minor: order.price.addOnsMinor,
    discount_minor: order.price.discountMinor,
    total_minor: order.price.totalMinor,
    idempotency_key: order.idempotencyKey,
    request_digest: order.requestDigest,
  };
  const passengers = order.passengers.map((p, position) => ({
    position,
    type: p.type,
    title: p.title,
    first_name: p.firstName,
    last_name: p.lastName,
    date_of_birth: p.dateOfBirth ?? null,
    nationality: p.nationality ?? null,
    passport_number: p.passportNumber ?? null,
    passport_expiry: p.passportExpiry ?? null,
    seat: p.seat ?? null,
    any_index: p.seat ? null : ++anyIndex,
    seat_price: p.seatPriceMinor,
  }));
  const addOns = order.addOns.map((a) => ({
    position: a.passenger,
    kind: a.kind,
    detail: a.detail,
    price_minor: a.priceMinor,
  }));
  const [row] = await queryRows<{
    ok: boolean;
    found: string[] | null;
    given: string[] | null;
    free: number | string | null;
    holdExpiresAt: string | null;
    createdAt: string | null;
  }>(
    db,
    sql`WITH hold AS MATERIALIZED (
          SELECT * FROM flight_order_hold(${JSON.stringify(newOrder)}::jsonb, ${`{${chosen.join(',')}}`}::text[],
            ${JSON.stringify(passengers)}::jsonb, ${JSON.stringify(addOns)}::jsonb, ${order.heldEvent}::text)),
        job AS (${order.expiryJob(
          sql`(SELECT order_hold_expires_at FROM hold)`,
          sql`EXISTS (SELECT 1 FROM hold WHERE order_created_at IS NOT NULL)`,
        )})
        SELECT ok, found_seats AS found, given_seats AS given, free_seats AS free,
               ${isoTimestamp(sql`order_hold_expires_at`)} AS "holdExpiresAt",
               ${isoTimestamp(sql`order_created_at`)} AS "createdAt"
        FROM hold`,
  );
  if (!row.ok) {
    const found = row.found ?? [];
    const taken = chosen.filter((seat) => !found.includes(seat));
    return taken.length > 0 ? { outcome: 'seat_taken', taken } : { outcome: 'sold_out' };
  }
  if (!row.createdAt) return { outcome: 'reference_taken' };
  // Only what the database decided comes back (the times); the rest is what was written. Reading every column
  // back is a measurable part of the statement's cost on PGlite (docs/domains.md, Flight checkout).
  const orderRow: OrderRow = {
    id: order.id,
    reference: order.reference,
    status: 'held',
    holdExpiresAt: row.holdExpiresAt!,
    flightId: order.flightId,
    cabin: order.cabin,
    fare: order.fare,
    adults: order.adults,
    childAges: [...order.childAges],
    userId: order.userId,
    accessToken: order.accessToken,
    contactEmail: order.contact.email,
    contactMobile: order.contact.mobile,
    gstin: order.contact.gstin ?? null,
    companyName: order.contact.companyName ?? null,
    insurance: order.insurance,
    freeCancellation: order.freeCancellation,
    couponCode: order.couponCode,
    ...storedPrice(order.price),
    travelCreditMinor: 0,
    requestDigest: order.requestDigest,
    paymentId: null,
    createdAt: row.createdAt!,
    paidAt: null,
    // Set by the checkout in the same transaction when the offer is a supplier's.
    supplier: null,
    supplierOfferId: null,
    supplierTotalMinor: null,
  };
  const { given, free } = row;
  return {
    outcome: 'held',
    order: orderRow,
    givenSeats: given ?? [],
    freeAfter: Math.max(0, Number(free)),
  };
}

export interface NewPassenger {
  type: string;
  title: string;
  firstName: string;
  lastName: string;
  dateOfBirth?: string;
  nationality?: string;
  passportNumber?: string;
  passportExpiry?: string;
}

export interface NewAddOn {
  passengerId: string | null;
  kind: string;
  detail: string | null;
  priceMinor: number;
}

/** The orders' audit trail: what happened to each, for the admin and the confirmation mail's once-only check. */
export const orderTrail = auditTrail('flight_order_events');

const toOrder = (row: OrderRow): OrderRow => ({ ...row, childAges: row.childAges.map(Number) });

export async function findOrder(db: Db, key: RowKey, lock = false) {
  const row = await selectByKey<OrderRow>(db, 'flight_orders', ORDER_COLUMNS, key, lock);
  return row && toOrder(row);
}

export async function orderPassengers(db: Db, orderId: string): Promise<PassengerRow[]> {
  return queryRows<PassengerRow>(
    db,
    sql`SELECT p.id::text AS id, p.type, p.title, p.first_name AS "firstName", p.last_name AS "lastName",
               s.seat, s.chosen AS "seatChosen", s.price_minor AS "seatPriceMinor",
               coalesce((SELECT detail::integer FROM flight_order_add_ons a
                         WHERE a.passenger_id = p.id AND a.kind = 'baggage'), 0) AS "extraBaggageKg",
               (SELECT detail FROM flight_order_add_ons a WHERE a.passenger_id = p.id AND a.kind = 'meal') AS meal
        FROM flight_order_passengers p
        -- Its latest assignment: an order paid after its hold ran out has its seat again in a newer row.
        JOIN LATERAL (SELECT seat, chosen, price_minor FROM flight_order_seats WHERE passenger_id = p.id
                      ORDER BY id DESC LIMIT 1) s ON true
        WHERE p.order_id = ${orderId}::uuid
        ORDER BY p.position`,
  );
}

/** Moves the order from one status to another; false when it was not in `from` any more. */
export async function transitionOrder(
  db: Db,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  paymentId?: string,
): Promise<boolean> {
  return transitionStatus(db, 'flight_orders', orderId, {
    from,
    to,
    paymentId,
    set: sql`, paid_at = ${to === 'paid' ? sql`now()` : sql`paid_at`}`,
  });
}

/** The travel credit the order spends (written in the transaction that spends it). */
/** The order is booked at this supplier's offer, at the fare it asked (whole party, minor units). */
export async function setSupplierOffer(
  db: Db,
  orderId: string,
  offer: { supplier: AirSupplierName; offerId: string; totalMinor: number },
): Promise<void> {
  await db.execute(
    sql`UPDATE flight_orders
        SET supplier = ${offer.supplier}, supplier_offer_id = ${offer.offerId}, supplier_total_minor = ${offer.totalMinor}
        WHERE id = ${orderId}::uuid`,
  );
}

/** The refund filed under this idempotency key (a refused supplier order's), if any. */
export async function supplierRefusalRefund(db: Db, idempotencyKey: string) {
  const [row] = await queryRows<{ amountMinor: number; status: string }>(
    db,
    sql`SELECT amount_minor::integer AS "amountMinor", status FROM refunds WHERE idempotency_key = ${idempotencyKey}`,
  );
  return row;
}

/** What a supplier's order needs of each passenger, in the order's order. */
export async function passengersForSupplier(db: Db, orderId: string) {
  return queryRows<{
    type: 'adult' | 'child';
    title: string;
    firstName: string;
    lastName: string;
    bornOn: string | null;
  }>(
    db,
    sql`SELECT type, title, first_name AS "firstName", last_name AS "lastName", date_of_birth::text AS "bornOn"
        FROM flight_order_passengers WHERE order_id = ${orderId}::uuid ORDER BY position`,
  );
}

export async function setTravelCredit(db: Db, orderId: string, amountMinor: number): Promise<void> {
  await db.execute(sql`UPDATE flight_orders SET travel_credit_minor = ${amountMinor} WHERE id = ${orderId}::uuid`);
}

export const recordPaymentId = (db: Db, orderId: string, paymentId: string) =>
  recordPaymentOf(db, 'flight_orders', orderId, paymentId);

/** The order's held seats become sold; answers how many. */
export async function sellSeats(db: Db, orderId: string): Promise<number> {
  const rows = await queryRows(
    db,
    sql`UPDATE flight_seats SET status = 'sold', updated_at = now() WHERE order_id = ${orderId}::uuid AND status = 'held'
        RETURNING seat`,
  );
  return rows.length;
}

/** The order's held seats go back on sale; its assignments are kept, marked released. Answers how many. */
export async function releaseSeats(db: Db, orderId: string): Promise<number> {
  const released = await queryRows(
    db,
    sql`UPDATE flight_seats SET status = 'free', order_id = NULL, updated_at = now()
        WHERE order_id = ${orderId}::uuid AND status = 'held' RETURNING seat`,
  );
  await db.execute(
    sql`UPDATE flight_order_seats SET released_at = now() WHERE order_id = ${orderId}::uuid AND released_at IS NULL`,
  );
  return released.length;
}

/** What the order's add-ons cost, per kind (0 for a kind it has none of). */
export type AddOnTotals = Record<'baggage' | 'meal' | 'insurance' | 'free_cancellation', number>;

export async function addOnTotals(db: Db, orderId: string): Promise<AddOnTotals> {
  const rows = await queryRows<{ kind: keyof AddOnTotals; total: number | string }>(
    db,
    sql`SELECT kind, sum(price_minor) AS total FROM flight_order_add_ons WHERE order_id = ${orderId}::uuid GROUP BY kind`,
  );
  const totals: AddOnTotals = { baggage: 0, meal: 0, insurance: 0, free_cancellation: 0 };
  for (const row of rows) totals[row.kind] = Number(row.total);
  return totals;
}

/** Attaches the guest orders placed with this email to the account, each with an event; answers their references. */
export async function attachGuestOrders(db: Db, userId: string, email: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const attached = await queryRows<{ id: string; reference: string }>(
      tx,
      sql`UPDATE flight_orders SET user_id = ${userId}::uuid, updated_at = now()
          WHERE user_id IS NULL AND contact_email = ${email.trim().toLowerCase()}
          RETURNING id, reference`,
    );
    for (const order of attached) {
      await orderTrail.record(
        tx,
        order.id,
        'attached_to_account',
        `account ${userId} signed in with the booking's email`,
      );
    }
    return attached.map((order) => order.reference);
  });
}

/**
 * For an expired order paid late: takes again, held for it, the seats it held before, if every one is still
 * free (locked until the caller's transaction ends), with new live assignments. False, changing nothing, when
 * any was taken by another order since.
 */
export async function retakeReleasedSeats(db: Db, orderId: string, flightId: string): Promise<boolean> {
  const released = await queryRows<{ seat: string }>(
    db,
    sql`SELECT DISTINCT ON (passenger_id) seat FROM flight_order_seats
        WHERE order_id = ${orderId}::uuid ORDER BY passenger_id, id DESC`,
  );
  if (released.length === 0) return false;
  const seats = sql.join(
    released.map((row) => sql`${row.seat}`),
    sql`, `,
  );
  const free = await queryRows(
    db,
    sql`SELECT seat FROM flight_seats WHERE flight_id = ${flightId}::bigint AND seat IN (${seats}) AND status = 'free'
        FOR UPDATE`,
  );
  if (free.length < released.length) return false;
  await db.execute(
    sql`UPDATE flight_seats SET status = 'held', order_id = ${orderId}::uuid, updated_at = now()
        WHERE flight_id = ${flightId}::bigint AND seat IN (${seats})`,
  );
  await db.execute(
    sql`INSERT INTO flight_order_seats (order_id, passenger_id, flight_id, seat, chosen, price_minor, currency)
        SELECT DISTINCT ON (passenger_id) order_id, passenger_id, flight_id, seat, chosen, price_minor, currency
        FROM flight_order_seats WHERE order_id = ${orderId}::uuid
        ORDER BY passenger_id, id DESC`,
  );
  return true;
}

/**
 * A traveller's booked orders (paid, or cancelled after payment), newest first: theirs, and those booked as a
 * guest with the account's (verified) email.
 */
export async function ordersOfUser(db: Db, userId: string, email: string): Promise<OrderRow[]> {
  const rows = await queryRows<OrderRow>(
    db,
    sql`SELECT ${ORDER_COLUMNS} FROM flight_orders
        WHERE (user_id = ${userId}::uuid OR (user_id IS NULL AND lower(contact_email) = ${email.toLowerCase()}))
          AND paid_at IS NOT NULL
        ORDER BY created_at DESC LIMIT 200`,
  );
  return rows.map(toOrder);
}

/** A paid order by its reference and contact email (a guest's look-up). */
export async function bookedOrderFor(db: Db, reference: string, email: string): Promise<OrderRow | undefined> {
  const rows = await queryRows<OrderRow>(
    db,
    sql`SELECT ${ORDER_COLUMNS} FROM flight_orders
        WHERE reference = ${reference.toUpperCase()} AND lower(contact_email) = ${email.toLowerCase()}
          AND paid_at IS NOT NULL`,
  );
  return rows[0] && toOrder(rows[0]);
}

/** Seats held by unpaid orders made from a client address (or device), whose holds still run. */
export async function seatsHeldBy(db: Db, by: HeldBy, holder: string): Promise<number> {
  const [row] = await queryRows<{ seats: number | string }>(
    db,
    sql`SELECT coalesce(sum(adults + cardinality(child_ages)), 0) AS seats FROM flight_orders
        WHERE ${holderColumn(by)} = ${holder} AND status = 'held' AND hold_expires_at > now()`,
  );
  return Number(row.seats);
}

/** Remembers the client address and device an order was made from (the hold function writes the rest of it). */
export async function setHolder(db: Db, orderId: string, holder: OrderHolder): Promise<void> {
  if (!holder.address && !holder.device) return;
  await db.execute(
    sql`UPDATE flight_orders SET client_address = ${holder.address}, client_device = ${holder.device}
        WHERE id = ${orderId}::uuid`,
  );
}

/**
 * A paid order becomes cancelled and its sold seats go back on sale: answers how many; undefined, changing
 * nothing, when it was not paid any more.
 */
export async function cancelPaidOrder(db: Db, orderId: string): Promise<number | undefined> {
  if (!(await transitionOrder(db, orderId, 'paid', 'cancelled'))) return undefined;
  const released = await queryRows(
    db,
    sql`UPDATE flight_seats SET status = 'free', order_id = NULL, updated_at = now()
        WHERE order_id = ${orderId}::uuid AND status = 'sold' RETURNING seat`,
  );
  await db.execute(
    sql`UPDATE flight_order_seats SET released_at = now() WHERE order_id = ${orderId}::uuid AND released_at IS NULL`,
  );
  return released.length;
}

// Date change (issue 16): a paid order holds seats on its new flight while the difference is paid, then moves.

/** The seats the order holds (not yet sold) on a flight. */
export async function heldSeatsOn(db: Db, orderId: string, flightId: string): Promise<string[]> {
  const rows = await queryRows<{ seat: string }>(
    db,
    sql`SELECT seat FROM flight_seats WHERE order_id = ${orderId}::uuid AND flight_id = ${flightId}::bigint
          AND status = 'held' ORDER BY seat_row, letter`,
  );
  return rows.map((row) => row.seat);
}

/**
 * Takes `count` free seats of a flight for an order (a date change's new flight), the free-of-charge ones first;
 * rows another checkout is taking right now are skipped, not waited for. Answers the seats taken (fewer: full).
 */
export async function holdAnySeats(db: Db, flightId: string, orderId: string, count: number): Promise<string[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ seat: string; seat_row: number; letter: string }>(
    db,
    sql`UPDATE flight_seats SET status = 'held', order_id = ${orderId}::uuid, updated_at = now()
        WHERE (flight_id, seat) IN (
          SELECT flight_id, seat FROM flight_seats
          WHERE flight_id = ${flightId}::bigint AND status = 'free'
          ORDER BY price_minor, seat_row DESC, letter
          LIMIT ${count}
          FOR UPDATE SKIP LOCKED)
        RETURNING seat, seat_row, letter`,
  );
  return rows.sort((a, b) => a.seat_row - b.seat_row || a.letter.localeCompare(b.letter)).map((row) => row.seat);
}

/** The seats the order holds on a flight go back on sale; answers how many. */
export async function releaseHeldSeatsOn(db: Db, orderId: string, flightId: string): Promise<number> {
  const rows = await queryRows(
    db,
    sql`UPDATE flight_seats SET status = 'free', order_id = NULL, updated_at = now()
        WHERE order_id = ${orderId}::uuid AND flight_id = ${flightId}::bigint AND status = 'held' RETURNING seat`,
  );
  return rows.length;
}

/**
 * Moves a paid order to another flight, in the caller's transaction: its sold seats on the old flight go back
 * on sale (answers how many), each passenger gets the seat held for the order on the new one (sold), and the
 * order's flight, fare figures and total follow. The caller has checked there is a held seat per passenger.
 */
export async function moveOrderToFlight(
  db: Db,
  order: { id: string; flightId: string },
  move: { toFlightId: string; baseFareMinor: number; taxesAndFeesMinor: number; totalChangeMinor: number },
): Promise<{ released: number; sold: number }> {
  const released = await queryRows(
    db,
    sql`UPDATE flight_seats SET status = 'free', order_id = NULL, updated_at = now()
        WHERE order_id = ${order.id}::uuid AND flight_id = ${order.flightId}::bigint AND status = 'sold'
        RETURNING seat`,
  );
  await db.execute(
    sql`UPDATE flight_order_seats SET released_at = now() WHERE order_id = ${order.id}::uuid AND released_at IS NULL`,
  );
  const held = await heldSeatsOn(db, order.id, move.toFlightId);
  const passengers = await queryRows<{ id: string }>(
    db,
    sql`SELECT id::text AS id FROM flight_order_passengers WHERE order_id = ${order.id}::uuid ORDER BY position`,
  );
  await db.execute(
    sql`INSERT INTO flight_order_seats (order_id, passenger_id, flight_id, seat, chosen, price_minor, currency)
        VALUES ${sql.join(
          passengers.map(
            (p, i) =>
              sql`(${order.id}::uuid, ${p.id}::bigint, ${move.toFlightId}::bigint, ${held[i]}, false, 0, 'INR')`,
          ),
          sql`, `,
        )}`,
  );
  const sold = await queryRows(
    db,
    sql`UPDATE flight_seats SET status = 'sold', updated_at = now()
        WHERE order_id = ${order.id}::uuid AND flight_id = ${move.toFlightId}::bigint AND status = 'held'
        RETURNING seat`,
  );
  await db.execute(
    sql`UPDATE flight_orders SET flight_id = ${move.toFlightId}::bigint, base_fare_minor = ${move.baseFareMinor},
          taxes_and_fees_minor = ${move.taxesAndFeesMinor}, total_minor = total_minor + ${move.totalChangeMinor},
          updated_at = now()
        WHERE id = ${order.id}::uuid`,
  );
  return { released: released.length, sold: sold.length };
}
