import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';
import {
  AccountContactReply,
  SavedTravellerInput,
  SavedTravellerParams,
  SavedTravellerReply,
  SavedTravellersReply,
} from '@travel/contracts/travellers';
import { Type } from '@sinclair/typebox';

const tags = ['travellers'];
const errors = { 400: ErrorReply, 401: ErrorReply, 404: ErrorReply, 409: ErrorReply };

/** /api/account: the signed-in person's saved travellers and contact (401 for a guest). */
export const travellersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.travellers;
  const preHandler = app.accounts.requireUser;

  app.get(
    '/account/travellers',
    { preHandler, schema: { tags, response: { 200: SavedTravellersReply, ...errors } } },
    async (request) => ({ success: true as const, travellers: await service.list(request.user!.id) }),
  );

  app.post(
    '/account/travellers',
    { preHandler, schema: { tags, body: SavedTravellerInput, response: { 201: SavedTravellerReply, ...errors } } },
    async (request, reply) => {
      const traveller = await service.save(request.user!.id, request.body);
      return reply.code(201).send({ success: true as const, traveller });
    },
  );

  app.delete(
    '/account/travellers/:id',
    {
      preHandler,
      schema: {
        tags,
        params: SavedTravellerParams,
        response: { 200: Type.Object({ success: Type.Literal(true), message: Type.String() }), ...errors },
      },
    },
    async (request) => {
      await service.remove(request.user!.id, request.params.id);
      return { success: true as const, message: 'Traveller removed' };
    },
  );

  app.get(
    '/account/contact',
    { preHandler, schema: { tags, response: { 200: AccountContactReply, ...errors } } },
    async (request) => ({ success: true as const, contact: await service.contact(request.user!.id) }),
  );
};
