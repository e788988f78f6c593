import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendCached } from '../../cache/readCache';
import { hotelPriceBoundsMinor, isoDate } from '@travel/contracts/rules';
import { ErrorReply } from '@travel/contracts';
import {
  HotelDestinationsReply,
  HotelDetailsReply,
  HotelParams,
  HotelPhotoParams,
  HotelRoomsParams,
  HotelRoomsQuery,
  HotelRoomsReply,
  HotelSearchQuery,
  HotelSearchReply,
  HotelSearchRequest,
  HotelSearchRequestReply,
} from '@travel/contracts/hotels';
import { ApiError } from '../../plugins/errors';
import { CITY_CATALOG } from './hotels.catalog';
import { HOTEL_SEARCH_CACHE } from './hotels.service';
import { hotelPhotoSvg } from './hotels.photos';

/** Hotel inventory, search (GET with filters, POST with the search request), details and drawn photos. */
export const hotelsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const hotelSearch = app.hotels;

  app.get(
    '/hotels/destinations',
    { schema: { tags: ['hotels'], response: { 200: HotelDestinationsReply } } },
    // The catalog is part of the code: its answer changes only with a deploy.
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await app.readCache.get(
          'hotel-destinations',
          'all',
          async () => ({
            success: true as const,
            destinations: CITY_CATALOG.map(({ city, country, centre, places, neighbourhoods }) => ({
              city,
              country,
              centre,
              places: places.map((p) => p.name),
              neighbourhoods: neighbourhoods.map((n) => n.name),
            })),
          }),
          (value) => reply.serialize(value),
        ),
        'public, max-age=3600',
      ),
  );

  app.get(
    '/hotels/search',
    {
      schema: { tags: ['hotels'], querystring: HotelSearchQuery, response: { 200: HotelSearchReply, 400: ErrorReply } },
    },
    // An answer is kept per query and day until rooms are taken or given back (HOTEL_SEARCH_CACHE).
    async (request, reply) => {
      const query = request.query;
      const { minPriceMinor, maxPriceMinor } = hotelPriceBoundsMinor(query);
      if (minPriceMinor !== undefined && maxPriceMinor !== undefined && minPriceMinor > maxPriceMinor)
        throw new ApiError(400, 'minPriceMinor must not be above maxPriceMinor');
      const cached = await app.readCache.get(
        HOTEL_SEARCH_CACHE,
        `${isoDate()}${request.url}`,
        () => hotelSearch.search(query),
        (value) => reply.serialize(value),
      );
      return sendCached(request, reply, cached, 'public, max-age=60');
    },
  );

  app.post(
    '/hotels/search',
    {
      schema: {
        tags: ['hotels'],
        body: HotelSearchRequest,
        response: { 200: HotelSearchRequestReply, 400: ErrorReply },
      },
    },
    async (request) => hotelSearch.searchByRequest(request.body),
  );

  app.get(
    '/hotels/:id',
    { schema: { tags: ['hotels'], params: HotelParams, response: { 200: HotelDetailsReply, 404: ErrorReply } } },
    async (request) => {
      const hotel = await hotelSearch.details(request.params.id);
      if (!hotel) throw new ApiError(404, 'No hotel with that id');
      return { success: true as const, hotel };
    },
  );

  app.get(
    '/hotels/:hotelId/rooms',
    {
      schema: {
        tags: ['hotels'],
        params: HotelRoomsParams,
        querystring: HotelRoomsQuery,
        response: { 200: HotelRoomsReply, 400: ErrorReply, 404: ErrorReply },
      },
    },
    async (request) => hotelSearch.rooms(request.params.hotelId, request.query),
  );

  app.get(
    '/hotels/:id/photos/:photo',
    { schema: { tags: ['hotels'], params: HotelPhotoParams } },
    async (request, reply) => {
      const photo = Number(request.params.photo.split('.')[0]);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(hotelPhotoSvg(request.params.id, photo));
    },
  );
};
