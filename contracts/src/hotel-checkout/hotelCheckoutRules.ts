import { isCalendarDay } from '../rules/calendarDay';
import { nightsBetween } from '../rules/calendarDates';
import { BOOKING_LIMITS } from '../rules/hotelBooking';
import { MAX_NIGHTS } from '../rules/hotelSearch';
import { contactProblem, type BookingContact } from '../rules/contact';
import { personNameProblem } from '../rules/personName';

/**
 * Hotel checkout's rules, checked by the checkout pages and again by POST /api/hotel-checkout/reprice and
 * /orders (each broken rule: 400 with its message). The first rule broken wins.
 */

export const HOTEL_HOLD_MINUTES = 15;
export const HOTEL_GUEST_TITLES = ['Mr', 'Ms', 'Mrs', 'Dr'] as const;

export interface HotelStaySelection {
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  childAges: number[];
}

export interface HotelGuestDetails {
  guests: { title: string; firstName: string; lastName: string }[];
  contact: BookingContact;
  specialRequests?: string;
  arrivalTime?: string;
}

export interface HotelCheckoutProblem {
  /** 'checkOut', 'guests[1].lastName', 'contact.mobile' */
  field: string;
  message: string;
}

const ARRIVAL = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The stay's problem (dates, guests against rooms), or null. `today` is the hotel's date, YYYY-MM-DD. */
export function hotelStayProblem(stay: HotelStaySelection, today: string): HotelCheckoutProblem | null {
  if (!isCalendarDay(stay.checkIn)) return { field: 'checkIn', message: 'Check-in must be a date (YYYY-MM-DD)' };
  if (!isCalendarDay(stay.checkOut)) return { field: 'checkOut', message: 'Check-out must be a date (YYYY-MM-DD)' };
  if (stay.checkIn < today) return { field: 'checkIn', message: 'Check-in date cannot be in the past' };
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  if (nights < 1) return { field: 'checkOut', message: 'Check-out date must be after the check-in date' };
  if (nights > MAX_NIGHTS) return { field: 'checkOut', message: `A stay can be at most ${MAX_NIGHTS} nights` };
  if (stay.rooms < 1 || stay.rooms > BOOKING_LIMITS.maxRooms) {
    return { field: 'rooms', message: `You can book 1 to ${BOOKING_LIMITS.maxRooms} rooms` };
  }
  if (stay.adults < stay.rooms) return { field: 'adults', message: 'Each room needs at least one adult' };
  if (stay.adults > BOOKING_LIMITS.maxAdults * stay.rooms) {
    return { field: 'adults', message: `At most ${BOOKING_LIMITS.maxAdults} adults per room` };
  }
  if (stay.childAges.some((age) => !Number.isInteger(age) || age < 0 || age > BOOKING_LIMITS.maxChildAge)) {
    return { field: 'childAges', message: `Each child's age must be 0 to ${BOOKING_LIMITS.maxChildAge}` };
  }
  return null;
}

/** The guests' and contact's problem, or null. */
export function hotelGuestsProblem(details: HotelGuestDetails, rooms: number): HotelCheckoutProblem | null {
  if (details.guests.length !== rooms) {
    return { field: 'guests', message: `Give the lead guest's name for each of the ${rooms} room(s)` };
  }
  for (const [i, guest] of details.guests.entries()) {
    if (!(HOTEL_GUEST_TITLES as readonly string[]).includes(guest.title)) {
      return {
        field: `guests[${i}].title`,
        message: `Room ${i + 1}: title must be one of ${HOTEL_GUEST_TITLES.join(', ')}`,
      };
    }
    const first = personNameProblem(guest.firstName, 'first name');
    if (first) return { field: `guests[${i}].firstName`, message: `Room ${i + 1}: ${first}` };
    const last = personNameProblem(guest.lastName, 'last name');
    if (last) return { field: `guests[${i}].lastName`, message: `Room ${i + 1}: ${last}` };
  }
  const contactBroken = contactProblem(details.contact);
  if (contactBroken) return contactBroken;
  if (details.arrivalTime !== undefined && details.arrivalTime !== '' && !ARRIVAL.test(details.arrivalTime)) {
    return { field: 'arrivalTime', message: 'Arrival time must be a time of day, HH:MM' };
  }
  if ((details.specialRequests ?? '').length > 500) {
    return { field: 'specialRequests', message: 'Special requests must be at most 500 characters' };
  }
  return null;
}
