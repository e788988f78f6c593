import type { FastifyBaseLogger } from 'fastify';
import { addDays, EXCEPTION_CANCELLATION_REASONS, splitRefundAcrossPayments } from '@travel/contracts/rules';
import type { TimelineEvent, TripRefund } from '@travel/contracts/trips';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { ApiError } from '../../plugins/errors';
import type { BookingsService } from '../bookings/bookings.service';
import type { FlightCheckoutService, OrderRow } from '../flight-checkout/flight-checkout.service';
import type { HotelCheckoutService } from '../hotel-checkout/hotel-checkout.service';
import { paidAfterHoldPaymentId } from '../orders/order-hold';
import { creditOfCancellation, creditReturnedTo, creditShareOf, returnCredit } from '../orders/travel-credit';
import type { Payment, PaymentsService } from '../payments/payments.service';
import type { RefundRow, RefundsService } from '../refunds/refunds.service';
import { gatewayLabelOf, paymentDestination, type TripAccess } from './trips.access';
import { refundStepMail } from './trips.mail';
import * as repo from './trips.repository';
import { splitOf, type PaidWith } from './trips.travel-credit';

/**
 * The refund of a cancellation: reserved across the booking's payments (and travel credit), sent to the gateways,
 * retried once when a gateway fails it, mailed to the traveller at each step, and read back as the timeline My
 * Trips shows.
 */

/** A refund usually reaches the card or bank account within this many days of being processed. */
export const CREDIT_DAYS = 7;
/** A failed refund is tried once more automatically. */
export const MAX_REFUND_ATTEMPTS = 2;
export const REFUND_NOT_COVERED =
  'The payments of this booking cannot cover this refund. Please contact support; nothing has been changed.';
export const EXCEPTION_LABELS = {
  medical: EXCEPTION_CANCELLATION_REASONS[0],
  schedule_change: EXCEPTION_CANCELLATION_REASONS[1],
} as const;

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

/** What a refund's timeline needs of a cancellation, a flight's or a hotel booking's. */
export type TimelineCancellation = Pick<
  repo.FlightCancellationRow,
  'id' | 'kind' | 'reason' | 'status' | 'refundMinor' | 'currency' | 'decidedAt' | 'adminNotes' | 'createdAt'
> & {
  /** A hotel request's choice; a flight's refund always goes back to its payments. */
  refundPreference?: 'original' | 'credit';
};

export const hotelTimeline = (row: repo.HotelCancellationRow): TimelineCancellation => ({
  ...row,
  kind: Object.values(EXCEPTION_LABELS).some((label) => label === row.reason) ? 'exception' : 'automatic',
});

export interface TripRefundsDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  flightCheckout: Pick<FlightCheckoutService, 'findOrder' | 'recordEvent'>;
  hotelCheckout: Pick<HotelCheckoutService, 'findOrder'>;
  bookings: Pick<BookingsService, 'findBooking'>;
  payments: Pick<PaymentsService, 'get'>;
  refunds: Pick<
    RefundsService,
    'ofCancellation' | 'events' | 'takeUnnotifiedEvents' | 'reserve' | 'submit' | 'refundedSoFar' | 'onChange'
  >;
  access: Pick<TripAccess, 'paymentOf'>;
}

export function tripRefunds(deps: TripRefundsDeps) {
  const { db, log } = deps;

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
      cancellation.refundPreference === 'credit' ? await creditOfCancellation(db, cancellation.id) : undefined;
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
    const payment = await deps.access.paymentOf(order);
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

  /**
   * Who hears of a refund not made for a flight cancellation: a hotel booking's guest, or the payer of a payment
   * refunded whole (captured after its hold was gone, or for an order its supplier refused or the airline cancelled).
   */
  async function refundRecipient(refund: RefundRow) {
    const booking = refund.bookingId ? await deps.bookings.findBooking(refund.bookingId) : undefined;
    if (booking) return { to: booking.email, reference: booking.id, gateway: booking.gateway };
    const paymentId = paidAfterHoldPaymentId(refund) ?? refund.paymentId;
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

  /** A refund of a hotel booking or of a payment refunded whole moved: its payer hears of each new step once. */
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

  return { tripRefund, mailStep, reserveRefunds, submitRefund };
}

export type TripRefunds = ReturnType<typeof tripRefunds>;
