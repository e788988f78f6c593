import { isCalendarDay } from '../rules/calendarDay';
import { nightsBetween } from '../rules/calendarDates';
import { BOOKING_LIMITS } from '../rules/hotelBooking';
import { MAX_NIGHTS } from '../rules/hotelSearch';
import { contactProblems, type BookingContact } from '../rules/contact';
import { personNameProblem } from '../rules/personName';
import { parseRoomParam } from '../hotels/roomOccupancy';

/**
 * Hotel checkout's rules, checked by the checkout pages and again by POST /api/hotel-checkout/reprice and
 * /orders (400 listing every broken rule with its field and message).
 */

export const HOTEL_HOLD_MINUTES = 15;
export const HOTEL_GUEST_TITLES = ['Mr', 'Ms', 'Mrs', 'Dr'] as const;

export interface HotelStaySelection {
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  childAges: number[];
  /** Each room's guests (`room=2&room=1-6`, contracts/src/hotels/roomOccupancy.ts); without it they are spread evenly. */
  room?: string[];
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

/** Every problem of the stay (dates, guests against rooms). `today` is the hotel's date, YYYY-MM-DD. */
export function hotelStayProblems(stay: HotelStaySelection, today: string): HotelCheckoutProblem[] {
  const problems: HotelCheckoutProblem[] = [];
  const checkInDay = isCalendarDay(stay.checkIn);
  const checkOutDay = isCalendarDay(stay.checkOut);
  if (!checkInDay) problems.push({ field: 'checkIn', message: 'Check-in must be a date (YYYY-MM-DD)' });
  else if (stay.checkIn < today) problems.push({ field: 'checkIn', message: 'Check-in date cannot be in the past' });
  if (!checkOutDay) problems.push({ field: 'checkOut', message: 'Check-out must be a date (YYYY-MM-DD)' });
  else if (checkInDay) {
    const nights = nightsBetween(stay.checkIn, stay.checkOut);
    if (nights < 1) problems.push({ field: 'checkOut', message: 'Check-out date must be after the check-in date' });
    if (nights > MAX_NIGHTS)
      problems.push({ field: 'checkOut', message: `A stay can be at most ${MAX_NIGHTS} nights` });
  }
  if (stay.rooms < 1 || stay.rooms > BOOKING_LIMITS.maxRooms) {
    problems.push({ field: 'rooms', message: `You can book 1 to ${BOOKING_LIMITS.maxRooms} rooms` });
  } else if (stay.adults < stay.rooms) {
    problems.push({ field: 'adults', message: 'Each room needs at least one adult' });
  } else if (stay.adults > BOOKING_LIMITS.maxAdults * stay.rooms) {
    problems.push({ field: 'adults', message: `At most ${BOOKING_LIMITS.maxAdults} adults per room` });
  }
  if (stay.childAges.some((age) => !Number.isInteger(age) || age < 0 || age > BOOKING_LIMITS.maxChildAge)) {
    problems.push({ field: 'childAges', message: `Each child's age must be 0 to ${BOOKING_LIMITS.maxChildAge}` });
  }
  problems.push(...roomGuestsProblems(stay));
  return problems;
}

/** The rooms' guests (when given): each a room, one per room, adding up to the stay's adults and children. */
function roomGuestsProblems(stay: HotelStaySelection): HotelCheckoutProblem[] {
  if (!stay.room) return [];
  const problems: HotelCheckoutProblem[] = [];
  const rooms = stay.room.map(parseRoomParam);
  rooms.forEach((room, i) => {
    if (!room)
      problems.push({
        field: `room[${i}]`,
        message: `Room ${i + 1}: give 1 to ${BOOKING_LIMITS.maxAdults} adults and each child's age (0 to ${BOOKING_LIMITS.maxChildAge})`,
      });
  });
  if (stay.room.length !== stay.rooms)
    problems.push({ field: 'room', message: `Give the guests of each of the ${stay.rooms} room(s)` });
  const known = rooms.filter((room) => room !== undefined);
  if (known.length === rooms.length && known.length > 0) {
    const adults = known.reduce((sum, room) => sum + room.adults, 0);
    const ages = known.flatMap((room) => room.childAges).sort((a, b) => a - b);
    const sameAges = ages.join() === [...stay.childAges].sort((a, b) => a - b).join();
    if (adults !== stay.adults || !sameAges)
      problems.push({ field: 'room', message: "The rooms' guests must add up to the stay's adults and children" });
  }
  return problems;
}

/** The stay's first problem, or null. */
export const hotelStayProblem = (stay: HotelStaySelection, today: string): HotelCheckoutProblem | null =>
  hotelStayProblems(stay, today)[0] ?? null;

/** Every problem of the guests and the contact, each at its field, in the form's order. */
export function hotelGuestsProblems(details: HotelGuestDetails, rooms: number): HotelCheckoutProblem[] {
  const problems: HotelCheckoutProblem[] = [];
  if (details.guests.length !== rooms) {
    problems.push({ field: 'guests', message: `Give the lead guest's name for each of the ${rooms} room(s)` });
  }
  for (const [i, guest] of details.guests.entries()) {
    if (!(HOTEL_GUEST_TITLES as readonly string[]).includes(guest.title)) {
      problems.push({
        field: `guests[${i}].title`,
        message: `Room ${i + 1}: title must be one of ${HOTEL_GUEST_TITLES.join(', ')}`,
      });
    }
    const first = personNameProblem(guest.firstName, 'first name');
    if (first) problems.push({ field: `guests[${i}].firstName`, message: `Room ${i + 1}: ${first}` });
    const last = personNameProblem(guest.lastName, 'last name');
    if (last) problems.push({ field: `guests[${i}].lastName`, message: `Room ${i + 1}: ${last}` });
  }
  problems.push(...contactProblems(details.contact));
  if (details.arrivalTime !== undefined && details.arrivalTime !== '' && !ARRIVAL.test(details.arrivalTime)) {
    problems.push({ field: 'arrivalTime', message: 'Arrival time must be a time of day, HH:MM' });
  }
  if ((details.specialRequests ?? '').length > 500) {
    problems.push({ field: 'specialRequests', message: 'Special requests must be at most 500 characters' });
  }
  return problems;
}

/** The guests' and contact's first problem, or null. */
export const hotelGuestsProblem = (details: HotelGuestDetails, rooms: number): HotelCheckoutProblem | null =>
  hotelGuestsProblems(details, rooms)[0] ?? null;
