import { isCalendarDay } from '../rules/calendarDay';
import { contactProblems, type BookingContact } from '../rules/contact';
import { personNameProblem } from '../rules/personName';
import { BAGGAGE_STEP_KG, MAX_EXTRA_BAGGAGE_KG, MEAL_CODES } from './addOns';
import type { PassengerInput } from './flight-checkout.schemas';
import { parseSeat } from './seats';

/** Checkout's traveller and contact rules, checked by the form and again by the API. */

export const ADULT_TITLES = ['Mr', 'Ms', 'Mrs'] as const satisfies readonly PassengerInput['title'][];
export const CHILD_TITLES = ['Master', 'Miss'] as const satisfies readonly PassengerInput['title'][];
export type PassengerTitle = PassengerInput['title'];

/**
 * A traveller as checkout sends them, the wire's `PassengerInput`: names as on the ID; `dateOfBirth` (required
 * for a child) and `passportExpiry` YYYY-MM-DD; `nationality` ISO 3166 alpha-2, required with the passport on an
 * international route; `seat` like '12A' (none: a free seat is given at check-in).
 */
export type CheckoutPassenger = PassengerInput;

export interface TravellersContext {
  adults: number;
  /** The search's child ages, in the order of the child passengers. */
  childAges: number[];
  /** The flight's day, YYYY-MM-DD: children's ages and passports are checked on it. */
  departureDate: string;
  international: boolean;
  /**
   * Booked at a supplier (a provider was chosen): the airline's order names every traveller with their date of
   * birth, so adults need one too.
   */
  atSupplier?: boolean;
}

export interface CheckoutProblem {
  /** 'passengers[1].firstName', 'contact.mobile' */
  field: string;
  message: string;
}

const PASSPORT = /^[A-Z][A-Z0-9]{5,8}$/;
const COUNTRY = /^[A-Z]{2}$/;
/** Most countries want a passport valid this long after arrival. */
export const PASSPORT_VALID_MONTHS = 6;

/** Whole years between a birthday and a day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

const nameProblem = (value: string, label: string) => personNameProblem(value, label, { asOnTheId: true });

type PassengerProblem = { key: keyof CheckoutPassenger; message: string };

function dateOfBirthProblem(p: CheckoutPassenger, childAge: number | undefined, ctx: TravellersContext) {
  if (!isCalendarDay(p.dateOfBirth)) return 'date of birth is required for a child (YYYY-MM-DD)';
  if (p.dateOfBirth > ctx.departureDate) return 'date of birth cannot be after the flight';
  const age = ageOn(p.dateOfBirth, ctx.departureDate);
  // Unknown when the passengers do not match the search (a problem of its own).
  if (childAge !== undefined && age !== childAge) {
    return `date of birth makes the child ${age} on the day of the flight, but the search was for a child of ${childAge}`;
  }
  return null;
}

/** At a supplier, an adult's date of birth: required (the API's own words), a day, not after the flight. */
function adultDateOfBirthProblem(p: CheckoutPassenger, ctx: TravellersContext) {
  if (!p.dateOfBirth) return 'date of birth is required to book with the airline';
  if (!isCalendarDay(p.dateOfBirth)) return 'date of birth must be a day (YYYY-MM-DD)';
  if (p.dateOfBirth > ctx.departureDate) return 'date of birth cannot be after the flight';
  return null;
}

function passportExpiryProblem(p: CheckoutPassenger, ctx: TravellersContext) {
  if (!isCalendarDay(p.passportExpiry)) return 'passport expiry is required (YYYY-MM-DD)';
  if (p.passportExpiry < addMonths(ctx.departureDate, PASSPORT_VALID_MONTHS)) {
    return `passport must be valid for ${PASSPORT_VALID_MONTHS} months after the flight`;
  }
  return null;
}

/** Every rule one passenger breaks, at most one per field. */
function passengerProblems(p: CheckoutPassenger, childAge: number | undefined, ctx: TravellersContext) {
  const problems: PassengerProblem[] = [];
  const add = (key: PassengerProblem['key'], message: string | null) => {
    if (message) problems.push({ key, message });
  };
  const titles: readonly string[] = p.type === 'adult' ? ADULT_TITLES : CHILD_TITLES;
  add('title', titles.includes(p.title) ? null : `title must be one of ${titles.join(', ')}`);
  add('firstName', nameProblem(p.firstName, 'first name'));
  add('lastName', nameProblem(p.lastName, 'last name'));
  if (p.type === 'child') add('dateOfBirth', dateOfBirthProblem(p, childAge, ctx));
  else if (ctx.atSupplier) add('dateOfBirth', adultDateOfBirthProblem(p, ctx));
  if (ctx.international) {
    add(
      'nationality',
      p.nationality && COUNTRY.test(p.nationality)
        ? null
        : 'nationality is required for an international flight (a country code such as IN)',
    );
    add(
      'passportNumber',
      p.passportNumber && PASSPORT.test(p.passportNumber)
        ? null
        : 'passport number must be 6 to 9 letters and digits, starting with a letter',
    );
    add('passportExpiry', passportExpiryProblem(p, ctx));
  }
  if (p.seat !== undefined && !parseSeat(p.seat)) add('seat', `there is no seat ${p.seat} on this aircraft`);
  const kg = p.extraBaggageKg ?? 0;
  if (!Number.isInteger(kg) || kg < 0 || kg > MAX_EXTRA_BAGGAGE_KG || kg % BAGGAGE_STEP_KG !== 0) {
    add('extraBaggageKg', `extra baggage comes in steps of ${BAGGAGE_STEP_KG} kg, up to ${MAX_EXTRA_BAGGAGE_KG} kg`);
  }
  if (p.meal !== undefined && !MEAL_CODES.includes(p.meal)) add('meal', `meal must be one of ${MEAL_CODES.join(', ')}`);
  return problems;
}

/** The details a saved traveller keeps: a checkout passenger without the trip's seat and add-ons. */
export type TravellerDetails = Pick<
  CheckoutPassenger,
  'type' | 'title' | 'firstName' | 'lastName' | 'dateOfBirth' | 'nationality' | 'passportNumber' | 'passportExpiry'
>;

/** A traveller's details as kept: names trimmed, codes in capitals, blank details left out. */
export function normaliseTravellerDetails(t: TravellerDetails): TravellerDetails {
  const optional = (value: string | undefined) => value?.trim() || undefined;
  return {
    type: t.type,
    title: t.title,
    firstName: t.firstName.trim(),
    lastName: t.lastName.trim(),
    dateOfBirth: optional(t.dateOfBirth),
    nationality: optional(t.nationality)?.toUpperCase(),
    passportNumber: optional(t.passportNumber)?.toUpperCase(),
    passportExpiry: optional(t.passportExpiry),
  };
}

/**
 * The rules a saved traveller breaks, at most one per field in the form's order (the same title, name, date of
 * birth and passport rules as checkout; the trip's own checks, a child's age and passport validity, wait for the
 * trip). Fields are the traveller's own ('firstName').
 */
export function travellerDetailsProblems(t: TravellerDetails, today: string): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  const add = (field: keyof TravellerDetails, message: string | null) => {
    if (message) problems.push({ field, message });
  };
  const titles: readonly string[] = t.type === 'adult' ? ADULT_TITLES : CHILD_TITLES;
  add('title', titles.includes(t.title) ? null : `title must be one of ${titles.join(', ')}`);
  add('firstName', nameProblem(t.firstName, 'first name'));
  add('lastName', nameProblem(t.lastName, 'last name'));
  if (t.dateOfBirth !== undefined || t.type === 'child') {
    if (!isCalendarDay(t.dateOfBirth)) add('dateOfBirth', 'date of birth must be a day (YYYY-MM-DD)');
    else if (t.dateOfBirth > today) add('dateOfBirth', 'date of birth cannot be in the future');
  }
  if (t.nationality !== undefined && !COUNTRY.test(t.nationality)) {
    add('nationality', 'nationality must be a country code such as IN');
  }
  if (t.passportNumber !== undefined && !PASSPORT.test(t.passportNumber.toUpperCase())) {
    add('passportNumber', 'passport number must be 6 to 9 letters and digits, starting with a letter');
  }
  if (t.passportExpiry !== undefined && !isCalendarDay(t.passportExpiry)) {
    add('passportExpiry', 'passport expiry must be a day (YYYY-MM-DD)');
  }
  return problems;
}

/**
 * Every rule the travellers and the contact break, each at its field (at most one per field), in the form's
 * order: the form shows them all at once and the API answers them all in one 400.
 */
export function checkoutProblems(
  passengers: CheckoutPassenger[],
  contact: BookingContact,
  ctx: TravellersContext,
): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  const adults = passengers.filter((p) => p.type === 'adult').length;
  const children = passengers.filter((p) => p.type === 'child').length;
  const asSearched = adults === ctx.adults && children === ctx.childAges.length;
  if (!asSearched) {
    problems.push({
      field: 'passengers',
      message: `give the details of ${ctx.adults} adult(s) and ${ctx.childAges.length} child(ren), as searched`,
    });
  }
  let childIndex = 0;
  for (const [i, passenger] of passengers.entries()) {
    const childAge = passenger.type === 'child' && asSearched ? ctx.childAges[childIndex++] : undefined;
    for (const problem of passengerProblems(passenger, childAge, ctx)) {
      problems.push({ field: `passengers[${i}].${problem.key}`, message: `Traveller ${i + 1}: ${problem.message}` });
    }
  }
  const seats = passengers.flatMap((p) => (p.seat && parseSeat(p.seat) ? [parseSeat(p.seat)!.seat] : []));
  const twice = seats.find((seat, i) => seats.indexOf(seat) !== i);
  if (twice) problems.push({ field: 'passengers', message: `seat ${twice} is chosen for two travellers` });
  return [...problems, ...contactProblems(contact)];
}

/** The first rule the travellers or the contact break, or null when checkout may go on. */
export function checkoutProblem(
  passengers: CheckoutPassenger[],
  contact: BookingContact,
  ctx: TravellersContext,
): CheckoutProblem | null {
  return checkoutProblems(passengers, contact, ctx)[0] ?? null;
}
