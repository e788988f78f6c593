import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';
import {
  BookingLookup,
  BookingLookupReply,
  CancellationReply,
  CancellationRequestBody,
} from '@travel/contracts/bookings';

/**
 * Per client address, for each route that answers whether a Booking ID + email pair exists: enough for a
 * household behind one address, far too few to try pairs (request.ip honours only the trusted proxy hops).
 */
export const BOOKING_LOOKUP_LIMIT = { max: 10, timeWindow: '15 minutes' };

/**
 * Hotel bookings and cancellation requests. The lookup (wizard step 1) and the request (step 2) take the token of
 * the code My Trips emails to the booking's address (POST /api/trips/lookup, then /api/trips/lookup/verify), and
 * refuse an unknown Booking ID + email pair, or a token that does not open that booking, with one message.
 */
export const bookingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limit = { rateLimit: BOOKING_LOOKUP_LIMIT };

  app.post(
    '/bookings/lookup',
    {
      config: limit,
      schema: {
        tags: ['bookings'],
        body: BookingLookup,
        response: { 200: BookingLookupReply, 404: ErrorReply, 409: ErrorReply },
      },
    },
    async (request) => {
      return { success: true as const, booking: await app.bookings.lookup(request.body) };
    },
  );

  app.post(
    '/bookings/cancellations',
    {
      config: limit,
      schema: {
        tags: ['bookings'],
        body: CancellationRequestBody,
        response: { 201: CancellationReply, 404: ErrorReply, 409: ErrorReply },
      },
    },
    async (request, reply) => {
      const created = await app.bookings.fileGuestCancellationRequest(request.body);
      return reply.code(201).send({ success: true as const, request: created });
    },
  );
};
