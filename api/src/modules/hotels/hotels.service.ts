import { randomUUID } from 'node:crypto';
import { isValid, parseISO } from 'date-fns';
import {
  AMENITIES,
  BOOKING_MESSAGES,
  MAX_NIGHTS,
  POPULAR_WITH,
  PROPERTY_TYPES,
  HOTEL_CITIES,
  HOTEL_PAGE_SIZE,
  addDays,
  hotelPhotoPath,
  hotelPriceBoundsMinor,
  isoDate,
  matchHotelCity,
  nightlyPriceWithTaxesMinor,
  nightsBetween,
  OWN_SELLER_NAME,
} from '@travel/contracts/rules';
import { supplierCatalogue } from './hotels.supplierCatalogue';
import type {
  HotelRoomsQuery,
  HotelRoomsReply,
  RoomTypeView,
  HotelCard,
  HotelDetails,
  HotelFacets,
  HotelSearchQuery,
  HotelSearchReply,
  HotelSearchRequest,
  HotelSearchRequestReply,
} from '@travel/contracts/hotels';
import { readRoomGuests, roomGuestsTotals, type StayGuestsQuery } from '@travel/contracts/hotels';
import { LruMemo } from '../../cache/memo';
import type { Db } from '../../db/database';
import { ApiError, invalidInput } from '../../plugins/errors';
import { catalogFor, distanceKm, type CityCatalog, type Spot } from './hotels.catalog';
import type { HotelRecord, RoomTypeRecord } from './hotels.generate';
import {
  cheapestFittingPrice,
  fittingPrices,
  partyNeeds,
  pickFittingPrice,
  priceRate,
  ratePlansFor,
  partyRooms,
  roomFits,
  roomHostsProblems,
  stayPriceView,
  zonedToday,
  type FittingPrices,
  type PartyNeeds,
  type RatePlan,
  type StayParty,
} from './hotels.rates';
import {
  findHotel,
  cityHotels,
  cityRoomTypes,
  roomTypesOf,
  roomsLeft,
  roomTypesFreeEveryNight,
  soldOutRoomTypes,
  type CityRoomTypeRow,
  type FreeRoomTypeRow,
  type HotelCardRow,
  type StayFilter,
} from './hotels.repository';
import {
  hotelFacets,
  searchHotels,
  type FacetCounts,
  type FacetOptions,
  type HotelFilter,
  type HotelOrder,
  type PricedHotel,
} from './hotels.search';

/** The read cache's namespace of hotel search answers: forgotten whenever rooms are taken or given back. */
export const HOTEL_SEARCH_CACHE = 'hotel-search';

// What other modules use of this module's parts, through its public face.
export { catalogFor } from './hotels.catalog';
export { priceRate, stayPriceView, zonedToday } from './hotels.rates';

/** The inventory's prices are in paise. */
export const HOTEL_CURRENCY = 'INR';

const SUB_SCORES = ['Cleanliness', 'Location', 'Staff', 'Comfort', 'Facilities', 'Value for money'];

/** What guests rated, each within a point of the overall score: the same for a hotel on every database. */
export function subScoresFor(id: string, score: number): { label: string; score: number }[] {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return SUB_SCORES.map((label, i) => {
    const offset = (((hash >>> (i * 3)) % 21) - 10) / 10;
    return { label, score: Math.round(Math.min(10, Math.max(1, score + offset)) * 10) / 10 };
  });
}

function nearbyOf(hotel: { city: string; lat: number; lng: number }) {
  const catalog = catalogFor(hotel.city);
  if (!catalog) return [];
  const spots = [...catalog.neighbourhoods, ...catalog.places].filter(
    (spot, i, all) => all.findIndex((other) => other.name === spot.name) === i,
  );
  return spots
    .map((spot) => ({ ...spot, distanceKm: Math.round(distanceKm(hotel, spot) * 10) / 10 }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}

/** The city for a destination, or a 400 naming the ones there are. */
export function cityFor(destination: string): CityCatalog {
  const city = matchHotelCity(destination);
  const catalog = city ? catalogFor(city) : undefined;
  if (!catalog)
    throw new ApiError(
      400,
      `destination must be one of: Mumbai, ${'Paris, London, New York, Tokyo, Dubai, Rome, Bangkok, Sydney, Barcelona, Singapore'}`,
    );
  return catalog;
}

/** A day that exists, as YYYY-MM-DD (2030-02-30 does not: the database would refuse it). */
const isCalendarDay = (day: string) => isValid(parseISO(day));

/** Check-in/out as given (or tomorrow for one night), refused when out of order or too long. */
export function stayDates(
  checkIn: string | undefined,
  checkOut: string | undefined,
  fields = { checkIn: 'checkIn', checkOut: 'checkOut' },
) {
  const start = checkIn ?? addDays(isoDate(), 1);
  if (!isCalendarDay(start)) throw new ApiError(400, `${fields.checkIn} must be a date (YYYY-MM-DD)`);
  const end = checkOut ?? addDays(start, 1);
  if (!isCalendarDay(end)) throw new ApiError(400, `${fields.checkOut} must be a date (YYYY-MM-DD)`);
  const nights = nightsBetween(start, end);
  if (nights < 1) throw new ApiError(400, `${fields.checkOut} must be after ${fields.checkIn}`);
  if (nights > MAX_NIGHTS) throw new ApiError(400, `a stay can be at most ${MAX_NIGHTS} nights`);
  return { checkIn: start, checkOut: end, nights };
}

/** The stay as the search's room query reads it: the most any one room asks of a room type (roomHosts). */
function stayFilter(stay: { checkIn: string; checkOut: string }, party: StayParty): StayFilter {
  const rooms = partyRooms(party);
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: party.rooms,
    adultsPerRoom: Math.max(...rooms.map((room) => room.adults)),
    childrenPerRoom: Math.max(...rooms.map((room) => room.children)),
    guestsPerRoom: Math.max(...rooms.map((room) => room.adults + room.children)),
  };
}

/** The party of a query of either shape (`room`, or the earlier totals), or a 400 naming the room that is not one. */
export function partyOf(query: StayGuestsQuery): StayParty {
  const perRoom = readRoomGuests(query);
  if (!perRoom)
    throw new ApiError(400, "room must be each room's adults (1 to 10), then each child's age (0 to 17): room=1-6");
  const totals = roomGuestsTotals(perRoom);
  if (perRoom.some((room) => room.adults < 1)) throw new ApiError(400, 'Each room needs at least one adult');
  return { adults: totals.adults, children: totals.children, rooms: totals.rooms, perRoom };
}

function onlyKnown(field: string, values: string[] | undefined, known: readonly string[]): string[] | undefined {
  const unknown = values?.find((value) => !known.includes(value));
  if (unknown !== undefined)
    throw new ApiError(400, `${field} has an unknown value '${unknown}'; expected one of: ${known.join(', ')}`);
  return values;
}

/**
 * A result card at the stay's price: `rate` is the hotel's cheapest fitting room-only rate (cheapestFittingPrice)
 * and the total is what the hotel page shows for it and checkout charges: every room and night, GST and fee.
 */
export function toCard(
  row: HotelCardRow,
  rate: Pick<RatePlan, 'nightlyRateMinor'>,
  stay: { checkIn: string; nights: number; rooms: number; at: Date },
  from: { name: string; lat: number; lng: number },
): HotelCard {
  const totalMinor = priceRate(rate, stay).totalMinor;
  return {
    id: row.id,
    name: row.name,
    image: hotelPhotoPath(row.id, 1),
    photoCount: row.photoCount,
    hasPhotos: row.photoCount > 0,
    propertyType: row.propertyType,
    rating: row.stars,
    reviewScore: Number(Number(row.reviewScore).toFixed(1)),
    reviewText: row.reviewText,
    reviewCount: row.reviewCount,
    location: `${row.neighbourhood}, ${row.city}`,
    neighbourhood: row.neighbourhood,
    lat: row.lat,
    lng: row.lng,
    distanceKm: Number(distanceKm(row, from).toFixed(1)),
    distanceFrom: from.name,
    pricePerNightMinor: rate.nightlyRateMinor,
    originalPriceMinor: row.originalPriceMinor,
    pricePerNightWithTaxesMinor: nightlyPriceWithTaxesMinor(rate.nightlyRateMinor, stay.at),
    originalPriceWithTaxesMinor: nightlyPriceWithTaxesMinor(row.originalPriceMinor, stay.at),
    totalPriceMinor: totalMinor,
    currency: HOTEL_CURRENCY,
    nights: stay.nights,
    freeCancellation: row.freeCancellation,
    payOnArrival: row.payOnArrival,
    breakfastIncluded: row.breakfastIncluded,
    providers: [
      // Our own rate, sold under the site's name; the suppliers' quotes for the stay come from /api/hotels/offers.
      { supplier: 'own' as const, name: OWN_SELLER_NAME, totalMinor },
    ],
    amenities: row.amenities,
    popularWith: row.popularWith,
  };
}

/** The options the sidebar shows for a city, each counted by hotelFacets. */
export const facetOptionsFor = (catalog: CityCatalog): FacetOptions => ({
  stars: [5, 4, 3, 2, 1],
  propertyTypes: PROPERTY_TYPES,
  neighbourhoods: catalog.neighbourhoods.map((n) => n.name),
  popularWith: POPULAR_WITH,
  amenities: AMENITIES,
});

function sidebarFacets(catalog: CityCatalog, counts: FacetCounts): HotelFacets {
  return {
    price: { minMinor: counts.price.min ?? 0, maxMinor: counts.price.max ?? 0 },
    stars: counts.stars,
    propertyTypes: counts.propertyTypes,
    neighbourhoods: catalog.neighbourhoods.map((n) => ({
      name: n.name,
      distanceKm: Number(distanceKm(n, catalog.centre).toFixed(1)),
      count: counts.neighbourhoods[n.name],
    })),
    popularWith: counts.popularWith,
    amenities: counts.amenities,
    policies: counts.policies,
  };
}

/** How many searches' sidebar counts are kept (least recently used dropped first). */
export const DEFAULT_FACETS_MEMO_SIZE = 2000;

/** A room type as cheapestFittingPrice weighs it: with the rooms of it free every night of the stay. */
type OfferedRoomType = FreeRoomTypeRow & { roomsLeft: number };

/** A hotel's policies, as its rate plans read them (ratePlansFor). */
type HotelPolicies = Parameters<typeof cheapestFittingPrice>[0];

/** A city's fixed reference data: its hotels' cards and policies, and each hotel's room types. */
interface CityInventory {
  cards: Map<string, HotelCardRow>;
  policies: Map<string, HotelPolicies>;
  /** Each hotel's room types, cheapest first, each with one room free: what a one-room stay needs. */
  roomTypes: Map<string, CityRoomType[]>;
  /**
   * Per party (partyNeeds), each hotel's cheapest fitting rate of a one-room stay with every room type free
   * (fittingPrices): worked out once, since only which rooms are sold and the stay's dates change it.
   */
  oneRoomPrices: Map<string, Map<string, FittingPrices<CityRoomType>>>;
}

type CityRoomType = CityRoomTypeRow & { roomsLeft: number };

/** Parties whose one-room prices a city keeps (emptied when full): far more than the searches' shapes. */
const ONE_ROOM_PARTIES_KEPT = 64;

/** Each hotel's fittingPrices for a party, kept with the city's inventory. */
function oneRoomPricesFor(city: CityInventory, needs: PartyNeeds): Map<string, FittingPrices<CityRoomType>> {
  const key = `${needs.adults}/${needs.children}/${needs.guests}/${needs.rooms}`;
  let prices = city.oneRoomPrices.get(key);
  if (!prices) {
    prices = new Map();
    for (const [hotelId, roomTypes] of city.roomTypes)
      prices.set(hotelId, fittingPrices(city.policies.get(hotelId)!, roomTypes, needs));
    if (city.oneRoomPrices.size >= ONE_ROOM_PARTIES_KEPT) city.oneRoomPrices.clear();
    city.oneRoomPrices.set(key, prices);
  }
  return prices;
}

/** `hotelId/roomTypeId` keys (soldOutRoomTypes) as each hotel's sold-out room type ids. */
function byHotel(keys: Set<string>): Map<string, Set<string>> {
  const hotels = new Map<string, Set<string>>();
  for (const key of keys) {
    const slash = key.indexOf('/');
    const hotelId = key.slice(0, slash);
    let types = hotels.get(hotelId);
    if (!types) hotels.set(hotelId, (types = new Set()));
    types.add(key.slice(slash + 1));
  }
  return hotels;
}

export function createHotelSearch({
  db,
  facetsMemoSize = DEFAULT_FACETS_MEMO_SIZE,
}: {
  db: Db;
  /** How many searches are kept in memory: their sidebar counts, and each city, party and stay's priced hotels. */
  facetsMemoSize?: number;
}) {
  // A city's hotels and room types are read once (until forget); a search asks the database only which of its
  // room types are sold on a night of the stay, then filters, sorts, pages and counts in memory
  // (hotels.search.ts). A search's counts are kept, since loading more, re-sorting or choosing a place keep
  // the filters and so the counts.
  const facetsMemo = new LruMemo<HotelFacets>(facetsMemoSize);
  const cityCache = new LruMemo<CityInventory>(HOTEL_CITIES.length);
  // Per city, party and stay: each bookable hotel at its cheapest fitting room-only rate, which every sort,
  // filter and page of that search uses. Rooms sold or given back clear it (forget).
  const staysMemo = new LruMemo<PricedHotel[]>(facetsMemoSize);

  function cityInventory(catalog: CityCatalog): Promise<CityInventory> {
    return cityCache.get(catalog.city, async () => {
      const [rows, types] = await Promise.all([cityHotels(db, catalog.city), cityRoomTypes(db, catalog.city)]);
      const roomTypes = new Map<string, CityRoomType[]>(rows.map((row) => [row.id, []]));
      for (const type of types) roomTypes.get(type.hotelId)?.push({ ...type, roomsLeft: 1 });
      const policies = new Map(
        rows.map((card) => [
          card.id,
          {
            id: card.id,
            free_cancellation: card.freeCancellation,
            pay_on_arrival: card.payOnArrival,
            breakfast_included: card.breakfastIncluded,
            check_in_time: card.checkInTime,
            stars: card.stars,
          },
        ]),
      );
      return { cards: new Map(rows.map((row) => [row.id, row])), roomTypes, policies, oneRoomPrices: new Map() };
    });
  }

  /** Each hotel of the city with a room for the party free every night, at its cheapest fitting room-only rate. */
  function stayRates(catalog: CityCatalog, stay: StayFilter, party: StayParty, now: Date) {
    return staysMemo.get(JSON.stringify([catalog.city, stay, party, zonedToday(catalog.timeZone, now)]), async () => {
      const city = await cityInventory(catalog);
      const needs = partyNeeds(party);
      const rateStay = { checkIn: stay.checkIn, timeZone: catalog.timeZone, now };
      const priced = (card: HotelCardRow, nightlyPriceMinor: number): PricedHotel => ({
        card,
        nightlyPriceMinor,
        nightlyPriceWithTaxesMinor: nightlyPriceWithTaxesMinor(nightlyPriceMinor, now),
      });
      const hotels: PricedHotel[] = [];
      if (stay.rooms === 1) {
        // One room: a night without a row has hotel_room_nights_default rooms, never fewer than 1, so only the room
        // types sold out on a night of the stay are not on offer. A hotel with none is priced as kept for the party.
        const soldOut = byHotel(await soldOutRoomTypes(db, stay.checkIn, stay.checkOut));
        const prices = oneRoomPricesFor(city, needs);
        for (const [hotelId, roomTypes] of city.roomTypes) {
          const card = city.cards.get(hotelId)!;
          if (card.maxGuestsPerRoom < stay.guestsPerRoom) continue;
          const policies = city.policies.get(hotelId)!;
          const sold = soldOut.get(hotelId);
          const rate =
            sold === undefined
              ? pickFittingPrice(policies, prices.get(hotelId)!, rateStay)
              : cheapestFittingPrice(
                  policies,
                  roomTypes.map((type) => (sold.has(type.id) ? { ...type, roomsLeft: 0 } : type)),
                  needs,
                  rateStay,
                );
          if (rate) hotels.push(priced(card, rate.nightlyRateMinor));
        }
        return hotels;
      }
      // More than one room: the rooms free each night count, read with the generated defaults in SQL, which
      // answers each hotel's cheapest room type that hosts the party with the party's rooms free every night.
      for (const type of await roomTypesFreeEveryNight(db, catalog.city, stay)) {
        const roomTypes: OfferedRoomType[] = [{ ...type, roomsLeft: party.rooms }];
        const rate = cheapestFittingPrice(city.policies.get(type.hotelId)!, roomTypes, needs, rateStay);
        if (rate) hotels.push(priced(city.cards.get(type.hotelId)!, rate.nightlyRateMinor));
      }
      return hotels;
    });
  }

  async function findPage(
    filter: HotelFilter,
    stay: StayFilter,
    party: StayParty,
    order: HotelOrder,
    catalog: CityCatalog,
    from: Spot,
    limit: number,
    offset: number,
    nights: number,
  ) {
    const now = new Date();
    const hotels = await stayRates(catalog, stay, party, now);
    const { page, total } = searchHotels(hotels, filter, order, from, limit, offset);
    // A search's counts are kept under its filters and stay, since loading more or re-sorting keep them.
    const facets = await facetsMemo.get(JSON.stringify([filter, stay, party]), async () =>
      sidebarFacets(catalog, hotelFacets(hotels, filter, facetOptionsFor(catalog))),
    );
    const cards = page.map(({ card, nightlyPriceMinor }) =>
      toCard(
        card,
        { nightlyRateMinor: nightlyPriceMinor },
        { checkIn: stay.checkIn, nights, rooms: party.rooms, at: now },
        from,
      ),
    );
    return { hotels: cards, total, facets };
  }

  async function search(params: HotelSearchQuery): Promise<HotelSearchReply> {
    const catalog = cityFor(params.destination);
    const stay = stayDates(params.checkIn, params.checkOut);
    if (!params.room && (params.adults ?? 2) < (params.rooms ?? 1))
      throw new ApiError(400, 'each room needs at least one adult');
    const party = partyOf(params);
    const { adults, children, rooms } = party;
    let from = catalog.centre;
    if (params.near) {
      const place = [...catalog.places, ...catalog.neighbourhoods].find(
        (p) => p.name.toLowerCase() === params.near!.toLowerCase(),
      );
      if (!place) throw new ApiError(400, `near must be one of: ${catalog.places.map((p) => p.name).join(', ')}`);
      from = place;
    }
    const filter: HotelFilter = {
      city: catalog.city,
      guestsPerRoom: Math.max(...partyRooms(party).map((room) => room.adults + room.children)),
      ...hotelPriceBoundsMinor(params),
      stars: params.stars,
      minRating: params.minRating,
      neighbourhoods: onlyKnown(
        'neighbourhoods',
        params.neighbourhoods,
        catalog.neighbourhoods.map((n) => n.name),
      ),
      propertyTypes: onlyKnown('propertyTypes', params.propertyTypes, PROPERTY_TYPES),
      popularWith: onlyKnown('popularWith', params.popularWith, POPULAR_WITH),
      amenities: onlyKnown('amenities', params.amenities, AMENITIES),
      freeCancellation: params.freeCancellation,
      payOnArrival: params.payOnArrival,
      breakfastIncluded: params.breakfastIncluded,
      dealsTonight: params.dealsTonight,
    };
    const page = params.page ?? 1;
    const pageSize = params.pageSize ?? HOTEL_PAGE_SIZE;
    const { hotels, total, facets } = await findPage(
      filter,
      stayFilter(stay, party),
      party,
      params.sort ?? 'best',
      catalog,
      from,
      pageSize,
      (page - 1) * pageSize,
      stay.nights,
    );
    return {
      success: true as const,
      destination: { city: catalog.city, country: catalog.country, centre: catalog.centre },
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      nights: stay.nights,
      guests: { adults, children, rooms },
      sort: params.sort ?? 'best',
      near: params.near ? from.name : null,
      page,
      pageSize,
      total,
      hasMore: page * pageSize < total,
      hotels,
      places: catalog.places,
      facets,
    };
  }

  /** POST /api/hotels/search: the search request, answered with the matching hotels (cheapest first). */
  async function searchByRequest(request: HotelSearchRequest): Promise<HotelSearchRequestReply> {
    const { searchQuery } = request;
    const catalog = cityFor(searchQuery.searchCriteria.city);
    const stay = stayDates(searchQuery.checkinDate, searchQuery.checkoutDate, {
      checkIn: 'searchQuery.checkinDate',
      checkOut: 'searchQuery.checkoutDate',
    });
    if (searchQuery.checkinDate < isoDate() && nightsBetween(searchQuery.checkinDate, isoDate()) > 1)
      throw new ApiError(400, `searchQuery.checkinDate: ${BOOKING_MESSAGES.checkinPast}`);
    searchQuery.roomInfo.forEach((room, i) => {
      const ages = room.childAge ?? [];
      if (room.numberOfChild > 0 && ages.length !== room.numberOfChild)
        throw new ApiError(
          400,
          `searchQuery.roomInfo[${i}].childAge must list one age per child (${room.numberOfChild})`,
        );
      if (room.numberOfChild === 0 && ages.length > 0)
        throw new ApiError(400, `searchQuery.roomInfo[${i}].childAge must be left out when numberOfChild is 0`);
    });
    const adults = searchQuery.roomInfo.reduce((sum, room) => sum + room.numberOfAdults, 0);
    const children = searchQuery.roomInfo.reduce((sum, room) => sum + room.numberOfChild, 0);
    const guestsPerRoom = Math.max(...searchQuery.roomInfo.map((room) => room.numberOfAdults + room.numberOfChild));
    const filter: HotelFilter = {
      city: catalog.city,
      guestsPerRoom: Math.min(guestsPerRoom, 4),
      stars: [...new Set(searchQuery.searchPreferences.ratings)],
      freeCancellation: searchQuery.searchPreferences.fsc || undefined,
    };
    // Priced for each room's guests as the hotel page and checkout take them (the card links with `room`), so a
    // card's price is one the hotel page offers for the stay it links to.
    const perRoom = searchQuery.roomInfo.map((room) => ({ adults: room.numberOfAdults, children: room.numberOfChild }));
    const party: StayParty = { adults, children, rooms: searchQuery.roomInfo.length, perRoom };
    const limit = 20;
    const { hotels, total, facets } = await findPage(
      filter,
      stayFilter(stay, party),
      party,
      'cheapest',
      catalog,
      catalog.centre,
      limit,
      0,
      stay.nights,
    );
    return {
      success: true as const,
      searchId: randomUUID(),
      sync: request.sync,
      status: 'completed' as const,
      currency: searchQuery.searchCriteria.currency,
      nationality: searchQuery.searchCriteria.nationality,
      city: catalog.city,
      checkinDate: stay.checkIn,
      checkoutDate: stay.checkOut,
      nights: stay.nights,
      rooms: searchQuery.roomInfo.length,
      adults,
      children,
      total,
      hotels,
      facets,
    };
  }

  /** A hotel with its providers' prices and photos, for a card's panels; undefined for an unknown id. */
  async function details(id: string, now = new Date()): Promise<HotelDetails | undefined> {
    const hotel = await findHotel(db, id);
    if (!hotel) return undefined;
    return {
      id: hotel.id,
      name: hotel.name,
      city: hotel.city,
      country: hotel.country,
      propertyType: hotel.property_type,
      stars: hotel.stars,
      description: hotel.description,
      checkInTime: hotel.check_in_time,
      checkOutTime: hotel.check_out_time,
      cancellationPolicy: hotel.cancellation_policy,
      pricePerNightMinor: hotel.price_per_night_minor,
      originalPriceMinor: hotel.original_price_minor,
      currency: HOTEL_CURRENCY,
      photos: Array.from({ length: hotel.photo_count }, (_, i) => hotelPhotoPath(hotel.id, i + 1)),
      // Our own rate, sold under the site's name; the suppliers' quotes for a stay come from /api/hotels/offers.
      providers: [
        {
          supplier: 'own' as const,
          provider: OWN_SELLER_NAME,
          pricePerNightMinor: hotel.price_per_night_minor,
          pricePerNightWithTaxesMinor: nightlyPriceWithTaxesMinor(hotel.price_per_night_minor, now),
          freeCancellation: hotel.free_cancellation,
        },
      ],
      reviewScore: hotel.review_score,
      reviewText: hotel.review_text,
      reviewCount: hotel.review_count,
      subScores: subScoresFor(hotel.id, hotel.review_score),
      amenities: hotel.amenities,
      popularWith: hotel.popular_with,
      neighbourhood: hotel.neighbourhood,
      lat: hotel.lat,
      lng: hotel.lng,
      nearby: nearbyOf(hotel),
      childrenPolicy: `Children of every age are welcome. Up to ${hotel.max_guests_per_room} guests, children included, share a room.`,
      maxGuestsPerRoom: hotel.max_guests_per_room,
    };
  }

  /** The hotel, its city and its stay checked: 404 for an unknown hotel, 400 for dates or a party it cannot take. */
  async function stayAt(hotelId: string, query: { checkIn: string; checkOut: string }, party: StayParty, now: Date) {
    const hotel = await findHotel(db, hotelId);
    if (!hotel) throw new ApiError(404, 'No hotel with that id');
    const { timeZone } = catalogFor(hotel.city)!;
    const stay = stayDates(query.checkIn, query.checkOut);
    if (stay.checkIn < zonedToday(timeZone, now)) throw new ApiError(400, BOOKING_MESSAGES.checkinPast);
    if (party.adults < party.rooms) throw new ApiError(400, 'Each room needs at least one adult');
    const [roomTypes, left] = await Promise.all([
      roomTypesOf(db, hotel.id),
      roomsLeft(db, hotel.id, stay.checkIn, stay.checkOut),
    ]);
    return { hotel, timeZone, stay, roomTypes, left };
  }

  /** GET /api/hotels/:hotelId/rooms: room types with the rates that can host the party, free every night. */
  async function rooms(hotelId: string, query: HotelRoomsQuery, now = new Date()): Promise<HotelRoomsReply> {
    const party = partyOf(query);
    const { hotel, timeZone, stay, roomTypes, left } = await stayAt(hotelId, query, party, now);
    const views: RoomTypeView[] = [];
    for (const roomType of roomTypes) {
      const roomsLeftOfType = left.get(roomType.id) ?? 0;
      if (!roomFits(roomType, roomsLeftOfType, party)) continue;
      const rates = ratePlansFor(hotel, roomType, { checkIn: stay.checkIn, timeZone, now }).map((rate) => {
        const price = priceRate(rate, { ...stay, rooms: party.rooms, at: now });
        return {
          id: rate.id,
          name: rate.name,
          board: rate.board,
          payment: rate.payment,
          cancellation: rate.cancellation,
          currency: price.currency,
          pricePerNightMinor: rate.nightlyRateMinor,
          pricePerNightWithTaxesMinor: nightlyPriceWithTaxesMinor(rate.nightlyRateMinor, now),
          stay: stayPriceView(price, stay.checkIn),
        };
      });
      views.push({
        id: roomType.id,
        name: roomType.name,
        bed: roomType.bed,
        sizeSqm: roomType.size_sqm,
        maxAdults: roomType.max_adults,
        maxChildren: roomType.max_children,
        maxOccupancy: roomType.max_occupancy,
        photos: [1, 2].map((n) => hotelPhotoPath(hotel.id, ((roomType.position * 2 + n - 1) % hotel.photo_count) + 1)),
        amenities: roomType.amenities,
        roomsLeft: roomsLeftOfType,
        rates,
      });
    }
    return {
      success: true as const,
      hotelId: hotel.id,
      timeZone,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      nights: stay.nights,
      adults: party.adults,
      children: party.children,
      rooms: party.rooms,
      roomTypes: views,
    };
  }

  /**
   * One rate of one room type for a stay, as checkout books it: 404 for an unknown hotel, room or rate, 400 listing
   * each room whose guests the room cannot host. Whether enough rooms are free is the caller's to decide (roomsLeft).
   */
  async function offer(
    selection: {
      hotelId: string;
      roomTypeId: string;
      ratePlanId: string;
      checkIn: string;
      checkOut: string;
      adults: number;
      children: number;
      rooms: number;
      /** Each room's guests (`room`); without it, spread evenly. */
      perRoom?: StayParty['perRoom'];
    },
    now = new Date(),
  ): Promise<BookableOffer> {
    const party: StayParty = selection;
    const { hotel, timeZone, stay, roomTypes, left } = await stayAt(selection.hotelId, selection, party, now);
    const roomType = roomTypes.find((type) => type.id === selection.roomTypeId);
    if (!roomType) throw new ApiError(404, 'This hotel has no such room type');
    const rate = ratePlansFor(hotel, roomType, { checkIn: stay.checkIn, timeZone, now }).find(
      (plan) => plan.id === selection.ratePlanId,
    );
    if (!rate) throw new ApiError(404, 'This room has no such rate for these dates');
    const problems = roomHostsProblems(roomType, party);
    if (problems.length > 0) throw invalidInput(problems);
    return { hotel, timeZone, stay, roomType, rate, roomsLeft: left.get(roomType.id) ?? 0 };
  }

  /** The inventory or its rooms changed (seeded, sold, given back): counts and cards are read again. */
  function forget() {
    facetsMemo.clear();
    cityCache.clear();
    staysMemo.clear();
  }

  return {
    search,
    searchByRequest,
    details,
    rooms,
    offer,
    forget,
    /** Our catalogue as the hotel suppliers' sandboxes sell it, and as their answers are matched against. */
    catalogue: supplierCatalogue(db),
  };
}

export interface BookableOffer {
  hotel: HotelRecord;
  timeZone: string;
  stay: { checkIn: string; checkOut: string; nights: number };
  roomType: RoomTypeRecord;
  rate: RatePlan;
  /** The fewest rooms of the type free on any night. */
  roomsLeft: number;
}

export type HotelsService = ReturnType<typeof createHotelSearch>;
