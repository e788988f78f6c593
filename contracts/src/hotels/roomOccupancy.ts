import { BOOKING_LIMITS } from '../rules/hotelBooking';

/**
 * Who sleeps in which room, as a stay's URL and the hotel APIs' queries carry it: one `room` per room, its adults
 * then each child's age, dash-separated (`room=2&room=1-6`: two adults; one adult with a child of 6). Links of the
 * earlier shape (`adults`, `children`, `rooms`, `childAges`) are still read, the guests spread over the rooms as
 * evenly as they go. See docs/domains.md, "Hotel checkout".
 */
export interface RoomGuests {
  adults: number;
  children: number;
  /** The children's ages when known (always, from a `room`); the earlier shape may leave them to checkout. */
  childAges: number[];
}

export const ROOM_PARAM_PATTERN = '^\\d{1,2}(-\\d{1,2}){0,12}$';

export const formatRoomParam = (room: Pick<RoomGuests, 'adults' | 'childAges'>): string =>
  [room.adults, ...room.childAges].join('-');

/** A `room` value, or undefined when it is not one (adults 1–10, ages 0–17, at most 12 children). */
export function parseRoomParam(value: string): RoomGuests | undefined {
  if (!new RegExp(ROOM_PARAM_PATTERN).test(value)) return undefined;
  const [adults, ...childAges] = value.split('-').map(Number);
  if (adults < BOOKING_LIMITS.minAdults || adults > BOOKING_LIMITS.maxAdults) return undefined;
  if (childAges.length > BOOKING_LIMITS.maxChildren || childAges.some((age) => age > BOOKING_LIMITS.maxChildAge))
    return undefined;
  return { adults, children: childAges.length, childAges };
}

/**
 * The guests spread over the rooms as evenly as they go, the extra adults in the first rooms and the extra children
 * in the last (so no room holds more than ceil(guests / rooms) people). Known ages go to the children in order.
 */
export function spreadGuests(adults: number, children: number, rooms: number, childAges: number[] = []): RoomGuests[] {
  const count = Math.max(1, rooms);
  let aged = 0;
  return Array.from({ length: count }, (_, i) => {
    const roomAdults = Math.floor(adults / count) + (i < adults % count ? 1 : 0);
    const roomChildren = Math.floor(children / count) + (i >= count - (children % count) ? 1 : 0);
    const ages = childAges.slice(aged, aged + roomChildren);
    aged += roomChildren;
    return { adults: roomAdults, children: roomChildren, childAges: ages };
  });
}

/** The query of either shape, as the hotel page, checkout and APIs read it. */
export interface StayGuestsQuery {
  room?: string[];
  adults?: number;
  children?: number;
  rooms?: number;
  childAges?: number[];
}

/**
 * Each room's guests: from `room` when given (undefined when one of them is not a room: the API answers 400),
 * else from the earlier totals (2 adults in 1 room by default).
 */
export function readRoomGuests(query: StayGuestsQuery): RoomGuests[] | undefined {
  if (query.room && query.room.length > 0) {
    const rooms = query.room.map(parseRoomParam);
    return rooms.every((room): room is RoomGuests => room !== undefined) ? rooms : undefined;
  }
  const childAges = query.childAges ?? [];
  return spreadGuests(query.adults ?? 2, Math.max(query.children ?? 0, childAges.length), query.rooms ?? 1, childAges);
}

/** The `room` list for these rooms, or undefined when a child's age is unknown (then the totals are written). */
export function roomParams(rooms: RoomGuests[]): string[] | undefined {
  return rooms.every((room) => room.childAges.length === room.children) ? rooms.map(formatRoomParam) : undefined;
}

/** The totals of the rooms (what the earlier shape carried). */
export function roomGuestsTotals(rooms: RoomGuests[]) {
  return {
    adults: rooms.reduce((sum, room) => sum + room.adults, 0),
    children: rooms.reduce((sum, room) => sum + room.children, 0),
    rooms: rooms.length,
    childAges: rooms.flatMap((room) => room.childAges),
  };
}

/** '2 adults' or '1 adult, 1 child': one room's party. */
export function roomGuestsText(room: Pick<RoomGuests, 'adults' | 'children'>): string {
  const parts = [`${room.adults} ${room.adults === 1 ? 'adult' : 'adults'}`];
  if (room.children > 0) parts.push(`${room.children} ${room.children === 1 ? 'child' : 'children'}`);
  return parts.join(', ');
}

/** An order's rooms as it keeps them: its lead guests, each with their room's guests when the order gave them. */
export interface OrderRoomsInput {
  rooms: number;
  adults: number;
  childAges: number[];
  guests: { adults?: number; childAges?: number[] }[];
}

/** Each room's guests of an order: as the order gave them per room, else its totals spread as the search did. */
export function orderRoomGuests(order: OrderRoomsInput): RoomGuests[] {
  const spread = spreadGuests(order.adults, order.childAges.length, order.rooms, order.childAges);
  return spread.map((room, i) => {
    const given = order.guests[i];
    return given?.adults !== undefined && given.childAges
      ? { adults: given.adults, children: given.childAges.length, childAges: given.childAges }
      : room;
  });
}

/** Who else sleeps in a room than its named lead guest: '1 more adult', then 'child aged 6' for each child. */
export function roomCompanions(room: RoomGuests): string[] {
  const adults = room.adults - 1;
  const agesUnknown = room.children - room.childAges.length;
  return [
    ...(adults === 1 ? ['1 more adult'] : adults > 1 ? [`${adults} more adults`] : []),
    ...room.childAges.map((age) => `child aged ${age}`),
    ...(agesUnknown === 1 ? ['1 child'] : agesUnknown > 1 ? [`${agesUnknown} children`] : []),
  ];
}
