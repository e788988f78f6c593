import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';
import { HotelOffersQuery, readRoomGuests, type HotelSupplierProgress } from '@travel/contracts/hotels';
import { BOOKING_MESSAGES } from '@travel/contracts/rules';
import { ApiError } from '../../plugins/errors';
import { streamSearch } from './streamSearch';
import type { StaySearch } from '../../suppliers/stays';
import { cityFor, stayDates, zonedToday } from '../hotels/hotels.service';

/** How far from the city's centre the suppliers are asked for properties. */
export const STAY_SEARCH_RADIUS_KM = 25;

/**
 * GET /api/hotels/offers streams a stay asked of every hotel supplier as server-sent events, as
 * /api/flights/offers does for flights: one `offers` event each time a supplier answers (each of our properties
 * with every supplier's quote for it so far, who answered, who is still being asked), the last one complete.
 */
export const hotelOffersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/hotels/offers',
    { schema: { tags: ['hotels'], querystring: HotelOffersQuery, response: { 400: ErrorReply } } },
    async (request, reply) => {
      const query = request.query;
      const catalog = cityFor(query.destination);
      const stay = stayDates(query.checkIn, query.checkOut);
      if (stay.checkIn < zonedToday(catalog.timeZone, new Date()))
        throw new ApiError(400, BOOKING_MESSAGES.checkinPast);
      const rooms = readRoomGuests({ room: query.room });
      if (!rooms)
        throw new ApiError(400, "room must be each room's adults (1 to 10), then each child's age (0 to 17): room=1-6");
      const search: StaySearch = {
        destination: {
          city: catalog.city,
          lat: catalog.centre.lat,
          lng: catalog.centre.lng,
          radiusKm: STAY_SEARCH_RADIUS_KM,
        },
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        rooms: rooms.map((room) => ({ adults: room.adults, childAges: room.childAges })),
      };

      await streamSearch<HotelSupplierProgress>(request, reply, (onProgress) =>
        app.suppliers.searchStays(search, onProgress),
      );
    },
  );
};
