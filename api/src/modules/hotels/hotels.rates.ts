import {
  addDays,
  hotelCancellationPolicy,
  hotelStayPrice,
  zonedMoment,
  type HotelCancellationPolicy,
  type HotelCancellationRules,
  type HotelStayPrice,
} from '@travel/contracts/rules';
import type { FieldProblem } from '@travel/contracts';
import {
  spreadGuests,
  type BoardType,
  type HotelStayPriceView,
  type RatePayment,
  type RoomGuests,
} from '@travel/contracts/hotels';
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

const to10Rupees = (amountMinor: number) => Math.round(amountMinor / 1000) * 1000;

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

const NON_REFUNDABLE = hotelCancellationPolicy({ type: 'non_refundable' });

/**
 * refundableRules with its policy (rules and words), kept per hotel, check-in day and zone, of which they are a
 * pure function: the search prices a whole city's hotels for each stay, and the zone's arithmetic and the
 * words were most of a search's time. Bounded: emptied when full.
 */
const refundablePolicies = new Map<string, HotelCancellationPolicy & { freeUntilMs: number }>();
const REFUNDABLE_POLICIES_KEPT = 20_000;
function refundablePolicy(hotel: HotelPolicies, checkIn: string, timeZone: string) {
  const key = `${hotel.id}|${hotel.check_in_time}|${checkIn}|${timeZone}`;
  let policy = refundablePolicies.get(key);
  if (!policy) {
    const rules = refundableRules(hotel, checkIn, timeZone);
    policy = {
      ...hotelCancellationPolicy(rules),
      freeUntilMs: rules.type === 'refundable' ? Date.parse(rules.freeUntil) : NaN,
    };
    if (refundablePolicies.size >= REFUNDABLE_POLICIES_KEPT) refundablePolicies.clear();
    refundablePolicies.set(key, policy);
  }
  return policy;
}

export function ratePlansFor(
  hotel: HotelPolicies,
  roomType: Pick<RoomTypeRecord, 'price_per_night_minor' | 'max_occupancy'>,
  stay: { checkIn: string; timeZone: string; now: Date },
): RatePlan[] {
  const base = roomType.price_per_night_minor;
  // Only a hotel with refundable rates has their policy worked out (the search prices a whole city's hotels).
  const refundable =
    hotel.free_cancellation || hotel.pay_on_arrival ? refundablePolicy(hotel, stay.checkIn, stay.timeZone) : undefined;
  // Free cancellation that has already ended is not offered as such: the refundable rates are left out.
  const canRefund = refundable !== undefined && refundable.freeUntilMs > stay.now.getTime();
  const nonRefundable = NON_REFUNDABLE;
  const flexible: HotelCancellationPolicy = canRefund
    ? { text: refundable.text, rules: refundable.rules }
    : nonRefundable;
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
  rate: Pick<RatePlan, 'nightlyRateMinor'>,
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

// Making an Intl.DateTimeFormat costs far more than using one, and every search asks for today.
const zonedDays = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) on the hotel's clock. */
export function zonedToday(timeZone: string, now: Date): string {
  let format = zonedDays.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    zonedDays.set(timeZone, format);
  }
  return format.format(now);
}

type RoomCapacity = Pick<RoomTypeRecord, 'max_adults' | 'max_children' | 'max_occupancy'>;

/** Who is staying: the guests and rooms, and who sleeps in which room when the search said so. */
export interface StayParty {
  adults: number;
  children: number;
  rooms: number;
  /** Each room's guests (the `room` query); without it the guests are spread as evenly as they go (spreadGuests). */
  perRoom?: Pick<RoomGuests, 'adults' | 'children'>[];
}

/** Each room's guests of a party. */
export const partyRooms = (party: StayParty) =>
  party.perRoom ?? spreadGuests(party.adults, party.children, party.rooms);

/** Why a room type cannot host one room's guests: each broken limit, none when it can. */
function roomLimitsBroken(roomType: RoomCapacity, room: Pick<RoomGuests, 'adults' | 'children'>) {
  const broken: string[] = [];
  const most = (n: number, one: string, many: string) => `at most ${n} ${n === 1 ? one : many}`;
  if (room.adults > roomType.max_adults) broken.push(most(roomType.max_adults, 'adult', 'adults'));
  if (room.children > roomType.max_children) broken.push(most(roomType.max_children, 'child', 'children'));
  if (room.adults + room.children > roomType.max_occupancy) broken.push(`at most ${roomType.max_occupancy} guests`);
  return broken;
}

/** A room type hosts the party: every room's guests fit one room of the type. */
export const roomHosts = (roomType: RoomCapacity, party: StayParty): boolean =>
  partyRooms(party).every((room) => roomLimitsBroken(roomType, room).length === 0);

/** Every room whose guests the room type cannot host, at its `room[i]` (checkout's 400). */
export function roomHostsProblems(roomType: RoomCapacity & { name: string }, party: StayParty): FieldProblem[] {
  return partyRooms(party).flatMap((room, i) =>
    roomLimitsBroken(roomType, room).map((limit) => ({
      field: `room[${i}]`,
      message: `Room ${i + 1}: the ${roomType.name} takes ${limit} a room`,
    })),
  );
}

/** A room type a party can book: it hosts them and has `rooms` free on every night of the stay. */
export const roomFits = (
  roomType: Pick<RoomTypeRecord, 'max_adults' | 'max_children' | 'max_occupancy'>,
  roomsLeftOfType: number,
  party: StayParty,
) => roomHosts(roomType, party) && roomsLeftOfType >= party.rooms;

/** The most any one room of a party asks of a room type: a room type hosts the party when it takes that much. */
export interface PartyNeeds {
  adults: number;
  children: number;
  guests: number;
  rooms: number;
}

/**
 * What roomFits asks of a room type, worked out once for a party: every room fits a room type exactly when the
 * fullest room's adults, children and guests (each the largest of any room) do, and `rooms` of it are free.
 */
export function partyNeeds(party: StayParty): PartyNeeds {
  const needs = { adults: 0, children: 0, guests: 0, rooms: party.rooms };
  for (const room of partyRooms(party)) {
    needs.adults = Math.max(needs.adults, room.adults);
    needs.children = Math.max(needs.children, room.children);
    needs.guests = Math.max(needs.guests, room.adults + room.children);
  }
  return needs;
}

type PricedRoomType = Pick<
  RoomTypeRecord,
  'price_per_night_minor' | 'max_occupancy' | 'max_adults' | 'max_children'
> & {
  roomsLeft: number;
};

/** A hotel's cheapest fitting room-only rate: its room type, its rate plan's id and its nightly price. */
export interface FittingRate<T> {
  roomType: T;
  ratePlanId: 'nr-ro' | 'fc-ro' | 'pah-ro';
  nightlyRateMinor: number;
}

/** Whether the hotel's refundable rates are still on offer for the stay (ratePlansFor's canRefund). */
export const refundableNow = (hotel: HotelPolicies, stay: { checkIn: string; timeZone: string; now: Date }) =>
  refundablePolicy(hotel, stay.checkIn, stay.timeZone).freeUntilMs > stay.now.getTime();

/**
 * The price a result card promises (issue #15, "no surprise in the price"): the cheapest room-only rate of a
 * room type that hosts the party and is free every night, as the hotel page lists it (ratePlansFor) and checkout
 * charges it. Undefined when no room type fits: the hotel is not offered for that stay.
 *
 * For room types already cheapest first and a party's needs worked out once, without building the rate plans:
 * the search prices every hotel of a city for each stay. The same room-only rates in the same order
 * (non-refundable, free cancellation, pay at the hotel; the first of equal prices wins); whether the refundable
 * ones are still offered is worked out only when one of them would be the cheapest, unless `refundable` says
 * (fittingPrices: the answer for either).
 */
export function cheapestFittingPrice<T extends PricedRoomType>(
  hotel: HotelPolicies,
  roomTypesByPrice: readonly T[],
  needs: PartyNeeds,
  stay: { checkIn: string; timeZone: string; now: Date } | undefined,
  refundable?: boolean,
): FittingRate<T> | undefined {
  let cheapest: FittingRate<T> | undefined;
  let canRefund = refundable;
  for (const roomType of roomTypesByPrice) {
    const base = roomType.price_per_night_minor;
    // No rate of a room costs less than its price (ratePlansFor only adds to it): dearer rooms cannot beat it.
    if (cheapest && cheapest.nightlyRateMinor <= base) break;
    if (
      roomType.roomsLeft < needs.rooms ||
      roomType.max_adults < needs.adults ||
      roomType.max_children < needs.children ||
      roomType.max_occupancy < needs.guests
    )
      continue;
    if (!cheapest || base < cheapest.nightlyRateMinor)
      cheapest = { roomType, ratePlanId: 'nr-ro', nightlyRateMinor: base };
    if (hotel.free_cancellation) {
      const price = to10Rupees(base * 1.12);
      if (price < cheapest.nightlyRateMinor && (canRefund ??= refundableNow(hotel, stay!)))
        cheapest = { roomType, ratePlanId: 'fc-ro', nightlyRateMinor: price };
    }
    if (hotel.pay_on_arrival) {
      const price = to10Rupees(base * 1.15);
      if (price < cheapest.nightlyRateMinor && (canRefund ??= refundableNow(hotel, stay!)))
        cheapest = { roomType, ratePlanId: 'pah-ro', nightlyRateMinor: price };
    }
  }
  return cheapest;
}

/** A hotel's cheapest fitting rate for a party whether its refundable rates are on offer or not. */
export interface FittingPrices<T> {
  withoutRefundable: FittingRate<T> | undefined;
  withRefundable: FittingRate<T> | undefined;
}

/**
 * cheapestFittingPrice for both answers of whether the refundable rates are on offer, which is all a stay changes
 * when every room type has a room free: a city's hotels are priced once per party (pickFittingPrice then answers a
 * stay). Nearly always the same rate (a refundable rate costs more than the room's own price).
 */
export function fittingPrices<T extends PricedRoomType>(
  hotel: HotelPolicies,
  roomTypesByPrice: readonly T[],
  needs: PartyNeeds,
): FittingPrices<T> {
  const withoutRefundable = cheapestFittingPrice(hotel, roomTypesByPrice, needs, undefined, false);
  const withRefundable = cheapestFittingPrice(hotel, roomTypesByPrice, needs, undefined, true);
  return { withoutRefundable, withRefundable };
}

/** The stay's cheapest fitting rate of fittingPrices: whether refundable rates are on offer is asked only when it matters. */
export function pickFittingPrice<T>(
  hotel: HotelPolicies,
  prices: FittingPrices<T>,
  stay: { checkIn: string; timeZone: string; now: Date },
): FittingRate<T> | undefined {
  const { withoutRefundable, withRefundable } = prices;
  if (withoutRefundable?.nightlyRateMinor === withRefundable?.nightlyRateMinor) return withoutRefundable;
  return refundableNow(hotel, stay) ? withRefundable : withoutRefundable;
}
