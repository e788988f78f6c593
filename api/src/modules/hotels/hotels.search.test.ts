import { AMENITIES, nightlyPriceWithTaxesMinor, POPULAR_WITH, PROPERTY_TYPES } from '@travel/contracts/rules';
import {
  cheapestFittingPrice,
  fittingPrices,
  partyNeeds,
  pickFittingPrice,
  ratePlansFor,
  roomFits,
  type RatePlan,
  type StayParty,
} from './hotels.rates';
import type { HotelCardRow } from './hotels.repository';
import {
  hotelFacets,
  type DisjunctiveGroup,
  type FacetOptions,
  type HotelFilter,
  type PricedHotel,
} from './hotels.search';

/**
 * The search prices and counts a whole city for every cold search, so both are written for speed
 * (cheapestFittingPrice, hotelFacets); these compare them, on many generated cities, with the plain rules they
 * stand for: the cheapest room-only rate plan of a room the party fits, and each sidebar option counted by its test.
 */

/** A small deterministic generator (mulberry32), so a failure names a seed that fails again. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]) => values[int(0, values.length - 1)];
  const some = <T>(values: readonly T[]) => values.filter(() => next() < 0.4);
  return { next, int, pick, some };
}

describe('cheapestFittingPrice and fittingPrices', () => {
  /** The rule as the hotel page applies it: every room-only rate of every room type the party fits, cheapest first. */
  function reference(
    hotel: Parameters<typeof ratePlansFor>[0],
    roomTypes: (Parameters<typeof ratePlansFor>[1] & { max_adults: number; max_children: number; roomsLeft: number })[],
    party: StayParty,
    stay: { checkIn: string; timeZone: string; now: Date },
  ): RatePlan | undefined {
    let cheapest: RatePlan | undefined;
    for (const roomType of roomTypes) {
      if (!roomFits(roomType, roomType.roomsLeft, party)) continue;
      for (const rate of ratePlansFor(hotel, roomType, stay))
        if (rate.board === 'room_only' && (!cheapest || rate.nightlyRateMinor < cheapest.nightlyRateMinor))
          cheapest = rate;
    }
    return cheapest;
  }

  it('is the cheapest room-only rate of a room the party fits with rooms free, for any rooms, party and policy', () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const r = random(seed);
      const hotel = {
        id: `PAR${String(r.int(0, 9999)).padStart(4, '0')}`,
        free_cancellation: r.next() < 0.6,
        pay_on_arrival: r.next() < 0.5,
        breakfast_included: r.next() < 0.5,
        check_in_time: '14:00',
        stars: r.int(1, 5),
      };
      // Small prices too: there a refundable rate rounded to ten rupees can cost less than the room's own price.
      const roomTypes = Array.from({ length: r.int(0, 6) }, () => ({
        price_per_night_minor: r.next() < 0.3 ? r.int(1, 40) * 100 : r.int(20, 400) * 1000,
        max_adults: r.int(1, 4),
        max_children: r.int(0, 3),
        max_occupancy: r.int(1, 6),
        roomsLeft: r.int(0, 3),
      })).sort((a, b) => a.price_per_night_minor - b.price_per_night_minor);
      const rooms = r.int(1, 3);
      const party: StayParty =
        r.next() < 0.5
          ? { adults: r.int(rooms, 6), children: r.int(0, 3), rooms }
          : (() => {
              const perRoom = Array.from({ length: rooms }, () => ({ adults: r.int(1, 3), children: r.int(0, 2) }));
              return {
                adults: perRoom.reduce((n, room) => n + room.adults, 0),
                children: perRoom.reduce((n, room) => n + room.children, 0),
                rooms,
                perRoom,
              };
            })();
      // Check-in soon: for some stays free cancellation has already ended, and the refundable rates are not offered.
      const stay = { checkIn: '2030-03-10', timeZone: 'Europe/Paris', now: new Date(`2030-03-0${r.int(5, 9)}T12:00Z`) };

      const expected = reference(hotel, roomTypes, party, stay);
      const found = cheapestFittingPrice(hotel, roomTypes, partyNeeds(party), stay);
      expect({ seed, id: found?.ratePlanId, price: found?.nightlyRateMinor }).toEqual({
        seed,
        id: expected?.id,
        price: expected?.nightlyRateMinor,
      });
      if (found) expect(roomTypes).toContain(found.roomType);
      // The same worked out once for the party (both answers of whether refundable rates are on offer), then the stay.
      const picked = pickFittingPrice(hotel, fittingPrices(hotel, roomTypes, partyNeeds(party)), stay);
      expect({ seed, price: picked?.nightlyRateMinor }).toEqual({ seed, price: expected?.nightlyRateMinor });
    }
  });
});

describe('hotelFacets', () => {
  /** Each option counted by its own test: the hotels that match every active filter but its own group's. */
  function reference(hotels: PricedHotel[], filter: HotelFilter, options: FacetOptions) {
    const inGroup: Record<DisjunctiveGroup, (hotel: PricedHotel) => boolean> = {
      price: ({ nightlyPriceWithTaxesMinor: p }) =>
        (filter.minPriceMinor === undefined || p >= filter.minPriceMinor) &&
        (filter.maxPriceMinor === undefined || p <= filter.maxPriceMinor),
      stars: ({ card }) => !filter.stars?.length || filter.stars.includes(card.stars),
      neighbourhoods: ({ card }) =>
        !filter.neighbourhoods?.length || filter.neighbourhoods.includes(card.neighbourhood),
      propertyTypes: ({ card }) => !filter.propertyTypes?.length || filter.propertyTypes.includes(card.propertyType),
      popularWith: ({ card }) =>
        !filter.popularWith?.length || filter.popularWith.some((p) => card.popularWith.includes(p)),
    };
    const isDeal = (hotel: PricedHotel) => hotel.nightlyPriceMinor * 5 <= hotel.card.originalPriceMinor * 4;
    const always = ({ card, ...priced }: PricedHotel) =>
      card.maxGuestsPerRoom >= filter.guestsPerRoom &&
      (!filter.minRating || card.reviewScore >= filter.minRating) &&
      (filter.amenities ?? []).every((a) => card.amenities.includes(a)) &&
      (!filter.freeCancellation || card.freeCancellation) &&
      (!filter.payOnArrival || card.payOnArrival) &&
      (!filter.breakfastIncluded || card.breakfastIncluded) &&
      (!filter.dealsTonight || isDeal({ card, ...priced }));
    const matchingBut = (group?: DisjunctiveGroup) =>
      hotels.filter(
        (hotel) =>
          always(hotel) && (Object.keys(inGroup) as DisjunctiveGroup[]).every((g) => g === group || inGroup[g](hotel)),
      );
    const count = <T>(
      values: readonly T[],
      group: DisjunctiveGroup | undefined,
      test: (h: PricedHotel, v: T) => boolean,
    ) => Object.fromEntries(values.map((v) => [String(v), matchingBut(group).filter((h) => test(h, v)).length]));
    const priced = matchingBut('price').map((hotel) => hotel.nightlyPriceWithTaxesMinor);
    const all = matchingBut();
    return {
      price: { min: priced.length ? Math.min(...priced) : null, max: priced.length ? Math.max(...priced) : null },
      stars: count(options.stars, 'stars', ({ card }, v) => card.stars === v),
      propertyTypes: count(options.propertyTypes, 'propertyTypes', ({ card }, v) => card.propertyType === v),
      neighbourhoods: count(options.neighbourhoods, 'neighbourhoods', ({ card }, v) => card.neighbourhood === v),
      popularWith: count(options.popularWith, 'popularWith', ({ card }, v) => card.popularWith.includes(v)),
      amenities: count(options.amenities, undefined, ({ card }, v) => card.amenities.includes(v)),
      policies: {
        freeCancellation: all.filter(({ card }) => card.freeCancellation).length,
        payOnArrival: all.filter(({ card }) => card.payOnArrival).length,
        breakfastIncluded: all.filter(({ card }) => card.breakfastIncluded).length,
        dealsTonight: all.filter(isDeal).length,
      },
    };
  }

  const NEIGHBOURHOODS = ['Marais', 'Montmartre', 'Latin Quarter', 'Bastille'];
  const options: FacetOptions = {
    stars: [5, 4, 3, 2, 1],
    propertyTypes: PROPERTY_TYPES,
    neighbourhoods: NEIGHBOURHOODS,
    popularWith: POPULAR_WITH,
    amenities: AMENITIES,
  };

  it('counts every option as the hotels matching every filter but its own group, for any filters', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const r = random(seed);
      const hotels: PricedHotel[] = Array.from({ length: r.int(0, 60) }, (_, i) => {
        const nightlyPriceMinor = r.int(20, 150) * 10000;
        return {
          card: {
            id: `PAR${String(i).padStart(4, '0')}`,
            stars: r.int(1, 5),
            propertyType: r.pick(PROPERTY_TYPES),
            neighbourhood: r.pick(NEIGHBOURHOODS),
            popularWith: r.some(POPULAR_WITH),
            amenities: r.some(AMENITIES),
            reviewScore: r.int(50, 100) / 10,
            freeCancellation: r.next() < 0.5,
            payOnArrival: r.next() < 0.5,
            breakfastIncluded: r.next() < 0.5,
            originalPriceMinor: r.int(30, 150) * 10000,
            maxGuestsPerRoom: r.int(2, 5),
          } as HotelCardRow,
          nightlyPriceMinor,
          // The tax differs by price (a higher slab above ₹7,500), so the filter must read this figure, not the rate.
          nightlyPriceWithTaxesMinor: nightlyPriceWithTaxesMinor(nightlyPriceMinor, new Date('2026-12-01')),
        };
      });
      const filter: HotelFilter = {
        city: 'Paris',
        guestsPerRoom: r.int(1, 4),
        minPriceMinor: r.next() < 0.3 ? r.int(20, 80) * 10000 : undefined,
        maxPriceMinor: r.next() < 0.3 ? r.int(80, 150) * 10000 : undefined,
        stars: r.some([5, 4, 3, 2, 1]),
        minRating: r.next() < 0.3 ? r.int(6, 9) : undefined,
        neighbourhoods: r.some(NEIGHBOURHOODS),
        propertyTypes: r.some(PROPERTY_TYPES),
        popularWith: r.next() < 0.5 ? r.some(POPULAR_WITH) : undefined,
        amenities: r.next() < 0.3 ? r.some(AMENITIES) : undefined,
        freeCancellation: r.next() < 0.2 || undefined,
        payOnArrival: r.next() < 0.2 || undefined,
        breakfastIncluded: r.next() < 0.2 || undefined,
        dealsTonight: r.next() < 0.2 || undefined,
      };
      expect({ seed, facets: hotelFacets(hotels, filter, options) }).toEqual({
        seed,
        facets: reference(hotels, filter, options),
      });
    }
  });
});
