import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderView } from '@travel/contracts/flight-checkout';
import type { PaymentGatewayName } from '@travel/contracts/payments';
import { isoDate } from '@travel/contracts/rules';
import type { TripKind, TripSummary } from '@travel/contracts/trips';
import type { Db } from '../../db/database';
import { ApiError } from '../../plugins/errors';
import { sha256 } from '../accounts/accounts.service';
import type { BookingRow, BookingsService } from '../bookings/bookings.service';
import type { FlightCheckoutService, OrderRow } from '../flight-checkout/flight-checkout.service';
import type { Payment, PaymentsService } from '../payments/payments.service';
import * as repo from './trips.repository';

/**
 * Who may open a booking and how it reads in a list: what every part of My Trips (the list, the detail, the
 * cancellations, the guest look-up) starts from.
 */

export const NO_SUCH_BOOKING = 'No such booking';

/** Who is asking: the signed-in traveller, or a guest holding a token. */
export interface Caller {
  user?: { id: string; email: string; role?: string };
  token?: string;
}

export const GATEWAY_LABELS: Record<PaymentGatewayName, string> = {
  razorpay: 'Razorpay',
  stripe: 'Stripe',
  sandbox: 'Sandbox',
};

export const gatewayLabelOf = (gateway: string) => GATEWAY_LABELS[gateway as PaymentGatewayName] ?? gateway;

export const paymentDestination = (payment: Payment | undefined) =>
  payment
    ? `your original payment method (paid through ${GATEWAY_LABELS[payment.gateway]})`
    : 'your original payment method';

/**
 * When a flight leaves: the inventory's times are the departure airport's local time, taken as India's
 * (UTC+05:30): every route of the inventory leaves from or arrives in India, and the rules count hours.
 */
export function departureInstant(flight: { date: string; departure: string }): Date {
  return new Date(`${flight.date}T${flight.departure}:00+05:30`);
}

function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function flightSummary(order: OrderRow, view: OrderView | undefined, now = new Date()): TripSummary {
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

export function hotelSummary(booking: BookingRow & { demo?: boolean }, today = isoDate()): TripSummary {
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

export interface TripAccessDeps {
  db: Db;
  log: FastifyBaseLogger;
  flightCheckout: Pick<FlightCheckoutService, 'findOrder' | 'view'>;
  bookings: Pick<BookingsService, 'findBooking'>;
  payments: Pick<PaymentsService, 'get'>;
}

/** The booking a caller may open (404 for anyone else's), its flight's view and its payment. */
export function tripAccess({ db, log, flightCheckout, bookings, payments }: TripAccessDeps) {
  /** A token from an emailed code (see trips.guest-lookup.ts) opens the one booking it was asked for. */
  const guestTokenOpens = async (token: string | undefined, kind: TripKind, reference: string) =>
    token !== undefined && token.length > 0 && repo.tokenOpens(db, sha256(token), kind, reference);

  async function accessibleOrder(reference: string, caller: Caller): Promise<OrderRow> {
    const order = await flightCheckout.findOrder({ reference });
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
    const booking = await bookings.findBooking(reference.toUpperCase());
    const allowed =
      booking &&
      ((caller.user !== undefined && booking.email === caller.user.email.toLowerCase()) ||
        (await guestTokenOpens(caller.token, 'hotel', booking.id)));
    if (!allowed) throw new ApiError(404, NO_SUCH_BOOKING);
    return booking;
  }

  /** The order's view; a flight the inventory no longer holds (long past) keeps its order's own figures. */
  async function viewOf(order: OrderRow): Promise<OrderView | undefined> {
    try {
      return await flightCheckout.view(order);
    } catch (error) {
      log.warn({ err: error, reference: order.reference }, 'the flight of a booked order is not in the inventory');
      return undefined;
    }
  }

  async function paymentOf(order: OrderRow): Promise<Payment | undefined> {
    return order.paymentId ? payments.get(order.paymentId) : undefined;
  }

  return { guestTokenOpens, accessibleOrder, accessibleBooking, viewOf, paymentOf };
}

export type TripAccess = ReturnType<typeof tripAccess>;
