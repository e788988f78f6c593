import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/rows';

/** Payments stay on record (the gateways and the tax records refer to them) without the payer's address. */
export function registerPaymentsPersonalData(app: FastifyInstance) {
  app.accounts.registerPersonalData({
    section: 'payments',
    export: ({ email }) =>
      queryRows(
        app.db,
        sql`SELECT id, purpose, order_id AS "orderId", gateway, amount_minor::int AS "amountMinor", currency, status,
              created_at AS "createdAt"
            FROM payments WHERE lower(customer_email) = lower(${email}) ORDER BY created_at`,
      ),
    async erase({ email, erasedEmail }) {
      await app.db.execute(
        sql`UPDATE payments SET customer_email = ${erasedEmail} WHERE lower(customer_email) = lower(${email})`,
      );
    },
  });
}
