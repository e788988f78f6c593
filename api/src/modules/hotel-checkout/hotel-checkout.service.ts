import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RefundsService } from '../refunds/refunds.service';
import {
  hotelGuestsProblem,
  hotelStayProblem,
  type HotelCheckoutConflictReply,
  type HotelCheckoutStay,
  type HotelCreateOrderBody,
  type HotelOrderView,
  type HotelPayReply,
  type HotelRepriceBody,
} from '@travel/contracts/hotel-checkout';
import type { HotelStayPrice } from '@travel/contracts/rules';
import { addDays, isoDate, normaliseContact } from '@travel/contracts/rules';
import type { Db } from '../../db/database';
import type { Jobs } from '../../jobs/jobs';
import { ApiError } from '../../plugins/errors';
import type { BookingsService } from '../bookings/bookings.service';
import type { CouponsService } from '../coupons/coupons.service';
import { catalogFor } from '../hotels/hotels.catalog';
import { priceRate, stayPriceView } from '../hotels/hotels.rates';
import type { BookableOffer, HotelsService } from '../hotels/hotels.service';
import { createOnce, isOrderId, newReference, OrderConflict, visibleOrder } from '../payments/checkout-order';
import { orderHold } from '../payments/order-hold';
import type { Payment } from '../payments/payments.repository';
import type { PaymentsService } from '../payments/payments.service';
import * as repo from './hotel-checkout.repository';

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

  /** The rate as chosen, checked and priced now (with the coupon, when one is given). */
  async function priced(selection: Selection, userId: string | null, now: Date) {
    // The hotel's own date decides "in the past" (offer); here only the shape, against the earliest date on Earth.
    const problem = hotelStayProblem(selection, addDays(isoDate(now), -1));
    if (problem) throw new ApiError(400, problem.message);
    const offer = await deps.hotels.offer({ ...selection, children: selection.childAges.length }, now);
    if (offer.roomsLeft < selection.rooms) throw soldOut();
    const stay = { ...offer.stay, rooms: selection.rooms, at: now };
    let price: HotelStayPrice = priceRate(offer.rate, stay);
    let couponCode: string | null = null;
    if (selection.couponCode) {
      const quote = await deps.coupons.quote(
        { code: selection.couponCode, product: 'hotel', amountMinor: price.subtotalMinor, currency: price.currency },
        userId,
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
    const confirmed = await hold.settle(async (txDb, refundPaidAfterHold) => {
      const order = await repo.findOrder(txDb, { id: orderId }, true);
      if (!order) return undefined;
      if (order.status !== 'held') {
        if (order.status === 'expired' || order.status === 'cancelled') {
          // Its rooms went back on sale: a payment goes back whole; a card guarantee charged nothing.
          const afterHold = (refunded: string) =>
            repo.recordOrderEvent(
              txDb,
              order.id,
              'confirmed_after_hold',
              `${detail}; order ${order.status}${refunded}`,
            );
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
      await repo.recordOrderEvent(txDb, order.id, to, detail);
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
        amountPaid: to === 'paid' ? fresh.payNowMinor : 0,
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
    });
    if (!confirmed) return undefined;
    if (confirmed.couponCode) {
      const result = await deps.coupons.redeem({
        code: confirmed.couponCode,
        userId: confirmed.userId,
        orderReference: confirmed.reference,
        discountMinor: confirmed.discountMinor,
        currency: confirmed.currency,
      });
      await repo.recordOrderEvent(db, confirmed.id, 'coupon', `${confirmed.couponCode}: ${result}`);
    }
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
        await repo.recordOrderEvent(tx, orderId, 'expired', 'hold ran out unconfirmed; rooms back on sale');
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
    await repo.recordOrderEvent(tx, order.id, 'cancelled', 'booking cancelled; rooms back on sale');
    deps.onAvailabilityChanged?.();
  });

  async function createNewOrder(
    body: HotelCreateOrderBody,
    idempotencyKey: string,
    digest: string,
    userId: string | null,
    now: Date,
  ) {
    const stayProblem = hotelStayProblem(body, addDays(isoDate(now), -1));
    if (stayProblem) throw new ApiError(400, stayProblem.message);
    const guestsProblem = hotelGuestsProblem(body, body.rooms);
    if (guestsProblem) throw new ApiError(400, guestsProblem.message);
    const { offer, price, couponCode } = await priced(body, userId, now);
    const { hotel, roomType, rate } = offer;

    const accessToken = randomBytes(24).toString('base64url');
    const orderId = randomUUID();
    const booked = {
      hotelName: hotel.name,
      city: hotel.city,
      address: `${hotel.neighbourhood}, ${hotel.city}, ${hotel.country}`,
      checkInTime: hotel.check_in_time,
      checkOutTime: hotel.check_out_time,
    };
    const created = await db
      .transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const order: repo.NewHotelOrder = {
          id: orderId,
          reference: newReference(),
          holdMinutes: deps.holdMinutes,
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
          guests: body.guests.map((guest) => ({
            title: guest.title,
            firstName: guest.firstName.trim(),
            lastName: guest.lastName.trim(),
          })),
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
        await repo.recordOrderEvent(
          txDb,
          orderId,
          'held',
          `${body.rooms} room(s) held for ${deps.holdMinutes} minutes; total ${price.totalMinor} ${price.currency}`,
        );
        await deps.jobs.enqueue(
          EXPIRE_QUEUE,
          { orderId },
          { runAt: new Date(Date.parse(row.holdExpiresAt)), singletonKey: `expire:${orderId}` },
          txDb,
        );
        return row;
      })
      .catch((error: unknown) => {
        throw error instanceof SoldOut ? soldOut() : error;
      });
    deps.onAvailabilityChanged?.();
    return { replayed: false, reply: { order: toView(created), accessToken } };
  }

  return {
    /** The order's audit trail, for an admin. */
    async orderEvents(reference: string) {
      const order = await repo.findOrder(db, { reference: reference.toUpperCase() });
      if (!order) throw new ApiError(404, 'No such booking');
      return {
        reference: order.reference,
        status: order.status,
        events: (await repo.orderEvents(db, order.id)).map(({ createdAt, ...event }) => ({ ...event, at: createdAt })),
      };
    },

    async reprice(body: HotelRepriceBody, userId: string | null, now = new Date()) {
      const { stay, price } = await priced(body, userId, now);
      return { success: true as const, stay, price };
    },

    /**
     * Creates the order and holds its rooms on every night for the hold time, in one transaction, or nothing.
     * The same Idempotency-Key answers the same order.
     */
    createOrder: (body: HotelCreateOrderBody, idempotencyKey: string, userId: string | null, now = new Date()) =>
      createOnce(body, userId, {
        create: (digest) => createNewOrder(body, idempotencyKey, digest, userId, now),
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
      if (order.status !== 'held' || Date.parse(order.holdExpiresAt) <= Date.now()) {
        throw new HotelCheckoutConflict({
          success: false,
          reason: 'hold_expired',
          message: 'The rooms were held for 15 minutes and have been released. Please start again.',
        });
      }
      if (order.rate.payment === 'pay_at_hotel' && deps.payments.gateway !== 'sandbox') {
        // The gateway's own guarantee: a Stripe SetupIntent or a Razorpay authorisation transaction, no charge.
        // Declined, the same guarantee is tried again with another card while the hold lasts.
        const lead = order.guests[0];
        const guarantee = await deps.payments.start({
          purpose: 'hotel_guarantee',
          orderId: order.id,
          amountMinor: 0,
          currency: order.currency,
          description: `Card guarantee of hotel booking ${order.reference}`,
          customerEmail: order.contactEmail,
          returnUrl: `/hotel-checkout/confirmation?reference=${order.reference}`,
          idempotencyKey: `hotel_guarantee:${order.id}`,
          customer: { name: `${lead.firstName} ${lead.lastName}`, contact: order.contactMobile },
        });
        // Kept as the order's payment, so the expiry job asks the gateway about it before giving the rooms back.
        if (order.paymentId !== guarantee.paymentId) {
          await repo.recordPaymentId(db, order.id, guarantee.paymentId);
          await repo.recordOrderEvent(
            db,
            order.id,
            'guarantee_started',
            `${guarantee.gateway} card guarantee ${guarantee.paymentId}`,
          );
        }
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
      const payment = await deps.payments.start({
        purpose: 'hotel_order',
        orderId: order.id,
        amountMinor: order.payNowMinor,
        currency: order.currency,
        description: `Hotel booking ${order.reference}`,
        customerEmail: order.contactEmail,
        returnUrl: `/hotel-checkout/confirmation?reference=${order.reference}`,
        idempotencyKey: `hotel_order:${order.id}`,
      });
      if (order.paymentId !== payment.paymentId) {
        await repo.recordPaymentId(db, order.id, payment.paymentId);
        await repo.recordOrderEvent(db, order.id, 'payment_started', `${payment.gateway} payment ${payment.paymentId}`);
      }
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

    accessibleOrder,
    toView,
    expire,
    /** The order by its id, for My Trips (who is told of its refunds). */
    findOrder: (id: string) => repo.findOrder(db, { id }),
  };
}

export type HotelCheckoutService = ReturnType<typeof hotelCheckoutService>;
