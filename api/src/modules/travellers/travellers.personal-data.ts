import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * Saved travellers are an account's own data (names, birth dates, passports): exported with it, and deleted
 * outright with it, including the ones the person had removed (those are only marked).
 */
export function registerTravellersPersonalData(app: FastifyInstance) {
  app.accounts.registerPersonalData({
    section: 'savedTravellers',
    export: ({ id }) => app.travellers.list(id),
    async erase({ id }) {
      await app.db.execute(sql`DELETE FROM saved_travellers WHERE user_id = ${id}::uuid`);
    },
  });
}
