import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';
import {
  StuckSupplierOrdersReply,
  SupplierHealthReply,
  SupplierOffersQuery,
  type SupplierSearchProgress,
} from '@travel/contracts/flights';
import { CABIN_VALUES, travellersError } from '@travel/contracts/rules';
import { ApiError } from '../../plugins/errors';
import { streamSearch } from './streamSearch';
import type { AirSearch } from '../../suppliers/air';
import { oneOf } from '../flights/flights.service';
import { stuckOrder } from './stuckOrders';

/** Airlines fly a child under 2 as an infant on an adult's lap. */
const INFANT_UNDER_AGE = 2;

/**
 * GET /api/flights/offers streams a search across every supplier as server-sent events, one `offers` event each
 * time a supplier answers (the merged offers so far, who answered, who is still being asked), the last one
 * complete. GET /api/admin/suppliers shows each flight and hotel supplier's circuit, latency and failures, and GET
 * /api/admin/supplier-orders the orders paid but not confirmed at their supplier, with what to do (staff with
 * `suppliers.manage`).
 */
export const suppliersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/flights/offers',
    { schema: { tags: ['flights'], querystring: SupplierOffersQuery, response: { 400: ErrorReply } } },
    async (request, reply) => {
      const query = request.query;
      const cabin = oneOf(query.cabin, 'cabin', CABIN_VALUES);
      const childAges = query.childAges ?? [];
      const travellers = travellersError({ adults: query.adults, children: childAges.length, childAges });
      if (travellers) throw new ApiError(400, travellers);
      const infants = childAges.filter((age) => age < INFANT_UNDER_AGE).length;
      // An infant flies on an adult's lap: one each.
      if (infants > query.adults) throw new ApiError(400, 'Each child under 2 needs an adult of their own');
      const out = app.flights.checkedLeg({ from: query.from, to: query.to, date: query.date });
      const slices = [out];
      if (query.returnDate) {
        const back = app.flights.checkedLeg({ from: out.to, to: out.from, date: query.returnDate });
        if (back.date < out.date) throw new ApiError(400, 'returnDate cannot be before date');
        slices.push(back);
      }
      const search: AirSearch = {
        slices,
        adults: query.adults,
        children: childAges.length - infants,
        infants,
        cabin,
      };

      await streamSearch<SupplierSearchProgress>(request, reply, (onProgress) =>
        app.suppliers.searchFlights(search, onProgress),
      );
    },
  );

  app.get(
    '/admin/suppliers',
    {
      onRequest: app.accounts.requirePermission('suppliers.manage'),
      schema: { tags: ['admin'], response: { 200: SupplierHealthReply, 401: ErrorReply, 403: ErrorReply } },
    },
    async () => ({
      success: true as const,
      suppliers: [
        ...app.suppliers.health().map((health) => ({
          ...health,
          kind: 'flights' as const,
          sandbox: app.suppliers.sandboxes.has(health.supplier),
        })),
        ...app.suppliers.staysHealth().map((health) => ({
          ...health,
          kind: 'hotels' as const,
          sandbox: app.suppliers.staySandboxes.has(health.supplier),
        })),
      ],
    }),
  );

  // Orders paid but not confirmed at their supplier (issue 37, point 10), oldest first, each with what to do.
  app.get(
    '/admin/supplier-orders',
    {
      onRequest: app.accounts.requirePermission('suppliers.manage'),
      schema: { tags: ['admin'], response: { 200: StuckSupplierOrdersReply, 401: ErrorReply, 403: ErrorReply } },
    },
    async () => ({
      success: true as const,
      orders: (await app.suppliers.orders.pending()).map((row) =>
        stuckOrder(row, app.suppliers.air[row.supplier]?.label ?? row.supplier),
      ),
    }),
  );
};
