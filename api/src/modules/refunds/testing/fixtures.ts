import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { queryRows } from '../../../db/rows';

/** A paid booking to refund in tests (bookings belong to issue #6's tables). Amount in paise. */
export async function insertPaidBooking(
  db: Db,
  options: { paymentReference: string; amountPaid: number; gateway: 'razorpay' | 'stripe' | 'sandbox'; email?: string },
): Promise<string> {
  const id = `HB-T${randomBytes(4).toString('hex')}`;
  await db.execute(sql`
    INSERT INTO bookings (id, hotel_name, city, guest_name, email, phone, check_in, check_out, guests, rooms,
                          amount_paid, currency, payment_reference, gateway, status, cancellation_policy)
    VALUES (${id}, 'Test Hotel', 'Mumbai', 'Test Guest', ${options.email ?? 'guest@example.test'}, '9876543210',
            current_date + 30, current_date + 32, 2, 1, ${options.amountPaid}, 'INR', ${options.paymentReference},
            ${options.gateway}, 'confirmed', 'Free cancellation up to 48 hours before check-in')`);
  return id;
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
    sql`INSERT INTO cancellation_requests (booking_id, customer_name, customer_email, customer_phone, amount,
                                           departure_date, reason, additional_notes, priority, status,
                                           refundable_amount, deductions, net_refund, created_at)
        VALUES (${options.bookingId}, 'Test Guest', ${options.email ?? 'guest@example.test'}, '9876543210',
                ${options.netRefund + 5000}, now() + interval '30 days', 'Change of plans', 'Please hurry',
                ${options.priority ?? 'medium'}, ${options.status ?? 'pending'}, ${options.netRefund + 5000}, 5000,
                ${options.netRefund}, ${options.createdAt ?? new Date().toISOString()})
        RETURNING id::text AS id`,
  );
  return rows[0].id;
}
