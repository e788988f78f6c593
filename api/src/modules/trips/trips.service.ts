import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { FREE_CANCELLATION_MINOR, INSURANCE_MINOR } from '@travel/contracts/flight-checkout';
import { orderRoomGuests } from '@travel/contracts/hotels';
import { dateChangeEligibility, paidLines, type FareType } from '@travel/contracts/rules';
import type { TripDetail, TripKind, TripPaid, TripPaymentEntry, TripSummary } from '@travel/contracts/trips';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { ApiError } from '../../plugins/errors';
import type { BookingsService } from '../bookings/bookings.service';
import { scheduleNow } from '../disruptions/disruptions.service';
import type { DocumentsService } from '../documents/documents.service';
import { flightInvoiceParties } from '../documents/documents.service';
import type { FlightCheckoutService, OrderRow } from '../flight-checkout/flight-checkout.service';
import type { FlightsService } from '../flights/flights.service';
import type { HotelCheckoutService } from '../hotel-checkout/hotel-checkout.service';
import type { Payment, PaymentsService } from '../payments/payments.service';
import type { RefundsService } from '../refunds/refunds.service';
import {
  departureInstant,
  flightSummary,
  GATEWAY_LABELS,
  gatewayLabelOf,
  hotelSummary,
  tripAccess,
  type Caller,
} from './trips.access';
import { tripCancellation } from './trips.cancellation';
import { tripsGuestLookup } from './trips.guest-lookup';
import { hotelTimeline, tripRefunds } from './trips.refunds';
import * as repo from './trips.repository';
import { hotelOrderPaidWith, tripsTravelCredit } from './trips.travel-credit';

/*
 * My Trips: `tripsService` composes the parts, each in its own file, into the one `app.trips`:
 * - trips.access.ts: who may open a booking (a signed-in traveller, a guest's token) and its summary;
 * - trips.guest-lookup.ts: a guest's emailed code and the token it gives;
 * - trips.cancellation.ts: previews, flight and hotel cancellations, the back office's flight exceptions;
 * - trips.refunds.ts: a cancellation's refund reserved, sent, retried, mailed at each step and read as a timeline;
 * - trips.travel-credit.ts: an account's travel credit (the ledger itself is orders/travel-credit.ts).
 * Here: the list, a trip's detail and its PDFs.
 */

// What other modules and the routes import from trips: its service file is their one way in.
export { departureInstant, NO_SUCH_BOOKING, type Caller } from './trips.access';
export {
  ALREADY_CANCELLED,
  CANCELLATION_UNDER_WAY,
  HOTEL_AUTO_APPROVAL,
  HOTEL_NOT_CANCELLABLE,
  NOT_CANCELLABLE,
  REASON_REQUIRED,
} from './trips.cancellation';
export { LOOKUP_CODE_MINUTES, LOOKUP_MAX_ATTEMPTS, LOOKUP_MAX_CODES_PER_HOUR } from './trips.guest-lookup';
export { CREDIT_DAYS, MAX_REFUND_ATTEMPTS, REFUND_NOT_COVERED, refundPart } from './trips.refunds';

/** Who asks about a trip: the signed-in traveller, or a guest with ?token=. */
export async function tripCaller(app: FastifyInstance, request: FastifyRequest): Promise<Caller> {
  const user = await app.accounts.sessionUser(request);
  const token = (request.query as { token?: string } | undefined)?.token;
  return { user: user ? { id: user.id, email: user.email, role: user.role } : undefined, token };
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

export function tripsService(deps: TripsDeps) {
  const { db, log } = deps;
  const access = tripAccess(deps);
  const { accessibleOrder, accessibleBooking, viewOf, paymentOf } = access;
  const lookup = tripsGuestLookup({ ...deps, access });
  const credit = tripsTravelCredit(deps);
  const refunds = tripRefunds({ ...deps, access });
  const cancellation = tripCancellation({ ...deps, access, refunds, credit });
  const { previewOf, hotelPreviewOf } = cancellation;
  const { tripRefund } = refunds;

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

  return {
    creditTravel: credit.creditTravel,
    travelCredit: credit.travelCredit,

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
                method: `Paid through ${gatewayLabelOf(booking.gateway)}`,
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

    preview: cancellation.preview,
    cancel: cancellation.cancel,
    decideException: cancellation.decideException,
    exceptionRequests: cancellation.exceptionRequests,
    exceptionStats: cancellation.exceptionStats,
    isFlightCancellation: cancellation.isFlightCancellation,
    auditTrail: cancellation.auditTrail,

    requestLookupCode: lookup.requestLookupCode,
    verifyLookupCode: lookup.verifyLookupCode,

    async eTicket(reference: string, caller: Caller): Promise<Buffer> {
      const order = await accessibleOrder(reference, caller);
      if (!(await viewOf(order))) throw new ApiError(404, 'The e-ticket of this booking is no longer available.');
      // The flight as it now stands after the airline's changes the traveller answered, as the reissued ticket.
      return deps.flightCheckout.eTicketPdf(order.id, await scheduleNow(deps.db, order.id));
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
