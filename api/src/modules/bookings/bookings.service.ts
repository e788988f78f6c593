import type {
  BookingLookup,
  BookingSummary,
  CancellationReceipt,
  CancellationRequestBody,
  RefundQuote,
} from '@travel/contracts/bookings';
import {
  addDays,
  describeHotelCancellation,
  hotelCancellationRefund,
  isExceptionReason,
  nightsBetween,
  zonedMoment,
  type HotelCancellationRules,
} from '@travel/contracts/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../plugins/errors';
import { catalogFor } from '../hotels/hotels.service';
import {
  bookingsOfEmail,
  findBookingById,
  hasPendingRequest,
  insertBooking,
  insertCancellationRequest,
  type BookingRow,
  type NewBooking,
} from './bookings.repository';

// What other modules use of this module's parts, through its public face.
export type { BookingRow } from './bookings.repository';

/** Said for every pair that does not match, so the answer never tells whether a Booking ID exists. */
export const BOOKING_NOT_FOUND =
  'We could not find a booking with that Booking ID and email. Please check both and try again.';
export const ALREADY_CANCELLED = 'This booking has already been cancelled.';
export const REQUEST_PENDING =
  'A cancellation request for this booking is already pending. We will email you once it is reviewed.';
export const NOT_CANCELLABLE = 'This booking can no longer be cancelled online. Please contact support.';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const zoneOf = (city: string) => catalogFor(city)?.timeZone ?? 'Asia/Kolkata';

/** Hotel check-in: 14:00 on the check-in day, the hotel's clock. */
export function checkInMoment(booking: Pick<BookingRow, 'checkIn' | 'city'>): Date {
  return new Date(zonedMoment(booking.checkIn, '14:00', zoneOf(booking.city)));
}

/**
 * The rules of a booking made before bookings kept them, read from its words: non-refundable, or free until
 * 48 hours before the 14:00 check-in (hotel time) and then half of the amount paid.
 */
export function legacyRules(
  booking: Pick<BookingRow, 'checkIn' | 'city' | 'cancellationPolicy'>,
): HotelCancellationRules {
  if (/^non-refundable/i.test(booking.cancellationPolicy)) return { type: 'non_refundable' };
  const timeZone = zoneOf(booking.city);
  return {
    type: 'refundable',
    freeUntil: zonedMoment(addDays(booking.checkIn, -2), '14:00', timeZone),
    timeZone,
    penalty: { type: 'percent', percent: 50 },
  };
}

type PolicyFields = Pick<
  BookingRow,
  'amountPaidMinor' | 'checkIn' | 'checkOut' | 'city' | 'cancellationPolicy' | 'cancellationRules' | 'nightlyMinor'
>;

/** The booking's own policy: its rules, and the words the guest reads (written from those rules). */
export function policyOf(booking: PolicyFields): { rules: HotelCancellationRules; text: string } {
  const rules = booking.cancellationRules ?? legacyRules(booking);
  return { rules, text: booking.cancellationRules ? booking.cancellationPolicy : describeHotelCancellation(rules) };
}

/** The refund the booking's own policy gives for cancelling at `now`, in paise. */
export function refundFor(booking: PolicyFields, now: Date): RefundQuote {
  const nights = Math.max(1, nightsBetween(booking.checkIn, booking.checkOut));
  // A booking that did not keep its nights' prices: the amount paid spread evenly over them.
  const nightlyMinor =
    booking.nightlyMinor ??
    Array.from({ length: nights }, (_, i) =>
      i < nights - 1
        ? Math.floor(booking.amountPaidMinor / nights)
        : booking.amountPaidMinor - Math.floor(booking.amountPaidMinor / nights) * (nights - 1),
    );
  const result = hotelCancellationRefund(policyOf(booking).rules, {
    paidMinor: booking.amountPaidMinor,
    nightlyMinor,
    at: now,
  });
  return {
    refundPercentage:
      booking.amountPaidMinor > 0 ? Math.round((result.refundMinor * 10_000) / booking.amountPaidMinor) / 100 : 0,
    refundReason: result.reason,
    refundableAmountMinor: result.refundMinor,
    deductionsMinor: 0,
    netRefundMinor: result.refundMinor,
  };
}

/** Soon and large requests first: the admin center sorts its queue by this. */
export function priorityFor(amountPaidMinor: number, departure: Date, now: Date): 'high' | 'medium' | 'low' {
  const daysAhead = (departure.getTime() - now.getTime()) / DAY_MS;
  if (daysAhead <= 7 || amountPaidMinor >= 5_000_000) return 'high';
  if (daysAhead > 30 && amountPaidMinor < 1_000_000) return 'low';
  return 'medium';
}

const normalise = (value: string) => value.trim().toLowerCase();
const digitsOf = (value: string) => value.replace(/\D/g, '');

/** A Booking ID + email (+ phone) pair, without the wizard's token: what My Trips files with, having checked access. */
export type BookingPair = Omit<BookingLookup, 'token'>;
/** A cancellation request from a caller that has already checked who may cancel the booking (My Trips). */
export type CancellationRequest = Omit<CancellationRequestBody, 'token'>;

/** The booking behind an ID + email (+ phone) pair, refusing one that cannot be cancelled. */
export async function findCancellableBooking(db: Db, lookup: BookingPair): Promise<BookingRow> {
  const booking = await findBookingById(db, lookup.bookingId.trim().toUpperCase());
  const phone = lookup.phone ? digitsOf(lookup.phone) : '';
  const matches =
    booking &&
    booking.email === normalise(lookup.email) &&
    (!phone || (booking.phone !== null && digitsOf(booking.phone).endsWith(phone)));
  if (!booking || !matches) throw new ApiError(404, BOOKING_NOT_FOUND);
  if (booking.status === 'cancelled') throw new ApiError(409, ALREADY_CANCELLED);
  if (booking.status !== 'confirmed') throw new ApiError(409, NOT_CANCELLABLE);
  if (await hasPendingRequest(db, booking.id)) throw new ApiError(409, REQUEST_PENDING);
  return booking;
}

export function bookingView(booking: BookingRow, now: Date): BookingSummary {
  const nights = nightsBetween(booking.checkIn, booking.checkOut);
  return {
    id: booking.id,
    hotelName: booking.hotelName,
    city: booking.city,
    guestName: booking.guestName,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights,
    guests: booking.guests,
    rooms: booking.rooms,
    amountPaidMinor: booking.amountPaidMinor,
    currency: booking.currency,
    status: booking.status,
    cancellationPolicy: policyOf(booking).text,
    cancellationRules: policyOf(booking).rules,
    refund: refundFor(booking, now),
  };
}

export async function fileCancellationRequest(
  db: Db,
  input: CancellationRequest,
  now = new Date(),
): Promise<CancellationReceipt & { status: 'pending' }> {
  const booking = await findCancellableBooking(db, input);
  const departure = checkInMoment(booking);
  const refund = refundFor(booking, now);
  const created = await insertCancellationRequest(db, {
    bookingId: booking.id,
    customerName: booking.guestName,
    customerEmail: booking.email,
    customerPhone: booking.phone,
    amountMinor: booking.amountPaidMinor,
    departureDate: departure,
    reason: input.reason.trim(),
    additionalNotes: input.additionalNotes?.trim() || null,
    refundPreference: input.refundPreference ?? 'original',
    priority: priorityFor(booking.amountPaidMinor, departure, now),
    refundableAmountMinor: refund.refundableAmountMinor,
    deductionsMinor: refund.deductionsMinor,
    netRefundMinor: refund.netRefundMinor,
  });
  if (!created) throw new ApiError(409, REQUEST_PENDING);
  return {
    id: created.id,
    bookingId: booking.id,
    status: 'pending' as const,
    amountMinor: booking.amountPaidMinor,
    refundableAmountMinor: refund.refundableAmountMinor,
    deductionsMinor: refund.deductionsMinor,
    netRefundMinor: refund.netRefundMinor,
    currency: booking.currency,
    refundPreference: input.refundPreference ?? 'original',
    createdAt: new Date(created.createdAt).toISOString(),
  };
}

/** Told, inside the cancelling transaction, that a booking was cancelled (its module puts its rooms back). */
export type BookingCancelledListener = (tx: Db, bookingId: string) => Promise<void>;

/** The approval center's decision on a request, handed over by its module (which depends on this one). */
export type RequestApprover = (requestId: string) => Promise<unknown>;

/**
 * Whether a guest token opens a booking: the token My Trips answers for the code it emails to the booking's
 * address (POST /api/trips/lookup/verify). Handed over by the trips module, which depends on this one.
 */
export type GuestTokenCheck = (bookingId: string, token: string) => Promise<boolean>;

/** The bookings module's service, as `app.bookings`: a booking for the cancellation wizard, and its request. */
export function bookingsService({ db, log }: { db: Db; log?: FastifyBaseLogger }) {
  const cancelledListeners = new Set<BookingCancelledListener>();
  let approveWithinPolicy: RequestApprover | undefined;
  let guestTokenOpens: GuestTokenCheck | undefined;

  /**
   * The wizard's calls open a booking only with the emailed code's token: without one that opens this booking
   * they answer as for an unknown Booking ID + email pair, before anything is read about the booking.
   */
  async function requireGuestToken(bookingId: string, token: string): Promise<void> {
    if (!guestTokenOpens) {
      throw new Error('No guest token check: the trips module registers it with app.bookings.acceptGuestTokens');
    }
    if (!(await guestTokenOpens(bookingId.trim().toUpperCase(), token))) throw new ApiError(404, BOOKING_NOT_FOUND);
  }

  /**
   * Files a request (the wizard's and My Trips' alike). Within the booking's own policy it is approved at once
   * through the approval center's own decision, which cancels the booking, gives the rooms back and refunds
   * through the booking's gateway; a request for an exception (a medical emergency, a schedule change) waits for
   * the back office. An approval that cannot be made leaves the request pending for staff, never half done.
   */
  async function fileRequest(input: CancellationRequest): Promise<CancellationReceipt> {
    const filed = await fileCancellationRequest(db, input);
    if (isExceptionReason(input.reason) || !approveWithinPolicy) return filed;
    try {
      await approveWithinPolicy(filed.id);
      return { ...filed, status: 'approved' };
    } catch (error) {
      log?.error({ err: error, requestId: filed.id }, 'a request within the policy was not approved; left for staff');
      return filed;
    }
  }

  return {
    /** The approval center's module hands over its decision, so a request within the policy is approved at once. */
    approveWithinPolicyWith(approve: RequestApprover) {
      approveWithinPolicy = approve;
    },
    /** The trips module hands over the check of its guest tokens, so the wizard asks for the same emailed code. */
    acceptGuestTokens(check: GuestTokenCheck) {
      guestTokenOpens = check;
    },
    /** Records a confirmed booking (a checkout's), inside the caller's transaction; answers its id. */
    record: (tx: Db, booking: NewBooking) => insertBooking(tx, booking),
    onCancelled(listener: BookingCancelledListener) {
      cancelledListeners.add(listener);
    },
    /** Called by whoever cancels a booking, inside that transaction. */
    async cancelled(tx: Db, bookingId: string) {
      for (const listener of cancelledListeners) await listener(tx, bookingId);
    },
    /**
     * The booking an id and email name, as the wizard shows it (refund worked out now), for the holder of a token
     * that opens it; 404 otherwise.
     */
    async lookup({ token, ...pair }: BookingLookup) {
      await requireGuestToken(pair.bookingId, token);
      return bookingView(await findCancellableBooking(db, pair), new Date());
    },
    /** The wizard's request: filed for the holder of a token that opens the booking; 404 otherwise. */
    async fileGuestCancellationRequest({ token, ...input }: CancellationRequestBody) {
      await requireGuestToken(input.bookingId, token);
      return fileRequest(input);
    },
    /** My Trips' request, for a booking it has already opened to the caller. */
    fileCancellationRequest: fileRequest,
    /** The booking as the wizard shows it, its refund worked out by its own policy at `now` (My Trips' preview). */
    quote: (booking: BookingRow, now = new Date()) => bookingView(booking, now),
    /** For My Trips: the hotel bookings made with an email, as stored. */
    bookingsOfEmail: (email: string) => bookingsOfEmail(db, email),
    findBooking: (id: string) => findBookingById(db, id),
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;
