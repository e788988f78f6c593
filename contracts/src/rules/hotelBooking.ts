/**
 * The hotel booking search form: its limits, its messages, and the search request
 * it sends. Used by /hotel-booking and by the API's POST /api/hotels/search, so both check the same rules.
 */
import { nightsBetween } from './calendarDates';
import { MAX_NIGHTS } from './hotelSearch';

export const BOOKING_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'JPY'] as const;
export type BookingCurrency = (typeof BOOKING_CURRENCIES)[number];
export const BOOKING_LIMITS = {
  maxRooms: 5,
  minAdults: 1,
  maxAdults: 10,
  minChildren: 0,
  maxChildren: 12,
  maxChildAge: 17,
};
export const ALL_RATINGS = [1, 2, 3, 4, 5];

export const NATIONALITIES: { code: string; name: string }[] = [
  { code: 'IN', name: 'India' },
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'AE', name: 'United Arab Emirates' },
  { code: 'FR', name: 'France' },
  { code: 'ES', name: 'Spain' },
  { code: 'DE', name: 'Germany' },
  { code: 'JP', name: 'Japan' },
  { code: 'SG', name: 'Singapore' },
  { code: 'AU', name: 'Australia' },
];

export const BOOKING_MESSAGES = {
  checkinRequired: 'Check-in date is required',
  checkoutRequired: 'Check-out date is required',
  checkoutAfterCheckin: 'Check-out date must be after the check-in date',
  tooManyNights: `A stay can be at most ${MAX_NIGHTS} nights`,
  checkinPast: 'Check-in date cannot be in the past',
  cityRequired: 'City is required',
  nationalityRequired: 'Nationality is required',
  currencyRequired: 'Currency is required',
  adultsRequired: 'Adults is required',
  adultsRange: 'Adults must be between 1 and 10',
  childrenRange: 'Children must be between 0 and 12',
  childAges: 'Enter one age (0-17) per child, separated by commas',
  roomsRange: 'You can book 1 to 5 rooms',
} as const;

export interface RoomFormValues {
  adults: number | '';
  children: number | '';
  /** Comma-separated ages as typed, e.g. "4, 9". */
  childAges: string;
}

export interface HotelBookingFormValues {
  checkinDate: string;
  checkoutDate: string;
  city: string;
  nationality: string;
  currency: string;
  rooms: RoomFormValues[];
  ratings: number[];
  fsc: boolean;
  sync: boolean;
}

export interface RoomInfo {
  numberOfAdults: number;
  numberOfChild: number;
  childAge?: number[];
}

/** The hotel search request, field for field as the API takes it. */
export interface HotelSearchRequest {
  searchQuery: {
    checkinDate: string;
    checkoutDate: string;
    roomInfo: RoomInfo[];
    searchCriteria: { city: string; nationality: string; currency: string };
    searchPreferences: { ratings: number[]; fsc: boolean };
  };
  sync: boolean;
}

export const emptyRoom = (): RoomFormValues => ({ adults: 2, children: 0, childAges: '' });

/** Comma-separated ages to numbers; anything that is not a whole number is dropped. */
export function parseChildAges(text: string): number[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}

export const canAddRoom = (rooms: unknown[]) => rooms.length < BOOKING_LIMITS.maxRooms;
export const canRemoveRoom = (rooms: unknown[]) => rooms.length > 1;

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

export type BookingFormErrors = Partial<
  Record<'checkinDate' | 'checkoutDate' | 'city' | 'nationality' | 'currency' | 'rooms', string>
> & {
  roomErrors?: { adults?: string; children?: string; childAges?: string }[];
};

/** Every rule of the form; an empty object means valid. `today` is YYYY-MM-DD in the visitor's calendar. */
export function validateHotelBookingForm(values: HotelBookingFormValues, today?: string): BookingFormErrors {
  const errors: BookingFormErrors = {};
  if (!values.checkinDate) errors.checkinDate = BOOKING_MESSAGES.checkinRequired;
  else if (today && values.checkinDate < today) errors.checkinDate = BOOKING_MESSAGES.checkinPast;
  if (!values.checkoutDate) errors.checkoutDate = BOOKING_MESSAGES.checkoutRequired;
  else if (values.checkinDate) {
    const nights = nightsBetween(values.checkinDate, values.checkoutDate);
    if (nights < 1) errors.checkoutDate = BOOKING_MESSAGES.checkoutAfterCheckin;
    else if (nights > MAX_NIGHTS) errors.checkoutDate = BOOKING_MESSAGES.tooManyNights;
  }
  if (!values.city.trim()) errors.city = BOOKING_MESSAGES.cityRequired;
  if (!values.nationality.trim()) errors.nationality = BOOKING_MESSAGES.nationalityRequired;
  if (!values.currency) errors.currency = BOOKING_MESSAGES.currencyRequired;
  if (values.rooms.length < 1 || values.rooms.length > BOOKING_LIMITS.maxRooms)
    errors.rooms = BOOKING_MESSAGES.roomsRange;
  const roomErrors = values.rooms.map((room) => {
    const roomError: { adults?: string; children?: string; childAges?: string } = {};
    if (room.adults === '') roomError.adults = BOOKING_MESSAGES.adultsRequired;
    else if (!isWhole(room.adults) || room.adults < BOOKING_LIMITS.minAdults || room.adults > BOOKING_LIMITS.maxAdults)
      roomError.adults = BOOKING_MESSAGES.adultsRange;
    const children = room.children === '' ? 0 : room.children;
    if (!isWhole(children) || children < BOOKING_LIMITS.minChildren || children > BOOKING_LIMITS.maxChildren)
      roomError.children = BOOKING_MESSAGES.childrenRange;
    else if (children > 0) {
      const ages = parseChildAges(room.childAges);
      if (ages.length !== children || ages.some((age) => age > BOOKING_LIMITS.maxChildAge))
        roomError.childAges = BOOKING_MESSAGES.childAges;
    }
    return roomError;
  });
  if (roomErrors.some((roomError) => Object.keys(roomError).length > 0)) errors.roomErrors = roomErrors;
  return errors;
}

/** The form's values as the search request: childAge only when a room has children; no ratings means all five. */
export function buildHotelSearchRequest(values: HotelBookingFormValues): HotelSearchRequest {
  return {
    searchQuery: {
      checkinDate: values.checkinDate,
      checkoutDate: values.checkoutDate,
      roomInfo: values.rooms.map((room) => {
        const numberOfChild = Number(room.children || 0);
        const info: RoomInfo = { numberOfAdults: Number(room.adults), numberOfChild };
        if (numberOfChild > 0) info.childAge = parseChildAges(room.childAges);
        return info;
      }),
      searchCriteria: { city: values.city.trim(), nationality: values.nationality, currency: values.currency },
      searchPreferences: {
        ratings: values.ratings.length > 0 ? [...values.ratings].sort((a, b) => a - b) : [...ALL_RATINGS],
        fsc: values.fsc,
      },
    },
    sync: values.sync,
  };
}
