import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { OrderView } from '@travel/contracts/flight-checkout';
import { FREE_CANCELLATION_MINOR, INSURANCE_MINOR } from '@travel/contracts/flight-checkout';
import { orderRoomGuests } from '@travel/contracts/hotels';
import type { PaymentGatewayName } from '@travel/contracts/payments';
import {
  addDays,
  dateChangeEligibility,
  EXCEPTION_CANCELLATION_REASONS,
  flightCancellationRefund,
  splitRefundAcrossPayments,
  hotelCancellationLines,
  isoDate,
  paidLines,
  type FareType,
} from '@travel/contracts/rules';
import {
  GUEST_CODE_INVALID,
  type CancelTripBody,
  type CancellationPreview,
  type TimelineEvent,
  type TripDetail,
  type TripKind,
  type TripPaid,
  type TripPaymentEntry,
  type RefundSplit,
  type TripRefund,
  type TripSummary,
} from '@travel/contracts/trips';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { ApiError } from '../../plugins/errors';
import { generateCode, hashCode, newCodeSalt, randomToken, sameHash, sha256 } from '../accounts/accounts.service';
import type { BookingsService } from '../bookings/bookings.service';
import type { BookingRow } from '../bookings/bookings.service';
import type { DocumentsService } from '../documents/documents.service';
import { flightInvoiceParties } from '../documents/documents.service';
import type { FlightCheckoutService } from '../flight-checkout/flight-checkout.service';
import type { OrderRow } from '../flight-checkout/flight-checkout.service';
import type { FlightsService } from '../flights/flights.service';
import type { HotelCheckoutService } from '../hotel-checkout/hotel-checkout.service';
import type { HotelOrderRow } from '../hotel-checkout/hotel-checkout.service';
import { creditReturnedTo, creditShareOf, returnCredit } from '../orders/travel-credit';
import { paidAfterHoldPaymentId } from '../orders/order-hold';
import type { PaymentsService } from '../payments/payments.service';
import type { Payment } from '../payments/payments.service';
import type { RefundsService } from '../refunds/refunds.service';
import type { RefundRow } from '../refunds/refunds.service';
import * as repo from './trips.repository';
import { lookupCodeMail, refundStepMail } from './trips.mail';

/** Who asks about a trip: the signed-in traveller, or a guest with ?token=. */
export async function tripCaller(app: FastifyInstance, request: FastifyRequest): Promise<Caller> {
  const user = await app.accounts.sessionUser(request);
  const token = (request.query as { token?: string } | undefined)?.token;
  return { user: user ? { id: user.id, email: user.email, role: user.role } : undefined, token };
}

export const NO_SUCH_BOOKING = 'No such booking';
export const ALREADY_CANCELLED = 'This booking is already cancelled.';
export const CANCELLATION_UNDER_WAY = 'A cancellation of this booking is already under way.';
export const NOT_CANCELLABLE = 'This booking can no longer be cancelled: the flight has departed.';
export const REFUND_NOT_COVERED =
  'The payments of this booking cannot cover this refund. Please contact support; nothing has been changed.';
export const REASON_REQUIRED = 'Please tell us why you need an exception.';
export const HOTEL_NOT_CANCELLABLE = 'This booking can no longer be cancelled online. Please contact support.';
/** The approval note of a hotel cancellation made from My Trips within the booking's own policy. */
export const HOTEL_AUTO_APPROVAL = 'Approved automatically under the booking’s own cancellation policy';
const HOTEL_WITHIN_POLICY = 'Cancelled from My Trips under the booking’s cancellation policy';
const EXCEPTION_LABELS = {
  medical: EXCEPTION_CANCELLATION_REASONS[0],
  schedule_change: EXCEPTION_CANCELLATION_REASONS[1],
} as const;

/** A refund usually reaches the card or bank account within this many days of being processed. */
export const CREDIT_DAYS = 7;
export const LOOKUP_CODE_MINUTES = 10;
/** A failed refund is tried once more automatically. */
export const MAX_REFUND_ATTEMPTS = 2;
export const LOOKUP_MAX_ATTEMPTS = 5;
/** Codes mailed for one booking per hour: more asks get the same answer but no mail. */
export const LOOKUP_MAX_CODES_PER_HOUR = 5;
const GUEST_TOKEN_SECONDS = 60 * 60;

const GATEWAY_LABELS: Record<PaymentGatewayName, string> = {
  razorpay: 'Razorpay',
  stripe: 'Stripe',
  sandbox: 'Sandbox',
};

/**
 * When a flight leaves: the inventory's times are the departure airport's local time, taken as India's
 * (UTC+05:30): every route of the inventory leaves from or arrives in India, and the rules count hours.
 */
export function departureInstant(flight: { date: string; departure: string }): Date {
  return new Date(`${flight.date}T${flight.departure}:00+05:30`);
}

/** Who is asking: the signed-in traveller, or a guest holding a token. */
export interface Caller {
  user?: { id: string; email: string; role?: string };
  token?: string;
}

export interface TripsDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  flights: FlightsService;
  flightCheckout: FlightCheckoutService;
  hotelCheckout: Pick<HotelCheckoutService, 'findOrder' | 'findOrderByReference'>;
  bookings: BookingsService;
  payments: PaymentsService;
  refunds: RefundsService;
  documents: DocumentsService;
}

function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A refund as one part of a cancellation's refund (see RefundPart). */
export const refundPart = (refund: RefundRow) => ({
  refundId: refund.id,
  paymentId: refund.paymentId,
  gateway: refund.gateway,
  amountMinor: refund.amountMinor,
  currency: refund.currency,
  status: refund.status,
  gatewayRefundId: refund.gatewayRefundId,
});

const gatewayLabelOf = (gateway: string) => GATEWAY_LABELS[gateway as PaymentGatewayName] ?? gateway;

const paymentDestination = (payment: Payment | undefined) =>
  payment
    ? `your original payment method (paid through ${GATEWAY_LABELS[payment.gateway]})`
    : 'your original payment method';

export function tripsService(deps: TripsDeps) {
  const { db, log } = deps;

  const guestTokenOpens = async (token: string | undefined, kind: TripKind, reference: string) =>
    token !== undefined && token.length > 0 && repo.tokenOpens(db, sha256(token), kind, reference);
  // The hotel cancellation wizard asks for the same emailed code (bookings cannot import this module).
  deps.bookings.acceptGuestTokens((bookingId, token) => guestTokenOpens(token, 'hotel', bookingId));

  async function accessibleOrder(reference: string, caller: Caller): Promise<OrderRow> {
    const order = await deps.flightCheckout.findOrder({ reference });
    const allowed =
      order &&
      order.paidAt !== null &&
      ((caller.user !== undefined &&
        (order.userId === caller.user.id ||
          // Booked as a guest with the account's email, verified at sign-up: it belongs to this account.
          (order.userId === null && order.contactEmail.toLowerCase() === caller.user.email.toLowerCase()))) ||
        (caller.token !== undefined && sameSecret(caller.token, order.accessToken)) ||
        (await guestTokenOpens(caller.token, 'flight', order.reference)));
    if (!allowed) throw new ApiError(404, NO_SUCH_BOOKING);
    return order;
  }

  async function accessibleBooking(reference: string, caller: Caller) {
    const booking = await deps.bookings.findBooking(reference.toUpperCase());
    const allowed =
      booking &&
      ((caller.user !== undefined && booking.email === caller.user.email.toLowerCase()) ||
        (await guestTokenOpens(caller.token, 'hotel', booking.id)));
    if (!allowed) throw new ApiError(404, NO_SUCH_BOOKING);
    return booking;
  }

  function flightSummary(order: OrderRow, view: OrderView | undefined, now = new Date()): TripSummary {
    const departed = view ? departureInstant(view.flight) <= now : true;
    return {
      kind: 'flight',
      reference: order.reference,
      title: view ? `${view.flight.from} → ${view.flight.to}` : `Flight ${order.reference}`,
      subtitle: view ? `${view.flight.airline} ${view.flight.flightNumber}` : '',
      startDate: view?.flight.date ?? order.createdAt.slice(0, 10),
      endDate: null,
      startTime: view?.flight.departure ?? null,
      travellers: view?.passengers.map((p) => `${p.firstName} ${p.lastName}`) ?? [],
      tab: order.status === 'cancelled' ? 'cancelled' : departed ? 'completed' : 'upcoming',
      status: order.status === 'paid' ? 'confirmed' : order.status,
      totalMinor: order.totalMinor,
      currency: order.currency,
      bookedAt: order.createdAt,
      demo: false,
    };
  }

  /** The order's view; a flight the inventory no longer holds (long past) keeps its order's own figures. */
  async function viewOf(order: OrderRow): Promise<OrderView | undefined> {
    try {
      return await deps.flightCheckout.view(order);
    } catch (error) {
      log.warn({ err: error, reference: order.reference }, 'the flight of a booked order is not in the inventory');
      return undefined;
    }
  }

  function hotelSummary(booking: BookingRow & { demo?: boolean }, today = isoDate()): TripSummary {
    const status = booking.status;
    return {
      kind: 'hotel',
      reference: booking.id,
      title: booking.hotelName,
      subtitle: booking.city,
      startDate: booking.checkIn,
      endDate: booking.checkOut,
      startTime: null,
      travellers: [booking.guestName],
      tab:
        status === 'cancelled'
          ? 'cancelled'
          : status === 'completed' || booking.checkOut < today
            ? 'completed'
            : 'upcoming',
      status,
      totalMinor: booking.amountPaidMinor,
      currency: booking.currency,
      bookedAt: new Date(booking.createdAt).toISOString(),
      demo: booking.demo ?? false,
    };
  }

  async function paymentOf(order: OrderRow): Promise<Payment | undefined> {
    return order.paymentId ? deps.payments.get(order.paymentId) : undefined;
  }

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

  /** '6E 204 on 2026-12-14': the flight a date change moved to. */
  const changedTo = (flights: string) => {
    const to = (JSON.parse(flights) as { to?: { flightNumber?: string; date?: string } }).to;
    return to?.flightNumber && to.date ? `${to.flightNumber} on ${to.date}` : undefined;
  };

  /** What was paid for the booking: as booked, then each date change's fee and fare difference. */
  async function paidOf(order: OrderRow): Promise<TripPaid> {
    const changes = (await repo.completedDateChanges(db, order.id)).map(({ flights, ...change }) => ({
      ...change,
      detail: changedTo(flights),
    }));
    const lines = paidLines(order, changes);
    const totalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
    if (totalMinor !== order.totalMinor) {
      log.warn({ reference: order.reference, totalMinor, orderTotal: order.totalMinor }, 'paid lines do not add up');
    }
    return { lines, totalMinor: order.totalMinor, currency: order.currency };
  }

  /**
   * Every payment of a flight booking: its own, each date change's (captured, or still being paid), and each
   * date change's refund (the lower fare difference, or a difference paid for a change that could not be made).
   */
  async function paymentsOf(order: OrderRow, payment: Payment | undefined): Promise<TripPaymentEntry[]> {
    const entries: TripPaymentEntry[] = [];
    if (order.travelCreditMinor > 0) {
      entries.push({
        kind: 'payment',
        purpose: 'booking',
        gateway: 'travel_credit',
        reference: order.reference,
        amountMinor: order.travelCreditMinor,
        currency: order.currency,
        status: 'captured',
        at: order.paidAt ?? order.createdAt,
      });
    }
    if (payment) {
      entries.push({
        kind: 'payment',
        purpose: 'booking',
        gateway: payment.gateway,
        reference: payment.id,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        status: payment.status,
        at: order.paidAt,
      });
    }
    for (const change of await repo.dateChangesOfOrder(db, order.id)) {
      const detail = changedTo(change.flights);
      const paid = change.paymentId ? await deps.payments.get(change.paymentId) : undefined;
      if (paid && (paid.status === 'captured' || change.status === 'awaiting_payment')) {
        entries.push({
          kind: 'payment',
          purpose: 'date_change',
          detail,
          gateway: paid.gateway,
          reference: paid.id,
          amountMinor: paid.amountMinor,
          currency: paid.currency,
          status: paid.status,
          at: paid.updatedAt,
        });
      }
      const refund = change.refundId ? await deps.refunds.find(change.refundId) : undefined;
      if (refund) {
        entries.push({
          kind: 'refund',
          purpose: change.status === 'completed' ? 'fare_difference_refund' : 'date_change_refund',
          detail,
          gateway: refund.gateway,
          reference: refund.id,
          amountMinor: refund.amountMinor,
          currency: refund.currency,
          status: refund.status,
          at: refund.createdAt,
        });
      }
    }
    return entries;
  }

  /** How a booking was paid, for the share of its refund that goes back to travel credit. */
  interface PaidWith {
    orderId: string;
    travelCreditMinor: number;
    paidMinor: number;
  }

  /** The refund's split when the booking was paid partly with travel credit (nothing to add otherwise). */
  const splitOf = (paid: PaidWith | undefined, refundMinor: number): { split?: RefundSplit } =>
    paid && paid.travelCreditMinor > 0
      ? { split: creditShareOf(refundMinor, paid.travelCreditMinor, paid.paidMinor) }
      : {};

  /** A hotel booking made through our checkout: what its order spent of travel credit. */
  const hotelOrderPaidWith = (booking: BookingRow, order: HotelOrderRow | undefined): PaidWith | undefined =>
    order && { orderId: order.id, travelCreditMinor: order.travelCreditMinor, paidMinor: booking.amountPaidMinor };
  async function hotelPaidWith(booking: BookingRow): Promise<PaidWith | undefined> {
    return hotelOrderPaidWith(booking, await deps.hotelCheckout.findOrderByReference(booking.id));
  }

  /** What a refund's timeline needs of a cancellation, a flight's or a hotel booking's. */
  type TimelineCancellation = Pick<
    repo.FlightCancellationRow,
    'id' | 'kind' | 'reason' | 'status' | 'refundMinor' | 'currency' | 'decidedAt' | 'adminNotes' | 'createdAt'
  > & {
    /** A hotel request's choice; a flight's refund always goes back to its payments. */
    refundPreference?: 'original' | 'credit';
  };

  const hotelTimeline = (row: repo.HotelCancellationRow): TimelineCancellation => ({
    ...row,
    kind: Object.values(EXCEPTION_LABELS).some((label) => label === row.reason) ? 'exception' : 'automatic',
  });

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
      destination: `your original payment method (paid through ${
        GATEWAY_LABELS[booking.gateway as PaymentGatewayName] ?? booking.gateway
      })`,
      expectedCreditDate: addDays(isoDate(now), CREDIT_DAYS),
      rule: quote.refund.refundReason,
    };
  }

  /** The booking, if it can still be cancelled online (a 409 says why not). */
  async function cancellableBooking(reference: string, caller: Caller) {
    const booking = await accessibleBooking(reference, caller);
    if (booking.status === 'cancelled') throw new ApiError(409, ALREADY_CANCELLED);
    if (booking.status !== 'confirmed') throw new ApiError(409, HOTEL_NOT_CANCELLABLE);
    return booking;
  }

  async function tripRefund(cancellation: TimelineCancellation, paidWith?: PaidWith): Promise<TripRefund> {
    const timeline: TimelineEvent[] = [
      {
        step: 'requested',
        at: cancellation.createdAt,
        detail: cancellation.kind === 'exception' ? `Exception: ${cancellation.reason}` : cancellation.reason,
      },
    ];
    if (cancellation.status !== 'pending' && cancellation.decidedAt) {
      timeline.push({
        step: cancellation.status === 'approved' ? 'approved' : 'rejected',
        at: cancellation.decidedAt,
        detail: cancellation.adminNotes ?? '',
      });
    }
    // Taken as travel credit (the traveller's choice): credited at the approval, nothing goes to a gateway.
    const credit =
      cancellation.refundPreference === 'credit' ? await repo.creditOfCancellation(db, cancellation.id) : undefined;
    // One approved before travel credit was kept went to its payment: it reads as that refund, below.
    const refundedBeforeCredit =
      cancellation.refundPreference === 'credit' &&
      !credit &&
      (await deps.refunds.ofCancellation(cancellation.id)).length > 0;
    if (cancellation.refundPreference === 'credit' && !refundedBeforeCredit) {
      if (credit) {
        timeline.push({ step: 'credited', at: credit.createdAt, detail: 'Added to your travel credit' });
      }
      return {
        cancellationId: cancellation.id,
        kind: cancellation.kind,
        status: cancellation.status === 'approved' && credit ? 'credited' : cancellation.status,
        reason: cancellation.reason,
        amountMinor: cancellation.refundMinor,
        currency: cancellation.currency,
        destination: 'credit',
        refundId: null,
        gatewayRefundId: null,
        parts: [],
        expectedCreditDate: (credit?.createdAt ?? cancellation.decidedAt ?? cancellation.createdAt).slice(0, 10),
        timeline,
      };
    }
    let processedAt: string | undefined;
    const failedBefore = new Set<string>();
    // The latest attempt from each payment: a refund split across payments is done when every part is.
    const latest = new Map<string, RefundRow>();
    // A failed refund and its retry, and each part of a split refund, belong to the cancellation: the timeline
    // shows each step of each.
    for (const attempt of await deps.refunds.ofCancellation(cancellation.id)) {
      latest.set(attempt.paymentId, attempt);
      for (const event of await deps.refunds.events(attempt.id)) {
        if (event.step === 'sent') {
          const retried = failedBefore.has(attempt.paymentId);
          timeline.push({ step: retried ? 'retried' : 'sent', at: event.createdAt, detail: event.detail });
        } else if (event.step === 'processed' || event.step === 'failed') {
          timeline.push({ step: event.step, at: event.createdAt, detail: event.detail });
          if (event.step === 'failed') failedBefore.add(attempt.paymentId);
          if (event.step === 'processed') processedAt = event.createdAt;
        }
      }
    }
    const parts = [...latest.values()];
    const refund = parts[0];
    const from = processedAt ?? cancellation.decidedAt ?? cancellation.createdAt;
    // Paid partly with travel credit: the credit's share went back to credit at the approval (as recorded), the
    // rest to the payment; before the approval, the share it will be.
    let split = splitOf(paidWith, cancellation.refundMinor).split;
    const returned = split && paidWith ? await creditReturnedTo(db, paidWith.orderId) : undefined;
    if (split && returned) {
      split = { toCreditMinor: returned.amountMinor, toOriginalMinor: cancellation.refundMinor - returned.amountMinor };
      timeline.push({ step: 'credited', at: returned.createdAt, detail: 'Added to your travel credit' });
      timeline.sort((a, b) => a.at.localeCompare(b.at));
    }
    return {
      cancellationId: cancellation.id,
      kind: cancellation.kind,
      status:
        cancellation.status !== 'approved'
          ? cancellation.status
          : !refund
            ? returned && split?.toOriginalMinor === 0
              ? 'credited'
              : 'approved'
            : parts.some((part) => part.status === 'failed')
              ? 'failed'
              : parts.every((part) => part.status === 'processed')
                ? 'processed'
                : parts.some((part) => part.gatewayRefundId)
                  ? 'sent'
                  : 'approved',
      reason: cancellation.reason,
      amountMinor: cancellation.refundMinor,
      currency: cancellation.currency,
      destination: 'original',
      refundId: refund?.id ?? null,
      gatewayRefundId: refund?.gatewayRefundId ?? null,
      parts: parts.map(refundPart),
      expectedCreditDate: addDays(from.slice(0, 10), CREDIT_DAYS),
      timeline,
      ...(split ? { split } : {}),
    };
  }

  async function mailStep(
    order: OrderRow,
    cancellation: repo.FlightCancellationRow,
    step: Parameters<typeof refundStepMail>[0]['step'],
    gatewayRefundId?: string | null,
    /** The part of the refund this step is about, when it is paid back across several payments. */
    amountMinor = cancellation.refundMinor,
  ) {
    const payment = await paymentOf(order);
    const from = (
      step === 'processed' ? new Date().toISOString() : (cancellation.decidedAt ?? cancellation.createdAt)
    ).slice(0, 10);
    await deps.mailer.send(
      refundStepMail({
        to: order.contactEmail,
        reference: order.reference,
        step,
        amountMinor,
        currency: cancellation.currency,
        expectedCreditDate: addDays(from, CREDIT_DAYS),
        destination: paymentDestination(payment),
        gatewayRefundId,
      }),
    );
  }

  /** Who hears of a refund not made for a flight cancellation: a hotel booking's guest, or a late payment's payer. */
  async function refundRecipient(refund: RefundRow) {
    const booking = refund.bookingId ? await deps.bookings.findBooking(refund.bookingId) : undefined;
    if (booking) return { to: booking.email, reference: booking.id, gateway: booking.gateway };
    // A payment captured after its hold was gone (a flight order's, its date change's, a hotel order's), refunded whole.
    const paymentId = paidAfterHoldPaymentId(refund);
    const payment = paymentId ? await deps.payments.get(paymentId) : undefined;
    if (!payment) return undefined;
    const order =
      payment.purpose === 'hotel_order'
        ? await deps.hotelCheckout.findOrder(payment.orderId)
        : await flightOrderPaidBy(payment);
    return order ? { to: payment.customerEmail, reference: order.reference, gateway: payment.gateway } : undefined;
  }

  async function flightOrderPaidBy(payment: Payment) {
    const orderId =
      payment.purpose === 'flight_order'
        ? payment.orderId
        : payment.purpose === 'flight_date_change'
          ? await repo.orderOfDateChange(db, payment.orderId)
          : undefined;
    return orderId ? deps.flightCheckout.findOrder({ id: orderId }) : undefined;
  }

  /** A refund of a hotel booking or a paid-after-hold payment moved: its payer hears of each new step once. */
  async function mailOtherRefundSteps(refund: RefundRow) {
    const recipient = await refundRecipient(refund);
    if (!recipient) return;
    for (const event of await deps.refunds.takeUnnotifiedEvents(refund.id)) {
      if (event.step !== 'sent' && event.step !== 'processed' && event.step !== 'failed') continue;
      const from = (event.step === 'processed' ? event.createdAt : refund.createdAt).slice(0, 10);
      await deps.mailer.send(
        refundStepMail({
          to: recipient.to,
          reference: recipient.reference,
          step: event.step,
          amountMinor: refund.amountMinor,
          currency: refund.currency,
          expectedCreditDate: addDays(from, CREDIT_DAYS),
          destination: `your original payment method (paid through ${gatewayLabelOf(recipient.gateway)})`,
          gatewayRefundId: refund.gatewayRefundId,
        }),
      );
    }
  }

  /** A refund of a flight cancellation moved at its gateway: the traveller hears of each new step once. */
  deps.refunds.onChange(async (refund) => {
    const cancellation = await repo.findCancellationByRefund(db, refund.id);
    if (!cancellation) return mailOtherRefundSteps(refund);
    const order = await deps.flightCheckout.findOrder({ id: cancellation.orderId });
    if (!order) return;
    const taken = await deps.refunds.takeUnnotifiedEvents(refund.id);
    for (const event of taken) {
      if (event.step === 'sent' || event.step === 'processed' || event.step === 'failed') {
        await mailStep(order, cancellation, event.step, refund.gatewayRefundId, refund.amountMinor);
      }
    }
    // A refund the gateway failed is made again once, through the same gateway; after that staff step in.
    if (refund.status === 'failed' && taken.some((event) => event.step === 'failed')) {
      // Counted per payment: each part of a split refund has its own attempts.
      const attempts = (await deps.refunds.ofCancellation(cancellation.id)).filter(
        (attempt) => attempt.paymentId === refund.paymentId,
      );
      if (attempts.length >= MAX_REFUND_ATTEMPTS || attempts.some((attempt) => attempt.status !== 'failed')) return;
      const retry = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const { refund: made } = await deps.refunds.reserve(txDb, {
          paymentId: refund.paymentId,
          amountMinor: refund.amountMinor,
          currency: refund.currency,
          reason: 'order_cancelled',
          cancellationId: cancellation.id,
          gateway: refund.gateway,
          initiatedBy: null,
        });
        if (cancellation.refundId === refund.id) await repo.setRefund(txDb, cancellation.id, made.id);
        return made;
      });
      await submitRefund([retry]);
    }
  });

  /**
   * Reserves the cancellation's refund inside the caller's transaction, paid back through the gateways of the
   * booking's captured payments (its own and any date change's), each refund no more than its payment has left.
   * The whole amount or nothing: a refund the payments cannot cover is refused, never filed in part.
   */
  async function reserveRefunds(
    tx: Db,
    order: OrderRow,
    cancellation: repo.FlightCancellationRow,
    initiatedBy: string | null,
  ): Promise<RefundRow[]> {
    if (cancellation.refundMinor <= 0) return [];
    // Paid partly with travel credit: the refund goes back the way it was paid, the credit's share as credit
    // (rounded to the paisa) and the rest to the card.
    const creditPartMinor = creditShareOf(
      cancellation.refundMinor,
      order.travelCreditMinor,
      cancellation.paidMinor,
    ).toCreditMinor;
    if (creditPartMinor > 0) {
      const returned = await returnCredit(tx, {
        orderId: order.id,
        amountMinor: creditPartMinor,
        reason: `Refund of cancelled booking ${order.reference}`,
      });
      await deps.flightCheckout.recordEvent(tx, order.id, 'credit_returned', `${returned} travel credit back`);
    }
    const cardPartMinor = cancellation.refundMinor - creditPartMinor;
    if (cardPartMinor <= 0) return [];
    const payments = await repo.capturedPaymentsOfOrder(tx, order.id);
    const refundable = await Promise.all(
      payments.map(async (payment) => ({
        ...payment,
        remainingMinor: payment.amountMinor - (await deps.refunds.refundedSoFar(payment.paymentId, tx)),
      })),
    );
    const { parts, uncoveredMinor } = splitRefundAcrossPayments(cardPartMinor, refundable);
    if (uncoveredMinor > 0) throw new ApiError(409, REFUND_NOT_COVERED);
    const refunds: RefundRow[] = [];
    for (const part of parts) {
      const payment = refundable.find((candidate) => candidate.paymentId === part.paymentId)!;
      const { refund } = await deps.refunds.reserve(tx, {
        paymentId: part.paymentId,
        amountMinor: part.amountMinor,
        currency: order.currency,
        reason: 'order_cancelled',
        cancellationId: cancellation.id,
        gateway: payment.gateway,
        initiatedBy,
      });
      refunds.push(refund);
    }
    if (refunds[0]) await repo.setRefund(tx, cancellation.id, refunds[0].id);
    return refunds;
  }

  /** Sends reserved refunds; a gateway that says no leaves one failed on the timeline (retried from there). */
  async function submitRefund(refunds: RefundRow[] | undefined) {
    for (const refund of refunds ?? []) {
      try {
        await deps.refunds.submit(refund);
      } catch (error) {
        log.error({ err: error, refundId: refund.id }, 'could not submit the refund of a flight cancellation');
      }
    }
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
      refund: await tripRefund(hotelTimeline(stored), await hotelPaidWith(booking)),
    };
  }

  return {
    /**
     * A hotel cancellation's refund taken as travel credit (the traveller chose it in the wizard), inside the
     * approval's transaction: credited once per request, to the booking's account (its email).
     */
    async creditTravel(
      tx: Db,
      credit: {
        email: string;
        amountMinor: number;
        currency: string;
        bookingId: string;
        cancellationRequestId: string;
      },
    ) {
      return repo.insertTravelCredit(tx, { ...credit, reason: `Refund of cancelled booking ${credit.bookingId}` });
    },

    /** The account's travel credit: its balance in each currency and its lines, newest first. */
    async travelCredit(email: string) {
      const entries = await repo.travelCreditOf(db, email);
      const balances = new Map<string, number>();
      for (const entry of entries)
        balances.set(entry.currency, (balances.get(entry.currency) ?? 0) + entry.amountMinor);
      return {
        balances: [...balances].map(([currency, amountMinor]) => ({ amountMinor, currency })),
        entries: entries.map(({ amountMinor, currency, reason, bookingId, createdAt }) => ({
          amountMinor,
          currency,
          reason,
          bookingId,
          createdAt,
        })),
      };
    },

    /** The caller's paid flight order (the date change module's way in); 404 for anyone else's. */
    accessibleFlightOrder: accessibleOrder,

    async list(user: { id: string; email: string }): Promise<TripSummary[]> {
      const orders = await deps.flightCheckout.ordersOfUser(user.id, user.email);
      const flights = await Promise.all(orders.map(async (order) => flightSummary(order, await viewOf(order))));
      const hotels = (await deps.bookings.bookingsOfEmail(user.email)).map((booking) => hotelSummary(booking));
      return [...flights, ...hotels].sort((a, b) => b.bookedAt.localeCompare(a.bookedAt));
    },

    async detail(kind: TripKind, reference: string, caller: Caller): Promise<TripDetail> {
      if (kind === 'hotel') {
        const booking = await accessibleBooking(reference, caller);
        const withDemo = (await deps.bookings.bookingsOfEmail(booking.email)).find((b) => b.id === booking.id);
        const summary = hotelSummary(withDemo ?? booking);
        const requests = await repo.hotelCancellationsOfBooking(db, booking.id);
        const order = await deps.hotelCheckout.findOrderByReference(booking.id);
        const paidWith = hotelOrderPaidWith(booking, order);
        const creditMinor = paidWith?.travelCreditMinor ?? 0;
        const actions: TripDetail['actions'] = [];
        if (
          booking.status === 'confirmed' &&
          summary.tab === 'upcoming' &&
          requests.every((r) => r.status === 'rejected')
        ) {
          actions.push({
            kind: 'cancel',
            refundMinor: hotelPreviewOf(booking).refundMinor,
            currency: booking.currency,
          });
          actions.push({ kind: 'request_exception', refundMinor: booking.amountPaidMinor, currency: booking.currency });
        }
        return {
          summary,
          hotel: {
            hotelName: booking.hotelName,
            city: booking.city,
            guestName: booking.guestName,
            checkIn: booking.checkIn,
            checkOut: booking.checkOut,
            guests: booking.guests,
            rooms: booking.rooms,
            cancellationPolicy: booking.cancellationPolicy,
            ...(order && {
              roomGuests: orderRoomGuests(order).map((room, i) => {
                const lead = order.guests[i];
                return { leadGuest: `${lead.title} ${lead.firstName} ${lead.lastName}`, ...room };
              }),
            }),
          },
          payment: booking.paymentReference
            ? {
                gateway: booking.gateway,
                method: `Paid through ${GATEWAY_LABELS[booking.gateway as PaymentGatewayName] ?? booking.gateway}`,
                paymentId: booking.paymentReference,
                amountMinor: booking.amountPaidMinor,
                currency: booking.currency,
                paidAt: null,
              }
            : null,
          payments: [
            // Paid partly (or all) with travel credit: its own line, and the card's is the rest.
            ...(creditMinor > 0
              ? [
                  {
                    kind: 'payment' as const,
                    purpose: 'booking' as const,
                    gateway: 'travel_credit',
                    reference: booking.id,
                    amountMinor: creditMinor,
                    currency: booking.currency,
                    status: 'captured',
                    at: null,
                  },
                ]
              : []),
            ...(booking.paymentReference
              ? [
                  {
                    kind: 'payment' as const,
                    purpose: booking.amountPaidMinor > 0 ? ('booking' as const) : ('card_guarantee' as const),
                    gateway: booking.gateway,
                    reference: booking.paymentReference,
                    amountMinor: booking.amountPaidMinor - creditMinor,
                    currency: booking.currency,
                    status: 'captured',
                    at: null,
                  },
                ]
              : []),
          ],
          documents: [],
          actions,
          refunds: await Promise.all(requests.map((request) => tripRefund(hotelTimeline(request), paidWith))),
        };
      }
      const order = await accessibleOrder(reference, caller);
      const view = await viewOf(order);
      const payment = await paymentOf(order);
      const cancellations = await repo.cancellationsOfOrder(db, order.id);
      const summary = flightSummary(order, view);
      const live = cancellations.some((c) => c.status !== 'rejected');
      const actions: TripDetail['actions'] = [];
      if (view && order.status === 'paid' && summary.tab === 'upcoming' && !live) {
        actions.push({
          kind: 'cancel',
          refundMinor: previewOf(order, view, payment).preview.refundMinor,
          currency: order.currency,
        });
        actions.push({ kind: 'request_exception', refundMinor: order.totalMinor, currency: order.currency });
        const change = dateChangeEligibility({
          fare: order.fare as FareType,
          status: order.status,
          departure: departureInstant(view.flight),
          now: new Date(),
        });
        if (change.allowed) {
          const feeMinor = change.feePerTravellerMinor * view.passengers.length;
          actions.push({ kind: 'change_date', refundMinor: 0, feeMinor, currency: order.currency });
        }
      }
      const access = caller.user ? '' : `?token=${encodeURIComponent(caller.token ?? '')}`;
      return {
        summary,
        flight: view,
        paid: await paidOf(order),
        payment: payment
          ? {
              gateway: payment.gateway,
              method: `Card through ${GATEWAY_LABELS[payment.gateway]}`,
              paymentId: payment.id,
              amountMinor: payment.amountMinor,
              currency: payment.currency,
              paidAt: order.paidAt,
            }
          : null,
        payments: await paymentsOf(order, payment),
        documents: view
          ? [
              { label: 'E-ticket', url: `/api/trips/flight/${order.reference}/ticket.pdf${access}` },
              { label: 'Tax invoice', url: `/api/trips/flight/${order.reference}/invoice.pdf${access}` },
            ]
          : [],
        actions,
        refunds: await Promise.all(
          cancellations.map((cancellation) =>
            tripRefund(cancellation, {
              orderId: order.id,
              travelCreditMinor: order.travelCreditMinor,
              paidMinor: cancellation.paidMinor,
            }),
          ),
        ),
      };
    },

    async preview(kind: TripKind, reference: string, caller: Caller): Promise<CancellationPreview> {
      if (kind === 'hotel') {
        const booking = await cancellableBooking(reference, caller);
        const preview = hotelPreviewOf(booking);
        const { split } = splitOf(await hotelPaidWith(booking), preview.refundMinor);
        if (!split) return preview;
        // Paid all with travel credit: all of it goes back there.
        return { ...preview, split, ...(split.toOriginalMinor === 0 ? { destination: 'your travel credit' } : {}) };
      }
      const order = await accessibleOrder(reference, caller);
      const view = await viewOf(order);
      if (order.status !== 'paid') throw new ApiError(409, ALREADY_CANCELLED);
      if (!view) throw new ApiError(409, NOT_CANCELLABLE);
      const { preview, minutesBeforeDeparture } = previewOf(order, view, await paymentOf(order));
      if (minutesBeforeDeparture <= 0) throw new ApiError(409, NOT_CANCELLABLE);
      return preview;
    },

    async cancel(kind: TripKind, reference: string, caller: Caller, body: CancelTripBody) {
      const details = body.details?.trim() || null;
      const exception = body.request !== 'within_rules';
      if (kind === 'hotel') return cancelHotel(reference, caller, body.request, details);
      if (exception && !details) throw new ApiError(400, REASON_REQUIRED);
      const order = await accessibleOrder(reference, caller);
      const view = await viewOf(order);
      if (order.status !== 'paid') throw new ApiError(409, ALREADY_CANCELLED);
      if (!view || departureInstant(view.flight) <= new Date()) throw new ApiError(409, NOT_CANCELLABLE);
      const payment = await paymentOf(order);
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
          refund: await reserveRefunds(txDb, order, made, caller.user?.id ?? null),
          seatsLeg,
        };
      });
      deps.flightCheckout.seatsLeftChanged([seatsLeg]);
      await mailStep(order, cancellation, exception ? 'requested' : 'approved');
      await submitRefund(refund);
      const stored = (await repo.findCancellation(db, cancellation.id))!;
      return {
        message: exception
          ? 'Your request has been sent to our team. We will email you their decision.'
          : 'Your booking is cancelled and the refund is on its way.',
        refund: await tripRefund(stored, {
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
      const payment = ordered ? await paymentOf(ordered) : undefined;
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
        return { order, decided, refund: await reserveRefunds(txDb, order, decided, adminId), seatsLeg };
      });
      deps.flightCheckout.seatsLeftChanged([result.seatsLeg]);
      await mailStep(result.order, result.decided, decision);
      await submitRefund(result.refund);
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
          const view = order && (await viewOf(order));
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

    /** A guest asks for a code: mailed when the booking exists, the same answer either way. */
    async requestLookupCode(reference: string, email: string): Promise<void> {
      const ref = reference.toUpperCase();
      const mail = email.toLowerCase();
      const flight = await deps.flightCheckout.bookedOrderFor(ref, mail);
      const hotel = flight ? undefined : await deps.bookings.findBooking(ref);
      const kind: TripKind | undefined = flight ? 'flight' : hotel && hotel.email === mail ? 'hotel' : undefined;
      if (!kind) return;
      if ((await repo.recentCodeCount(db, ref)) >= LOOKUP_MAX_CODES_PER_HOUR) return;
      const code = generateCode();
      const salt = newCodeSalt();
      await repo.insertLookupCode(db, {
        kind,
        reference: ref,
        email: mail,
        codeHash: hashCode(code, salt),
        salt,
        ttlSeconds: LOOKUP_CODE_MINUTES * 60,
      });
      await deps.mailer.send(lookupCodeMail(mail, ref, code, LOOKUP_CODE_MINUTES));
    },

    /** The code's check: the booking's summary and a token that opens it for an hour. */
    async verifyLookupCode(reference: string, email: string, code: string) {
      const ref = reference.toUpperCase();
      const mail = email.toLowerCase();
      const token = randomToken();
      const found = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const live = await repo.liveCode(txDb, ref, mail);
        if (!live || live.attempts >= LOOKUP_MAX_ATTEMPTS) return false;
        await repo.countAttempt(txDb, live.id);
        if (!sameHash(hashCode(code, live.salt), live.codeHash)) return false;
        await repo.useCode(txDb, live.id, sha256(token), GUEST_TOKEN_SECONDS);
        return true;
      });
      // A wrong code's attempt is committed above before this answer.
      if (!found) throw new ApiError(400, GUEST_CODE_INVALID);
      const flight = await deps.flightCheckout.bookedOrderFor(ref, mail);
      if (flight) return { trip: flightSummary(flight, await viewOf(flight)), token };
      const booking = await deps.bookings.findBooking(ref);
      if (!booking) throw new ApiError(400, GUEST_CODE_INVALID);
      return { trip: hotelSummary(booking), token };
    },

    async eTicket(reference: string, caller: Caller): Promise<Buffer> {
      const order = await accessibleOrder(reference, caller);
      if (!(await viewOf(order))) throw new ApiError(404, 'The e-ticket of this booking is no longer available.');
      return deps.flightCheckout.eTicketPdf(order.id);
    },

    /** The booking's GST invoice: issued on its first download, the same number after. */
    async invoice(reference: string, caller: Caller): Promise<Buffer> {
      const order = await accessibleOrder(reference, caller);
      const view = await viewOf(order);
      if (!view) throw new ApiError(404, 'The invoice of this booking is no longer available.');
      const people = view.passengers.length;
      const cover =
        (order.insurance ? INSURANCE_MINOR * people : 0) +
        (order.freeCancellation ? FREE_CANCELLATION_MINOR * people : 0);
      const { pdf } = await db.transaction((tx) =>
        deps.documents.issueTaxInvoice(tx as unknown as Db, {
          ...flightInvoiceParties(order, view.flight, view.passengers),
          lines: [
            {
              description: 'Air fare, seats, baggage and meals',
              kind: 'air-transport',
              amountMinor: order.baseFareMinor + order.seatsMinor + order.addOnsMinor - cover - order.discountMinor,
            },
            { description: 'Airport fees and taxes', kind: 'pure-agent', amountMinor: order.taxesAndFeesMinor },
            {
              description: 'Convenience fee and travel cover',
              kind: 'travel-service',
              amountMinor: order.convenienceFeeMinor + cover,
            },
          ].filter((line) => line.amountMinor > 0) as Parameters<DocumentsService['issueTaxInvoice']>[1]['lines'],
        }),
      );
      return pdf;
    },
  };
}

export type TripsService = ReturnType<typeof tripsService>;
