/**
 * The seed step, `npm run seed -w api`: opens the configured database, migrates it and fills what is empty
 * with the site's data (FAQs and blog posts, currency rates, the hotel inventory) and, unless
 * SEED_DEMO=false, demo bookings and coupons. Each part only writes into an empty table, so running it
 * again changes nothing. `npm start` runs it before the API for the embedded database; with PostgreSQL,
 * run it once per deploy. The flight inventory is not seeded: the flights module keeps it current itself.
 */
import { loadConfig, type ApiConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { DataDirLockedError } from './db/dataDirLock';
import { migrate } from './db/migrate';
import { seedDemoBookings } from './modules/bookings/bookings.seed';
import { seedContent } from './modules/content/content.seed';
import { seedDemoCoupons } from './modules/coupons/coupons.seed';
import { seedCurrencyRates } from './modules/currency/currency.seed';
import { seedHotelInventory } from './modules/hotels/hotels.seed';

/** Seeds a migrated database. */
export async function seedDatabase(db: Db, config: Pick<ApiConfig, 'seedDemo'>): Promise<void> {
  await seedContent(db);
  await seedCurrencyRates(db);
  await seedHotelInventory(db);
  if (config.seedDemo) {
    await seedDemoBookings(db);
    await seedDemoCoupons(db);
  }
}

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    await seedDatabase(database.db, config);
  } finally {
    await database.close();
  }
  console.log(`[api] ${database.kind} database seeded in ${Date.now() - started} ms`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  });
}
