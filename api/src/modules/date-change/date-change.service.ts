import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { checkoutPrice, type CheckoutPrice } from '@travel/contracts/flight-checkout';
import {
  dateChangeEligibility,
  dateChangeQuote,
  isoDate,
  type DateChangeLine,
  type FareType,
} from '@travel/contracts/rules';
import type { DateChange, DateChangeBody, DateChangeFlight, DateChangeOption } from '@travel/contracts/trips';
import type { Db } from '../../db/database';
import type { Jobs } from '../../jobs/jobs';
import type { Mailer } from '../../mail/mailer';
import { ApiError } from '../../plugins/errors';
import type { FlightCheckoutService } from '../flight-checkout/flight-checkout.service';
import type { OrderRow } from '../flight-checkout/flight-checkout.service';
import type { LegQuery } from '../flights/flights.service';
import type { FlightsService } from '../flights/flights.service';
import type { Payment } from '../payments/payments.service';
import { orderHold } from '../orders/order-hold';
import type { PaymentsService } from '../payments/payments.service';
import type { RefundRow } from '../refunds/refunds.service';
import type { RefundsService } from '../refunds/refunds.service';
import { departureInstant, type Caller, type TripsService } from '../trips/trips.service';
import { reissuedTicketMail } from './date-change.mail';
import * as repo from './date-change.repository';

export const SAME_FLIGHT = 'This is the flight you are booked on. Please pick another one.';
export const OTHER_ROUTE = 'Please pick a flight on the same route.';
export const NEW_FLIGHT_DEPARTED = 'That flight has already departed. Please pick a later one.';
export const NEW_FLIGHT_SOLD_OUT = 'That flight no longer has a seat for every traveller. Please pick another one.';
export const PRICE_CHANGED = 'The price of this change has changed. Please check the new price.';
export const KEY_REUSED = 'This Idempotency-Key was already used for another date change';
export const PAST_DAY = 'Please pick a day from today on.';

const EXPIRE_QUEUE = 'flight-date-change-expiry';
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Thrown inside the change's transaction when the new flight has too few seats left. */
class SoldOut extends Error {}

export interface DateChangeDeps {
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  jobs: Jobs;
  flights: FlightsService;
  flightCheckout: FlightCheckoutService;
  payments: PaymentsService;
  refunds: RefundsService;
  trips: Pick<TripsService, 'accessibleFlightOrder'>;
  holdMinutes: number;
}

const flightOf = (flight: {
  id: string;
  airline: string;
  flightNumber: string;
  date: string;
  departure: string;
  arrival: string;
}): DateChangeFlight => ({
  flightId: flight.id,
  airline: flight.airline,
  flightNumber: flight.flightNumber,
  date: flight.date,
  departure: flight.departure,
  arrival: flight.arrival,
});

/**
 * Date change of a flight booking: the fare's fee plus the fare difference (contracts' dateChangeQuote), paid
 * through app.payments with the new flight's seats held meanwhile, or paid back through app.refunds; the ticket
 * and seats are then reissued on the new flight and the old seats go back on sale.
 */
export function dateChangeService(deps: DateChangeDeps) {
  const { db, log } = deps;
  const hold = orderHold(deps);

  /** The caller's booking, if its date may change now (404 for another person's; 409/400 saying why not). */
  async function changeableOrder(reference: string, caller: Caller) {
    const order = await deps.trips.accessibleFlightOrder(reference, caller);
    const view = await deps.flightCheckout.view(order).catch(() => undefined);
    const eligibility = dateChangeEligibility({
      fare: order.fare as FareType,
      status: order.status,
      departure: view ? departureInstant(view.flight) : new Date(0),
      now: new Date(),
    });
    if (!eligibility.allowed) {
      throw new ApiError(eligibility.refusal === 'not_allowed_by_fare' ? 400 : 409, eligibility.message);
    }
    return { order, view: view! };
  }

  const travellersOf = (order: OrderRow) => order.adults + order.childAges.length;

  function quoteFor(order: OrderRow, price: CheckoutPrice) {
    return dateChangeQuote({
      fare: order.fare as FareType,
      travellers: travellersOf(order),
      currentFareMinor: order.baseFareMinor + order.taxesAndFeesMinor,
      newFareMinor: price.baseFareMinor + price.taxesAndFeesMinor,
      // The convenience fee is never paid back, and the booking always keeps a total above nothing.
      paidMinor: order.totalMinor - order.convenienceFeeMinor,
    });
  }

  async function paymentOf(order: OrderRow): Promise<Payment | undefined> {
    return order.paymentId ? deps.payments.get(order.paymentId) : undefined;
  }

  async function refundView(refundId: string | null, changeFailed: boolean): Promise<DateChange['refund']> {
    const refund = refundId ? await deps.refunds.find(refundId) : undefined;
    if (!refund) return null;
    const events = await deps.refunds.events(refund.id);
    return {
      refundId: refund.id,
      status: refund.status,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      timeline: [
        {
          step: 'requested' as const,
          at: refund.createdAt,
          detail: changeFailed
            ? 'The date change could not be made: what was paid for it comes back'
            : 'Fare difference of a date change',
        },
        ...events
          .filter((event) => event.step === 'sent' || event.step === 'processed' || event.step === 'failed')
          .map((event) => ({
            step: event.step as 'sent' | 'processed' | 'failed',
            at: event.createdAt,
            detail: event.detail,
          })),
      ],
    };
  }

  async function toView(change: repo.DateChangeRow): Promise<DateChange> {
    const flights = JSON.parse(change.flights) as { from: DateChangeFlight; to: DateChangeFlight };
    const total = change.totalMinor;
    return {
      id: change.id,
      status: change.status,
      from: flights.from,
      to: flights.to,
      price: {
        lines: JSON.parse(change.lines) as DateChangeLine[],
        totalMinor: total,
        currency: change.currency,
        settlement: total > 0 ? 'pay' : total < 0 ? 'refund' : 'none',
      },
      refund: await refundView(change.refundId, change.status === 'failed'),
      createdAt: change.createdAt,
      completedAt: change.completedAt,
    };
  }

  /** The change's payment, started or resumed (the same one for the same change). */
  async function startPayment(change: repo.DateChangeRow, order: OrderRow) {
    return hold.startPayment(
      {
        purpose: 'flight_date_change',
        orderId: change.id,
        amountMinor: change.totalMinor,
        currency: change.currency,
        description: `Date change of flight booking ${order.reference}`,
        customerEmail: order.contactEmail,
        returnUrl: `/my-trips/trip?kind=flight&reference=${order.reference}&dateChange=${change.id}`,
        idempotencyKey: `flight_date_change:${change.id}`,
      },
      change,
      {
        recordPaymentId: repo.setPayment,
        trail: deps.flightCheckout.recordEvent,
        orderId: order.id,
        event: 'date_change_payment_started',
        detail: (payment) =>
          `${payment.gateway} payment ${payment.paymentId} of ${change.totalMinor} ${change.currency}`,
      },
    );
  }

  /**
   * Moves the booking to the new flight, once: after the difference is captured, or at once when there is
   * nothing to pay. A cheaper flight's difference is paid back through the booking's own payment.
   */
  async function complete(changeId: string, payment: Payment | undefined): Promise<void> {
    const asked = await repo.findChange(db, { id: changeId });
    if (!asked || asked.status === 'completed') return;
    const ordered = await deps.flightCheckout.findOrder({ id: asked.orderId });
    const orderPayment = ordered ? await paymentOf(ordered) : undefined;
    const people = ordered ? travellersOf(ordered) : 0;
    const legs: Awaited<ReturnType<FlightCheckoutService['moveOrderToFlight']>>[] = [];
    let refund: RefundRow | undefined;
    const done = await hold.settle(async (txDb, refundPaidAfterHold) => {
      const change = (await repo.findChange(txDb, { id: changeId }, true))!;
      if (change.status === 'completed' || change.status === 'failed') return undefined;
      const order = (await deps.flightCheckout.findOrder({ id: change.orderId }, txDb, true))!;
      let held = await deps.flightCheckout.heldSeatsOn(txDb, order.id, change.toFlightId);
      // Paid after its hold ran out: the seats are taken again if the flight still has them.
      if (change.status === 'expired' && held.length < people) {
        legs.push(
          (await deps.flightCheckout.holdSeatsForOrder(txDb, order.id, change.toFlightId, people - held.length)).leg,
        );
        held = await deps.flightCheckout.heldSeatsOn(txDb, order.id, change.toFlightId);
      }
      if (order.status !== 'paid' || change.status === 'superseded' || held.length < people) {
        legs.push(await deps.flightCheckout.releaseHeldSeatsOn(txDb, order.id, change.toFlightId));
        await repo.setStatus(txDb, change.id, 'failed');
        const failed = (outcome: string) =>
          deps.flightCheckout.recordEvent(
            txDb,
            order.id,
            'date_change_failed',
            `${payment ? `${payment.id} captured but ` : ''}the change could not be made (booking ${order.status}, ` +
              `change ${change.status}, ${held.length} of ${people} seats); ${outcome}`,
          );
        // The whole difference goes back.
        if (payment) {
          await refundPaidAfterHold(payment, async (late) => {
            await failed(`refund ${late.id} filed`);
            await repo.setRefund(txDb, change.id, late.id);
          });
        } else {
          await failed('nothing charged');
        }
        return undefined;
      }
      legs.push(
        await deps.flightCheckout.moveOrderToFlight(txDb, order, {
          toFlightId: change.toFlightId,
          baseFareMinor: change.newBaseFareMinor,
          taxesAndFeesMinor: change.newTaxesAndFeesMinor,
          totalChangeMinor: change.totalMinor,
        }),
      );
      await repo.setStatus(txDb, change.id, 'completed');
      const flights = JSON.parse(change.flights) as { from: DateChangeFlight; to: DateChangeFlight };
      await deps.flightCheckout.recordEvent(
        txDb,
        order.id,
        'date_changed',
        `from ${flights.from.flightNumber} on ${flights.from.date} to ${flights.to.flightNumber} on ${flights.to.date}` +
          ` (seats ${held.join(', ')}); fee ${change.feeMinor}, fare difference ${change.differenceMinor}, ` +
          (change.totalMinor > 0
            ? `paid ${change.totalMinor} ${change.currency} (${payment?.id})`
            : change.totalMinor < 0
              ? `${-change.totalMinor} ${change.currency} to be refunded`
              : 'nothing to pay'),
      );
      if (change.totalMinor < 0 && orderPayment) {
        const reserved = await deps.refunds.reserve(txDb, {
          paymentId: orderPayment.gatewayPaymentId ?? orderPayment.id,
          amountMinor: -change.totalMinor,
          currency: change.currency,
          reason: 'customer_request',
          cancellationId: null,
          gateway: orderPayment.gateway,
          idempotencyKey: `flight_date_change:${change.id}`,
          initiatedBy: null,
        });
        refund = reserved.refund;
        await repo.setRefund(txDb, change.id, refund.id);
      }
      return { change, order };
    });
    deps.flightCheckout.seatsLeftChanged(legs);
    if (refund) {
      await deps.refunds
        .submit(refund)
        .catch((error: unknown) => log.error({ err: error, refundId: refund?.id }, 'date change refund not sent'));
    }
    if (!done) return;
    try {
      const ticketPdf = await deps.flightCheckout.eTicketPdf(done.order.id);
      const flights = JSON.parse(done.change.flights) as { from: DateChangeFlight; to: DateChangeFlight };
      await deps.mailer.send(
        reissuedTicketMail({
          to: done.order.contactEmail,
          reference: done.order.reference,
          flight: flights.to,
          totalMinor: done.change.totalMinor,
          currency: done.change.currency,
          ticketPdf,
        }),
      );
      await deps.flightCheckout.recordEvent(
        db,
        done.order.id,
        'ticket_reissued',
        `e-ticket mailed to ${done.order.contactEmail}`,
      );
    } catch (error) {
      log.error({ err: error, reference: done.order.reference }, 'the reissued e-ticket was not mailed');
    }
  }

  /** A change left unpaid: its seats on the new flight go back on sale, unless the payment went through. */
  async function expire(changeId: string): Promise<void> {
    let seatsLeg: LegQuery | undefined;
    await hold.expireUnpaid({
      waiting: 'awaiting_payment',
      find: (tx, lock) => repo.findChange(tx, { id: changeId }, lock),
      async release(tx, change) {
        seatsLeg = await deps.flightCheckout.releaseHeldSeatsOn(tx, change.orderId, change.toFlightId);
        await repo.setStatus(tx, change.id, 'expired');
        await deps.flightCheckout.recordEvent(tx, change.orderId, 'date_change_expired', 'unpaid; seats back on sale');
      },
    });
    deps.flightCheckout.seatsLeftChanged([seatsLeg]);
  }

  deps.jobs.work(EXPIRE_QUEUE, async (payload) => expire(String(payload.changeId)));

  deps.payments.onPaymentSettled(async ({ payment }) => {
    if (payment.purpose !== 'flight_date_change' || payment.status !== 'captured') return;
    await complete(payment.orderId, payment);
  });

  return {
    /** Flights on the booking's route on a day, each with a seat for every traveller, priced as a change. */
    async options(reference: string, caller: Caller, date: string): Promise<DateChangeOption[]> {
      const { order, view } = await changeableOrder(reference, caller);
      if (date < isoDate()) throw new ApiError(400, PAST_DAY);
      const people = travellersOf(order);
      const result = await deps.flights.search({
        from: view.flight.from,
        to: view.flight.to,
        date,
        adults: order.adults,
        children: order.childAges.length,
        childAges: order.childAges,
        cabin: order.cabin,
        sort: 'early',
        pageSize: 50,
      });
      const now = new Date();
      return result.legs[0].offers
        .filter((offer) => offer.id !== order.flightId && offer.seatsLeft >= people)
        .filter((offer) => departureInstant(offer) > now)
        .map((offer) => {
          const price = checkoutPrice({
            standardFareMinor: offer.priceMinor,
            fare: order.fare as FareType,
            adults: order.adults,
            children: order.childAges.length,
          });
          const quote = quoteFor(order, price);
          return {
            flight: flightOf(offer),
            seatsLeft: offer.seatsLeft,
            newFareMinor: price.baseFareMinor + price.taxesAndFeesMinor,
            price: { ...quote, currency: order.currency },
          };
        });
    },

    /**
     * Asks for the change: the new flight's seats held for the booking, then the difference paid (the answer
     * carries the payment to open) or, when nothing is to be paid, the change made at once. The same
     * Idempotency-Key answers the same change.
     */
    async request(reference: string, caller: Caller, body: DateChangeBody, idempotencyKey: string) {
      const digest = hash(JSON.stringify({ reference: reference.toUpperCase(), flightId: body.flightId }));
      const existing = await repo.findChange(db, { idempotencyKey });
      if (existing) return replay(existing, reference, caller, digest);

      const { order, view } = await changeableOrder(reference, caller);
      if (body.flightId === order.flightId) throw new ApiError(400, SAME_FLIGHT);
      const { flight, price } = await deps.flightCheckout.priceForOrder(order, body.flightId);
      if (flight.from !== view.flight.from || flight.to !== view.flight.to) throw new ApiError(400, OTHER_ROUTE);
      if (departureInstant(flight) <= new Date()) throw new ApiError(400, NEW_FLIGHT_DEPARTED);
      const people = travellersOf(order);
      if (flight.seatsLeft < people) throw new ApiError(409, NEW_FLIGHT_SOLD_OUT);
      const quote = quoteFor(order, price);
      if (body.expectedTotalMinor !== undefined && body.expectedTotalMinor !== quote.totalMinor) {
        throw new ApiError(409, PRICE_CHANGED);
      }
      const fee = quote.lines.find((line) => line.kind === 'change_fee')!.amountMinor;
      const legs: (LegQuery | undefined)[] = [];
      const change = await db
        .transaction(async (tx) => {
          const txDb = tx as unknown as Db;
          const locked = await deps.flightCheckout.findOrder({ id: order.id }, txDb, true);
          if (!locked || locked.status !== 'paid')
            throw new ApiError(409, 'This booking is cancelled, so its date cannot be changed.');
          // A change picked before and not paid gives way to this one: its seats go back on sale.
          const earlier = await repo.waitingChange(txDb, order.id);
          if (earlier) {
            legs.push(await deps.flightCheckout.releaseHeldSeatsOn(txDb, order.id, earlier.toFlightId));
            await repo.setStatus(txDb, earlier.id, 'superseded');
            await deps.flightCheckout.recordEvent(txDb, order.id, 'date_change_superseded', earlier.id);
          }
          const held = await deps.flightCheckout.holdSeatsForOrder(txDb, order.id, flight.id, people);
          if (held.seats.length < people) throw new SoldOut();
          legs.push(held.leg);
          const row = await repo.insertChange(txDb, {
            orderId: order.id,
            fromFlightId: order.flightId,
            toFlightId: flight.id,
            feeMinor: fee,
            differenceMinor: quote.lines.find((line) => line.kind === 'fare_difference')!.amountMinor,
            totalMinor: quote.totalMinor,
            newBaseFareMinor: price.baseFareMinor,
            newTaxesAndFeesMinor: price.taxesAndFeesMinor,
            fromBaseFareMinor: locked.baseFareMinor,
            fromTaxesAndFeesMinor: locked.taxesAndFeesMinor,
            currency: order.currency,
            lines: JSON.stringify(quote.lines),
            flights: JSON.stringify({ from: flightOf(view.flight), to: flightOf(flight) }),
            idempotencyKey,
            requestDigest: digest,
            holdMinutes: deps.holdMinutes,
          });
          if (!row) throw new SoldOut(); // the key was taken meanwhile: answered below
          await deps.flightCheckout.recordEvent(
            txDb,
            order.id,
            'date_change_requested',
            `to ${flight.flightNumber} on ${flight.date}: fee ${fee}, total ${quote.totalMinor} ${order.currency}`,
          );
          if (quote.settlement === 'pay') {
            await deps.jobs.enqueue(
              EXPIRE_QUEUE,
              { changeId: row.id },
              { runAt: new Date(Date.parse(row.holdExpiresAt)), singletonKey: `date-change-expire:${row.id}` },
              txDb,
            );
          }
          return row;
        })
        .catch(async (error: unknown) => {
          const other = await repo.findChange(db, { idempotencyKey });
          if (other) return other;
          if (error instanceof SoldOut) throw new ApiError(409, NEW_FLIGHT_SOLD_OUT);
          throw error;
        });
      deps.flightCheckout.seatsLeftChanged(legs);
      if (change.idempotencyKey === idempotencyKey && change.requestDigest !== digest) {
        throw new ApiError(409, KEY_REUSED);
      }
      if (quote.settlement !== 'pay') await complete(change.id, undefined);
      return answer(change, order);
    },

    /** A change of the caller's booking as it stands (the page polls it after the payment page). */
    async status(reference: string, caller: Caller, changeId: string): Promise<DateChange> {
      const order = await deps.trips.accessibleFlightOrder(reference, caller);
      const change = await repo.findChange(db, { id: changeId });
      if (!change || change.orderId !== order.id) throw new ApiError(404, 'No such date change');
      return toView(change);
    },

    complete,
    expire,
  };

  async function answer(change: repo.DateChangeRow, order: OrderRow) {
    const fresh = (await repo.findChange(db, { id: change.id }))!;
    const payment =
      fresh.status === 'awaiting_payment' && fresh.totalMinor > 0 ? await startPayment(fresh, order) : null;
    return { change: await toView(fresh), payment };
  }

  async function replay(existing: repo.DateChangeRow, reference: string, caller: Caller, digest: string) {
    const order = await deps.trips.accessibleFlightOrder(reference, caller);
    if (existing.orderId !== order.id || existing.requestDigest !== digest) throw new ApiError(409, KEY_REUSED);
    return answer(existing, order);
  }
}

export type DateChangeService = ReturnType<typeof dateChangeService>;
