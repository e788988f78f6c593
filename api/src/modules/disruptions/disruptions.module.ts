import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { disruptionsRoutes } from './disruptions.routes';
import { disruptionsStaffRoutes } from './disruptions.staff.routes';
import {
  DUFFEL_EVENT_NOW_QUEUE,
  DUFFEL_EVENTS_QUEUE,
  disruptionsService,
  TRIPJACK_POLL_QUEUE,
  type DisruptionsService,
} from './disruptions.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The airline's schedule changes and cancellations of flights booked at a supplier, and the answers to them. */
    disruptions: DisruptionsService;
  }
}

/** Duffel's webhooks are applied this often (and a webhook kept for an order not confirmed yet is tried again). */
export const DUFFEL_EVENTS_EVERY_MS = 60_000;
/** TripJack's bookings are read again this often (it sends no notice). */
export const TRIPJACK_POLL_EVERY_MS = 15 * 60_000;
/** The route the suppliers module records Duffel's webhooks on. */
const DUFFEL_WEBHOOK_ROUTE = '/api/suppliers/duffel/webhooks';

/**
 * The disruptions module: `app.disruptions`, /api/trips/flight/:reference/disruptions and the back office's
 * /api/admin/disruptions. Detection runs on the job queue, once across the fleet and retried: Duffel's recorded
 * webhooks every minute, TripJack's bookings every 15 minutes. Whose booking it is, app.trips decides; the full
 * refund is app.flightCheckout's.
 */
export const disruptionsModule = fp(
  async (app: FastifyInstance) => {
    const service = disruptionsService({
      db: app.db,
      jobs: app.jobs,
      mailer: app.mailer,
      log: app.log,
      publicUrl: app.config.publicUrl,
      suppliers: {
        air: app.suppliers.air,
        sandboxes: app.suppliers.sandboxes,
        duffelSandbox: app.suppliers.duffelSandbox,
        tripjackSandbox: app.suppliers.tripjackSandbox,
        booking: async (orderId) => {
          const placed = await app.suppliers.orders.find('flight', orderId);
          return placed && { bookingReference: placed.booking_reference, supplierOrderId: placed.supplier_order_id };
        },
      },
      flightCheckout: app.flightCheckout,
      trips: app.trips,
    });
    app.decorate('disruptions', service);
    app.jobs.every(DUFFEL_EVENTS_QUEUE, DUFFEL_EVENTS_EVERY_MS, async () => void (await service.processDuffelEvents()));
    // At once too: a Duffel webhook the suppliers module recorded queues a run now (once per event), so the
    // traveller is told within the job poll rather than the minute.
    app.jobs.work(DUFFEL_EVENT_NOW_QUEUE, async () => void (await service.processDuffelEvents()));
    app.addHook('onResponse', async (request, reply) => {
      if (request.routeOptions.url !== DUFFEL_WEBHOOK_ROUTE || reply.statusCode !== 204) return;
      const eventId = (request.body as { id?: unknown } | undefined)?.id;
      if (typeof eventId !== 'string') return;
      await app.jobs
        .enqueue(DUFFEL_EVENT_NOW_QUEUE, { eventId }, { singletonKey: `disruptions-duffel-event:${eventId}` })
        .catch((error: unknown) => app.log.error({ err: error, eventId }, 'a Duffel event was left to the next run'));
    });
    app.jobs.every(TRIPJACK_POLL_QUEUE, TRIPJACK_POLL_EVERY_MS, async () => void (await service.pollTripjack()));
    await app.register(disruptionsRoutes, { prefix: '/api' });
    await app.register(disruptionsStaffRoutes, { prefix: '/api' });
  },
  {
    name: 'disruptions',
    dependencies: ['accounts', 'audit', 'trips', 'flight-checkout', 'suppliers'],
    decorators: { fastify: ['config', 'db', 'jobs', 'mailer'] },
  },
);
