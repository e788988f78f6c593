import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BOOKING_CURRENCIES, BOOKING_LIMITS, HOTEL_SORTS } from '@travel/contracts/rules';
import { ApiError } from '../../plugins/errors';
import { CITY_CATALOG } from './hotels.catalog';
import { hotelPhotoSvg } from './hotels.photos';

const DATE = { pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' };
const Strings = Type.Array(Type.String({ maxLength: 60 }), { maxItems: 10 });

const SearchQuery = Type.Object({
  destination: Type.String({ minLength: 1, maxLength: 80 }),
  checkIn: Type.Optional(Type.String(DATE)),
  checkOut: Type.Optional(Type.String(DATE)),
  adults: Type.Optional(Type.Integer({ minimum: 1, maximum: 40 })),
  children: Type.Optional(Type.Integer({ minimum: 0, maximum: 40 })),
  rooms: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
  priceMin: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000, description: 'rupees per night' })),
  priceMax: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000, description: 'rupees per night' })),
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

/** The hotel search request, field for field. */
const HotelSearchRequest = Type.Object({
  searchQuery: Type.Object({
    checkinDate: Type.String(DATE),
    checkoutDate: Type.String(DATE),
    roomInfo: Type.Array(
      Type.Object({
        numberOfAdults: Type.Integer({ minimum: BOOKING_LIMITS.minAdults, maximum: BOOKING_LIMITS.maxAdults }),
        numberOfChild: Type.Integer({ minimum: BOOKING_LIMITS.minChildren, maximum: BOOKING_LIMITS.maxChildren }),
        childAge: Type.Optional(
          Type.Array(Type.Integer({ minimum: 0, maximum: BOOKING_LIMITS.maxChildAge }), {
            maxItems: BOOKING_LIMITS.maxChildren,
          }),
        ),
      }),
      { minItems: 1, maxItems: BOOKING_LIMITS.maxRooms },
    ),
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
export type HotelSearchRequestBody = Static<typeof HotelSearchRequest>;

/** Hotel inventory, search (GET with filters, POST with the search request), details and drawn photos. */
export const hotelsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const hotelSearch = app.hotels;

  app.get('/hotels/destinations', { schema: { tags: ['hotels'] } }, async () => ({
    success: true,
    destinations: CITY_CATALOG.map(({ city, country, centre, places, neighbourhoods }) => ({
      city,
      country,
      centre,
      places: places.map((p) => p.name),
      neighbourhoods: neighbourhoods.map((n) => n.name),
    })),
  }));

  app.get<{ Querystring: Static<typeof SearchQuery> }>(
    '/hotels/search',
    { schema: { tags: ['hotels'], querystring: SearchQuery } },
    async (request) => {
      const query = request.query;
      if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax)
        throw new ApiError(400, 'priceMin must not be above priceMax');
      return hotelSearch.search(query);
    },
  );

  app.post<{ Body: HotelSearchRequestBody }>(
    '/hotels/search',
    { schema: { tags: ['hotels'], body: HotelSearchRequest } },
    async (request) => hotelSearch.searchByRequest(request.body),
  );

  app.get<{ Params: { id: string } }>(
    '/hotels/:id',
    { schema: { tags: ['hotels'], params: Type.Object({ id: Type.String({ pattern: '^[A-Z]{3}-\\d{4}$' }) }) } },
    async (request) => {
      const hotel = await hotelSearch.find(request.params.id);
      if (!hotel) throw new ApiError(404, 'No hotel with that id');
      return {
        success: true,
        hotel: {
          ...hotel,
          photos: Array.from({ length: hotel.photo_count }, (_, i) => `/api/hotels/${hotel.id}/photos/${i + 1}.svg`),
        },
      };
    },
  );

  app.get<{ Params: { id: string; photo: string } }>(
    '/hotels/:id/photos/:photo',
    {
      schema: {
        tags: ['hotels'],
        params: Type.Object({
          id: Type.String({ pattern: '^[A-Z]{3}-\\d{4}$' }),
          photo: Type.String({ pattern: '^[1-8]\\.svg$' }),
        }),
      },
    },
    async (request, reply) => {
      const photo = Number(request.params.photo.split('.')[0]);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(hotelPhotoSvg(request.params.id, photo));
    },
  );
};
