import type { RefundSplit } from '@travel/contracts/trips';
import type { Db } from '../../db/database';
import type { BookingRow } from '../bookings/bookings.service';
import type { HotelCheckoutService, HotelOrderRow } from '../hotel-checkout/hotel-checkout.service';
import { creditShareOf, insertTravelCredit, travelCreditOf } from '../orders/travel-credit';

/**
 * Travel credit as My Trips sees it: an account's balance and lines, a hotel refund taken as credit, and the share
 * of a refund that goes back to credit when the booking was paid partly with it. The ledger itself (every query of
 * travel_credit_entries) is the order kernel's, in orders/travel-credit.ts.
 */

/** How a booking was paid, for the share of its refund that goes back to travel credit. */
export interface PaidWith {
  orderId: string;
  travelCreditMinor: number;
  paidMinor: number;
}

/** The refund's split when the booking was paid partly with travel credit (nothing to add otherwise). */
export const splitOf = (paid: PaidWith | undefined, refundMinor: number): { split?: RefundSplit } =>
  paid && paid.travelCreditMinor > 0
    ? { split: creditShareOf(refundMinor, paid.travelCreditMinor, paid.paidMinor) }
    : {};

/** A hotel booking made through our checkout: what its order spent of travel credit. */
export const hotelOrderPaidWith = (booking: BookingRow, order: HotelOrderRow | undefined): PaidWith | undefined =>
  order && { orderId: order.id, travelCreditMinor: order.travelCreditMinor, paidMinor: booking.amountPaidMinor };

export interface TravelCreditDeps {
  db: Db;
  hotelCheckout: Pick<HotelCheckoutService, 'findOrderByReference'>;
}

export function tripsTravelCredit({ db, hotelCheckout }: TravelCreditDeps) {
  return {
    async hotelPaidWith(booking: BookingRow): Promise<PaidWith | undefined> {
      return hotelOrderPaidWith(booking, await hotelCheckout.findOrderByReference(booking.id));
    },

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
      return insertTravelCredit(tx, { ...credit, reason: `Refund of cancelled booking ${credit.bookingId}` });
    },

    /** The account's travel credit: its balance in each currency and its lines, newest first. */
    async travelCredit(email: string) {
      const entries = await travelCreditOf(db, email);
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
  };
}
