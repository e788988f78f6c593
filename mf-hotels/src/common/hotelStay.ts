import { addDays, isoDate, nightsBetween, type HotelGuests } from '@travel/contracts/rules';
import { readRoomGuests, roomGuestsTotals, roomParams, spreadGuests, type RoomGuests } from '@travel/contracts/hotels';

/** The stay a hotel page and its checkout are for, as their query string carries it (bookmarkable). */
export interface HotelStay extends HotelGuests {
  checkIn: string;
  checkOut: string;
  /** Known when the search asked for them (/hotel-booking); otherwise the checkout asks. */
  childAges: number[];
  /** Who sleeps in which room, when the search said (`room=2&room=1-6`); else the guests are spread evenly. */
  perRoom?: RoomGuests[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const whole = (value: string | null, fallback: number, min: number, max: number) => {
  const n = value === null || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** Each room's guests of a stay: as the URL gave them, or the totals spread as the API spreads them. */
export const stayRooms = (stay: HotelStay): RoomGuests[] =>
  stay.perRoom ?? spreadGuests(stay.adults, stay.children, stay.rooms, stay.childAges);

/** The stay for these rooms' guests (each child's age known): its totals follow them. */
export function stayWithRooms<T extends Pick<HotelStay, 'checkIn' | 'checkOut'>>(stay: T, rooms: RoomGuests[]) {
  return { ...stay, ...roomGuestsTotals(rooms), perRoom: rooms };
}

/** Reads `room=2&room=1-6` (contracts' roomOccupancy.ts), and links of the earlier adults/children/rooms shape. */
export function readHotelStay(params: URLSearchParams, today = isoDate()): HotelStay {
  const givenIn = params.get('checkIn') ?? '';
  const checkIn = DAY.test(givenIn) ? givenIn : addDays(today, 7);
  const givenOut = params.get('checkOut') ?? '';
  const checkOut = DAY.test(givenOut) && nightsBetween(checkIn, givenOut) >= 1 ? givenOut : addDays(checkIn, 1);
  const perRoom = params.has('room') ? readRoomGuests({ room: params.getAll('room') }) : undefined;
  if (perRoom) {
    const { adults, children, rooms, childAges } = roomGuestsTotals(perRoom);
    return { checkIn, checkOut, adults, children, rooms, childAges, perRoom };
  }
  return {
    checkIn,
    checkOut,
    adults: whole(params.get('adults'), 2, 1, 40),
    children: whole(params.get('children'), 0, 0, 40),
    rooms: whole(params.get('rooms'), 1, 1, 20),
    childAges: params
      .getAll('childAges')
      .map(Number)
      .filter((age) => Number.isInteger(age) && age >= 0 && age <= 17),
  };
}

/** The stay's query: each room's guests (`room`), or the totals while a child's age is not known yet. */
export function writeHotelStay(stay: HotelStay): URLSearchParams {
  const params = new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut });
  const rooms = roomParams(stayRooms(stay));
  if (rooms) {
    rooms.forEach((room) => params.append('room', room));
    return params;
  }
  params.set('adults', String(stay.adults));
  params.set('children', String(stay.children));
  params.set('rooms', String(stay.rooms));
  stay.childAges.forEach((age) => params.append('childAges', String(age)));
  return params;
}

/** /hotel?hotelId=…&checkIn=…: a hotel's page for a stay. `section` jumps to a part of it (the rooms). */
export function hotelPageLink(hotelId: string, stay: HotelStay, section?: 'rooms'): string {
  const params = new URLSearchParams({ hotelId });
  writeHotelStay(stay).forEach((value, key) => params.append(key, value));
  return `/hotel?${params.toString()}${section ? `#${section}` : ''}`;
}

/** The rate a guest chose on the hotel page, with the stay: the checkout's query string. */
export interface HotelRateChoice {
  hotelId: string;
  roomTypeId: string;
  ratePlanId: string;
}

export function hotelCheckoutLink(choice: HotelRateChoice, stay: HotelStay): string {
  const params = new URLSearchParams({ ...choice });
  writeHotelStay(stay).forEach((value, key) => params.append(key, value));
  return `/hotel-checkout?${params.toString()}`;
}

export function readRateChoice(params: URLSearchParams): HotelRateChoice {
  return {
    hotelId: params.get('hotelId') ?? '',
    roomTypeId: params.get('roomTypeId') ?? '',
    ratePlanId: params.get('ratePlanId') ?? '',
  };
}
