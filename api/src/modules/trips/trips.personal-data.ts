import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/rows';

/**
 * My Trips' own records of a person: the guest look-up codes asked for their address, and the reasons they gave
 * for a flight cancellation exception (often about their health). On deletion the codes go (they only open a
 * booking, which stays) and the reasons are removed; the cancellations and their refunds stay, as the law requires.
 */
export function registerTripsPersonalData(app: FastifyInstance) {
  const { db } = app;
  app.accounts.registerPersonalData({
    section: 'trips',
    async export({ id, email }) {
      const lookups = await queryRows(
        db,
        sql`SELECT kind, reference, email, created_at AS "createdAt", used_at AS "usedAt"
            FROM trip_lookup_codes WHERE lower(email) = lower(${email}) ORDER BY created_at`,
      );
      const cancellations = await queryRows(
        db,
        sql`SELECT o.reference, c.kind, c.reason, c.details, c.status, c.refund_minor AS "refundMinor",
              trim(c.currency) AS currency, c.created_at AS "createdAt"
            FROM flight_cancellations c JOIN flight_orders o ON o.id = c.order_id
            WHERE o.user_id::text = ${id} OR (o.user_id IS NULL AND lower(o.contact_email) = lower(${email}))
            ORDER BY c.created_at`,
      );
      const travelCredit = await queryRows(
        db,
        sql`SELECT amount_minor::integer AS "amountMinor", trim(currency) AS currency, reason, booking_id AS "bookingId",
                   created_at AS "createdAt"
            FROM travel_credit_entries WHERE email = lower(${email}) ORDER BY created_at`,
      );
      return { guestLookups: lookups, flightCancellations: cancellations, travelCredit };
    },
    async erase({ id, email }) {
      await db.execute(sql`DELETE FROM trip_lookup_codes WHERE lower(email) = lower(${email})`);
      await db.execute(sql`UPDATE flight_cancellations SET details = NULL
        WHERE order_id IN (SELECT id FROM flight_orders
                           WHERE user_id::text = ${id} OR (user_id IS NULL AND lower(contact_email) = lower(${email})))`);
    },
  });
}
