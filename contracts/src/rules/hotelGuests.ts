/**
 * Hotel guests on the home search: adults at least 1, children at least 0,
 * rooms at least 1, defaults 2 adults, 0 children, 1 room; kept in local storage under
 * guestsAdults, guestsChildren and guestsRooms.
 */
export interface HotelGuests {
  adults: number;
  children: number;
  rooms: number;
}

export const DEFAULT_HOTEL_GUESTS: HotelGuests = { adults: 2, children: 0, rooms: 1 };
export const GUEST_MINIMUMS: HotelGuests = { adults: 1, children: 0, rooms: 1 };
export const GUESTS_STORAGE_KEYS: Record<keyof HotelGuests, string> = {
  adults: 'guestsAdults',
  children: 'guestsChildren',
  rooms: 'guestsRooms',
};

/** One count changed by delta, never below its minimum. */
export function changeGuests(guests: HotelGuests, field: keyof HotelGuests, delta: number): HotelGuests {
  return { ...guests, [field]: Math.max(GUEST_MINIMUMS[field], guests[field] + delta) };
}

/** Stored text to a count: a whole number at or above the minimum, else the default. */
function storedCount(value: string | null, field: keyof HotelGuests): number {
  if (value === null || !/^\d+$/.test(value)) return DEFAULT_HOTEL_GUESTS[field];
  const count = Number(value);
  return count >= GUEST_MINIMUMS[field] ? count : DEFAULT_HOTEL_GUESTS[field];
}

/** Reads the saved guests from a Storage-like object (window.localStorage in the browser). */
export function readStoredGuests(storage: { getItem(key: string): string | null }): HotelGuests {
  return {
    adults: storedCount(storage.getItem(GUESTS_STORAGE_KEYS.adults), 'adults'),
    children: storedCount(storage.getItem(GUESTS_STORAGE_KEYS.children), 'children'),
    rooms: storedCount(storage.getItem(GUESTS_STORAGE_KEYS.rooms), 'rooms'),
  };
}

export function writeStoredGuests(storage: { setItem(key: string, value: string): void }, guests: HotelGuests): void {
  storage.setItem(GUESTS_STORAGE_KEYS.adults, String(guests.adults));
  storage.setItem(GUESTS_STORAGE_KEYS.children, String(guests.children));
  storage.setItem(GUESTS_STORAGE_KEYS.rooms, String(guests.rooms));
}

export function guestsSummary({ adults, children, rooms }: HotelGuests): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [plural(adults, 'adult', 'adults')];
  if (children > 0) parts.push(plural(children, 'child', 'children'));
  parts.push(plural(rooms, 'room', 'rooms'));
  return parts.join(', ');
}
