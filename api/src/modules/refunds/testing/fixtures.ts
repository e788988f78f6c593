import { sql } from 'drizzle-orm';
import { addDays, isoDate } from '@travel/contracts/rules';
import type { Db } from '../../../db/database';
import { queryRows } from '../../../db/rows';
import { insertBooking } from '../../bookings/bookings.repository';

const daysAhead = (days: number) => addDays(isoDate(), days);

/** A paid booking to refund in tests, under a new random reference (answered). Amount in paise. */
export async function insertPaidBooking(
  db: Db,
  options: {
    paymentReference: string;
    amountPaidMinor: number;
    gateway: 'razorpay' | 'stripe' | 'sandbox';
    email?: string;
    status?: 'confirmed' | 'cancelled';
  },
): Promise<string> {
  return insertBooking(db, {
    hotelName: 'Test Hotel',
    city: 'Mumbai',
    guestName: 'Test Guest',
    email: options.email ?? 'guest@example.test',
    phone: '9876543210',
    checkIn: daysAhead(30),
    checkOut: daysAhead(32),
    guests: 2,
    rooms: 1,
    amountPaidMinor: options.amountPaidMinor,
    currency: 'INR',
    paymentReference: options.paymentReference,
    gateway: options.gateway,
    status: options.status ?? 'confirmed',
    cancellationPolicy: 'Free cancellation up to 48 hours before check-in',
  });
}

/** A pending cancellation request for a booking; amounts in paise. Answers its id. */
export async function insertCancellationRequest(
  db: Db,
  options: {
    bookingId: string;
    email?: string;
    netRefund: number;
    priority?: 'high' | 'medium' | 'low';
    createdAt?: string;
    status?: 'pending' | 'approved' | 'rejected';
  },
): Promise<string> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO cancellation_requests (booking_id, customer_name, customer_email, customer_phone, amount_minor,
                                           departure_date, reason, additional_notes, priority, status,
                                           refundable_amount_minor, deductions_minor, net_refund_minor, created_at)
        VALUES (${options.bookingId}, 'Test Guest', ${options.email ?? 'guest@example.test'}, '9876543210',
                ${options.netRefund + 5000}, now() + interval '30 days', 'Change of plans', 'Please hurry',
                ${options.priority ?? 'medium'}, ${options.status ?? 'pending'}, ${options.netRefund + 5000}, 5000,
                ${options.netRefund}, ${options.createdAt ?? new Date().toISOString()})
        RETURNING id::text AS id`,
  );
  return rows[0].id;
}
