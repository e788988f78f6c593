import type { HotelSort } from '@travel/contracts/rules';
import type { HotelCardRow } from './hotels.repository';

/**
 * The search over one city's hotels (190 to 300, their cards kept in memory) at the stay's prices: filters,
 * order, paging and the sidebar's counts as pure functions, so a search asks the database only which rooms are
 * sold (docs/performance.md, "Search performance"). They do what the SQL they replaced did, row for row: the same
 * conditions, the same order with the id as the last tie-break, the same counts.
 */
export interface HotelFilter {
  city: string;
  guestsPerRoom: number;
  /** Minor units per night, taxes included, as the cards show the price. */
  minPriceMinor?: number;
  maxPriceMinor?: number;
  stars?: number[];
  minRating?: number;
  neighbourhoods?: string[];
  propertyTypes?: string[];
  popularWith?: string[];
  amenities?: string[];
  freeCancellation?: boolean;
  payOnArrival?: boolean;
  breakfastIncluded?: boolean;
  /** 'Deals tonight': the stay's price at least 20% below the hotel's usual price. */
  dealsTonight?: boolean;
}

/** The results page's sort tabs. */
export type HotelOrder = HotelSort;

/** A hotel of the city that has a room for the stay, at the stay's nightly price (cheapestFittingPrice). */
export interface PricedHotel {
  card: HotelCardRow;
  nightlyPriceMinor: number;
  /** The same night with its GST, as the card shows it: what the price filter and its range read. */
  nightlyPriceWithTaxesMinor: number;
}

/** The sidebar groups whose ticked options widen each other (any of them matches) but narrow the rest. */
export type DisjunctiveGroup = 'price' | 'stars' | 'neighbourhoods' | 'propertyTypes' | 'popularWith';

type Test = (hotel: PricedHotel) => boolean;

const isDeal = ({ card, nightlyPriceMinor }: PricedHotel) => nightlyPriceMinor * 5 <= card.originalPriceMinor * 4;

/**
 * A filter as tests: `always` narrows every count (guests per room, rating, amenities and the deal policies, each
 * of which is a yes/no of its own), `byGroup` holds one test per active group.
 */
function filterTests(filter: HotelFilter): { always: Test[]; byGroup: Partial<Record<DisjunctiveGroup, Test>> } {
  const always: Test[] = [({ card }) => card.maxGuestsPerRoom >= filter.guestsPerRoom];
  const byGroup: Partial<Record<DisjunctiveGroup, Test>> = {};
  const { minPriceMinor: min, maxPriceMinor: max } = filter;
  if (min !== undefined || max !== undefined)
    byGroup.price = ({ nightlyPriceWithTaxesMinor: price }) =>
      (min === undefined || price >= min) && (max === undefined || price <= max);
  const stars = filter.stars;
  if (stars?.length) byGroup.stars = ({ card }) => stars.includes(card.stars);
  const minRating = filter.minRating;
  if (minRating) always.push(({ card }) => card.reviewScore >= minRating);
  const neighbourhoods = filter.neighbourhoods;
  if (neighbourhoods?.length) byGroup.neighbourhoods = ({ card }) => neighbourhoods.includes(card.neighbourhood);
  const propertyTypes = filter.propertyTypes;
  if (propertyTypes?.length) byGroup.propertyTypes = ({ card }) => propertyTypes.includes(card.propertyType);
  // Within a group any ticked option matches (popular with families OR couples); amenities must all be there.
  const popularWith = filter.popularWith;
  if (popularWith?.length) byGroup.popularWith = ({ card }) => popularWith.some((p) => card.popularWith.includes(p));
  const amenities = filter.amenities;
  if (amenities?.length) always.push(({ card }) => amenities.every((a) => card.amenities.includes(a)));
  if (filter.freeCancellation) always.push(({ card }) => card.freeCancellation);
  if (filter.payOnArrival) always.push(({ card }) => card.payOnArrival);
  if (filter.breakfastIncluded) always.push(({ card }) => card.breakfastIncluded);
  if (filter.dealsTonight) always.push(isDeal);
  return { always, byGroup };
}

const all = (tests: Test[]) => (hotel: PricedHotel) => tests.every((test) => test(hotel));

/** Ids are the city's code and a 4-digit number: the text order is the database's under any collation. */
const byId = (a: PricedHotel, b: PricedHotel) => (a.card.id < b.card.id ? -1 : a.card.id > b.card.id ? 1 : 0);

/** Straight-line km from a point, as the search has always sorted 'closest' (the point's latitude's cosine). */
export function distanceFrom(point: { lat: number; lng: number }) {
  const cos = Math.cos((point.lat * Math.PI) / 180);
  return (hotel: { lat: number; lng: number }) =>
    Math.sqrt(((hotel.lat - point.lat) * 111.32) ** 2 + ((hotel.lng - point.lng) * 111.32 * cos) ** 2);
}

function orderOf(order: HotelOrder, from: { lat: number; lng: number }) {
  switch (order) {
    case 'best':
      return (a: PricedHotel, b: PricedHotel) => b.card.bestScore - a.card.bestScore || byId(a, b);
    case 'cheapest':
      return (a: PricedHotel, b: PricedHotel) => a.nightlyPriceMinor - b.nightlyPriceMinor || byId(a, b);
    case 'rating':
      return (a: PricedHotel, b: PricedHotel) =>
        b.card.reviewScore - a.card.reviewScore || b.card.reviewCount - a.card.reviewCount || byId(a, b);
    case 'closest': {
      const distance = new Map<PricedHotel, number>();
      const km = distanceFrom(from);
      const of = (hotel: PricedHotel) => {
        let d = distance.get(hotel);
        if (d === undefined) distance.set(hotel, (d = km(hotel.card)));
        return d;
      };
      return (a: PricedHotel, b: PricedHotel) => of(a) - of(b) || byId(a, b);
    }
  }
}

/** One page of the matching hotels in order, and how many match. */
export function searchHotels(
  hotels: readonly PricedHotel[],
  filter: HotelFilter,
  order: HotelOrder,
  from: { lat: number; lng: number },
  limit: number,
  offset: number,
): { page: PricedHotel[]; total: number } {
  const { always, byGroup } = filterTests(filter);
  const matching = hotels.filter(all([...always, ...Object.values(byGroup)]));
  matching.sort(orderOf(order, from));
  return { page: matching.slice(offset, offset + limit), total: matching.length };
}

/** The options the sidebar counts, as the city offers them. */
export interface FacetOptions {
  stars: readonly number[];
  propertyTypes: readonly string[];
  neighbourhoods: readonly string[];
  popularWith: readonly string[];
  amenities: readonly string[];
}

export interface FacetCounts {
  /** Cheapest and dearest nightly price matching every filter but the price range; null when none match. */
  price: { min: number | null; max: number | null };
  stars: Record<string, number>;
  propertyTypes: Record<string, number>;
  neighbourhoods: Record<string, number>;
  popularWith: Record<string, number>;
  amenities: Record<string, number>;
  policies: { freeCancellation: number; payOnArrival: number; breakfastIncluded: number; dealsTonight: number };
}

/**
 * Every sidebar count for a search in one pass over the city's hotels (disjunctive faceting). An option of
 * an any-of group (stars, neighbourhoods, property types, popular with) counts the hotels that match every
 * active filter but its own group's, so ticking 4 stars still tells how many 5-star hotels there are; an
 * amenity or a deal policy is a further must-have, so its count is how many current results have it.
 */
export function hotelFacets(hotels: readonly PricedHotel[], filter: HotelFilter, options: FacetOptions): FacetCounts {
  const { always, byGroup } = filterTests(filter);
  const groups = Object.keys(byGroup) as DisjunctiveGroup[];
  const groupTests = groups.map((group) => byGroup[group]!);
  // One counter per option, in the options' order; an option is tested against the card's own field directly.
  const stars = options.stars.map(() => 0);
  const propertyTypes = options.propertyTypes.map(() => 0);
  const neighbourhoods = options.neighbourhoods.map(() => 0);
  const popularWith = options.popularWith.map(() => 0);
  const amenities = options.amenities.map(() => 0);
  const policies = { freeCancellation: 0, payOnArrival: 0, breakfastIncluded: 0, dealsTonight: 0 };
  let min: number | null = null;
  let max: number | null = null;
  hotels: for (const hotel of hotels) {
    for (const test of always) if (!test(hotel)) continue hotels;
    // Which active groups the hotel fails: it counts for an option only if it fails none but the option's own.
    let failed: DisjunctiveGroup | undefined;
    for (let i = 0; i < groups.length; i++) {
      if (groupTests[i](hotel)) continue;
      if (failed !== undefined) continue hotels;
      failed = groups[i];
    }
    const { card } = hotel;
    if (failed === undefined || failed === 'price') {
      const price = hotel.nightlyPriceWithTaxesMinor;
      min = min === null || price < min ? price : min;
      max = max === null || price > max ? price : max;
    }
    if (failed === undefined || failed === 'stars')
      for (let i = 0; i < stars.length; i++) if (card.stars === options.stars[i]) stars[i] += 1;
    if (failed === undefined || failed === 'propertyTypes')
      for (let i = 0; i < propertyTypes.length; i++)
        if (card.propertyType === options.propertyTypes[i]) propertyTypes[i] += 1;
    if (failed === undefined || failed === 'neighbourhoods')
      for (let i = 0; i < neighbourhoods.length; i++)
        if (card.neighbourhood === options.neighbourhoods[i]) neighbourhoods[i] += 1;
    if (failed === undefined || failed === 'popularWith')
      for (let i = 0; i < popularWith.length; i++)
        if (card.popularWith.includes(options.popularWith[i])) popularWith[i] += 1;
    // An amenity or a deal policy is a further must-have: counted among the current results only.
    if (failed !== undefined) continue;
    for (let i = 0; i < amenities.length; i++) if (card.amenities.includes(options.amenities[i])) amenities[i] += 1;
    if (card.freeCancellation) policies.freeCancellation += 1;
    if (card.payOnArrival) policies.payOnArrival += 1;
    if (card.breakfastIncluded) policies.breakfastIncluded += 1;
    if (isDeal(hotel)) policies.dealsTonight += 1;
  }
  const named = (values: readonly (string | number)[], counts: number[]) => {
    const record: Record<string, number> = {};
    values.forEach((value, i) => (record[String(value)] = counts[i]));
    return record;
  };
  return {
    price: { min, max },
    stars: named(options.stars, stars),
    propertyTypes: named(options.propertyTypes, propertyTypes),
    neighbourhoods: named(options.neighbourhoods, neighbourhoods),
    popularWith: named(options.popularWith, popularWith),
    amenities: named(options.amenities, amenities),
    policies,
  };
}
