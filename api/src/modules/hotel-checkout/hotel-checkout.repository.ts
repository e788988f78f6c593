import { sql } from 'drizzle-orm';
import type { HotelOrderStatus } from '@travel/contracts/hotel-checkout';
import type { HotelStayPriceView } from '@travel/contracts/hotels';
import type { BookingContact, HotelCancellationPolicy } from '@travel/contracts/rules';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows, recordPaymentOf, selectByKey, transitionStatus, type RowKey } from '../../db/rows';
import { holderColumn, type HeldBy, type OrderHolder } from '../orders/checkout-order';
import { auditTrail } from '../orders/order-audit';

/** The rate as booked, kept with the order: what the guest was shown is what applies. */
export interface BookedRate {
  hotelName: string;
  city: string;
  address: string;
  checkInTime: string;
  checkOutTime: string;
  /** The rate's name. */
  name: string;
  roomName: string;
  bed: string;
  board: 'room_only' | 'breakfast';
  payment: 'pay_now' | 'pay_at_hotel';
  cancellation: HotelCancellationPolicy;
  nightlyRateMinor: number;
}

export interface HotelOrderRow {
  id: string;
  reference: string;
  status: HotelOrderStatus;
  holdExpiresAt: string;
  hotelId: string;
  roomTypeId: string;
  ratePlanId: string;
  rate: BookedRate;
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  childAges: number[];
  /** One per room; `adults` and `childAges` when the order gave each room's guests. */
  guests: { title: string; firstName: string; lastName: string; adults?: number; childAges?: number[] }[];
  userId: string | null;
  accessToken: string;
  contactEmail: string;
  contactMobile: string;
  gstin: string | null;
  companyName: string | null;
  specialRequests: string | null;
  arrivalTime: string | null;
  couponCode: string | null;
  currency: string;
  price: HotelStayPriceView;
  totalMinor: number;
  discountMinor: number;
  payNowMinor: number;
  /** The travel credit spent on the order (pay now only); the card pays payNowMinor less this. */
  travelCreditMinor: number;
  requestDigest: string;
  paymentId: string | null;
  createdAt: string;
  confirmedAt: string | null;
}

const ORDER_COLUMNS = sql`
  id, reference, status, ${isoTimestamp(sql`hold_expires_at`)} AS "holdExpiresAt", hotel_id AS "hotelId",
  room_type_id AS "roomTypeId", rate_plan_id AS "ratePlanId", rate, check_in::text AS "checkIn",
  check_out::text AS "checkOut", rooms, adults, child_ages AS "childAges", guests, user_id AS "userId",
  access_token AS "accessToken", contact_email AS "contactEmail", contact_mobile AS "contactMobile", gstin,
  company_name AS "companyName", special_requests AS "specialRequests", arrival_time AS "arrivalTime",
  coupon_code AS "couponCode", currency, price, total_minor AS "totalMinor", discount_minor AS "discountMinor",
  pay_now_minor AS "payNowMinor",
  travel_credit_minor AS "travelCreditMinor", request_digest AS "requestDigest", payment_id AS "paymentId",
  ${isoTimestamp(sql`created_at`)} AS "createdAt", ${isoTimestamp(sql`confirmed_at`)} AS "confirmedAt"`;

const intList = (values: readonly number[]) => `{${values.join(',')}}`;
const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

const toOrder = (row: HotelOrderRow): HotelOrderRow => ({
  ...row,
  childAges: row.childAges.map(Number),
  rate: json(row.rate) as BookedRate,
  guests: json(row.guests) as HotelOrderRow['guests'],
  price: json(row.price) as HotelStayPriceView,
});

/** An order to write as held: its contact as given (normalised), its currency and totals from its price. */
export interface NewHotelOrder extends Omit<
  HotelOrderRow,
  | 'status'
  | 'holdExpiresAt'
  | 'contactEmail'
  | 'contactMobile'
  | 'gstin'
  | 'companyName'
  | 'currency'
  | 'totalMinor'
  | 'discountMinor'
  | 'paymentId'
  | 'travelCreditMinor'
  | 'createdAt'
  | 'confirmedAt'
> {
  holdMinutes: number;
  contact: BookingContact;
  idempotencyKey: string;
  /** The client address and device the order was made from (what each holds unpaid is limited). */
  holder: OrderHolder;
}

/** Rooms held by unpaid orders made from a client address (or device), whose holds still run. */
export async function roomsHeldBy(db: Db, by: HeldBy, holder: string): Promise<number> {
  const [row] = await queryRows<{ rooms: number | string }>(
    db,
    sql`SELECT coalesce(sum(rooms), 0) AS rooms FROM hotel_orders
        WHERE ${holderColumn(by)} = ${holder} AND status = 'held' AND hold_expires_at > now()`,
  );
  return Number(row.rooms);
}

/** Writes the order and answers it; undefined when its reference is taken (draw another) — a key taken throws. */
export async function insertOrder(db: Db, order: NewHotelOrder): Promise<HotelOrderRow | undefined> {
  const rows = await queryRows<HotelOrderRow>(
    db,
    sql`INSERT INTO hotel_orders (id, reference, status, hold_expires_at, hotel_id, room_type_id, rate_plan_id, rate,
          check_in, check_out, rooms, adults, child_ages, guests, user_id, access_token, contact_email, contact_mobile,
          gstin, company_name, special_requests, arrival_time, coupon_code, currency, price, total_minor,
          discount_minor, pay_now_minor, idempotency_key, request_digest, client_address,
          client_device)
        VALUES (${order.id}::uuid, ${order.reference}, 'held', now() + ${`${order.holdMinutes} minutes`}::interval,
          ${order.hotelId}, ${order.roomTypeId}, ${order.ratePlanId}, ${JSON.stringify(order.rate)}::jsonb,
          ${order.checkIn}::date, ${order.checkOut}::date, ${order.rooms}, ${order.adults},
          ${intList(order.childAges)}::smallint[], ${JSON.stringify(order.guests)}::jsonb, ${order.userId}::uuid,
          ${order.accessToken}, ${order.contact.email}, ${order.contact.mobile}, ${order.contact.gstin ?? null},
          ${order.contact.companyName ?? null}, ${order.specialRequests}, ${order.arrivalTime}, ${order.couponCode},
          ${order.price.currency}, ${JSON.stringify(order.price)}::jsonb, ${order.price.totalMinor},
          ${order.price.discountMinor}, ${order.payNowMinor}, ${order.idempotencyKey}, ${order.requestDigest},
          ${order.holder.address}, ${order.holder.device})
        ON CONFLICT (reference) DO NOTHING
        RETURNING ${ORDER_COLUMNS}`,
  );
  return rows[0] && toOrder(rows[0]);
}

/**
 * Takes `rooms` rooms of the type on every night of the stay, or none: each night's row is written if the stay
 * is its first (from the generated default), locked in date order, then decremented only where enough are free.
 * Returns whether every night had them; the caller rolls back when not.
 */
export async function takeRooms(
  db: Db,
  stay: { hotelId: string; roomTypeId: string; checkIn: string; checkOut: string; rooms: number },
): Promise<boolean> {
  await db.execute(
    sql`INSERT INTO hotel_room_nights (hotel_id, room_type_id, night, rooms_total, available)
        SELECT rt.hotel_id, rt.id, stay.night::date, rt.rooms_total,
               hotel_room_nights_default(rt.hotel_id, rt.id, stay.night::date, rt.rooms_total)
        FROM hotel_room_types rt
        CROSS JOIN generate_series(${stay.checkIn}::date, ${stay.checkOut}::date - 1, interval '1 day') AS stay(night)
        WHERE rt.hotel_id = ${stay.hotelId} AND rt.id = ${stay.roomTypeId}
        ON CONFLICT (hotel_id, room_type_id, night) DO NOTHING`,
  );
  const nights = sql`hotel_id = ${stay.hotelId} AND room_type_id = ${stay.roomTypeId}
    AND night >= ${stay.checkIn}::date AND night < ${stay.checkOut}::date`;
  // One lock order for every stay: two overlapping stays never wait on each other in a circle.
  await queryRows(db, sql`SELECT night FROM hotel_room_nights WHERE ${nights} ORDER BY night FOR UPDATE`);
  const taken = await queryRows(
    db,
    sql`UPDATE hotel_room_nights SET available = available - ${stay.rooms}, updated_at = now()
        WHERE ${nights} AND available >= ${stay.rooms}
        RETURNING night`,
  );
  const nightCount = (Date.parse(`${stay.checkOut}T00:00:00Z`) - Date.parse(`${stay.checkIn}T00:00:00Z`)) / 86_400_000;
  return taken.length === nightCount;
}

/** Puts the order's rooms back on sale, once (released_at): on expiry or cancellation. */
export async function releaseRooms(db: Db, orderId: string): Promise<boolean> {
  const [order] = await queryRows<{
    hotelId: string;
    roomTypeId: string;
    checkIn: string;
    checkOut: string;
    rooms: number;
  }>(
    db,
    sql`UPDATE hotel_orders SET released_at = now(), updated_at = now()
        WHERE id = ${orderId}::uuid AND released_at IS NULL
        RETURNING hotel_id AS "hotelId", room_type_id AS "roomTypeId", check_in::text AS "checkIn",
                  check_out::text AS "checkOut", rooms`,
  );
  if (!order) return false;
  await db.execute(
    sql`UPDATE hotel_room_nights SET available = LEAST(rooms_total, available + ${order.rooms}), updated_at = now()
        WHERE hotel_id = ${order.hotelId} AND room_type_id = ${order.roomTypeId}
          AND night >= ${order.checkIn}::date AND night < ${order.checkOut}::date`,
  );
  return true;
}

/** The orders' audit trail: what happened to each, for the admin. */
export const orderTrail = auditTrail('hotel_order_events');

export async function findOrder(db: Db, key: RowKey, lock = false): Promise<HotelOrderRow | undefined> {
  const row = await selectByKey<HotelOrderRow>(db, 'hotel_orders', ORDER_COLUMNS, key, lock);
  return row && toOrder(row);
}

/** Moves the order from one status to another; false when it was not in `from` any more. */
export async function transitionOrder(
  db: Db,
  orderId: string,
  from: HotelOrderStatus,
  to: HotelOrderStatus,
  paymentId?: string,
): Promise<boolean> {
  const confirmed = to === 'paid' || to === 'guaranteed';
  return transitionStatus(db, 'hotel_orders', orderId, {
    from,
    to,
    paymentId,
    set: sql`, confirmed_at = ${confirmed ? sql`now()` : sql`confirmed_at`},
          cancelled_at = ${to === 'cancelled' ? sql`now()` : sql`cancelled_at`}`,
  });
}

/** The travel credit the order spends (written in the transaction that spends it). */
export async function setTravelCredit(db: Db, orderId: string, amountMinor: number): Promise<void> {
  await db.execute(sql`UPDATE hotel_orders SET travel_credit_minor = ${amountMinor} WHERE id = ${orderId}::uuid`);
}

export const recordPaymentId = (db: Db, orderId: string, paymentId: string) =>
  recordPaymentOf(db, 'hotel_orders', orderId, paymentId);

/** The rooms of a type free on a night (its row, or the generated default), for tests and the admin. */
export async function roomsFreeOn(db: Db, hotelId: string, roomTypeId: string, night: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT COALESCE(n.available, hotel_room_nights_default(rt.hotel_id, rt.id, ${night}::date, rt.rooms_total)) AS n
        FROM hotel_room_types rt
        LEFT JOIN hotel_room_nights n ON n.hotel_id = rt.hotel_id AND n.room_type_id = rt.id AND n.night = ${night}::date
        WHERE rt.hotel_id = ${hotelId} AND rt.id = ${roomTypeId}`,
  );
  return Number(row.n);
}
