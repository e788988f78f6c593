import type { HotelStayPriceView } from '../hotels/rooms.schemas';
import { hotelGstRatePercent } from './gst';

/**
 * A hotel stay's all-inclusive price: room nights, GST by the Indian slab of each night's room tariff, the
 * booking fee and a discount. Used by GET /api/hotels/:hotelId/rooms (each rate's stay total) and by
 * /api/hotel-checkout (reprice, order, invoice), so the page and the charge agree. Money: integer paise.
 */

/** The portal's booking fee per booking, GST (18%, reservation service) included. */
export const HOTEL_BOOKING_FEE_MINOR = 249_00;
export const HOTEL_CURRENCY = 'INR';

export interface HotelStayPriceInput {
  /** One room's tariff before tax for each night of the stay, in order. */
  nightlyRateMinor: number[];
  rooms: number;
  /** When the price is quoted or charged: decides the GST slab's rate. */
  at: Date;
  discountMinor?: number;
}

/**
 * One night of the stay, as the wire's `HotelStayPriceView` writes it less its date (the answer adds it):
 * `roomsMinor` is all rooms before tax; `totalMinor` (rooms + GST) is what cancelling this night costs under a
 * penalty in nights.
 */
export type HotelStayNight = Omit<HotelStayPriceView['nights'][number], 'date'>;

/**
 * The stay's price, the wire's `HotelStayPriceView` with nights not yet dated: `roomNightsMinor` is all nights,
 * all rooms, before tax; `gstMinor` the GST night by night at its slab; `gstPercent` the slab's rate when every
 * night has the same one, else the highest (the nights say which).
 */
export type HotelStayPrice = Omit<HotelStayPriceView, 'nights'> & { nights: HotelStayNight[] };

/**
 * One room for one night with its GST at the tariff's slab: the nightly price every page shows (the result card, the
 * hotel page's rates, the providers compared), "per room per night, taxes included", the basis of the stay totals.
 */
export function nightlyPriceWithTaxesMinor(nightlyRateMinor: number, at: Date): number {
  return nightlyRateMinor + Math.round((nightlyRateMinor * hotelGstRatePercent(nightlyRateMinor, at)) / 100);
}

export function hotelStayPrice(input: HotelStayPriceInput): HotelStayPrice {
  const nights = input.nightlyRateMinor.map((rate) => {
    const gstPercent = hotelGstRatePercent(rate, input.at);
    const roomsMinor = rate * input.rooms;
    const gstMinor = Math.round((roomsMinor * gstPercent) / 100);
    return { roomsMinor, gstPercent, gstMinor, totalMinor: roomsMinor + gstMinor };
  });
  const roomNightsMinor = nights.reduce((sum, night) => sum + night.roomsMinor, 0);
  const gstMinor = nights.reduce((sum, night) => sum + night.gstMinor, 0);
  const feesMinor = HOTEL_BOOKING_FEE_MINOR;
  const subtotalMinor = roomNightsMinor + gstMinor + feesMinor;
  const discountMinor = Math.min(input.discountMinor ?? 0, subtotalMinor);
  return {
    currency: HOTEL_CURRENCY,
    nights,
    roomNightsMinor,
    gstMinor,
    gstPercent: Math.max(0, ...nights.map((night) => night.gstPercent)),
    feesMinor,
    subtotalMinor,
    discountMinor,
    totalMinor: subtotalMinor - discountMinor,
  };
}
