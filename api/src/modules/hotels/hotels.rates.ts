import {
  addDays,
  hotelCancellationPolicy,
  hotelStayPrice,
  zonedMoment,
  type HotelCancellationPolicy,
  type HotelCancellationRules,
  type HotelStayPrice,
} from '@travel/contracts/rules';
import type { BoardType, HotelStayPriceView, RatePayment } from '@travel/contracts/hotels';
import type { HotelRecord, RoomTypeRecord } from './hotels.generate';

/**
 * The rate plans of a room type, derived from the hotel (its policies) and the stay: the same rates for the
 * same hotel and dates on every database. A hotel whose card says free cancellation, pay on arrival or
 * breakfast has such a rate on each of its room types.
 */
export interface RatePlan {
  id: string;
  name: string;
  board: BoardType;
  payment: RatePayment;
  cancellation: HotelCancellationPolicy;
  /** One room, one night, before tax. */
  nightlyRateMinor: number;
}

type HotelPolicies = Pick<
  HotelRecord,
  'id' | 'free_cancellation' | 'pay_on_arrival' | 'breakfast_included' | 'check_in_time' | 'stars'
>;

const to10Rupees = (paise: number) => Math.round(paise / 1000) * 1000;

/** Breakfast for the room's guests, per night, by the hotel's class. */
const breakfastMinor = (stars: number, occupancy: number) => (250_00 + stars * 100_00) * Math.min(occupancy, 2);

/** Days before check-in that free cancellation ends, and the penalty after: from the hotel's id. */
function refundableRules(hotel: HotelPolicies, checkIn: string, timeZone: string): HotelCancellationRules {
  const digits = Number(hotel.id.slice(-4));
  const daysBefore = [1, 2, 3][digits % 3];
  return {
    type: 'refundable',
    freeUntil: zonedMoment(addDays(checkIn, -daysBefore), hotel.check_in_time, timeZone),
    timeZone,
    penalty: digits % 2 === 0 ? { type: 'nights', nights: 1 } : { type: 'percent', percent: 50 },
  };
}

export function ratePlansFor(
  hotel: HotelPolicies,
  roomType: Pick<RoomTypeRecord, 'price_per_night' | 'max_occupancy'>,
  stay: { checkIn: string; timeZone: string; now: Date },
): RatePlan[] {
  const base = roomType.price_per_night;
  const refundable = refundableRules(hotel, stay.checkIn, stay.timeZone);
  // Free cancellation that has already ended is not offered as such: the refundable rates are left out.
  const canRefund = refundable.type === 'refundable' && Date.parse(refundable.freeUntil) > stay.now.getTime();
  const nonRefundable = hotelCancellationPolicy({ type: 'non_refundable' });
  const flexible = hotelCancellationPolicy(refundable);
  const breakfast = breakfastMinor(hotel.stars, roomType.max_occupancy);
  const plans: RatePlan[] = [
    {
      id: 'nr-ro',
      name: 'Non-refundable, room only',
      board: 'room_only',
      payment: 'pay_now',
      cancellation: nonRefundable,
      nightlyRateMinor: base,
    },
  ];
  if (hotel.breakfast_included) {
    plans.push({
      id: 'nr-bb',
      name: 'Non-refundable, breakfast included',
      board: 'breakfast',
      payment: 'pay_now',
      cancellation: nonRefundable,
      nightlyRateMinor: base + breakfast,
    });
  }
  if (hotel.free_cancellation && canRefund) {
    plans.push({
      id: 'fc-ro',
      name: 'Free cancellation, room only',
      board: 'room_only',
      payment: 'pay_now',
      cancellation: flexible,
      nightlyRateMinor: to10Rupees(base * 1.12),
    });
    plans.push({
      id: 'fc-bb',
      name: 'Free cancellation, breakfast included',
      board: 'breakfast',
      payment: 'pay_now',
      cancellation: flexible,
      nightlyRateMinor: to10Rupees(base * 1.12) + breakfast,
    });
  }
  if (hotel.pay_on_arrival && canRefund) {
    plans.push({
      id: 'pah-ro',
      name: 'Pay at the hotel, room only',
      board: 'room_only',
      payment: 'pay_at_hotel',
      cancellation: flexible,
      nightlyRateMinor: to10Rupees(base * 1.15),
    });
  }
  return plans;
}

/** The nights of a stay, YYYY-MM-DD each. */
export const nightsOf = (checkIn: string, nights: number) =>
  Array.from({ length: nights }, (_, i) => addDays(checkIn, i));

/** hotelStayPrice for a rate over the stay's nights, with each night's date for the wire. */
export function stayPriceView(price: HotelStayPrice, checkIn: string): HotelStayPriceView {
  const dates = nightsOf(checkIn, price.nights.length);
  return { ...price, nights: price.nights.map((night, i) => ({ date: dates[i], ...night })) };
}

export function priceRate(
  rate: RatePlan,
  stay: { checkIn: string; nights: number; rooms: number; at: Date },
  discountMinor = 0,
) {
  return hotelStayPrice({
    nightlyRateMinor: Array.from({ length: stay.nights }, () => rate.nightlyRateMinor),
    rooms: stay.rooms,
    at: stay.at,
    discountMinor,
  });
}

/** Today's date (YYYY-MM-DD) on the hotel's clock. */
export const zonedToday = (timeZone: string, now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** A room type hosts the party in `rooms` rooms, the guests spread as evenly as they go. */
export function roomHosts(
  roomType: Pick<RoomTypeRecord, 'max_adults' | 'max_children' | 'max_occupancy'>,
  party: { adults: number; children: number; rooms: number },
): boolean {
  return (
    Math.ceil(party.adults / party.rooms) <= roomType.max_adults &&
    Math.ceil(party.children / party.rooms) <= roomType.max_children &&
    Math.ceil((party.adults + party.children) / party.rooms) <= roomType.max_occupancy
  );
}
