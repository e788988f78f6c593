import type {
  BookingLookup,
  BookingSummary,
  CancellationReceipt,
  CancellationRequestBody,
  RefundQuote,
} from '@travel/contracts/bookings';
import { computeRefund, nightsBetween } from '@travel/contracts/rules';
import type { Db } from '../../db/database';
import { ApiError } from '../../plugins/errors';
import {
  bookingsOfEmail,
  findBookingById,
  hasPendingRequest,
  insertCancellationRequest,
  type BookingRow,
} from './bookings.repository';

/** Said for every pair that does not match, so the answer never tells whether a Booking ID exists. */
export const BOOKING_NOT_FOUND =
  'We could not find a booking with that Booking ID and email. Please check both and try again.';
export const ALREADY_CANCELLED = 'This booking has already been cancelled.';
export const REQUEST_PENDING =
  'A cancellation request for this booking is already pending. We will email you once it is reviewed.';
export const NOT_CANCELLABLE = 'This booking can no longer be cancelled online. Please contact support.';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Hotel check-in (the "departure" of the refund rules) is at 14:00 India time on the check-in day. */
export function checkInMoment(checkIn: string): Date {
  return new Date(`${checkIn}T14:00:00+05:30`);
}

/** The refund the shared rules give for cancelling now, in paise. */
export function refundFor(booking: Pick<BookingRow, 'amountPaid' | 'checkIn'>, now: Date): RefundQuote {
  const result = computeRefund({
    bookingAmount: booking.amountPaid / 100,
    departureDateTime: checkInMoment(booking.checkIn),
    cancellationDateTime: now,
    hasInsurance: false,
    isPeakSeason: false,
    addOnsAmount: 0,
  });
  const refundableAmountMinor = Math.round((result.baseRefund + result.addOnsRefund) * 100);
  const netRefundMinor = Math.round(result.netRefund * 100);
  return {
    refundPercentage: result.refundPercentage,
    refundReason: result.refundReason,
    refundableAmountMinor,
    deductionsMinor: refundableAmountMinor - netRefundMinor,
    netRefundMinor,
  };
}

/** Soon and large requests first: the admin center sorts its queue by this. */
export function priorityFor(amountPaid: number, departure: Date, now: Date): 'high' | 'medium' | 'low' {
  const daysAhead = (departure.getTime() - now.getTime()) / DAY_MS;
  if (daysAhead <= 7 || amountPaid >= 5_000_000) return 'high';
  if (daysAhead > 30 && amountPaid < 1_000_000) return 'low';
  return 'medium';
}

const normalise = (value: string) => value.trim().toLowerCase();
const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The booking behind an ID + email (+ phone) pair, refusing one that cannot be cancelled. */
export async function findCancellableBooking(db: Db, lookup: BookingLookup): Promise<BookingRow> {
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
    amountPaidMinor: booking.amountPaid,
    currency: booking.currency,
    status: booking.status,
    cancellationPolicy: booking.cancellationPolicy,
    refund: refundFor(booking, now),
  };
}

export async function fileCancellationRequest(
  db: Db,
  input: CancellationRequestBody,
  now = new Date(),
): Promise<CancellationReceipt> {
  const booking = await findCancellableBooking(db, input);
  const departure = checkInMoment(booking.checkIn);
  const refund = refundFor(booking, now);
  const created = await insertCancellationRequest(db, {
    bookingId: booking.id,
    customerName: booking.guestName,
    customerEmail: booking.email,
    customerPhone: booking.phone,
    amount: booking.amountPaid,
    departureDate: departure,
    reason: input.reason.trim(),
    additionalNotes: input.additionalNotes?.trim() || null,
    refundPreference: input.refundPreference ?? 'original',
    priority: priorityFor(booking.amountPaid, departure, now),
    refundableAmount: refund.refundableAmountMinor,
    deductions: refund.deductionsMinor,
    netRefund: refund.netRefundMinor,
  });
  if (!created) throw new ApiError(409, REQUEST_PENDING);
  return {
    id: created.id,
    bookingId: booking.id,
    status: 'pending' as const,
    amountMinor: booking.amountPaid,
    refundableAmountMinor: refund.refundableAmountMinor,
    deductionsMinor: refund.deductionsMinor,
    netRefundMinor: refund.netRefundMinor,
    currency: booking.currency,
    refundPreference: input.refundPreference ?? 'original',
    createdAt: new Date(created.createdAt).toISOString(),
  };
}

/** The bookings module's service, as `app.bookings`: a booking for the cancellation wizard, and its request. */
export function bookingsService(db: Db) {
  return {
    /** The booking an id and email name, as the wizard shows it (refund worked out now); 404 otherwise. */
    async lookup(lookup: BookingLookup) {
      return bookingView(await findCancellableBooking(db, lookup), new Date());
    },
    fileCancellationRequest: (input: CancellationRequestBody) => fileCancellationRequest(db, input),
    /** For My Trips: the hotel bookings made with an email, as stored. */
    bookingsOfEmail: (email: string) => bookingsOfEmail(db, email),
    findBooking: (id: string) => findBookingById(db, id),
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;
