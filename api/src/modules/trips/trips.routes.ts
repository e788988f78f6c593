import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { OrderReference } from '@travel/contracts/payments';
import { Type } from '@sinclair/typebox';
import { ErrorReply } from '@travel/contracts';
import {
  CancellationPreviewReply,
  CancelTripBody,
  CancelTripReply,
  GUEST_LOOKUP_SENT,
  GuestLookupBody,
  GuestLookupReply,
  GuestVerifyBody,
  GuestVerifyReply,
  TripAccessQuery,
  TripDetailReply,
  TripParams,
  TravelCreditReply,
  TripsReply,
} from '@travel/contracts/trips';
import { tripCaller } from './trips.service';

const tags = ['trips'];
/** Per client address, for the routes that answer whether a reference + email pair exists. */
const FlightParams = Type.Object({ reference: OrderReference });

const PdfFile = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'A PDF file' });

/**
 * My Trips: the signed-in traveller's bookings, or one booking for a guest holding a token (from the emailed
 * code, or the checkout's access token). Another person's booking answers 404, as one that does not exist.
 */
export const tripsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Per client address, for each route that answers whether a reference + email pair exists. */
  const lookupLimit = { max: app.config.trips.lookupsPer15Minutes, timeWindow: '15 minutes' };
  const callerOf = (request: FastifyRequest) => tripCaller(app, request);

  app.get(
    '/trips',
    { preHandler: app.accounts.requireUser, schema: { tags, response: { 200: TripsReply, 401: ErrorReply } } },
    async (request) => ({ success: true as const, trips: await app.trips.list(request.user!) }),
  );

  app.get(
    '/trips/travel-credit',
    { preHandler: app.accounts.requireUser, schema: { tags, response: { 200: TravelCreditReply, 401: ErrorReply } } },
    async (request) => ({ success: true as const, ...(await app.trips.travelCredit(request.user!.email)) }),
  );

  const tripSchema = { tags, params: TripParams, querystring: TripAccessQuery };

  app.get(
    '/trips/:kind/:reference',
    { schema: { ...tripSchema, response: { 200: TripDetailReply, 404: ErrorReply } } },
    async (request) => ({
      success: true as const,
      trip: await app.trips.detail(request.params.kind, request.params.reference, await callerOf(request)),
    }),
  );

  app.get(
    '/trips/:kind/:reference/cancellation',
    {
      schema: {
        ...tripSchema,
        response: { 200: CancellationPreviewReply, 400: ErrorReply, 404: ErrorReply, 409: ErrorReply },
      },
    },
    async (request) => ({
      success: true as const,
      preview: await app.trips.preview(request.params.kind, request.params.reference, await callerOf(request)),
    }),
  );

  app.post(
    '/trips/:kind/:reference/cancellation',
    {
      schema: {
        ...tripSchema,
        body: CancelTripBody,
        response: { 200: CancelTripReply, 400: ErrorReply, 404: ErrorReply, 409: ErrorReply },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await app.trips.cancel(request.params.kind, request.params.reference, await callerOf(request), request.body)),
    }),
  );

  const pdfSchema = {
    tags,
    params: FlightParams,
    querystring: TripAccessQuery,
    response: { 200: PdfFile, 404: ErrorReply },
  };
  app.get('/trips/flight/:reference/ticket.pdf', { schema: pdfSchema }, async (request, reply) => {
    const pdf = await app.trips.eTicket(request.params.reference, await callerOf(request));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="e-ticket-${request.params.reference.toUpperCase()}.pdf"`)
      .send(pdf);
  });
  app.get('/trips/flight/:reference/invoice.pdf', { schema: pdfSchema }, async (request, reply) => {
    const pdf = await app.trips.invoice(request.params.reference, await callerOf(request));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="invoice-${request.params.reference.toUpperCase()}.pdf"`)
      .send(pdf);
  });

  app.post(
    '/trips/lookup',
    {
      config: { rateLimit: lookupLimit },
      schema: { tags, body: GuestLookupBody, response: { 200: GuestLookupReply, 400: ErrorReply } },
    },
    async (request) => {
      await app.trips.requestLookupCode(request.body.reference, request.body.email);
      return { success: true as const, message: GUEST_LOOKUP_SENT };
    },
  );

  app.post(
    '/trips/lookup/verify',
    {
      config: { rateLimit: lookupLimit },
      schema: { tags, body: GuestVerifyBody, response: { 200: GuestVerifyReply, 400: ErrorReply } },
    },
    async (request) => ({
      success: true as const,
      ...(await app.trips.verifyLookupCode(request.body.reference, request.body.email, request.body.code)),
    }),
  );
};
