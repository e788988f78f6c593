import type { Db } from '../../db/database';
import { generateInventory } from './hotels.generate';
import { countHotels, countRoomTypes, insertInventory, insertRoomTypes } from './hotels.repository';

/**
 * The generated hotel inventory (hotels, rooms, providers), into an empty database; a database seeded before
 * hotels had room types gets them.
 */
export async function seedHotelInventory(db: Db): Promise<void> {
  const { hotels, providers, roomTypes } = generateInventory();
  if ((await countHotels(db)) === 0) await insertInventory(db, hotels, providers);
  if ((await countRoomTypes(db)) === 0) await insertRoomTypes(db, roomTypes);
}
