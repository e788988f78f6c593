import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/rows';

/**
 * Hotel bookings and cancellation requests are filed under the guest's address. On deletion they stay (the
 * law keeps bookings and their refunds) without the guest's name, address or phone.
 */
export function registerBookingsPersonalData(app: FastifyInstance) {
  const { db } = app;
  app.accounts.registerPersonalData({
    section: 'hotelBookings',
    export: ({ email }) =>
      queryRows(
        db,
        sql`SELECT id AS reference, hotel_name AS "hotelName", city, guest_name AS "guestName", email, phone,
              to_char(check_in, 'YYYY-MM-DD') AS "checkIn", to_char(check_out, 'YYYY-MM-DD') AS "checkOut",
              guests, rooms, amount_paid_minor AS "amountPaidMinor", currency, status, created_at AS "createdAt",
              (SELECT coalesce(json_agg(json_build_object('reason', c.reason, 'status', c.status,
                  'netRefundMinor', c.net_refund_minor, 'createdAt', c.created_at) ORDER BY c.created_at), '[]'::json)
                FROM cancellation_requests c WHERE c.booking_id = b.id) AS "cancellationRequests"
            FROM bookings b WHERE lower(email) = lower(${email}) ORDER BY created_at`,
      ),
    async erase({ email, erasedEmail }) {
      await db.execute(sql`UPDATE cancellation_requests SET customer_name = 'Deleted account',
          customer_email = ${erasedEmail}, customer_phone = NULL, additional_notes = NULL
        WHERE lower(customer_email) = lower(${email})`);
      await db.execute(sql`UPDATE bookings SET guest_name = 'Deleted account', email = ${erasedEmail}, phone = NULL
        WHERE lower(email) = lower(${email})`);
    },
  });
}
