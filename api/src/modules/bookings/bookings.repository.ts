import { sql } from 'drizzle-orm';
import type { HotelCancellationRules } from '@travel/contracts/rules';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/rows';
import { newBookingReference } from './bookingReference';

/** A booking as stored (money in paise, dates as YYYY-MM-DD). */
export interface BookingRow {
  id: string;
  hotelName: string;
  city: string;
  guestName: string;
  email: string;
  phone: string | null;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  amountPaidMinor: number;
  currency: string;
  paymentReference: string | null;
  gateway: string;
  status: string;
  cancellationPolicy: string;
  /** The rules behind cancellationPolicy; null on a booking made before they were kept. */
  cancellationRules: HotelCancellationRules | null;
  /** Each night's price, all rooms, taxes in; null when not kept. */
  nightlyMinor: number[] | null;
  createdAt: string;
}

export interface NewCancellationRequest {
  bookingId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  amountMinor: number;
  departureDate: Date;
  reason: string;
  additionalNotes: string | null;
  refundPreference: string;
  priority: 'high' | 'medium' | 'low';
  refundableAmountMinor: number;
  deductionsMinor: number;
  netRefundMinor: number;
}

const BOOKING_COLUMNS = sql`
  id, hotel_name AS "hotelName", city, guest_name AS "guestName", email, phone,
  to_char(check_in, 'YYYY-MM-DD') AS "checkIn", to_char(check_out, 'YYYY-MM-DD') AS "checkOut",
  guests, rooms, amount_paid_minor AS "amountPaidMinor", currency, payment_reference AS "paymentReference", gateway, status,
  cancellation_policy AS "cancellationPolicy", cancellation_rules AS "cancellationRules",
  nightly_minor AS "nightlyMinor", created_at AS "createdAt"`;

/** A booking to record; money in paise, dates as YYYY-MM-DD. */
export interface NewBooking extends Omit<
  BookingRow,
  'id' | 'gateway' | 'cancellationRules' | 'nightlyMinor' | 'createdAt'
> {
  hotelId?: string | null;
  gateway: 'razorpay' | 'stripe' | 'sandbox';
  cancellationRules?: HotelCancellationRules;
  nightlyMinor?: number[];
  /** The booking's own reference (a checkout order's); else a new one is drawn. */
  id?: string;
}

/** Records a booking under a new random reference (drawn again on the rare collision); answers the reference. */
export async function insertBooking(db: Db, booking: NewBooking): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = booking.id ?? newBookingReference();
    const rows = await queryRows<{ id: string }>(
      db,
      sql`INSERT INTO bookings (id, hotel_id, hotel_name, city, guest_name, email, phone, check_in, check_out, guests,
                                rooms, amount_paid_minor, currency, payment_reference, gateway, status, cancellation_policy,
                                cancellation_rules, nightly_minor)
          VALUES (${id}, ${booking.hotelId ?? null}, ${booking.hotelName}, ${booking.city}, ${booking.guestName},
                  ${booking.email.trim().toLowerCase()}, ${booking.phone}, ${booking.checkIn}, ${booking.checkOut},
                  ${booking.guests}, ${booking.rooms}, ${booking.amountPaidMinor}, ${booking.currency},
                  ${booking.paymentReference}, ${booking.gateway}, ${booking.status}, ${booking.cancellationPolicy},
                  ${booking.cancellationRules ? JSON.stringify(booking.cancellationRules) : null}::jsonb,
                  ${booking.nightlyMinor ? `{${booking.nightlyMinor.join(',')}}` : null}::integer[])
          ON CONFLICT (id) DO NOTHING
          RETURNING id`,
    );
    if (rows[0]) return rows[0].id;
    if (booking.id) throw new Error(`A booking ${booking.id} already exists`);
  }
  throw new Error('Could not draw an unused booking reference');
}

export async function findBookingById(db: Db, id: string): Promise<BookingRow | undefined> {
  const rows = await queryRows<BookingRow>(db, sql`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = ${id}`);
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...row,
    cancellationRules:
      typeof row.cancellationRules === 'string'
        ? (JSON.parse(row.cancellationRules) as HotelCancellationRules)
        : row.cancellationRules,
    nightlyMinor: row.nightlyMinor ? row.nightlyMinor.map(Number) : null,
  };
}

export async function hasPendingRequest(db: Db, bookingId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM cancellation_requests WHERE booking_id = ${bookingId} AND status = 'pending' LIMIT 1`,
  );
  return rows.length > 0;
}

export async function countBookings(db: Db): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM bookings`);
  return Number(rows[0].n);
}

/** Inserts the request; answers undefined when another pending request for the booking won the race. */
export async function insertCancellationRequest(
  db: Db,
  request: NewCancellationRequest,
): Promise<{ id: string; createdAt: string } | undefined> {
  const rows = await queryRows<{ id: string; createdAt: string }>(
    db,
    sql`INSERT INTO cancellation_requests
          (booking_id, customer_name, customer_email, customer_phone, amount_minor, departure_date, reason,
           additional_notes, refund_preference, priority, refundable_amount_minor, deductions_minor, net_refund_minor)
        VALUES (${request.bookingId}, ${request.customerName}, ${request.customerEmail}, ${request.customerPhone},
                ${request.amountMinor}, ${request.departureDate.toISOString()}, ${request.reason}, ${request.additionalNotes},
                ${request.refundPreference}, ${request.priority}, ${request.refundableAmountMinor},
                ${request.deductionsMinor}, ${request.netRefundMinor})
        ON CONFLICT (booking_id) WHERE status = 'pending' DO NOTHING
        RETURNING id, created_at AS "createdAt"`,
  );
  return rows[0];
}

/** Every hotel booking made with this email, newest first, with the mark of seeded demo data (My Trips). */
export async function bookingsOfEmail(db: Db, email: string): Promise<(BookingRow & { demo: boolean })[]> {
  return queryRows<BookingRow & { demo: boolean }>(
    db,
    sql`SELECT ${BOOKING_COLUMNS}, demo FROM bookings WHERE email = ${email.toLowerCase()}
        ORDER BY created_at DESC LIMIT 200`,
  );
}
