import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/rows';
import type { AirSupplierName } from '../../suppliers/air';
import type { TripjackReferenceStore } from '../../suppliers/tripjack/air';

/**
 * The pairing of our order references with a supplier's ids, in the database: it outlives the process and every
 * API process shares it. Pairing a reference again (its order sent again, once the supplier was found to have
 * none under the first id) keeps the latest id: the one its last booking went under.
 */
export function databaseReferenceStore(db: Db, supplier: AirSupplierName): TripjackReferenceStore {
  return {
    durable: true,
    async get(reference) {
      const [row] = await queryRows<{ supplier_id: string }>(
        db,
        sql`SELECT supplier_id FROM supplier_references WHERE supplier = ${supplier} AND reference = ${reference}`,
      );
      return row?.supplier_id;
    },
    async set(reference, supplierId) {
      await db.execute(
        sql`INSERT INTO supplier_references (supplier, reference, supplier_id)
            VALUES (${supplier}, ${reference}, ${supplierId})
            ON CONFLICT (supplier, reference) DO UPDATE SET supplier_id = EXCLUDED.supplier_id, created_at = now()`,
      );
    },
  };
}
