import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrderReference } from '@travel/contracts/payments';
import { Type } from '@sinclair/typebox';
import { ErrorReply } from '@travel/contracts';
import { CreateOrderHeaders } from '@travel/contracts/flight-checkout';
import {
  DateChangeBody,
  DateChangeOptionsQuery,
  DateChangeParams,
  DateChangeReply,
  DateChangeStatusReply,
  DateChangeOptionsReply,
  TripAccessQuery,
} from '@travel/contracts/trips';
import { tripCaller } from '../trips/trips.service';

const tags = ['trips'];
const ReferenceParams = Type.Object({ reference: OrderReference });

/** Date change of a flight booking, beside its other trip routes; another person's booking answers 404. */
export const dateChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/trips/flight/:reference/date-change',
    {
      schema: {
        tags,
        params: ReferenceParams,
        querystring: DateChangeOptionsQuery,
        response: { 200: DateChangeOptionsReply, 400: ErrorReply, 404: ErrorReply, 409: ErrorReply },
      },
    },
    async (request) => ({
      success: true as const,
      date: request.query.date,
      options: await app.dateChange.options(
        request.params.reference,
        await tripCaller(app, request),
        request.query.date,
      ),
    }),
  );

  app.post(
    '/trips/flight/:reference/date-change',
    {
      schema: {
        tags,
        params: ReferenceParams,
        querystring: TripAccessQuery,
        headers: CreateOrderHeaders,
        body: DateChangeBody,
        response: {
          200: DateChangeReply,
          400: ErrorReply,
          404: ErrorReply,
          409: ErrorReply,
          502: ErrorReply,
          503: ErrorReply,
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await app.dateChange.request(
        request.params.reference,
        await tripCaller(app, request),
        request.body,
        request.headers['idempotency-key'],
      )),
    }),
  );

  app.get(
    '/trips/flight/:reference/date-change/:id',
    {
      schema: {
        tags,
        params: DateChangeParams,
        querystring: TripAccessQuery,
        response: { 200: DateChangeStatusReply, 404: ErrorReply },
      },
    },
    async (request) => ({
      success: true as const,
      change: await app.dateChange.status(request.params.reference, await tripCaller(app, request), request.params.id),
    }),
  );
};
