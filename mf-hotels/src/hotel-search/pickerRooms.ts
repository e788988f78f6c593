import { BOOKING_LIMITS, readStoredGuests, writeStoredGuests, type HotelGuests } from '@travel/contracts/rules';
import { readRoomGuests, roomGuestsTotals, roomParams, spreadGuests, type RoomGuests } from '@travel/contracts/hotels';

/** One room of the guests picker: a child's age is null until the traveller chooses it. */
export interface PickerRoom {
  adults: number;
  childAges: (number | null)[];
}

export const canAddAdult = (room: PickerRoom) => room.adults < BOOKING_LIMITS.maxAdults;
export const canRemoveAdult = (room: PickerRoom) => room.adults > BOOKING_LIMITS.minAdults;
export const canAddChild = (room: PickerRoom) => room.childAges.length < BOOKING_LIMITS.maxChildren;
export const canRemoveChild = (room: PickerRoom) => room.childAges.length > BOOKING_LIMITS.minChildren;
export const CHILD_AGE_OPTIONS = Array.from({ length: BOOKING_LIMITS.maxChildAge + 1 }, (_, age) => age);

/** A room added by "Add room": one adult, no children. */
export const newPickerRoom = (): PickerRoom => ({ adults: BOOKING_LIMITS.minAdults, childAges: [] });

/** Rooms read from a URL or storage, within the limits; a child whose age is not known yet gets null. */
export function pickerRoomsOf(rooms: RoomGuests[]): PickerRoom[] {
  return rooms.slice(0, BOOKING_LIMITS.maxRooms).map((room) => ({
    adults: Math.min(Math.max(room.adults, BOOKING_LIMITS.minAdults), BOOKING_LIMITS.maxAdults),
    childAges: Array.from({ length: Math.min(room.children, BOOKING_LIMITS.maxChildren) }, (_, i) => {
      const age = room.childAges[i];
      return age === undefined ? null : age;
    }),
  }));
}

/** The totals' rooms, spread as the API spreads them (ages unknown). */
export const spreadPickerRooms = ({ adults, children, rooms }: HotelGuests): PickerRoom[] =>
  pickerRoomsOf(spreadGuests(adults, children, rooms));

/** Each room's guests once every child's age is chosen, else undefined. */
export function completeRooms(rooms: PickerRoom[]): RoomGuests[] | undefined {
  if (rooms.some((room) => room.childAges.some((age) => age === null))) return undefined;
  return rooms.map((room) => ({
    adults: room.adults,
    children: room.childAges.length,
    childAges: room.childAges.filter((age): age is number => age !== null),
  }));
}

/** The picker's totals, as the closed picker's summary reads them. */
export const pickerTotals = (rooms: PickerRoom[]): HotelGuests => ({
  adults: rooms.reduce((sum, room) => sum + room.adults, 0),
  children: rooms.reduce((sum, room) => sum + room.childAges.length, 0),
  rooms: rooms.length,
});

/**
 * Kept in local storage: the totals under the spec's keys (guestsAdults, guestsChildren, guestsRooms) and each
 * room's `room` value beside them, read back only while it still adds up to the totals.
 */
export const ROOM_LIST_STORAGE_KEY = 'guestsRoomList';

export function readStoredRooms(storage: Pick<Storage, 'getItem'>): PickerRoom[] {
  const totals = readStoredGuests(storage);
  try {
    const list: unknown = JSON.parse(storage.getItem(ROOM_LIST_STORAGE_KEY) ?? 'null');
    const rooms =
      Array.isArray(list) && list.every((value) => typeof value === 'string') && list.length > 0
        ? readRoomGuests({ room: list })
        : undefined;
    const stored = rooms && roomGuestsTotals(rooms);
    if (
      rooms &&
      stored &&
      stored.adults === totals.adults &&
      stored.children === totals.children &&
      stored.rooms === totals.rooms
    )
      return pickerRoomsOf(rooms);
  } catch {
    // Not JSON: the totals below.
  }
  return spreadPickerRooms(totals);
}

export function writeStoredRooms(storage: Pick<Storage, 'setItem' | 'removeItem'>, rooms: PickerRoom[]): void {
  writeStoredGuests(storage, pickerTotals(rooms));
  const complete = completeRooms(rooms);
  const params = complete && roomParams(complete);
  if (params) storage.setItem(ROOM_LIST_STORAGE_KEY, JSON.stringify(params));
  else storage.removeItem(ROOM_LIST_STORAGE_KEY);
}
