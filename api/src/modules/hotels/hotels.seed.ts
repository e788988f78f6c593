import type { Db } from '../../db/database';
import { generateInventory } from './hotels.generate';
import { countHotels, insertInventory } from './hotels.repository';

/** The generated hotel inventory (hotels, rooms, providers), into an empty database. */
export async function seedHotelInventory(db: Db): Promise<void> {
  if ((await countHotels(db)) > 0) return;
  const { hotels, providers } = generateInventory();
  await insertInventory(db, hotels, providers);
}
