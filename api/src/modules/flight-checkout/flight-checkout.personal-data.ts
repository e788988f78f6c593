import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/rows';
import { orderTrail } from './flight-checkout.repository';

/**
 * An account's flight orders in its data export; on deletion the orders stay (they are the records behind the
 * tax invoices) but lose the contact details and the travellers' names and documents.
 */
export function registerFlightOrdersPersonalData(app: FastifyInstance) {
  const { db } = app;
  app.accounts.registerPersonalData({
    section: 'flightBookings',
    async export({ id }) {
      const orders = await queryRows<{ id: string } & Record<string, unknown>>(
        db,
        sql`SELECT o.id, o.reference, o.status, o.fare, o.cabin, o.flight_id::text AS "flightId",
              o.contact_email AS "contactEmail", o.contact_mobile AS "contactMobile", o.gstin,
              o.company_name AS "companyName", o.currency, o.total_minor AS "totalMinor",
              o.created_at AS "createdAt", o.paid_at AS "paidAt"
            FROM flight_orders o
            WHERE o.user_id::text = ${id} ORDER BY o.created_at`,
      );
      const passengers = await queryRows<{ orderId: string } & Record<string, unknown>>(
        db,
        sql`SELECT p.order_id::text AS "orderId", p.type, p.title, p.first_name AS "firstName",
              p.last_name AS "lastName", p.date_of_birth AS "dateOfBirth", p.nationality,
              p.passport_number AS "passportNumber", p.passport_expiry AS "passportExpiry"
            FROM flight_order_passengers p JOIN flight_orders o ON o.id = p.order_id
            WHERE o.user_id::text = ${id} ORDER BY p.order_id, p.position`,
      );
      return orders.map(({ id: orderId, ...order }) => ({
        ...order,
        passengers: passengers.filter((p) => p.orderId === orderId).map(({ orderId: _, ...p }) => p),
      }));
    },
    async erase({ id, erasedEmail }) {
      await db.execute(sql`UPDATE flight_order_passengers SET title = '', first_name = 'Deleted', last_name = 'Traveller',
          date_of_birth = NULL, nationality = NULL, passport_number = NULL, passport_expiry = NULL
        WHERE order_id IN (SELECT id FROM flight_orders WHERE user_id::text = ${id})`);
      await orderTrail.recordEach(
        db,
        sql`SELECT id FROM flight_orders WHERE user_id::text = ${id}`,
        'personal_data_erased',
        "the account was deleted at its owner's request",
      );
      await db.execute(sql`UPDATE flight_orders SET contact_email = ${erasedEmail}, contact_mobile = '', updated_at = now()
        WHERE user_id::text = ${id}`);
    },
  });
}
