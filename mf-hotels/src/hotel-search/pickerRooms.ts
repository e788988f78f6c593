import { BOOKING_LIMITS, type HotelGuests } from '@travel/contracts/rules';
import { spreadGuests, type RoomGuests } from '@travel/contracts/hotels';

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
