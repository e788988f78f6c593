import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RefundsService } from '../refunds/refunds.service';
import {
  hotelGuestsProblems,
  hotelStayProblems,
  type HotelCheckoutConflictReply,
  type HotelCheckoutStay,
  type HotelCreateOrderBody,
  type HotelOrderView,
  type HotelPayReply,
  type HotelRepriceBody,
} from '@travel/contracts/hotel-checkout';
import { readRoomGuests } from '@travel/contracts/hotels';
import type { HotelStayPrice } from '@travel/contracts/rules';
import { addDays, isoDate, normaliseContact } from '@travel/contracts/rules';
import type { Db } from '../../db/database';
import type { Jobs } from '../../jobs/jobs';
import { ApiError, invalidInput } from '../../plugins/errors';
import type { BookingsService } from '../bookings/bookings.service';
import type { CouponsService } from '../coupons/coupons.service';
import type { CouponUser } from '../coupons/coupons.service';
import { catalogFor } from '../hotels/hotels.service';
import { priceRate, stayPriceView } from '../hotels/hotels.service';
import type { BookableOffer, HotelsService } from '../hotels/hotels.service';
import {
  createOnce,
  isOrderId,
  newReference,
  OrderConflict,
  claimOrderCoupon,
  holdWithinLimits,
  type HeldBy,
  type OrderHolder,
  redeemOrderCoupon,
  visibleOrder,
} from '../orders/checkout-order';
import { orderHold, type RefundPaidAfterHold } from '../orders/order-hold';
import type { Payment } from '../payments/payments.service';
import type { PaymentsService } from '../payments/payments.service';
import {
  creditShareOf,
  CREDIT_ABOVE_TOTAL,
  CREDIT_NOT_AT_HOTEL,
  CREDIT_ONLY_SIGNED_IN,
  returnCredit,
  spendCredit,
} from '../orders/travel-credit';
import * as repo from './hotel-checkout.repository';

// What other modules use of this module's parts, through its public face.
export type { HotelOrderRow } from './hotel-checkout.repository';

/** A 409 with the reason the page needs (both prices, sold out, hold over, key reused). */
export class HotelCheckoutConflict extends OrderConflict<HotelCheckoutConflictReply> {}

/** Thrown inside the order's transaction when a night has too few rooms left. */
class SoldOut extends Error {}

const EXPIRE_QUEUE = 'hotel-order-expiry';

const soldOut = () =>
  new HotelCheckoutConflict({
    success: false,
    reason: 'sold_out',
    message: 'This room is no longer available for every night of your stay. Please choose another room or dates.',
  });

/** What confirming an order sends: called after the confirming transaction has committed. */
export type HotelOrderConfirmed = (order: repo.HotelOrderRow) => Promise<void>;

export interface HotelCheckoutDeps {
  db: Db;
  hotels: HotelsService;
  bookings: BookingsService;
  coupons: CouponsService;
  payments: PaymentsService;
  jobs: Jobs;
  /** Files the refund of a payment captured after the order's hold ended (its rooms went back on sale). */
  refunds: Pick<RefundsService, 'reserve' | 'submit'>;
  log: FastifyBaseLogger;
  holdMinutes: number;
  /** How long a new order holds its rooms until its payment or card guarantee starts. */
  holdBeforePaymentMinutes: number;
  /** Rooms one client address may hold in unpaid orders at once. */
  /** Rooms one client address, and one device, may hold unpaid at once. */
  heldRoomsPer: Record<HeldBy, number>;
  /** Issues the invoice inside the confirming transaction (paid orders only); returns nothing to keep. */
  issueInvoice?: (tx: Db, order: repo.HotelOrderRow) => Promise<void>;
  onConfirmed?: HotelOrderConfirmed;
  /** Rooms were taken or given back: cached search answers that offered (or left out) a hotel are stale. */
  onAvailabilityChanged?: () => void;
}

type Selection = HotelRepriceBody;

function stayView(offer: BookableOffer, selection: Selection): HotelCheckoutStay {
  const { hotel, roomType, rate } = offer;
  return {
    hotelId: hotel.id,
    hotelName: hotel.name,
    city: hotel.city,
    address: `${hotel.neighbourhood}, ${hotel.city}, ${hotel.country}`,
    timeZone: offer.timeZone,
    checkInTime: hotel.check_in_time,
    checkOutTime: hotel.check_out_time,
    roomTypeId: roomType.id,
    roomName: roomType.name,
    bed: roomType.bed,
    ratePlanId: rate.id,
    rateName: rate.name,
    board: rate.board,
    payment: rate.payment,
    cancellation: rate.cancellation,
    checkIn: offer.stay.checkIn,
    checkOut: offer.stay.checkOut,
    nights: offer.stay.nights,
    rooms: selection.rooms,
    adults: selection.adults,
    childAges: selection.childAges,
    roomsLeft: offer.roomsLeft,
  };
}

export function hotelCheckoutService(deps: HotelCheckoutDeps) {
  const { db, log } = deps;
  const hold = orderHold(deps);
  /** Confirming an order just made, in its own transaction: no payment can have come after its hold. */
  const noLatePayment: RefundPaidAfterHold = async () => undefined;

  /** The rate as chosen, checked and priced now (with the coupon, when one is given). */
  async function priced(selection: Selection, user: CouponUser, now: Date) {
    // The hotel's own date decides "in the past" (offer); here only the shape, against the earliest date on Earth.
    const problems = hotelStayProblems(selection, addDays(isoDate(now), -1));
    if (problems.length > 0) throw invalidInput(problems);
    // Each room's guests against the room type (`room`; hotelStayProblems checked they add up), else spread evenly.
    const perRoom = selection.room ? readRoomGuests({ room: selection.room }) : undefined;
    const offer = await deps.hotels.offer({ ...selection, children: selection.childAges.length, perRoom }, now);
    if (offer.roomsLeft < selection.rooms) throw soldOut();
    const stay = { ...offer.stay, rooms: selection.rooms, at: now };
    let price: HotelStayPrice = priceRate(offer.rate, stay);
    let couponCode: string | null = null;
    if (selection.couponCode) {
      const quote = await deps.coupons.quote(
        { code: selection.couponCode, product: 'hotel', amountMinor: price.subtotalMinor, currency: price.currency },
        user,
      );
      couponCode = quote.code;
      price = priceRate(offer.rate, stay, quote.discountMinor);
    }
    if (selection.expectedTotalMinor !== undefined && selection.expectedTotalMinor !== price.totalMinor) {
      throw new HotelCheckoutConflict({
        success: false,
        reason: 'price_changed',
        message: 'The price of this stay has changed.',
        oldTotalMinor: selection.expectedTotalMinor,
        newTotalMinor: price.totalMinor,
      });
    }
    return { offer, price: stayPriceView(price, offer.stay.checkIn), couponCode, stay: stayView(offer, selection) };
  }

  function toView(order: repo.HotelOrderRow): HotelOrderView {
    const hotelStay = order.rate;
    const catalogZone = hotelZone(order);
    return {
      reference: order.reference,
      status: order.status,
      holdExpiresAt: order.holdExpiresAt,
      stay: {
        hotelId: order.hotelId,
        hotelName: hotelStay.hotelName,
        city: hotelStay.city,
        address: hotelStay.address,
        timeZone: catalogZone,
        checkInTime: hotelStay.checkInTime,
        checkOutTime: hotelStay.checkOutTime,
        roomTypeId: order.roomTypeId,
        roomName: hotelStay.roomName,
        bed: hotelStay.bed,
        ratePlanId: order.ratePlanId,
        rateName: hotelStay.name,
        board: hotelStay.board,
        payment: hotelStay.payment,
        cancellation: hotelStay.cancellation,
        checkIn: order.checkIn,
        checkOut: order.checkOut,
        nights: order.price.nights.length,
        rooms: order.rooms,
        adults: order.adults,
        childAges: order.childAges,
        roomsLeft: 0,
      },
      guests: order.guests.map((guest, i) => ({ room: i + 1, ...guest })),
      contact: {
        email: order.contactEmail,
        mobile: order.contactMobile,
        gstin: order.gstin,
        companyName: order.companyName,
      },
      specialRequests: order.specialRequests,
      arrivalTime: order.arrivalTime,
      couponCode: order.couponCode,
      price: order.price,
      payNowMinor: order.payNowMinor,
      payAtHotelMinor: order.totalMinor - order.payNowMinor,
      travelCreditMinor: order.travelCreditMinor,
      amountToPayMinor: order.payNowMinor - order.travelCreditMinor,
      createdAt: order.createdAt,
      confirmedAt: order.confirmedAt,
    };
  }

  const hotelZone = (order: repo.HotelOrderRow) =>
    order.rate.cancellation.rules.type === 'refundable'
      ? order.rate.cancellation.rules.timeZone
      : (catalogFor(order.rate.city)?.timeZone ?? 'UTC');

  const accessibleOrder = async (reference: string, userId: string | null, token: string | undefined) =>
    visibleOrder(await repo.findOrder(db, { reference: reference.toUpperCase() }), userId, token);

  /** held → paid or guaranteed, once; the invoice in the same transaction, the email after it. */
  async function confirm(
    orderId: string,
    to: 'paid' | 'guaranteed',
    detail: string,
    payment?: Payment,
    /** A guarantee's gateway (a guarantee is no payment: nothing to refund, no payment reference). */
    guaranteedBy?: Payment['gateway'],
  ) {
    const confirmed = await hold.settle((txDb, refundPaidAfterHold) =>
      confirmIn(txDb, refundPaidAfterHold, orderId, to, detail, payment, guaranteedBy),
    );
    if (!confirmed) return undefined;
    return announce(confirmed);
  }

  /** The confirming transaction's work: the order paid or guaranteed and its booking recorded, or nothing. */
  async function confirmIn(
    txDb: Db,
    refundPaidAfterHold: RefundPaidAfterHold,
    orderId: string,
    to: 'paid' | 'guaranteed',
    detail: string,
    payment?: Payment,
    guaranteedBy?: Payment['gateway'],
  ) {
    const order = await repo.findOrder(txDb, { id: orderId }, true);
    if (!order) return undefined;
    if (order.status !== 'held') {
      if (order.status === 'expired' || order.status === 'cancelled') {
        // Its rooms went back on sale: a payment goes back whole; a card guarantee charged nothing.
        const afterHold = (refunded: string) =>
          repo.orderTrail.record(txDb, order.id, 'confirmed_after_hold', `${detail}; order ${order.status}${refunded}`);
        if (payment) {
          await refundPaidAfterHold(payment, (refund) => afterHold(`, refund ${refund.id} filed`));
        } else {
          await afterHold('');
          log.error({ reference: order.reference }, 'a hotel order was guaranteed after its hold ended');
        }
      }
      return undefined;
    }
    await repo.transitionOrder(txDb, order.id, 'held', to, payment?.id);
    await repo.orderTrail.record(txDb, order.id, to, detail);
    await redeemOrderCoupon(txDb, deps.coupons, repo.orderTrail, order);
    const fresh = (await repo.findOrder(txDb, { id: orderId }))!;
    // The booking the cancellation wizard, the refund rules and the admin center know, under the same
    // reference, with the policy of the rate as the guest was shown it.
    const lead = fresh.guests[0];
    await deps.bookings.record(txDb, {
      id: fresh.reference,
      hotelId: fresh.hotelId,
      hotelName: fresh.rate.hotelName,
      city: fresh.rate.city,
      guestName: `${lead.firstName} ${lead.lastName}`,
      email: fresh.contactEmail,
      phone: fresh.contactMobile,
      checkIn: fresh.checkIn,
      checkOut: fresh.checkOut,
      guests: fresh.adults + fresh.childAges.length,
      rooms: fresh.rooms,
      amountPaidMinor: to === 'paid' ? fresh.payNowMinor : 0,
      currency: fresh.currency,
      paymentReference: payment ? (payment.gatewayPaymentId ?? payment.id) : null,
      gateway: payment?.gateway ?? guaranteedBy ?? 'sandbox',
      status: 'confirmed',
      cancellationPolicy: fresh.rate.cancellation.text,
      cancellationRules: fresh.rate.cancellation.rules,
      nightlyMinor: fresh.price.nights.map((night) => night.totalMinor),
    });
    if (to === 'paid' && deps.issueInvoice) await deps.issueInvoice(txDb, fresh);
    return fresh;
  }

  /** After the confirming transaction committed: the confirmation sent. */
  async function announce(confirmed: repo.HotelOrderRow) {
    if (deps.onConfirmed) {
      await deps
        .onConfirmed(confirmed)
        .catch((error: unknown) =>
          log.error({ err: error, reference: confirmed.reference }, 'the hotel confirmation email could not be queued'),
        );
    }
    return confirmed;
  }

  /** Expires a held order whose hold has run out, unless its payment went through after all. */
  async function expire(orderId: string): Promise<void> {
    const expired = await hold.expireUnpaid({
      waiting: 'held',
      find: (tx, lock) => repo.findOrder(tx, { id: orderId }, lock),
      async release(tx) {
        await repo.transitionOrder(tx, orderId, 'held', 'expired');
        await repo.releaseRooms(tx, orderId);
        await deps.coupons.release(tx, orderId);
        await repo.orderTrail.record(tx, orderId, 'expired', 'hold ran out unconfirmed; rooms back on sale');
        const returned = await returnCredit(tx, { orderId, reason: 'Booking not paid in time: credit returned' });
        if (returned > 0)
          await repo.orderTrail.record(tx, orderId, 'credit_returned', `${returned} travel credit back`);
      },
    });
    if (expired) deps.onAvailabilityChanged?.();
  }

  deps.jobs.work(EXPIRE_QUEUE, async (payload) => expire(String(payload.orderId)));

  deps.payments.onPaymentSettled(async ({ payment }) => {
    if (payment.purpose === 'hotel_guarantee' && payment.status === 'captured' && isOrderId(payment.orderId)) {
      await confirm(
        payment.orderId,
        'guaranteed',
        `${payment.gateway} card guarantee ${payment.id} accepted; nothing charged`,
        undefined,
        payment.gateway,
      );
      return;
    }
    if (payment.purpose !== 'hotel_order' || payment.status !== 'captured' || !isOrderId(payment.orderId)) return;
    await confirm(payment.orderId, 'paid', `${payment.gateway} payment ${payment.id}`, payment);
  });

  // A booking of ours cancelled (the admin center approved its request): the order is cancelled and its rooms
  // go back on sale, in the cancelling transaction.
  deps.bookings.onCancelled(async (tx, bookingId) => {
    const order = await repo.findOrder(tx, { reference: bookingId }, true);
    if (!order || (order.status !== 'paid' && order.status !== 'guaranteed')) return;
    await repo.transitionOrder(tx, order.id, order.status, 'cancelled');
    await repo.releaseRooms(tx, order.id);
    await deps.coupons.release(tx, order.id);
    await repo.orderTrail.record(tx, order.id, 'cancelled', 'booking cancelled; rooms back on sale');
    deps.onAvailabilityChanged?.();
  });

  async function createNewOrder(
    body: HotelCreateOrderBody,
    idempotencyKey: string,
    digest: string,
    userId: string | null,
    creditEmail: string | null,
    now: Date,
    holder: OrderHolder,
  ) {
    const credit = body.travelCreditMinor ?? 0;
    if (credit > 0 && (!userId || !creditEmail)) throw new ApiError(400, CREDIT_ONLY_SIGNED_IN);
    // Every problem of the stay and of the guests in one answer, so the form can show them all at once.
    const problems = [...hotelStayProblems(body, addDays(isoDate(now), -1)), ...hotelGuestsProblems(body, body.rooms)];
    if (problems.length > 0) throw invalidInput(problems);
    const couponUser = { userId, email: creditEmail ?? body.contact.email };
    const { offer, price, couponCode } = await priced(body, couponUser, now);
    const { hotel, roomType, rate } = offer;
    const perRoom = body.room ? readRoomGuests({ room: body.room }) : undefined;
    if (credit > 0 && rate.payment !== 'pay_now') throw new ApiError(400, CREDIT_NOT_AT_HOTEL);
    if (credit > price.totalMinor) throw new ApiError(400, CREDIT_ABOVE_TOTAL);

    const accessToken = randomBytes(24).toString('base64url');
    const orderId = randomUUID();
    const booked = {
      hotelName: hotel.name,
      city: hotel.city,
      address: `${hotel.neighbourhood}, ${hotel.city}, ${hotel.country}`,
      checkInTime: hotel.check_in_time,
      checkOutTime: hotel.check_out_time,
    };
    let paidByCredit: repo.HotelOrderRow | undefined;
    const created = await db
      .transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        await holdWithinLimits(txDb, {
          holder,
          wanted: body.rooms,
          limits: deps.heldRoomsPer,
          unit: 'room',
          heldNow: (by, value) => repo.roomsHeldBy(txDb, by, value),
        });
        const order: repo.NewHotelOrder = {
          id: orderId,
          reference: newReference(),
          holdMinutes: deps.holdBeforePaymentMinutes,
          hotelId: hotel.id,
          roomTypeId: roomType.id,
          ratePlanId: rate.id,
          rate: {
            ...booked,
            name: rate.name,
            roomName: roomType.name,
            bed: roomType.bed,
            board: rate.board,
            payment: rate.payment,
            cancellation: rate.cancellation,
            nightlyRateMinor: rate.nightlyRateMinor,
          },
          checkIn: offer.stay.checkIn,
          checkOut: offer.stay.checkOut,
          rooms: body.rooms,
          adults: body.adults,
          childAges: body.childAges,
          guests: body.guests.map((guest, i) => {
            // Kept with its room's guests when the order gave them (checked against the room type by priced).
            const party = perRoom?.[i];
            return {
              title: guest.title,
              firstName: guest.firstName.trim(),
              lastName: guest.lastName.trim(),
              ...(party ? { adults: party.adults, childAges: party.childAges } : {}),
            };
          }),
          userId,
          accessToken,
          contact: normaliseContact(body.contact),
          specialRequests: body.specialRequests?.trim() || null,
          arrivalTime: body.arrivalTime || null,
          couponCode,
          price,
          payNowMinor: rate.payment === 'pay_now' ? price.totalMinor : 0,
          idempotencyKey,
          requestDigest: digest,
          holder,
        };
        let row = await repo.insertOrder(txDb, order);
        while (!row) {
          order.reference = newReference();
          row = await repo.insertOrder(txDb, order);
        }
        const took = await repo.takeRooms(txDb, {
          hotelId: hotel.id,
          roomTypeId: roomType.id,
          checkIn: offer.stay.checkIn,
          checkOut: offer.stay.checkOut,
          rooms: body.rooms,
        });
        if (!took) throw new SoldOut();
        await claimOrderCoupon(txDb, deps.coupons, repo.orderTrail, row, couponUser.email);
        await repo.orderTrail.record(
          txDb,
          orderId,
          'held',
          `${body.rooms} room(s) held for ${deps.holdBeforePaymentMinutes} minutes (${deps.holdMinutes} from now if ` +
            `payment starts); total ${price.totalMinor} ${price.currency}`,
        );
        await deps.jobs.enqueue(
          EXPIRE_QUEUE,
          { orderId },
          { runAt: new Date(Date.parse(row.holdExpiresAt)), singletonKey: `expire:${orderId}` },
          txDb,
        );
        if (credit === 0) return row;
        // The rooms, the credit spent and (when it covers the total) the confirmation are one transaction: a short
        // balance leaves no order, and a stay paid by credit alone needs no gateway (docs/decisions.md).
        await spendCredit(txDb, {
          email: creditEmail!,
          orderId,
          reference: row.reference,
          amountMinor: credit,
          currency: price.currency,
          reason: `Spent on booking ${row.reference}`,
        });
        await repo.setTravelCredit(txDb, orderId, credit);
        await repo.orderTrail.record(txDb, orderId, 'credit_spent', `${credit} ${price.currency} of travel credit`);
        if (credit < price.totalMinor) return (await repo.findOrder(txDb, { id: orderId }))!;
        const paid = await confirmIn(txDb, noLatePayment, orderId, 'paid', 'paid in full with travel credit');
        paidByCredit = paid;
        return paid!;
      })
      .catch((error: unknown) => {
        throw error instanceof SoldOut ? soldOut() : error;
      });
    deps.onAvailabilityChanged?.();
    if (paidByCredit) await announce(paidByCredit);
    return { replayed: false, reply: { order: toView(created), accessToken } };
  }

  return {
    /** The order's audit trail, for an admin. */
    async orderEvents(reference: string) {
      return repo.orderTrail.forAdmin(db, await repo.findOrder(db, { reference: reference.toUpperCase() }));
    },

    async reprice(body: HotelRepriceBody, userId: string | null, now = new Date()) {
      const { stay, price } = await priced(body, { userId, email: null }, now);
      return { success: true as const, stay, price };
    },

    /**
     * Creates the order and holds its rooms on every night for the hold time, in one transaction, or nothing.
     * The same Idempotency-Key answers the same order.
     */
    createOrder: (
      body: HotelCreateOrderBody,
      idempotencyKey: string,
      userId: string | null,
      now = new Date(),
      /** The signed-in account's email: its travel credit is the one spent. */
      creditEmail: string | null = null,
      /** The client address and device it comes from: what each holds unpaid is limited. */
      holder: OrderHolder = { address: null, device: null },
    ) =>
      createOnce(body, userId, {
        create: (digest) => createNewOrder(body, idempotencyKey, digest, userId, creditEmail, now, holder),
        madeByKey: () => repo.findOrder(db, { idempotencyKey }),
        view: toView,
      }),

    async getOrder(reference: string, userId: string | null, token: string | undefined) {
      return toView(await accessibleOrder(reference, userId, token));
    },

    /**
     * Pay now: starts (or resumes) the order's payment. Pay at the hotel: the card guarantee, no charge (the
     * configured gateway's, or the sandbox's own page). The hold must still run.
     */
    async pay(reference: string, userId: string | null, token: string | undefined): Promise<HotelPayReply> {
      const order = await accessibleOrder(reference, userId, token);
      if (order.status === 'paid' || order.status === 'guaranteed') {
        throw new ApiError(409, 'This booking is already confirmed');
      }
      const holdEnded = () =>
        new HotelCheckoutConflict({
          success: false,
          reason: 'hold_expired',
          message: 'The hold on these rooms has ended and they have been released. Please start again.',
        });
      if (order.status !== 'held' || Date.parse(order.holdExpiresAt) <= Date.now()) throw holdEnded();
      // A payment or guarantee under way keeps the rooms longer; an expiry that came first wins.
      const held = await hold.holdWhilePaying({
        table: 'hotel_orders',
        id: order.id,
        minutes: deps.holdMinutes,
        expiryQueue: EXPIRE_QUEUE,
      });
      if (!held) throw holdEnded();
      if (order.rate.payment === 'pay_at_hotel' && deps.payments.gateway !== 'sandbox') {
        // The gateway's own guarantee: a Stripe SetupIntent or a Razorpay authorisation transaction, no charge.
        // Declined, the same guarantee is tried again with another card while the hold lasts.
        const lead = order.guests[0];
        // Kept as the order's payment, so the expiry job asks the gateway about it before giving the rooms back.
        const guarantee = await hold.startPayment(
          {
            purpose: 'hotel_guarantee',
            orderId: order.id,
            amountMinor: 0,
            currency: order.currency,
            description: `Card guarantee of hotel booking ${order.reference}`,
            customerEmail: order.contactEmail,
            returnUrl: `/hotel-checkout/confirmation?reference=${order.reference}`,
            idempotencyKey: `hotel_guarantee:${order.id}`,
            customer: { name: `${lead.firstName} ${lead.lastName}`, contact: order.contactMobile },
          },
          order,
          {
            recordPaymentId: repo.recordPaymentId,
            trail: repo.orderTrail.record,
            event: 'guarantee_started',
            detail: (started) => `${started.gateway} card guarantee ${started.paymentId}`,
          },
        );
        return { success: true, mode: 'pay_at_hotel', payment: guarantee };
      }
      if (order.rate.payment === 'pay_at_hotel') {
        return {
          success: true,
          mode: 'pay_at_hotel',
          payment: {
            paymentId: `gtee_${order.reference}`,
            gateway: 'sandbox',
            redirectUrl: `/api/hotel-checkout/orders/${order.reference}/guarantee?token=${encodeURIComponent(order.accessToken)}`,
          },
        };
      }
      const payment = await hold.startPayment(
        {
          purpose: 'hotel_order',
          orderId: order.id,
          // The travel credit spent at checkout is not charged again.
          amountMinor: order.payNowMinor - order.travelCreditMinor,
          currency: order.currency,
          description: `Hotel booking ${order.reference}`,
          customerEmail: order.contactEmail,
          returnUrl: `/hotel-checkout/confirmation?reference=${order.reference}`,
          idempotencyKey: `hotel_order:${order.id}`,
        },
        order,
        {
          recordPaymentId: repo.recordPaymentId,
          trail: repo.orderTrail.record,
          event: 'payment_started',
          detail: (started) => `${started.gateway} payment ${started.paymentId}`,
        },
      );
      return { success: true, mode: 'pay_now', payment };
    },

    /** The sandbox's card guarantee of a pay-at-the-hotel order: the card is kept, nothing is charged. */
    async guarantee(reference: string, token: string | undefined) {
      const order = await accessibleOrder(reference, null, token);
      if (order.rate.payment !== 'pay_at_hotel') throw new ApiError(404, 'This booking is paid now, not at the hotel');
      return order;
    },

    async confirmGuarantee(order: repo.HotelOrderRow, cardLast4: string) {
      if (order.status !== 'held' || Date.parse(order.holdExpiresAt) <= Date.now()) return undefined;
      return confirm(order.id, 'guaranteed', `sandbox card guarantee, card ending ${cardLast4}; nothing charged`);
    },

    /**
     * A cancelled booking's refund of `refundMinor`, in the approval's transaction: the travel credit's share of it
     * goes back to credit now (once per order); answers that share and what goes to the original payment.
     */
    async refundCreditShare(tx: Db, reference: string, refundMinor: number) {
      const order = await repo.findOrder(tx, { reference });
      const split = creditShareOf(refundMinor, order?.travelCreditMinor ?? 0, order?.payNowMinor ?? 0);
      if (order && split.toCreditMinor > 0) {
        const returned = await returnCredit(tx, {
          orderId: order.id,
          amountMinor: split.toCreditMinor,
          reason: `Refund of cancelled booking ${order.reference}`,
        });
        await repo.orderTrail.record(tx, order.id, 'credit_returned', `${returned} travel credit back`);
      }
      return split;
    },

    /** The order behind a booking reference, for My Trips (what it spent of travel credit). */
    findOrderByReference: (reference: string) => repo.findOrder(db, { reference: reference.toUpperCase() }),

    accessibleOrder,
    toView,
    expire,
    /** The order by its id, for My Trips (who is told of its refunds). */
    findOrder: (id: string) => repo.findOrder(db, { id }),
  };
}

export type HotelCheckoutService = ReturnType<typeof hotelCheckoutService>;
