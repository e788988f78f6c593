import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/rows';

/** Price alerts are filed under an address: exported with the account, removed with it, and moved with its email. */
export function registerPriceAlertsPersonalData(app: FastifyInstance) {
  const { db } = app;
  app.accounts.registerPersonalData({
    section: 'priceAlerts',
    export: ({ email }) =>
      queryRows(
        db,
        sql`SELECT id, from_code AS "from", to_code AS "to", to_char(departure_date, 'YYYY-MM-DD') AS date,
              price_at_creation_minor AS "priceAtCreationMinor", (confirmed_at IS NOT NULL) AS confirmed,
              created_at AS "createdAt"
            FROM price_alerts WHERE lower(email) = lower(${email}) ORDER BY departure_date, created_at`,
      ),
    async erase({ email }) {
      await db.execute(sql`DELETE FROM price_alerts WHERE lower(email) = lower(${email})`);
      await db.execute(sql`DELETE FROM price_alert_confirmation_mails WHERE email_key = lower(${email})`);
    },
    async emailChanged({ email }, previousEmail) {
      // An alert the new address already has for the same route and day wins over the moved one.
      await db.execute(sql`DELETE FROM price_alerts a WHERE lower(a.email) = lower(${previousEmail})
        AND EXISTS (SELECT 1 FROM price_alerts b WHERE lower(b.email) = lower(${email})
          AND b.from_code = a.from_code AND b.to_code = a.to_code AND b.departure_date = a.departure_date)`);
      await db.execute(sql`UPDATE price_alerts SET email = ${email} WHERE lower(email) = lower(${previousEmail})`);
    },
  });
}
