import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const Currency = Type.Literal('INR');
const Day = Type.String();

const FlightDeal = Type.Object({
  from: Type.String(),
  fromCity: Type.String(),
  to: Type.String(),
  toCity: Type.String(),
  country: Type.String(),
  image: Type.String(),
  date: Day,
  cabin: Type.Literal('economy'),
  adults: Type.Integer(),
  /** One adult, one way, in the cabin: what the search shows as the cheapest offer of that day. */
  priceMinor: Type.Integer(),
  currency: Currency,
});

const HotelDeal = Type.Object({
  hotelId: Type.String(),
  name: Type.String(),
  city: Type.String(),
  country: Type.String(),
  neighbourhood: Type.String(),
  propertyType: Type.String(),
  stars: Type.Integer(),
  reviewScore: Type.Number(),
  image: Type.String(),
  pricePerNightMinor: Type.Integer(),
  currency: Currency,
  search: Type.Object({
    checkIn: Day,
    checkOut: Day,
    adults: Type.Integer(),
    children: Type.Integer(),
    rooms: Type.Integer(),
    minRating: Type.Number(),
  }),
});

const FlightDealsReply = Type.Object({
  success: Type.Literal(true),
  weeks: Type.Integer(),
  window: Type.Object({ first: Day, last: Day }),
  deals: Type.Array(FlightDeal),
});
const HotelDealsReply = Type.Object({ success: Type.Literal(true), deals: Type.Array(HotelDeal) });
const ImageParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,60}\\.svg$' }) });

// Prices change once a day at most (the inventory's window moves at midnight): a few minutes of caching is safe.
const CACHE = 'public, max-age=300';

/** Deals computed from the live inventory: the cheapest fares per destination, the cheapest hotel per city. */
export const dealsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deals = app.deals;

  app.get(
    '/deals/flights',
    { schema: { tags: ['deals'], response: { 200: FlightDealsReply } } },
    async (_request, reply) => {
      reply.header('Cache-Control', CACHE);
      return { success: true as const, ...(await deals.flightDeals()) };
    },
  );

  app.get(
    '/deals/hotels',
    { schema: { tags: ['deals'], response: { 200: HotelDealsReply } } },
    async (_request, reply) => {
      reply.header('Cache-Control', CACHE);
      return { success: true as const, ...(await deals.hotelDeals()) };
    },
  );

  app.get<{ Params: Static<typeof ImageParams> }>(
    '/deals/images/:name',
    { schema: { tags: ['deals'], params: ImageParams } },
    async (request, reply) =>
      reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .send(app.content.illustration(`deal-${request.params.name}`)),
  );
};
