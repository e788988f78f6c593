import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorReply } from '@travel/contracts';
import {
  ChooseAlternativeBody,
  DISRUPTION_KINDS,
  DisruptionAlternativesReply,
  DisruptionCompensationReply,
  DisruptionParams,
  DisruptionReply,
  DisruptionsParams,
  DisruptionsReply,
} from '@travel/contracts/disruptions';
import { TripAccessQuery } from '@travel/contracts/trips';
import { ApiError } from '../../plugins/errors';
import { tripCaller } from '../trips/trips.service';
import { DISRUPTION_MESSAGES } from './disruptions.service';

const tags = ['disruptions'];
const errors = { 400: ErrorReply, 404: ErrorReply, 409: ErrorReply, 503: ErrorReply };
/** Each answer calls the supplier: bounded per client address. */
const answerLimit = { rateLimit: { max: 30, timeWindow: '10 minutes' } };

/**
 * The airline's changes of a flight booking, for My Trips and the guest look-up: read them, answer one (accept,
 * another flight, cancel for a full refund), see the compensation owed. The booking's owner, or a guest with the
 * look-up's `?token=`; anyone else's booking is 404, as one that does not exist.
 */
export const disruptionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.disruptions;
  const base = '/trips/flight/:reference/disruptions';

  app.get(
    base,
    {
      schema: {
        tags,
        params: DisruptionsParams,
        querystring: TripAccessQuery,
        response: { 200: DisruptionsReply, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      disruptions: await service.ofBooking(request.params.reference, await tripCaller(app, request)),
    }),
  );

  app.get(
    '/trips/disruptions',
    {
      preHandler: app.accounts.requireUser,
      schema: { tags, response: { 200: DisruptionsReply, 401: ErrorReply } },
    },
    async (request) => ({ success: true as const, disruptions: await service.openForUser(request.user!) }),
  );

  const answerSchema = {
    tags,
    params: DisruptionParams,
    querystring: TripAccessQuery,
    response: { 200: DisruptionReply, ...errors },
  };

  app.post(`${base}/:id/accept`, { config: answerLimit, schema: answerSchema }, async (request) => ({
    success: true as const,
    message: DISRUPTION_MESSAGES.accepted,
    disruption: await service.accept(request.params.reference, request.params.id, await tripCaller(app, request)),
  }));

  app.get(
    `${base}/:id/alternatives`,
    {
      schema: {
        tags,
        params: DisruptionParams,
        querystring: TripAccessQuery,
        response: { 200: DisruptionAlternativesReply, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      alternatives: await service.alternatives(
        request.params.reference,
        request.params.id,
        await tripCaller(app, request),
      ),
    }),
  );

  app.post(
    `${base}/:id/alternative`,
    { config: answerLimit, schema: { ...answerSchema, body: ChooseAlternativeBody } },
    async (request) => ({
      success: true as const,
      message: DISRUPTION_MESSAGES.changed,
      disruption: await service.chooseAlternative(
        request.params.reference,
        request.params.id,
        request.body.alternativeId,
        await tripCaller(app, request),
      ),
    }),
  );

  app.post(`${base}/:id/cancel`, { config: answerLimit, schema: answerSchema }, async (request) => ({
    success: true as const,
    message: DISRUPTION_MESSAGES.cancelled,
    disruption: await service.cancel(request.params.reference, request.params.id, await tripCaller(app, request)),
  }));

  app.get(
    `${base}/:id/compensation`,
    {
      schema: {
        tags,
        params: DisruptionParams,
        querystring: TripAccessQuery,
        response: { 200: DisruptionCompensationReply, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      compensation: await service.compensation(
        request.params.reference,
        request.params.id,
        await tripCaller(app, request),
      ),
    }),
  );

  /**
   * The test switch: the booking's sandbox supplier changes its first flight now, and the change is picked up as the
   * jobs would pick it up. For the e2e and demos; the booking's owner or token only, and only a booking held at a
   * sandbox supplier (409 otherwise). A production API has it only when it runs on sandboxes on purpose
   * (ALLOW_SANDBOX_IN_PRODUCTION, as the e2e suite's does), where no real booking exists.
   */
  if (!app.config.isProduction || app.config.sandboxedInProduction.length > 0) {
    app.post(
      `${base}/sandbox-change`,
      {
        config: answerLimit,
        schema: {
          tags,
          params: DisruptionsParams,
          querystring: TripAccessQuery,
          body: Type.Object({
            kind: Type.Union(
              DISRUPTION_KINDS.map((k) => Type.Literal(k)),
              { errorMessage: 'kind must be retimed, renumbered or cancelled' },
            ),
          }),
          response: { 200: DisruptionsReply, ...errors },
        },
      },
      async (request) => {
        const caller = await tripCaller(app, request);
        const disruptions = await service.sandboxChange(request.params.reference, request.body.kind, caller);
        if (!disruptions) throw new ApiError(409, 'This booking is not held at a sandbox supplier.');
        return { success: true as const, disruptions };
      },
    );
  }
};
