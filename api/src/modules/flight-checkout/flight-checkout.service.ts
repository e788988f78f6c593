import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage } from '../../mail/mailer';
import type { RefundRow, RefundsService } from '../refunds/refunds.service';
import {
  CHECKOUT_CURRENCY,
  SEAT_COUNT,
  FREE_CANCELLATION_MINOR,
  INSURANCE_MINOR,
  baggagePriceMinor,
  checkoutPrice,
  checkoutProblems,
  mealPriceMinor,
  parseSeat,
  type CheckoutConflictReply,
  type CheckoutFlight,
  type CheckoutPrice,
  type CheckoutProvider,
  type CreateOrderBody,
  type SupplierBookingView,
  type OrderView,
  type RepriceBody,
  type SeatView,
  ageOn,
} from '@travel/contracts/flight-checkout';
import { isoDate, normaliseContact } from '@travel/contracts/rules';
import type { Mailer } from '../../mail/mailer';
import type { AirSupplier, AirSupplierName, SupplierPassenger } from '../../suppliers/air';
import { SupplierError } from '../../suppliers/errors';
import type { SupplierOrderRow, SupplierOrders } from '../orders/supplier-order';
import type { Db } from '../../db/database';
import { LruMemo } from '../../cache/memo';
import { ApiError, invalidInput } from '../../plugins/errors';
import type { FlightsService, LegQuery } from '../flights/flights.service';
import type { CouponsService } from '../coupons/coupons.service';
import type { PaymentsService } from '../payments/payments.service';
import {
  createOnce,
  isOrderId,
  newReference,
  OrderConflict,
  claimCoupon,
  claimOrderCoupon,
  holdWithinLimits,
  type HeldBy,
  type OrderHolder,
  redeemOrderCoupon,
  visibleOrder,
} from '../orders/checkout-order';
import { orderHold } from '../orders/order-hold';
import { CREDIT_ABOVE_TOTAL, CREDIT_ONLY_SIGNED_IN, returnCredit, spendCredit } from '../orders/travel-credit';
import type { Jobs } from '../../jobs/jobs';
import type { DocumentsService } from '../documents/documents.service';
import type { TravellersService } from '../travellers/travellers.service';
import type { AccountsService } from '../accounts/accounts.service';
import { eTicketOf, supplierRefusedMail, taxInvoiceOf } from './confirmation';
import * as repo from './flight-checkout.repository';

// What other modules use of this module's parts, through its public face.
export type { OrderRow } from './flight-checkout.repository';

/** A 409 with the reason and what the page needs to say it (both prices, similar flights). */
export class CheckoutConflict extends OrderConflict<CheckoutConflictReply> {}

const EXPIRE_QUEUE = 'flight-order-expiry';
const CONFIRM_QUEUE = 'flight-order-confirmation';
/** The confirmation is sent right after the payment; the job is there for when that failed or the process died. */
const CONFIRM_BACKSTOP_MS = 60_000;

export interface CheckoutDeps {
  db: Db;
  flights: FlightsService;
  coupons: CouponsService;
  payments: PaymentsService;
  jobs: Jobs;
  documents: DocumentsService;
  travellers: Pick<TravellersService, 'saveAll'>;
  accounts: Pick<AccountsService, 'onSignedIn'>;
  /** Files the refund of a payment captured after its order's seats were sold to others. */
  refunds: Pick<RefundsService, 'reserve' | 'submit' | 'refundedSoFar' | 'paidApartFromOrder'>;
  /** The flight suppliers (app.suppliers): an offer chosen at one is re-priced and, once paid, ordered there. */
  suppliers: {
    air: Record<AirSupplierName, AirSupplier>;
    orders: Pick<SupplierOrders, 'request' | 'find'>;
    onOrderRefused(kind: 'flight', refund: (order: SupplierOrderRow) => Promise<void>): void;
    onOrderConfirmed(kind: 'flight', confirmed: (order: SupplierOrderRow) => Promise<void>): void;
  };
  /** The traveller's email when a supplier refused their paid order. */
  mailer: Pick<Mailer, 'send'>;
  log: FastifyBaseLogger;
  holdMinutes: number;
  /** How long a new order holds its seats until its payment starts. */
  holdBeforePaymentMinutes: number;
  /** Seats one client address may hold in unpaid orders at once. */
  /** Seats one client address, and one device, may hold unpaid at once. */
  heldSeatsPer: Record<HeldBy, number>;
}

interface Selection {
  flightId: string;
  cabin: RepriceBody['cabin'];
  fare: RepriceBody['fare'];
  adults: number;
  childAges: number[];
}

/** The flight as the checkout shows it: the searched offer with the chosen cabin and fare and its seats left. */
function checkoutFlight(
  offer: Pick<CheckoutFlight, 'id' | 'airline' | 'flightNumber' | 'from' | 'to' | 'date' | 'departure' | 'arrival'>,
  chosen: Pick<CheckoutFlight, 'cabin' | 'fare'>,
  international: boolean,
  seatsLeft: number,
): CheckoutFlight {
  const { id, airline, flightNumber, from, to, date, departure, arrival } = offer;
  const { cabin, fare } = chosen;
  return { id, airline, flightNumber, from, to, date, departure, arrival, cabin, fare, international, seatsLeft };
}

/** What is compared of a supplier's offer and our flight: the flight number without spaces or dashes. */
const flightKey = (flightNumber: string) => flightNumber.replace(/[\s-]+/g, '').toUpperCase();

/** The idempotency key of the refund given for an order its supplier refused (one per order). */
const SUPPLIER_REFUSED = 'supplier-refused:';

/** Airlines fly a child under 2 as an infant on an adult's lap. */
const INFANT_UNDER_AGE = 2;

/** Our traveller as a supplier's order takes them; the contact's email and mobile for each (as airlines ask). */
export function supplierPassenger(
  p: { type: 'adult' | 'child'; title: string; firstName: string; lastName: string; bornOn: string },
  contact: { email: string; mobile: string },
  today: string,
): SupplierPassenger {
  const titles: Record<string, SupplierPassenger['title']> = {
    Mr: 'mr',
    Ms: 'ms',
    Mrs: 'mrs',
    Miss: 'miss',
    Master: 'mr',
  };
  const infant = p.type === 'child' && ageOn(p.bornOn, today) < INFANT_UNDER_AGE;
  return {
    type: infant ? 'infant' : p.type,
    title: titles[p.title] ?? 'mr',
    gender: p.title === 'Mr' || p.title === 'Master' ? 'm' : 'f',
    givenName: p.firstName,
    familyName: p.lastName,
    bornOn: p.bornOn,
    email: contact.email,
    phone: `+91${contact.mobile}`,
  };
}

export function flightCheckoutService(deps: CheckoutDeps) {
  const { db, log } = deps;
  const hold = orderHold(deps);

  /** The flight as searched, priced now, with its seats written. 404 when there is no such flight. */
  async function selected(selection: Selection) {
    const children = selection.childAges.length;
    const offer = await deps.flights.offer(selection.flightId, {
      cabin: selection.cabin,
      adults: selection.adults,
      children,
    });
    let state = await repo.seatState(db, offer.id, offer.from, offer.to);
    if (state.written < SEAT_COUNT) {
      await repo.ensureSeats(db, offer.id, offer.seatsLeft, state.written);
      state = await repo.seatState(db, offer.id, offer.from, offer.to);
    }
    const flight = checkoutFlight(offer, selection, state.international, state.free);
    return { flight, standardFareMinor: offer.priceMinor };
  }

  async function soldOut(flightId: string, selection: Selection): Promise<CheckoutConflict> {
    const similar = await deps.flights.similar(flightId, {
      cabin: selection.cabin,
      adults: selection.adults,
      children: selection.childAges.length,
    });
    return new CheckoutConflict({
      success: false,
      reason: 'sold_out',
      message: 'This flight no longer has seats for every traveller. These flights on the same day do.',
      similar: similar.map((offer) => ({
        id: offer.id,
        airline: offer.airline,
        flightNumber: offer.flightNumber,
        departure: offer.departure,
        arrival: offer.arrival,
        priceMinor: offer.priceMinor,
        seatsLeft: offer.seatsLeft,
      })),
    });
  }

  function checkExpected(expected: number | undefined, price: CheckoutPrice) {
    if (expected !== undefined && expected !== price.totalMinor) {
      throw new CheckoutConflict({
        success: false,
        reason: 'price_changed',
        message: 'The price of this trip has changed.',
        oldTotalMinor: expected,
        newTotalMinor: price.totalMinor,
      });
    }
  }

  /**
   * The chosen supplier's fare for the whole party, asked of the supplier now. Its offer gone (expired, sold out,
   * refused) is the sold-out conflict; an unclear answer (time-out, 5xx, unreadable) a 503 that says to try
   * again, never a refusal.
   */
  async function supplierFare(
    provider: CheckoutProvider,
    flight: Pick<CheckoutFlight, 'id' | 'flightNumber' | 'date'>,
    selection: Selection,
  ): Promise<number> {
    const supplier = deps.suppliers.air[provider.supplier];
    const unclear = () =>
      new ApiError(
        503,
        `${supplier.label} did not give a clear price for this flight just now. Nothing has been booked or ` +
          'charged; please try again in a moment.',
      );
    let offer;
    try {
      offer = await supplier.priceOffer(provider.offerId);
    } catch (error) {
      if (error instanceof SupplierError && error.refused) {
        log.info({ supplier: provider.supplier, offerId: provider.offerId, code: error.code }, 'supplier offer gone');
        throw await soldOut(flight.id, selection);
      }
      log.warn({ err: error, supplier: provider.supplier, offerId: provider.offerId }, 'supplier re-price unclear');
      throw unclear();
    }
    const first = offer.slices[0]?.segments[0];
    if (!first || flightKey(first.flightNumber) !== flightKey(flight.flightNumber)) {
      throw new ApiError(400, `This ${supplier.label} offer is not for flight ${flight.flightNumber}.`);
    }
    if (!first.departingAt.startsWith(flight.date)) {
      throw new ApiError(400, `This ${supplier.label} offer is not for flight ${flight.flightNumber}.`);
    }
    if (offer.total.currency !== CHECKOUT_CURRENCY) {
      log.warn({ supplier: provider.supplier, currency: offer.total.currency }, 'supplier priced in another currency');
      throw unclear();
    }
    const people = selection.adults + selection.childAges.length;
    if (Date.parse(offer.expiresAt) <= Date.now() || (offer.seatsLeft !== undefined && offer.seatsLeft < people)) {
      throw await soldOut(flight.id, selection);
    }
    return offer.total.amountMinor;
  }

  /** Where the order stands at its supplier, for its pages; undefined for our own inventory's. */
  async function supplierBooking(order: repo.OrderRow): Promise<SupplierBookingView | undefined> {
    if (!order.supplier) return undefined;
    const placed = await deps.suppliers.orders.find('flight', order.id);
    const label = deps.suppliers.air[order.supplier].label;
    let refund: SupplierBookingView['refund'] = null;
    if (placed?.status === 'refused') {
      const refunded = await repo.supplierRefusalRefund(db, `${SUPPLIER_REFUSED}${order.id}`);
      refund = {
        amountMinor: refunded?.amountMinor ?? 0,
        travelCreditMinor: order.travelCreditMinor,
        currency: order.currency,
        status: refunded?.status ?? null,
      };
    }
    return {
      supplier: order.supplier,
      label,
      status: placed ? placed.status : order.status === 'paid' ? 'pending' : 'awaiting_payment',
      bookingReference: placed?.booking_reference ?? null,
      ticketNumbers: placed?.ticket_numbers ?? [],
      refund,
    };
  }

  /**
   * In the settling transaction of a paid order booked at a supplier: the order to place there (the job places
   * it once this commits), with the passengers as the supplier takes them and the fare it asked.
   */
  async function requestAtSupplier(tx: Db, order: repo.OrderRow) {
    if (!order.supplier || !order.supplierOfferId || order.supplierTotalMinor === null) return;
    const today = isoDate();
    const passengers = (await repo.passengersForSupplier(tx, order.id)).map((p) =>
      supplierPassenger(
        { ...p, bornOn: p.bornOn ?? '' },
        { email: order.contactEmail, mobile: order.contactMobile },
        today,
      ),
    );
    await deps.suppliers.orders.request(tx, {
      orderKind: 'flight',
      orderId: order.id,
      reference: order.reference,
      supplier: order.supplier,
      offerId: order.supplierOfferId,
      amount: { amountMinor: order.supplierTotalMinor, currency: order.currency },
      passengers,
    });
    await repo.orderTrail.record(
      tx,
      order.id,
      'supplier_order_requested',
      `to be ordered at ${deps.suppliers.air[order.supplier].label}, offer ${order.supplierOfferId}`,
    );
  }

  /**
   * Everything the traveller paid for the order goes back, once per order and `how.event`: the booking's card
   * payment in full (our fees included) to its gateway under the idempotency key `how.key`, the travel credit as
   * credit; the order is cancelled and its seats go back on sale; the trail is written and the mail queued in the
   * same transaction. Answers the card refund's id and amounts; `done: false` when it had been done before.
   */
  async function refundInFull(
    orderId: string,
    how: {
      key: string;
      event: string;
      creditReason: (reference: string) => string;
      detail: (filed: { refundId: string | null; cardMinor: number; creditMinor: number; currency: string }) => string;
      mail: (filed: {
        to: string;
        reference: string;
        cardMinor: number;
        creditMinor: number;
        currency: string;
      }) => MailMessage | undefined;
    },
  ): Promise<{ done: boolean; refundId: string | null; cardMinor: number; creditMinor: number }> {
    const filed: RefundRow[] = [];
    let seatsLeg: LegQuery | undefined;
    let answer = { done: false, refundId: null as string | null, cardMinor: 0, creditMinor: 0 };
    // Read before the transaction: on one connection (PGlite) a read outside it would wait for it.
    const before = await repo.findOrder(db, { id: orderId });
    const payment = before?.paymentId ? await deps.payments.get(before.paymentId) : undefined;
    // Everything paid: each date change made since was paid for apart, and goes back too.
    const paidApart = before ? await deps.refunds.paidApartFromOrder(orderId) : [];
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const order = await repo.findOrder(txDb, { id: orderId }, true);
      if (!order || (await repo.orderTrail.has(txDb, order.id, how.event))) return;
      let cardMinor = 0;
      const paymentId = payment && (payment.gatewayPaymentId ?? payment.id);
      // What is left of it: a cheaper date change's difference was paid back out of it already.
      const leftMinor = paymentId ? payment.amountMinor - (await deps.refunds.refundedSoFar(paymentId, txDb)) : 0;
      if (payment?.status === 'captured' && paymentId && leftMinor > 0) {
        const { refund } = await deps.refunds.reserve(txDb, {
          paymentId,
          amountMinor: leftMinor,
          currency: payment.currency,
          reason: 'other',
          cancellationId: null,
          gateway: payment.gateway,
          idempotencyKey: how.key,
          initiatedBy: null,
        });
        filed.push(refund);
        cardMinor = refund.amountMinor;
      }
      for (const paid of paidApart) {
        const leftOfIt = paid.amountMinor - (await deps.refunds.refundedSoFar(paid.paymentId, txDb));
        if (leftOfIt <= 0) continue;
        const { refund } = await deps.refunds.reserve(txDb, {
          paymentId: paid.paymentId,
          amountMinor: leftOfIt,
          currency: paid.currency,
          reason: 'other',
          cancellationId: null,
          gateway: paid.gateway,
          idempotencyKey: `${how.key}:date-change:${paid.changeId}`,
          initiatedBy: null,
        });
        filed.push(refund);
        cardMinor += refund.amountMinor;
      }
      const creditMinor = await returnCredit(txDb, { orderId: order.id, reason: how.creditReason(order.reference) });
      seatsLeg = await cancel(txDb, order);
      const refundId = filed[0]?.id ?? null;
      await repo.orderTrail.record(
        txDb,
        order.id,
        how.event,
        how.detail({ refundId, cardMinor, creditMinor, currency: order.currency }),
      );
      const mail = how.mail({
        to: order.contactEmail,
        reference: order.reference,
        cardMinor,
        creditMinor,
        currency: order.currency,
      });
      if (mail) await deps.mailer.send(mail, { tx: txDb });
      answer = { done: true, refundId, cardMinor, creditMinor };
    });
    if (seatsLeg) deps.flights.forgetRouteDay(seatsLeg);
    // One the gateway did not answer is settled by the refunds' reconcile job.
    for (const refund of filed) {
      await deps.refunds
        .submit(refund)
        .catch((error: unknown) => log.error({ err: error, refundId: refund.id }, 'a full refund was not sent'));
    }
    return answer;
  }

  /**
   * The supplier refused the paid order: everything the traveller paid goes back (the card's payment in full,
   * the travel credit as credit), the seats we held go back on sale, and they are told, once per order.
   */
  async function refundRefused(placed: SupplierOrderRow) {
    const label = deps.suppliers.air[placed.supplier].label;
    await refundInFull(placed.order_id, {
      key: `${SUPPLIER_REFUSED}${placed.order_id}`,
      event: 'supplier_refused',
      creditReason: (reference) => `Booking ${reference} not confirmed by the airline: credit returned`,
      detail: ({ refundId, cardMinor, creditMinor, currency }) =>
        `${label} refused the order (${placed.last_error ?? 'no reason given'}); ` +
        `refund ${refundId ?? 'none'} of ${cardMinor} ${currency}, ${creditMinor} travel credit returned`,
      mail: (filed) => supplierRefusedMail({ ...filed, supplier: label }),
    });
  }

  /** Inside the caller's transaction: the paid order is cancelled and its seats go back on sale. */
  async function cancel(tx: Db, order: Pick<repo.OrderRow, 'id' | 'flightId'>) {
    const released = await repo.cancelPaidOrder(tx, order.id);
    if (released === undefined) return undefined;
    await deps.coupons.release(tx, order.id);
    return deps.flights.changeSeatsLeft(tx, order.flightId, -released);
  }

  /** The order as its pages show it; `known` is its flight when the caller has just read it. */
  async function toView(
    order: repo.OrderRow,
    known?: CheckoutFlight,
    knownPassengers?: OrderView['passengers'],
  ): Promise<OrderView> {
    const flight =
      known ??
      (
        await selected({
          flightId: order.flightId,
          cabin: order.cabin as Selection['cabin'],
          fare: order.fare as Selection['fare'],
          adults: order.adults,
          childAges: order.childAges,
        })
      ).flight;
    const passengers = knownPassengers ?? (await repo.orderPassengers(db, order.id));
    return {
      reference: order.reference,
      status: order.status,
      holdExpiresAt: order.holdExpiresAt,
      flight,
      passengers: passengers.map((p) => ({
        type: p.type,
        title: p.title,
        firstName: p.firstName,
        lastName: p.lastName,
        seat: p.seat,
        seatChosen: p.seatChosen,
        seatPriceMinor: p.seatPriceMinor,
        extraBaggageKg: Number(p.extraBaggageKg),
        meal: p.meal,
      })),
      contact: {
        email: order.contactEmail,
        mobile: order.contactMobile,
        gstin: order.gstin,
        companyName: order.companyName,
      },
      insurance: order.insurance,
      freeCancellation: order.freeCancellation,
      couponCode: order.couponCode,
      travelCreditMinor: order.travelCreditMinor,
      amountToPayMinor: order.totalMinor - order.travelCreditMinor,
      price: repo.orderPrice(order),
      createdAt: order.createdAt,
      paidAt: order.paidAt,
      ...(order.supplier ? { supplierBooking: await supplierBooking(order) } : {}),
    };
  }

  const accessibleOrder = async (reference: string, userId: string | null, token: string | undefined) =>
    visibleOrder(await repo.findOrder(db, { reference: reference.toUpperCase() }), userId, token);

  /** Expires a held order whose hold has run out, unless its payment went through after all. */
  async function expire(orderId: string): Promise<void> {
    let seatsLeg: LegQuery | undefined;
    await hold.expireUnpaid({
      waiting: 'held',
      find: (tx, lock) => repo.findOrder(tx, { id: orderId }, lock),
      async release(tx, order) {
        await repo.transitionOrder(tx, orderId, 'held', 'expired');
        seatsLeg = await deps.flights.changeSeatsLeft(tx, order.flightId, -(await repo.releaseSeats(tx, orderId)));
        await deps.coupons.release(tx, orderId);
        await repo.orderTrail.record(tx, orderId, 'expired', 'hold ran out unpaid; seats back on sale');
        const returned = await returnCredit(tx, { orderId, reason: 'Booking not paid in time: credit returned' });
        if (returned > 0)
          await repo.orderTrail.record(tx, orderId, 'credit_returned', `${returned} travel credit back`);
      },
    });
    if (seatsLeg) deps.flights.forgetRouteDay(seatsLeg);
  }

  /**
   * Issues the paid order's GST tax invoice and mails it with the e-ticket, once: the invoice, the email (in
   * the outbox) and the 'confirmation_sent' event are written in one transaction, under the order's lock.
   */
  async function sendConfirmation(orderId: string): Promise<void> {
    const order = await repo.findOrder(db, { id: orderId });
    if (!order || order.status !== 'paid' || (await repo.orderTrail.has(db, orderId, 'confirmation_sent'))) return;
    // Booked at a supplier: the e-ticket carries its booking reference and tickets, so it waits for them (the
    // supplier's confirmation sends it; this job's retries are the backstop). A refused order gets no ticket.
    const placed = order.supplier ? await deps.suppliers.orders.find('flight', orderId) : undefined;
    if (order.supplier && placed?.status !== 'confirmed') {
      if (placed?.status === 'refused') return;
      throw new Error(`booking ${order.reference} is not confirmed by its supplier yet`);
    }
    const offer = await deps.flights.offer(order.flightId, {
      cabin: order.cabin,
      adults: order.adults,
      children: order.childAges.length,
    });
    const passengers = await repo.orderPassengers(db, orderId);
    const addOns = await repo.addOnTotals(db, orderId);
    const international = await repo.isInternational(db, offer.from, offer.to);
    const ticketPdf = await deps.documents.renderETicket(
      eTicketOf(order, offer, passengers, international, supplierTicket(placed)),
    );
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await repo.findOrder(txDb, { id: orderId }, true);
      if (await repo.orderTrail.has(txDb, orderId, 'confirmation_sent')) return;
      const invoice = await deps.documents.issueTaxInvoice(txDb, taxInvoiceOf(order, offer, passengers, addOns));
      await deps.documents.bookingConfirmationMail(
        {
          to: order.contactEmail,
          reference: order.reference,
          ticketPdf,
          invoicePdf: invoice.pdf,
          invoiceNumber: invoice.number,
          totalMinor: order.totalMinor,
          currency: order.currency,
        },
        txDb,
      );
      await repo.orderTrail.record(
        txDb,
        orderId,
        'confirmation_sent',
        `tax invoice ${invoice.number} and e-ticket mailed to ${order.contactEmail}`,
      );
    });
  }

  /** Whether the route leaves India (passports are asked for); the 146 routes are read once. */
  let routeKinds: Promise<Map<string, string>> | undefined;
  async function isInternational(from: string, to: string) {
    routeKinds ??= repo.routeKinds(db).catch((error: unknown) => {
      routeKinds = undefined;
      throw error;
    });
    return (await routeKinds).get(`${from}-${to}`) !== 'domestic';
  }

  /** A flight's 180 seats are written once and never removed: each process checks a flight once. */
  const seatsWritten = new LruMemo<void>(50_000);
  const ensureSeatsWritten = (flightId: string, seatsLeft: number) =>
    seatsWritten.get(flightId, () => repo.ensureSeats(db, flightId, seatsLeft));

  /**
   * In the caller's transaction: the held (or, paid late, expired) order becomes paid, its seats sold, and its
   * confirmation queued. Answers the route-day to forget once committed, if its seats left changed.
   */
  async function markPaid(tx: Db, order: repo.OrderRow, late: boolean, paid: string, paymentId?: string) {
    await repo.transitionOrder(tx, order.id, late ? 'expired' : 'held', 'paid', paymentId);
    const sold = await repo.sellSeats(tx, order.id);
    // Held seats left the flight's seats left when they were held; an expired order's went back on sale when its
    // hold ended, and were taken again for it just now.
    const soldLeg = late ? await deps.flights.changeSeatsLeft(tx, order.flightId, sold) : undefined;
    if (late) {
      await repo.orderTrail.record(
        tx,
        order.id,
        'payment_after_hold',
        `${paymentId} captured after the hold ended; its seats were still free and are taken again`,
      );
    }
    await repo.orderTrail.record(tx, order.id, 'paid', paid);
    await requestAtSupplier(tx, order);
    await redeemOrderCoupon(tx, deps.coupons, repo.orderTrail, order);
    await deps.jobs.enqueue(
      CONFIRM_QUEUE,
      { orderId: order.id },
      { runAt: new Date(Date.now() + CONFIRM_BACKSTOP_MS), singletonKey: `confirm:${order.id}` },
      tx,
    );
    return soldLeg;
  }

  /** An expired order paid late takes its coupon's use again, if the code's limits still allow it. */
  async function reclaimCoupon(tx: Db, order: repo.OrderRow): Promise<boolean> {
    if (!order.couponCode) return true;
    return (await claimCoupon(tx, deps.coupons, order, order.couponCode, order.contactEmail)) === 'claimed';
  }

  /** Once the payment is committed: the confirmation is sent. */
  async function afterPaid(paid: repo.OrderRow) {
    // Booked at a supplier: its confirmation is sent once the supplier has confirmed (onOrderConfirmed).
    if (paid.supplier) return;
    // The payment stands whatever happens here: a failure is logged and the job sends it later.
    await sendConfirmation(paid.id).catch((error: unknown) =>
      log.error({ err: error, reference: paid.reference }, 'the booking confirmation was not sent; the job retries'),
    );
  }

  async function createNewOrder(
    body: CreateOrderBody,
    idempotencyKey: string,
    digest: string,
    userId: string | null,
    creditEmail: string | null,
    holder: OrderHolder,
  ) {
    const credit = body.travelCreditMinor ?? 0;
    if (credit > 0 && (!userId || !creditEmail)) throw new ApiError(400, CREDIT_ONLY_SIGNED_IN);
    const offer = await deps.flights.pricedOffer(body.flightId, {
      cabin: body.cabin,
      adults: body.adults,
      children: body.childAges.length,
    });
    const international = await isInternational(offer.from, offer.to);
    const problems = checkoutProblems(body.passengers, body.contact, {
      adults: body.adults,
      childAges: body.childAges,
      departureDate: offer.date,
      international,
      // An airline's order names each traveller with their date of birth.
      atSupplier: body.provider !== undefined,
    });
    if (problems.length > 0) throw invalidInput(problems);
    const supplierFareMinor = body.provider ? await supplierFare(body.provider, offer, body) : undefined;
    const passengers = body.passengers.map((p) => ({
      ...p,
      firstName: p.firstName.trim(),
      lastName: p.lastName.trim(),
      passportNumber: p.passportNumber?.toUpperCase(),
      seatSpec: p.seat ? parseSeat(p.seat) : undefined,
    }));

    const priceInput = {
      standardFareMinor: offer.priceMinor,
      fare: body.fare,
      adults: body.adults,
      children: body.childAges.length,
      travellers: passengers.map((p) => ({
        extraBaggageKg: p.extraBaggageKg,
        meal: p.meal,
        seatMinor: p.seatSpec?.priceMinor ?? 0,
      })),
      insurance: body.insurance,
      freeCancellation: body.freeCancellation,
      supplierFareMinor,
    };
    let price = checkoutPrice(priceInput);
    let couponCode: string | null = null;
    if (body.couponCode) {
      const quote = await deps.coupons.quote(
        {
          code: body.couponCode,
          product: 'flight',
          fareType: body.fare,
          amountMinor: price.subtotalMinor,
          currency: price.currency,
        },
        { userId, email: creditEmail ?? body.contact.email },
      );
      couponCode = quote.code;
      price = checkoutPrice({ ...priceInput, discountMinor: quote.discountMinor });
    }
    checkExpected(body.expectedTotalMinor, price);
    if (credit > price.totalMinor) throw new ApiError(400, CREDIT_ABOVE_TOTAL);
    await ensureSeatsWritten(offer.id, offer.seatsLeft);

    const accessToken = randomBytes(24).toString('base64url');
    const orderId = randomUUID();
    const people = passengers.length;
    const order: repo.NewHeldOrder = {
      id: orderId,
      reference: newReference(),
      holdMinutes: deps.holdBeforePaymentMinutes,
      flightId: offer.id,
      cabin: body.cabin,
      fare: body.fare,
      adults: body.adults,
      childAges: body.childAges,
      userId,
      accessToken,
      contact: normaliseContact(body.contact),
      insurance: body.insurance,
      freeCancellation: body.freeCancellation,
      couponCode,
      price,
      idempotencyKey,
      requestDigest: digest,
      passengers: passengers.map((p) => ({
        ...p,
        seat: p.seatSpec?.seat,
        seatPriceMinor: p.seatSpec?.priceMinor ?? 0,
      })),
      addOns: [
        ...passengers.flatMap((p, i) => [
          ...(p.extraBaggageKg
            ? [
                {
                  passenger: i,
                  kind: 'baggage',
                  detail: String(p.extraBaggageKg),
                  priceMinor: baggagePriceMinor(p.extraBaggageKg),
                },
              ]
            : []),
          ...(p.meal ? [{ passenger: i, kind: 'meal', detail: p.meal, priceMinor: mealPriceMinor(p.meal) }] : []),
        ]),
        ...(body.insurance
          ? [{ passenger: null, kind: 'insurance', detail: null, priceMinor: INSURANCE_MINOR * people }]
          : []),
        ...(body.freeCancellation
          ? [{ passenger: null, kind: 'free_cancellation', detail: null, priceMinor: FREE_CANCELLATION_MINOR * people }]
          : []),
      ],
      heldEvent:
        `seats held for ${deps.holdBeforePaymentMinutes} minutes (${deps.holdMinutes} from now if payment ` +
        `starts); total ${price.totalMinor} ${price.currency}`,
      expiryJob: (runAt, onlyIf) =>
        deps.jobs.enqueueStatement(EXPIRE_QUEUE, { orderId }, { runAt, singletonKey: `expire:${orderId}` }, onlyIf),
    };
    const holdSeats = async (conn: Db) => {
      let held = await repo.insertHeldOrder(conn, order);
      while (held.outcome === 'reference_taken') {
        order.reference = newReference();
        held = await repo.insertHeldOrder(conn, order);
      }
      return held;
    };
    let seatsLeg: LegQuery | undefined;
    // The seats, the coupon's use, the credit spent and (when it covers the total) the payment are one
    // transaction: too many seats held from the address, a coupon used up or a short balance leaves no order, and
    // a booking paid by credit alone needs no gateway.
    const result = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await holdWithinLimits(txDb, {
        holder,
        wanted: people,
        limits: deps.heldSeatsPer,
        unit: 'seat',
        heldNow: (by, value) => repo.seatsHeldBy(txDb, by, value),
      });
      const held = await holdSeats(txDb);
      if (held.outcome !== 'held') return held;
      if (body.provider && supplierFareMinor !== undefined) {
        const provider = { supplier: body.provider.supplier, offerId: body.provider.offerId };
        await repo.setSupplierOffer(txDb, orderId, { ...provider, totalMinor: supplierFareMinor });
        held.order.supplier = provider.supplier;
        held.order.supplierOfferId = provider.offerId;
        held.order.supplierTotalMinor = supplierFareMinor;
        await repo.orderTrail.record(
          txDb,
          orderId,
          'supplier_offer',
          `${deps.suppliers.air[provider.supplier].label} offer ${provider.offerId}: fare ${supplierFareMinor} ${price.currency}`,
        );
      }
      // Held seats are not for sale: the search stops offering them at once.
      seatsLeg = await deps.flights.changeSeatsLeft(txDb, order.flightId, order.passengers.length);
      await repo.setHolder(txDb, orderId, holder);
      await claimOrderCoupon(txDb, deps.coupons, repo.orderTrail, held.order, creditEmail ?? order.contact.email);
      if (credit === 0) return held;
      await spendCredit(txDb, {
        email: creditEmail!,
        orderId,
        reference: held.order.reference,
        amountMinor: credit,
        currency: price.currency,
        reason: `Spent on booking ${held.order.reference}`,
      });
      await repo.setTravelCredit(txDb, orderId, credit);
      held.order.travelCreditMinor = credit;
      await repo.orderTrail.record(txDb, orderId, 'credit_spent', `${credit} ${price.currency} of travel credit`);
      if (credit === price.totalMinor) {
        await markPaid(txDb, held.order, false, 'paid in full with travel credit');
        held.order = (await repo.findOrder(txDb, { id: orderId }))!;
      }
      return held;
    });
    if (result.outcome === 'seat_taken') {
      throw new CheckoutConflict({
        success: false,
        reason: 'seat_taken',
        message: `Seat ${result.taken.join(', ')} was just taken by another traveller. Please choose another.`,
      });
    }
    if (result.outcome === 'sold_out') throw await soldOut(offer.id, body);
    if (seatsLeg) deps.flights.forgetRouteDay(seatsLeg);

    if (userId && body.saveTravellers) {
      await deps.travellers
        .saveAll(
          userId,
          body.passengers.map((p) => ({
            type: p.type,
            title: p.title,
            firstName: p.firstName,
            lastName: p.lastName,
            dateOfBirth: p.dateOfBirth,
            nationality: p.nationality,
            passportNumber: p.passportNumber,
            passportExpiry: p.passportExpiry,
          })),
        )
        // The order stands: travellers not saved are only typed again next time.
        .catch((error: unknown) => log.error({ err: error }, 'saving the travellers of an order failed'));
    }
    if (result.order.status === 'paid') await afterPaid(result.order);
    const flight = checkoutFlight(offer, body, international, result.freeAfter);
    const given = [...result.givenSeats];
    const passengerViews: OrderView['passengers'] = passengers.map((p) => ({
      type: p.type,
      title: p.title,
      firstName: p.firstName,
      lastName: p.lastName,
      seat: p.seatSpec?.seat ?? given.shift()!,
      seatChosen: Boolean(p.seatSpec),
      seatPriceMinor: p.seatSpec?.priceMinor ?? 0,
      extraBaggageKg: p.extraBaggageKg ?? 0,
      meal: p.meal ?? null,
    }));
    return { replayed: false, reply: { order: await toView(result.order, flight, passengerViews), accessToken } };
  }

  // A guest who books and then signs up or in with the booking's email finds the booking on the account.
  deps.accounts.onSignedIn(async (user) => {
    const attached = await repo.attachGuestOrders(db, user.id, user.email);
    if (attached.length > 0) log.info({ userId: user.id, references: attached }, 'guest bookings attached');
  });

  deps.suppliers.onOrderRefused('flight', refundRefused);
  deps.suppliers.onOrderConfirmed('flight', (placed) => sendConfirmation(placed.order_id));

  deps.jobs.work(EXPIRE_QUEUE, async (payload) => expire(String(payload.orderId)));
  deps.jobs.work(CONFIRM_QUEUE, async (payload) => sendConfirmation(String(payload.orderId)));

  // Whoever brings the capture first (browser return, webhook, reconcile), the order is paid once.
  deps.payments.onPaymentSettled(async ({ payment }) => {
    // Another module's flight payments (their order ids are not ours) are not this listener's to take.
    if (payment.purpose !== 'flight_order' || payment.status !== 'captured' || !isOrderId(payment.orderId)) return;
    let soldLeg: LegQuery | undefined;
    const paid = await hold.settle(async (txDb, refundPaidAfterHold) => {
      const order = await repo.findOrder(txDb, { id: payment.orderId }, true);
      if (!order || order.status === 'paid') return undefined;
      // Paid after the hold ran out: confirmed if every seat it held is still free, else the payment goes back.
      const late = order.status !== 'held';
      // An order that spent credit had it back when it expired: its late card payment goes back, whole.
      // So does one whose coupon was used up by others meanwhile: its discount is no longer ours to give.
      const retaken =
        order.status === 'expired' &&
        order.travelCreditMinor === 0 &&
        (await reclaimCoupon(txDb, order)) &&
        (await repo.retakeReleasedSeats(txDb, order.id, order.flightId));
      if (late && !retaken) await deps.coupons.release(txDb, order.id);
      if (late && !retaken) {
        await refundPaidAfterHold(payment, (refund) =>
          repo.orderTrail.record(
            txDb,
            order.id,
            'payment_after_hold',
            `${payment.id} captured; order ${order.status} and its seats taken by others, refund ${refund.id} filed`,
          ),
        );
        return undefined;
      }
      soldLeg = await markPaid(txDb, order, late, `${payment.gateway} payment ${payment.id}`, payment.id);
      return order;
    });
    if (soldLeg) deps.flights.forgetRouteDay(soldLeg);
    if (paid) await afterPaid(paid);
  });

  return {
    async reprice(body: RepriceBody) {
      const { flight, standardFareMinor } = await selected(body);
      const people = body.adults + body.childAges.length;
      // Our seat map and seat hold stay ours (the sandboxes sell our timetable): our seats must be there too.
      if (flight.seatsLeft < people) throw await soldOut(flight.id, body);
      const price = checkoutPrice({
        standardFareMinor,
        fare: body.fare,
        adults: body.adults,
        children: body.childAges.length,
        supplierFareMinor: body.provider ? await supplierFare(body.provider, flight, body) : undefined,
      });
      checkExpected(body.expectedTotalMinor, price);
      return { success: true as const, flight, price };
    },

    async seatMap(flightId: string) {
      // Through the memos the order reads too, so the order placed after looking at the seats reads neither the
      // flight nor its seat count again (seatsLeft only matters to the first write, and seats are never removed).
      const offer = await deps.flights.pricedOffer(flightId, { cabin: 'economy', adults: 1, children: 0 });
      await ensureSeatsWritten(offer.id, offer.seatsLeft);
      const seats: SeatView[] = (await repo.seatMap(db, offer.id)).map((row) => ({
        seat: row.seat,
        row: row.row,
        letter: row.letter,
        position: row.position,
        exitRow: row.exitRow,
        extraLegroom: row.extraLegroom,
        availability: row.status !== 'free' ? 'occupied' : row.priceMinor > 0 ? 'paid' : 'free',
        priceMinor: row.priceMinor,
      }));
      return {
        success: true as const,
        flightId: offer.id,
        rows: 30,
        letters: ['A', 'B', 'C', 'D', 'E', 'F'],
        currency: CHECKOUT_CURRENCY,
        seats,
      };
    },

    /**
     * Creates the order and holds its seats for the hold time, in one statement: every chosen seat free and
     * enough others for the rest, or nothing. The same Idempotency-Key answers the same order.
     */
    createOrder: (
      body: CreateOrderBody,
      idempotencyKey: string,
      userId: string | null,
      creditEmail: string | null = null,
      /** The client address and device it comes from: what each holds unpaid is limited. */
      holder: OrderHolder = { address: null, device: null },
    ) =>
      createOnce(body, userId, {
        create: (digest) => createNewOrder(body, idempotencyKey, digest, userId, creditEmail, holder),
        madeByKey: () => repo.findOrder(db, { idempotencyKey }),
        view: (order) => toView(order),
      }),

    async getOrder(reference: string, userId: string | null, token: string | undefined) {
      return toView(await accessibleOrder(reference, userId, token));
    },

    /** Starts (or resumes) the order's payment; the hold must still run. */
    async pay(reference: string, userId: string | null, token: string | undefined) {
      const order = await accessibleOrder(reference, userId, token);
      if (order.status === 'paid') throw new ApiError(409, 'This booking is already paid');
      const holdEnded = () =>
        new CheckoutConflict({
          success: false,
          reason: 'hold_expired',
          message: 'The hold on these seats has ended and they have been released. Please start again.',
        });
      if (order.status !== 'held' || Date.parse(order.holdExpiresAt) <= Date.now()) throw holdEnded();
      // A payment under way keeps the seats longer; an expiry that came first (between the read and now) wins.
      const held = await hold.holdWhilePaying({
        table: 'flight_orders',
        id: order.id,
        minutes: deps.holdMinutes,
        expiryQueue: EXPIRE_QUEUE,
      });
      if (!held) throw holdEnded();
      const start = {
        purpose: 'flight_order' as const,
        orderId: order.id,
        // The travel credit spent at checkout is not charged again.
        amountMinor: order.totalMinor - order.travelCreditMinor,
        currency: order.currency,
        description: `Flight booking ${order.reference}`,
        customerEmail: order.contactEmail,
        returnUrl: `/flight-checkout/confirmation?reference=${order.reference}`,
        // One payment per order: a declined card is retried on the same gateway order.
        idempotencyKey: `flight_order:${order.id}`,
      };
      return hold.startPayment(start, order, {
        recordPaymentId: repo.recordPaymentId,
        trail: repo.orderTrail.record,
        event: 'payment_started',
        detail: (payment) => `${payment.gateway} payment ${payment.paymentId}`,
      });
    },

    /** The order's audit trail, for an admin; 404 when there is no such order. */
    async orderEvents(reference: string) {
      return repo.orderTrail.forAdmin(db, await repo.findOrder(db, { reference: reference.toUpperCase() }));
    },

    expire,
    sendConfirmation,

    // For My Trips (issue 16), which reaches orders only through this service.
    /** The order as its owner sees it. */
    view: toView,
    ordersOfUser: (userId: string, email: string) => repo.ordersOfUser(db, userId, email),
    bookedOrderFor: (reference: string, email: string) => repo.bookedOrderFor(db, reference, email),
    findOrder: (where: { reference?: string; id?: string }, tx: Db = db, lock = false) =>
      repo.findOrder(tx, { ...where, reference: where.reference?.toUpperCase() }, lock),
    /**
     * Inside the caller's transaction: the paid order is cancelled and its seats go back on sale. Answers the
     * route-day whose seats left changed: give it to `seatsLeftChanged` once the transaction has committed.
     */
    cancelPaidOrder: cancel,
    refundInFull,
    /** A committed change of seats on sale (the route-days from this service's answers): the search follows. */
    seatsLeftChanged(legs: (LegQuery | undefined)[]) {
      for (const leg of legs) if (leg) deps.flights.forgetRouteDay(leg);
    },
    recordEvent: repo.orderTrail.record,
    events: (orderId: string) => repo.orderTrail.list(db, orderId),

    // For a date change (issue 16): the paid order holds seats on its new flight, then moves to it.
    /** Another flight priced for the order's cabin, fare and party, its seats written; 404 when there is none. */
    async priceForOrder(order: repo.OrderRow, flightId: string) {
      const selection: Selection = {
        flightId,
        cabin: order.cabin as Selection['cabin'],
        fare: order.fare as Selection['fare'],
        adults: order.adults,
        childAges: order.childAges,
      };
      const { flight, standardFareMinor } = await selected(selection);
      const price = checkoutPrice({
        standardFareMinor,
        fare: selection.fare,
        adults: order.adults,
        children: order.childAges.length,
      });
      return { flight, price };
    },
    /**
     * Holds up to `count` free seats of the flight for the order, in the caller's transaction; answers them and
     * the route-day whose seats left changed (for `seatsLeftChanged`, once committed).
     */
    async holdSeatsForOrder(tx: Db, orderId: string, flightId: string, count: number) {
      const seats = await repo.holdAnySeats(tx, flightId, orderId, count);
      return { seats, leg: await deps.flights.changeSeatsLeft(tx, flightId, seats.length) };
    },
    heldSeatsOn: (tx: Db, orderId: string, flightId: string) => repo.heldSeatsOn(tx, orderId, flightId),
    /** The seats the order holds on the flight go back on sale; answers the route-day as `holdSeatsForOrder`. */
    async releaseHeldSeatsOn(tx: Db, orderId: string, flightId: string) {
      return deps.flights.changeSeatsLeft(tx, flightId, -(await repo.releaseHeldSeatsOn(tx, orderId, flightId)));
    },
    /**
     * In the caller's transaction: the paid order moves to the flight its held seats are on and the old seats
     * go back on sale. Answers the old flight's route-day as `holdSeatsForOrder`.
     */
    async moveOrderToFlight(
      tx: Db,
      order: repo.OrderRow,
      move: { toFlightId: string; baseFareMinor: number; taxesAndFeesMinor: number; totalChangeMinor: number },
    ) {
      // The new flight's seats left went down when its seats were held for the change.
      const { released } = await repo.moveOrderToFlight(tx, order, move);
      return deps.flights.changeSeatsLeft(tx, order.flightId, -released);
    },
    /**
     * The order's e-ticket as it stands now (its flight, seats and add-ons); `schedule`: the flight as the airline
     * changed it (an airline's change the traveller accepted, or the alternative they chose), reissued with it.
     */
    async eTicketPdf(
      orderId: string,
      schedule?: { flightNumber: string; departureLocal: string; arrivalLocal: string },
    ): Promise<Buffer> {
      const order = await repo.findOrder(db, { id: orderId });
      if (!order) throw new ApiError(404, 'No such booking');
      const offer = await deps.flights.offer(order.flightId, {
        cabin: order.cabin,
        adults: order.adults,
        children: order.childAges.length,
      });
      const passengers = await repo.orderPassengers(db, orderId);
      const international = await repo.isInternational(db, offer.from, offer.to);
      const placed = order.supplier ? await deps.suppliers.orders.find('flight', orderId) : undefined;
      const ticket = eTicketOf(order, offer, passengers, international, supplierTicket(placed));
      return deps.documents.renderETicket(schedule ? { ...ticket, ...schedule } : ticket);
    },
  };
}

/** What the e-ticket prints of a supplier's confirmed order: its name, booking reference (PNR) and tickets. */
function supplierTicket(placed: SupplierOrderRow | undefined) {
  if (placed?.status !== 'confirmed') return undefined;
  return { bookingReference: placed.booking_reference, ticketNumbers: placed.ticket_numbers };
}

export type FlightCheckoutService = ReturnType<typeof flightCheckoutService>;
