import {
  addDays,
  emptyRoom,
  matchHotelCity,
  type HotelBookingFormValues,
  type RoomFormValues,
} from '@travel/contracts/rules';

/** The form's first values: dates and city from the link that opened it (the results page passes them). */
export function initialBookingValues(params: URLSearchParams): HotelBookingFormValues {
  const checkIn = params.get('checkIn') ?? '';
  return {
    checkinDate: checkIn,
    checkoutDate: params.get('checkOut') ?? (checkIn ? addDays(checkIn, 1) : ''),
    city: matchHotelCity(params.get('city') ?? '') ?? '',
    nationality: 'IN',
    currency: 'INR',
    rooms: [emptyRoom()],
    ratings: [],
    fsc: false,
    sync: true,
  };
}

/** A number input's text: blank stays blank so "Adults is required" can show. */
export const numberOrBlank = (text: string): number | '' => (text === '' ? '' : Number(text));

export const replaceRoom = (rooms: RoomFormValues[], index: number, next: Partial<RoomFormValues>) =>
  rooms.map((room, i) => (i === index ? { ...room, ...next } : room));

export const withoutRoom = (rooms: RoomFormValues[], index: number) => rooms.filter((_, i) => i !== index);

/** A new children count; the ages are emptied when it drops to none (the ages field is disabled then). */
export const childrenChange = (room: RoomFormValues, text: string): Partial<RoomFormValues> => {
  const children = numberOrBlank(text);
  return { children, childAges: children === 0 ? '' : room.childAges };
};

export const toggleRating = (ratings: number[], rating: number) =>
  ratings.includes(rating) ? ratings.filter((r) => r !== rating) : [...ratings, rating];
