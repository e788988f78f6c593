import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/rows';
import { orderTrail } from './hotel-checkout.repository';

/**
 * An account's hotel checkout orders (its own, and those booked as a guest with its address) in its data export.
 * On deletion the orders stay (the voucher, the GST invoice and the refunds rest on them) but lose the guests'
 * names, the contact details, the special requests and the arrival time; the GSTIN stays with the tax invoice.
 */
export function registerHotelOrdersPersonalData(app: FastifyInstance) {
  const { db } = app;
  const ordersOf = (id: string, email: string) =>
    sql`(user_id::text = ${id} OR (user_id IS NULL AND lower(contact_email) = lower(${email})))`;
  app.accounts.registerPersonalData({
    section: 'hotelOrders',
    export: ({ id, email }) =>
      queryRows(
        db,
        sql`SELECT reference, status, hotel_id AS "hotelId", check_in::text AS "checkIn",
              check_out::text AS "checkOut", rooms, adults, child_ages AS "childAges", guests,
              contact_email AS "contactEmail", contact_mobile AS "contactMobile", gstin, company_name AS "companyName",
              special_requests AS "specialRequests", arrival_time AS "arrivalTime", currency,
              total_minor AS "totalMinor", created_at AS "createdAt", confirmed_at AS "confirmedAt"
            FROM hotel_orders WHERE ${ordersOf(id, email)} ORDER BY created_at`,
      ),
    async erase({ id, email, erasedEmail }) {
      await orderTrail.recordEach(
        db,
        sql`SELECT id FROM hotel_orders WHERE ${ordersOf(id, email)}`,
        'personal_data_erased',
        "the account was deleted at its owner's request",
      );
      // One guest kept per guest named, so the party's size still reads right on the voucher.
      await db.execute(sql`UPDATE hotel_orders
        SET guests = (SELECT coalesce(jsonb_agg(jsonb_build_object('title', '', 'firstName', 'Deleted',
                                                                   'lastName', 'Traveller')), '[]'::jsonb)
                      FROM jsonb_array_elements(guests)),
            contact_email = ${erasedEmail}, contact_mobile = '', special_requests = NULL, arrival_time = NULL,
            updated_at = now()
        WHERE ${ordersOf(id, email)}`);
    },
  });
}
