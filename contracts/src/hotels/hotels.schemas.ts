import { Type, type Static } from '@sinclair/typebox';
import { BOOKING_CURRENCIES, BOOKING_LIMITS } from '../rules/hotelBooking';
import { HOTEL_SORTS } from '../rules/hotelSearch';
import { HOTEL_ID_PATTERN } from '../rules/hotelPhotos';
import { RoomParams } from './roomOccupancy.schemas';

// The /api/hotels routes, with the types both sides use. Money: integers in minor units (paise) named
// `…Minor`, with the currency beside them.

const DATE = { pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' };
const Strings = Type.Array(Type.String({ maxLength: 60 }), { maxItems: 10 });

/** GET /api/hotels/search: the results page's query string, field for field (lists repeat their key). */
export const HotelSearchQuery = Type.Object({
  destination: Type.String({ minLength: 1, maxLength: 80 }),
  checkIn: Type.Optional(Type.String(DATE)),
  checkOut: Type.Optional(Type.String(DATE)),
  adults: Type.Optional(Type.Integer({ minimum: 1, maximum: 40 })),
  children: Type.Optional(Type.Integer({ minimum: 0, maximum: 40 })),
  rooms: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
  /** Each room's guests (roomOccupancy.ts); when given, adults, children and rooms are not read. */
  room: Type.Optional(RoomParams),
  minPriceMinor: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: 'paise per night' })),
  maxPriceMinor: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: 'paise per night' })),
  // Earlier links, and mf-hotels builds before these names, gave the bounds in whole rupees: read by
  // hotelPriceBoundsMinor, which prefers the names above.
  priceMin: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 10_000_000, description: 'deprecated: whole rupees per night' }),
  ),
  priceMax: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 10_000_000, description: 'deprecated: whole rupees per night' }),
  ),
  stars: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 5 }), { maxItems: 5 })),
  minRating: Type.Optional(Type.Number({ minimum: 0, maximum: 10 })),
  neighbourhoods: Type.Optional(Strings),
  propertyTypes: Type.Optional(Strings),
  popularWith: Type.Optional(Strings),
  amenities: Type.Optional(Strings),
  freeCancellation: Type.Optional(Type.Boolean()),
  payOnArrival: Type.Optional(Type.Boolean()),
  breakfastIncluded: Type.Optional(Type.Boolean()),
  dealsTonight: Type.Optional(Type.Boolean()),
  near: Type.Optional(Type.String({ maxLength: 60 })),
  sort: Type.Optional(Type.Union(HOTEL_SORTS.map((sort) => Type.Literal(sort)))),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type HotelSearchQuery = Static<typeof HotelSearchQuery>;

export const RoomInfo = Type.Object({
  numberOfAdults: Type.Integer({ minimum: BOOKING_LIMITS.minAdults, maximum: BOOKING_LIMITS.maxAdults }),
  numberOfChild: Type.Integer({ minimum: BOOKING_LIMITS.minChildren, maximum: BOOKING_LIMITS.maxChildren }),
  childAge: Type.Optional(
    Type.Array(Type.Integer({ minimum: 0, maximum: BOOKING_LIMITS.maxChildAge }), {
      maxItems: BOOKING_LIMITS.maxChildren,
    }),
  ),
});
export type RoomInfo = Static<typeof RoomInfo>;

/** POST /api/hotels/search: the hotel search request, field for field. */
export const HotelSearchRequest = Type.Object({
  searchQuery: Type.Object({
    checkinDate: Type.String(DATE),
    checkoutDate: Type.String(DATE),
    roomInfo: Type.Array(RoomInfo, { minItems: 1, maxItems: BOOKING_LIMITS.maxRooms }),
    searchCriteria: Type.Object({
      city: Type.String({ minLength: 1, maxLength: 80 }),
      nationality: Type.String({ minLength: 2, maxLength: 60 }),
      currency: Type.Union(BOOKING_CURRENCIES.map((code) => Type.Literal(code))),
    }),
    searchPreferences: Type.Object({
      ratings: Type.Array(Type.Integer({ minimum: 1, maximum: 5 }), { minItems: 1, maxItems: 5 }),
      fsc: Type.Boolean(),
    }),
  }),
  sync: Type.Boolean(),
});
export type HotelSearchRequest = Static<typeof HotelSearchRequest>;

export const Spot = Type.Object({ name: Type.String(), lat: Type.Number(), lng: Type.Number() });
export type Spot = Static<typeof Spot>;

/**
 * A seller of a stay as /api/hotels/search knows it: our own rate only (`supplier: 'own'`, named by the rules'
 * OWN_SELLER_NAME). The suppliers' quotes for the same property stream from GET /api/hotels/offers
 * (hotelOffers.schemas.ts), each a real answer.
 */
export const OwnStayProvider = Type.Object({
  supplier: Type.Literal('own'),
  name: Type.String(),
  /** The card's rate for every room and night of the stay, with GST and fee (the card's total). */
  totalMinor: Type.Integer(),
});
export type OwnStayProvider = Static<typeof OwnStayProvider>;

/** A result card. The inventory is priced in INR. */
export const HotelCard = Type.Object({
  id: Type.String(),
  name: Type.String(),
  image: Type.String(),
  photoCount: Type.Integer(),
  hasPhotos: Type.Boolean(),
  propertyType: Type.String(),
  /** Stars, 1 to 5. */
  rating: Type.Integer(),
  reviewScore: Type.Number(),
  reviewText: Type.String(),
  reviewCount: Type.Integer(),
  location: Type.String(),
  neighbourhood: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  distanceKm: Type.Number(),
  distanceFrom: Type.String(),
  /** One room, one night, before tax: the hotel page's cheapest room-only rate for the search's party and stay. */
  pricePerNightMinor: Type.Integer(),
  /** The hotel's usual price per night (above pricePerNightMinor when there is a deal). */
  originalPriceMinor: Type.Integer(),
  /** pricePerNightMinor with its GST (nightlyPriceWithTaxesMinor): the nightly price the card shows. */
  pricePerNightWithTaxesMinor: Type.Integer(),
  /** originalPriceMinor with its GST: the usual price the card shows struck through. */
  originalPriceWithTaxesMinor: Type.Integer(),
  /** That rate for every room and night of the stay with GST and fee (hotelStayPrice): what checkout charges. */
  totalPriceMinor: Type.Integer(),
  currency: Type.String(),
  nights: Type.Integer(),
  freeCancellation: Type.Boolean(),
  payOnArrival: Type.Boolean(),
  breakfastIncluded: Type.Boolean(),
  /** Our own rate only (the suppliers' quotes for the same property stream from GET /api/hotels/offers). */
  providers: Type.Array(OwnStayProvider),
  amenities: Type.Array(Type.String()),
  popularWith: Type.Array(Type.String()),
});
export type HotelCard = Static<typeof HotelCard>;

const Counts = Type.Record(Type.String(), Type.Integer());

/** The sidebar's numbers for one search: how many hotels each option would give. */
export const HotelFacets = Type.Object({
  /** Cheapest and dearest nightly price matching every filter but the price range (0 when none match). */
  price: Type.Object({ minMinor: Type.Integer(), maxMinor: Type.Integer() }),
  stars: Counts,
  propertyTypes: Counts,
  neighbourhoods: Type.Array(Type.Object({ name: Type.String(), distanceKm: Type.Number(), count: Type.Integer() })),
  popularWith: Counts,
  amenities: Counts,
  policies: Type.Object({
    freeCancellation: Type.Integer(),
    payOnArrival: Type.Integer(),
    breakfastIncluded: Type.Integer(),
    dealsTonight: Type.Integer(),
  }),
});
export type HotelFacets = Static<typeof HotelFacets>;

export const HotelSearchReply = Type.Object({
  success: Type.Literal(true),
  destination: Type.Object({ city: Type.String(), country: Type.String(), centre: Spot }),
  checkIn: Type.String(),
  checkOut: Type.String(),
  nights: Type.Integer(),
  guests: Type.Object({ adults: Type.Integer(), children: Type.Integer(), rooms: Type.Integer() }),
  sort: Type.Union(HOTEL_SORTS.map((sort) => Type.Literal(sort))),
  near: Type.Union([Type.String(), Type.Null()]),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  hasMore: Type.Boolean(),
  hotels: Type.Array(HotelCard),
  places: Type.Array(Spot),
  facets: HotelFacets,
});
export type HotelSearchReply = Static<typeof HotelSearchReply>;

/** The answer to the search request: the matching hotels, cheapest first. */
export const HotelSearchRequestReply = Type.Object({
  success: Type.Literal(true),
  searchId: Type.String(),
  sync: Type.Boolean(),
  status: Type.Literal('completed'),
  /** The currency the request asked for; the cards' prices are in their own `currency`. */
  currency: Type.String(),
  nationality: Type.String(),
  city: Type.String(),
  checkinDate: Type.String(),
  checkoutDate: Type.String(),
  nights: Type.Integer(),
  rooms: Type.Integer(),
  adults: Type.Integer(),
  children: Type.Integer(),
  total: Type.Integer(),
  hotels: Type.Array(HotelCard),
  facets: HotelFacets,
});
export type HotelSearchRequestReply = Static<typeof HotelSearchRequestReply>;

export const HotelDestinationsReply = Type.Object({
  success: Type.Literal(true),
  destinations: Type.Array(
    Type.Object({
      city: Type.String(),
      country: Type.String(),
      centre: Spot,
      places: Type.Array(Type.String()),
      neighbourhoods: Type.Array(Type.String()),
    }),
  ),
});
export type HotelDestinationsReply = Static<typeof HotelDestinationsReply>;

const HOTEL_ID = { pattern: HOTEL_ID_PATTERN };
export const HotelParams = Type.Object({ id: Type.String(HOTEL_ID) });
export type HotelParams = Static<typeof HotelParams>;
export const HotelPhotoParams = Type.Object({
  id: Type.String(HOTEL_ID),
  photo: Type.String({ pattern: '^[1-8]\\.svg$' }),
});
export type HotelPhotoParams = Static<typeof HotelPhotoParams>;

/** Our own rate as the hotel's page compares it (`supplier: 'own'`, OWN_SELLER_NAME): the one provider we know. */
export const ProviderOffer = Type.Object({
  supplier: Type.Literal('own'),
  provider: Type.String(),
  /** One room, one night, before tax. */
  pricePerNightMinor: Type.Integer(),
  /** With its GST (nightlyPriceWithTaxesMinor): what the providers' table shows, on the basis of every other price. */
  pricePerNightWithTaxesMinor: Type.Integer(),
  freeCancellation: Type.Boolean(),
});
export type ProviderOffer = Static<typeof ProviderOffer>;

/** GET /api/hotels/:id: what the card's Details, providers and photos panels show. */
export const HotelDetails = Type.Object({
  id: Type.String(),
  name: Type.String(),
  city: Type.String(),
  country: Type.String(),
  propertyType: Type.String(),
  stars: Type.Integer(),
  description: Type.String(),
  checkInTime: Type.String(),
  checkOutTime: Type.String(),
  cancellationPolicy: Type.String(),
  pricePerNightMinor: Type.Integer(),
  originalPriceMinor: Type.Integer(),
  currency: Type.String(),
  photos: Type.Array(Type.String()),
  /** Our own rate; the suppliers' quotes for a stay stream from GET /api/hotels/offers. */
  providers: Type.Array(ProviderOffer),
  reviewScore: Type.Number(),
  reviewText: Type.String(),
  reviewCount: Type.Integer(),
  /** The review score broken down by what guests rated, each out of 10. */
  subScores: Type.Array(Type.Object({ label: Type.String(), score: Type.Number() })),
  amenities: Type.Array(Type.String()),
  popularWith: Type.Array(Type.String()),
  neighbourhood: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  /** The city's neighbourhoods and landmarks with their straight-line distance from the hotel, nearest first. */
  nearby: Type.Array(Type.Object({ ...Spot.properties, distanceKm: Type.Number() })),
  childrenPolicy: Type.String(),
  maxGuestsPerRoom: Type.Integer(),
});
export type HotelDetails = Static<typeof HotelDetails>;

export const HotelDetailsReply = Type.Object({ success: Type.Literal(true), hotel: HotelDetails });
export type HotelDetailsReply = Static<typeof HotelDetailsReply>;
