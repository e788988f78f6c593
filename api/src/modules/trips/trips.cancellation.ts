import type { OrderView } from '@travel/contracts/flight-checkout';
import {
  addDays,
  flightCancellationRefund,
  hotelCancellationLines,
  isoDate,
  type FareType,
} from '@travel/contracts/rules';
import type { CancelTripBody, CancellationPreview, TripKind } from '@travel/contracts/trips';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ApiError } from '../../plugins/errors';
import type { BookingRow, BookingsService } from '../bookings/bookings.service';
import type { FlightCheckoutService, OrderRow } from '../flight-checkout/flight-checkout.service';
import type { Payment } from '../payments/payments.service';
import { departureInstant, gatewayLabelOf, paymentDestination, type Caller, type TripAccess } from './trips.access';
import { CREDIT_DAYS, EXCEPTION_LABELS, hotelTimeline, type TripRefunds } from './trips.refunds';
import * as repo from './trips.repository';
import { splitOf, type tripsTravelCredit } from './trips.travel-credit';

/**
 * Cancelling a trip: its preview, a flight's cancellation within the fare rules or as an exception, a hotel
 * booking's through the bookings module's request, and the back office's decision on a flight exception.
 */

export const ALREADY_CANCELLED = 'This booking is already cancelled.';
export const CANCELLATION_UNDER_WAY = 'A cancellation of this booking is already under way.';
export const NOT_CANCELLABLE = 'This booking can no longer be cancelled: the flight has departed.';
export const REASON_REQUIRED = 'Please tell us why you need an exception.';
export const HOTEL_NOT_CANCELLABLE = 'This booking can no longer be cancelled online. Please contact support.';
/** The approval note of a hotel cancellation made from My Trips within the booking's own policy. */
export const HOTEL_AUTO_APPROVAL = 'Approved automatically under the booking’s own cancellation policy';
const HOTEL_WITHIN_POLICY = 'Cancelled from My Trips under the booking’s cancellation policy';

export interface TripCancellationDeps {
  db: Db;
  flightCheckout: Pick<
    FlightCheckoutService,
    'findOrder' | 'recordEvent' | 'cancelPaidOrder' | 'seatsLeftChanged' | 'events'
  >;
  bookings: Pick<BookingsService, 'quote' | 'fileCancellationRequest'>;
  access: TripAccess;
  refunds: TripRefunds;
  credit: Pick<ReturnType<typeof tripsTravelCredit>, 'hotelPaidWith'>;
}

export function tripCancellation(deps: TripCancellationDeps) {
  const { db, access, refunds } = deps;

  function previewOf(order: OrderRow, view: OrderView, payment: Payment | undefined, now = new Date()) {
    const result = flightCancellationRefund({
      fare: order.fare as FareType,
      travellers: view.passengers.length,
      baseFareMinor: order.baseFareMinor,
      taxesAndFeesMinor: order.taxesAndFeesMinor,
      convenienceFeeMinor: order.convenienceFeeMinor,
      seatsMinor: order.seatsMinor,
      addOnsMinor: order.addOnsMinor,
      discountMinor: order.discountMinor,
      freeCancellation: order.freeCancellation,
      departure: departureInstant(view.flight),
      now,
    });
    const preview: CancellationPreview = {
      lines: result.lines,
      paidMinor: result.paidMinor,
      refundMinor: result.refundMinor,
      currency: order.currency,
      destination: paymentDestination(payment),
      expectedCreditDate: addDays(isoDate(now), CREDIT_DAYS),
      rule: result.rule,
      ...splitOf(
        { orderId: order.id, travelCreditMinor: order.travelCreditMinor, paidMinor: result.paidMinor },
        result.refundMinor,
      ),
    };
    return { preview, minutesBeforeDeparture: result.minutesBeforeDeparture };
  }

  /** The booking's own policy applied now, line by line: the same rule set the wizard and the approval use. */
  function hotelPreviewOf(booking: BookingRow, now = new Date()): CancellationPreview {
    const quote = deps.bookings.quote(booking, now);
    return {
      lines: hotelCancellationLines({
        paidMinor: booking.amountPaidMinor,
        nights: quote.nights,
        refundMinor: quote.refund.netRefundMinor,
        reason: quote.refund.refundReason,
        policy: quote.cancellationPolicy,
      }),
      paidMinor: booking.amountPaidMinor,
      refundMinor: quote.refund.netRefundMinor,
      currency: booking.currency,
      destination: `your original payment method (paid through ${gatewayLabelOf(booking.gateway)})`,
      expectedCreditDate: addDays(isoDate(now), CREDIT_DAYS),
      rule: quote.refund.refundReason,
    };
  }

  /** The booking, if it can still be cancelled online (a 409 says why not). */
  async function cancellableBooking(reference: string, caller: Caller) {
    const booking = await access.accessibleBooking(reference, caller);
    if (booking.status === 'cancelled') throw new ApiError(409, ALREADY_CANCELLED);
    if (booking.status !== 'confirmed') throw new ApiError(409, HOTEL_NOT_CANCELLABLE);
    return booking;
  }

  /**
   * A hotel booking cancelled from My Trips: the request is filed as the wizard files it (same rules, same checks),
   * then, within the booking's policy, approved at once through the approval center's own decision, which cancels
   * the booking, gives the rooms back and refunds what the policy allows. An exception waits for the back office.
   */
  async function cancelHotel(
    reference: string,
    caller: Caller,
    request: CancelTripBody['request'],
    details: string | null,
  ) {
    const exception = request !== 'within_rules';
    const booking = await cancellableBooking(reference, caller);
    if (exception && !details) throw new ApiError(400, REASON_REQUIRED);
    const filed = await deps.bookings.fileCancellationRequest({
      bookingId: booking.id,
      email: booking.email,
      reason: exception ? EXCEPTION_LABELS[request] : HOTEL_WITHIN_POLICY,
      ...(details ? { additionalNotes: details } : {}),
      refundPreference: 'original',
    });
    // Within the policy, the bookings module has it approved at once through the approval center's decision.
    const stored = (await repo.hotelCancellationsOfBooking(db, booking.id)).find((row) => row.id === filed.id)!;
    return {
      message:
        filed.status === 'pending'
          ? 'Your request has been sent to our team. We will email you their decision.'
          : stored.refundMinor > 0
            ? 'Your booking is cancelled and the refund is on its way.'
            : 'Your booking is cancelled. Under its policy nothing is refunded.',
      refund: await refunds.tripRefund(hotelTimeline(stored), await deps.credit.hotelPaidWith(booking)),
    };
  }

  return {
    previewOf,
    hotelPreviewOf,

    async preview(kind: TripKind, reference: string, caller: Caller): Promise<CancellationPreview> {
      if (kind === 'hotel') {
        const booking = await cancellableBooking(reference, caller);
        const preview = hotelPreviewOf(booking);
        const { split } = splitOf(await deps.credit.hotelPaidWith(booking), preview.refundMinor);
        if (!split) return preview;
        // Paid all with travel credit: all of it goes back there.
        return { ...preview, split, ...(split.toOriginalMinor === 0 ? { destination: 'your travel credit' } : {}) };
      }
      const order = await access.accessibleOrder(reference, caller);
      const view = await access.viewOf(order);
      if (order.status !== 'paid') throw new ApiError(409, ALREADY_CANCELLED);
      if (!view) throw new ApiError(409, NOT_CANCELLABLE);
      const { preview, minutesBeforeDeparture } = previewOf(order, view, await access.paymentOf(order));
      if (minutesBeforeDeparture <= 0) throw new ApiError(409, NOT_CANCELLABLE);
      return preview;
    },

    async cancel(kind: TripKind, reference: string, caller: Caller, body: CancelTripBody) {
      const details = body.details?.trim() || null;
      const exception = body.request !== 'within_rules';
      if (kind === 'hotel') return cancelHotel(reference, caller, body.request, details);
      if (exception && !details) throw new ApiError(400, REASON_REQUIRED);
      const order = await access.accessibleOrder(reference, caller);
      const view = await access.viewOf(order);
      if (order.status !== 'paid') throw new ApiError(409, ALREADY_CANCELLED);
      if (!view || departureInstant(view.flight) <= new Date()) throw new ApiError(409, NOT_CANCELLABLE);
      const payment = await access.paymentOf(order);
      if (!payment && order.travelCreditMinor === 0) throw new ApiError(409, 'This booking has no payment to refund.');

      const { cancellation, refund, seatsLeg } = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const locked = await deps.flightCheckout.findOrder({ id: order.id }, txDb, true);
        if (!locked || locked.status !== 'paid') throw new ApiError(409, ALREADY_CANCELLED);
        const { preview } = previewOf(locked, view, payment);
        const made = await repo.insertCancellation(txDb, {
          orderId: order.id,
          kind: exception ? 'exception' : 'automatic',
          reason: exception
            ? body.request === 'medical'
              ? 'Medical emergency'
              : 'Schedule change by the airline'
            : 'Cancelled within the fare rules',
          details,
          status: exception ? 'pending' : 'approved',
          // An exception asks for everything paid back; the back office decides.
          refundMinor: exception ? locked.totalMinor : preview.refundMinor,
          paidMinor: locked.totalMinor,
          currency: locked.currency,
          lines: JSON.stringify(preview.lines),
          decidedBy: null,
        });
        if (!made) throw new ApiError(409, CANCELLATION_UNDER_WAY);
        if (exception) {
          await deps.flightCheckout.recordEvent(txDb, order.id, 'exception_requested', `${made.reason}: ${details}`);
          return { cancellation: made, refund: undefined, seatsLeg: undefined };
        }
        const seatsLeg = await deps.flightCheckout.cancelPaidOrder(txDb, order);
        await deps.flightCheckout.recordEvent(
          txDb,
          order.id,
          'cancelled',
          `within the fare rules (${preview.rule}); refund ${preview.refundMinor} ${preview.currency}`,
        );
        return {
          cancellation: made,
          refund: await refunds.reserveRefunds(txDb, order, made, caller.user?.id ?? null),
          seatsLeg,
        };
      });
      deps.flightCheckout.seatsLeftChanged([seatsLeg]);
      await refunds.mailStep(order, cancellation, exception ? 'requested' : 'approved');
      await refunds.submitRefund(refund);
      const stored = (await repo.findCancellation(db, cancellation.id))!;
      return {
        message: exception
          ? 'Your request has been sent to our team. We will email you their decision.'
          : 'Your booking is cancelled and the refund is on its way.',
        refund: await refunds.tripRefund(stored, {
          orderId: order.id,
          travelCreditMinor: order.travelCreditMinor,
          paidMinor: stored.paidMinor,
        }),
      };
    },

    /** The back office approves an exception: the order is cancelled and refunded through its own gateway. */
    async decideException(id: string, decision: 'approved' | 'rejected', adminId: string | null, notes: string | null) {
      // Read before the transaction: the payments service reads through the app's connection, not this one.
      const asked = await repo.findCancellation(db, id);
      const ordered = asked && (await deps.flightCheckout.findOrder({ id: asked.orderId }));
      const payment = ordered ? await access.paymentOf(ordered) : undefined;
      const result = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const cancellation = await repo.findCancellation(txDb, id, true);
        if (!cancellation) throw new ApiError(404, `No cancellation request found with ID ${id}`);
        if (cancellation.status !== 'pending') throw new ApiError(409, 'This request has already been decided.');
        const order = (await deps.flightCheckout.findOrder({ id: cancellation.orderId }, txDb, true))!;
        await repo.decide(txDb, id, decision, adminId, notes);
        const decided = (await repo.findCancellation(txDb, id))!;
        if (decision === 'rejected') {
          await deps.flightCheckout.recordEvent(txDb, order.id, 'exception_rejected', notes ?? '');
          return { order, decided, refund: undefined, seatsLeg: undefined };
        }
        if (order.status !== 'paid') throw new ApiError(409, ALREADY_CANCELLED);
        if (!payment && order.travelCreditMinor === 0) {
          throw new ApiError(409, 'This booking has no payment to refund.');
        }
        const seatsLeg = await deps.flightCheckout.cancelPaidOrder(txDb, order);
        await deps.flightCheckout.recordEvent(txDb, order.id, 'cancelled', `exception approved: ${decided.reason}`);
        return { order, decided, refund: await refunds.reserveRefunds(txDb, order, decided, adminId), seatsLeg };
      });
      deps.flightCheckout.seatsLeftChanged([result.seatsLeg]);
      await refunds.mailStep(result.order, result.decided, decision);
      await refunds.submitRefund(result.refund);
      return (await repo.findCancellation(db, id))!;
    },

    /**
     * Flight exceptions in the approval center's shape (priority: a medical emergency is high), filtered as its
     * list is; `since` is where its date range starts.
     */
    async exceptionRequests(filter: { status: string; priority: string; since: SQL | null; id?: string }) {
      const rows = await repo.exceptionRequests(db, filter);
      const shaped = await Promise.all(
        rows.map(async (row) => {
          const order = await deps.flightCheckout.findOrder({ id: row.orderId });
          const view = order && (await access.viewOf(order));
          const { orderId: _orderId, ...rest } = row;
          return {
            ...rest,
            customerName: row.customerName ?? '',
            refundableAmountMinor: row.netRefundMinor,
            deductionsMinor: 0,
            departureDate: view ? departureInstant(view.flight).toISOString() : row.createdAt,
            reason: `Flight: ${row.reason}`,
            priority: (row.reason === 'Medical emergency' ? 'high' : 'medium') as 'high' | 'medium' | 'low',
            // A flight's refund always goes back to its payments.
            refundPreference: 'original' as const,
          };
        }),
      );
      return shaped.filter((row) => filter.priority === 'all' || row.priority === filter.priority);
    },
    exceptionStats: () => repo.exceptionStats(db),
    isFlightCancellation: async (id: string) => (await repo.findCancellation(db, id)) !== undefined,
    /** The order's audit trail, for the approval center's detail. */
    async auditTrail(reference: string) {
      const order = await deps.flightCheckout.findOrder({ reference });
      return order ? deps.flightCheckout.events(order.id) : [];
    },
  };
}

export type TripCancellation = ReturnType<typeof tripCancellation>;
