import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';

const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

const LookupFields = {
  bookingId: Type.String({ minLength: 1, maxLength: 40 }),
  email: Type.String({ pattern: EMAIL_PATTERN, maxLength: 254 }),
  phone: Type.Optional(Type.String({ pattern: '^(\\+?[0-9 -]{0,6})?[0-9]{10}$|^$' })),
};

const LookupBody = Type.Object(LookupFields);

const Refund = Type.Object({
  refundPercentage: Type.Number(),
  refundReason: Type.String(),
  refundableAmount: Type.Integer(),
  deductions: Type.Integer(),
  netRefund: Type.Integer(),
});

const BookingReply = Type.Object({
  success: Type.Literal(true),
  booking: Type.Object({
    id: Type.String(),
    hotelName: Type.String(),
    city: Type.String(),
    guestName: Type.String(),
    checkIn: Type.String(),
    checkOut: Type.String(),
    nights: Type.Integer(),
    guests: Type.Integer(),
    rooms: Type.Integer(),
    totalAmount: Type.Integer({ description: 'paise' }),
    currency: Type.String(),
    status: Type.String(),
    cancellationPolicy: Type.String(),
    refund: Refund,
  }),
});

const CancellationBody = Type.Object({
  ...LookupFields,
  reason: Type.String({ minLength: 3, maxLength: 200 }),
  additionalNotes: Type.Optional(Type.String({ maxLength: 1000 })),
  refundPreference: Type.Optional(Type.Union([Type.Literal('original'), Type.Literal('credit')])),
});

const CancellationReply = Type.Object({
  success: Type.Literal(true),
  request: Type.Object({
    id: Type.String(),
    bookingId: Type.String(),
    status: Type.Literal('pending'),
    amount: Type.Integer(),
    refundableAmount: Type.Integer(),
    deductions: Type.Integer(),
    netRefund: Type.Integer(),
    refundPreference: Type.String(),
    createdAt: Type.String(),
  }),
});

/**
 * Per client address, for each route that answers whether a Booking ID + email pair exists: enough for a
 * household behind one address, far too few to try pairs (request.ip honours only the trusted proxy hops).
 */
export const BOOKING_LOOKUP_LIMIT = { max: 10, timeWindow: '15 minutes' };

/**
 * Hotel bookings and cancellation requests. The lookup (wizard step 1) and the request (step 2) refuse
 * an unknown Booking ID + email pair with one message, whether or not the ID exists.
 */
export const bookingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limit = { rateLimit: BOOKING_LOOKUP_LIMIT };

  app.post<{ Body: Static<typeof LookupBody> }>(
    '/bookings/lookup',
    {
      config: limit,
      schema: {
        tags: ['bookings'],
        body: LookupBody,
        response: { 200: BookingReply, 404: ErrorReply, 409: ErrorReply },
      },
    },
    async (request) => {
      return { success: true as const, booking: await app.bookings.lookup(request.body) };
    },
  );

  app.post<{ Body: Static<typeof CancellationBody> }>(
    '/bookings/cancellations',
    {
      config: limit,
      schema: {
        tags: ['bookings'],
        body: CancellationBody,
        response: { 201: CancellationReply, 404: ErrorReply, 409: ErrorReply },
      },
    },
    async (request, reply) => {
      const created = await app.bookings.fileCancellationRequest(request.body);
      return reply.code(201).send({ success: true as const, request: created });
    },
  );
};
