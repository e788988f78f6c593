/**
 * The seed step, `npm run seed -w api`: opens the configured database, migrates it and fills what is empty
 * with the site's data (FAQs and blog posts, currency rates, the hotel inventory) and, unless
 * SEED_DEMO=false, demo bookings and coupons. Each part only writes into an empty table, so running it
 * again changes nothing. `npm start` runs it before the API for the embedded database; with PostgreSQL,
 * run it once per deploy. The flight inventory is not seeded: the flights module keeps it current itself.
 * API processes may already serve that database (they started first, or a deploy seeds beside the running
 * ones): what the seed wrote is announced to their read caches, through the bus they listen on.
 */
import pino from 'pino';
import { announceInvalidation } from './cache/readCache';
import { loadConfig, type ApiConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { DataDirLockedError } from './db/dataDirLock';
import { migrate } from './db/migrate';
import { seedDemoBookings } from './modules/bookings/bookings.seed';
import { seedContent } from './modules/content/content.seed';
import { seedDemoCoupons } from './modules/coupons/coupons.seed';
import { seedCurrencyRates } from './modules/currency/currency.seed';
import { seedHotelInventory } from './modules/hotels/hotels.seed';
import { CONTENT_CACHE } from './modules/content/content.routes';
import { CURRENCY_CACHE } from './modules/currency/currency.repository';
import { HOTEL_SEARCH_CACHE } from './modules/hotels/hotels.service';

/**
 * Seeds a migrated database. Answers the read cache's namespaces whose answers it changed (demo bookings
 * and coupons are in none).
 */
export async function seedDatabase(db: Db, config: Pick<ApiConfig, 'seedDemo'>): Promise<string[]> {
  const changed: string[] = [];
  if (await seedContent(db)) changed.push(CONTENT_CACHE);
  if (await seedCurrencyRates(db)) changed.push(CURRENCY_CACHE);
  if (await seedHotelInventory(db)) changed.push(HOTEL_SEARCH_CACHE);
  if (config.seedDemo) {
    await seedDemoBookings(db);
    await seedDemoCoupons(db);
  }
  return changed;
}

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    const changed = await seedDatabase(database.db, config);
    await announceInvalidation(config, changed, pino({ level: 'warn' }));
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
