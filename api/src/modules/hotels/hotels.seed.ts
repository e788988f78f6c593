import type { Db } from '../../db/database';
import { generateInventory } from './hotels.generate';
import { countHotels, countRoomTypes, insertInventory, insertRoomTypes } from './hotels.repository';

/**
 * The generated hotel inventory (hotels and rooms), into an empty database; a database seeded before
 * hotels had room types gets them. Answers whether it wrote any (cached hotel searches are then stale).
 */
export async function seedHotelInventory(db: Db): Promise<boolean> {
  const { hotels, roomTypes } = generateInventory();
  let wrote = false;
  if ((await countHotels(db)) === 0) {
    await insertInventory(db, hotels);
    wrote = true;
  }
  if ((await countRoomTypes(db)) === 0) {
    await insertRoomTypes(db, roomTypes);
    wrote = true;
  }
  return wrote;
}
