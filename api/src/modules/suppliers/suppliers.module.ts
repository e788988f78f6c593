import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import type { AirSupplier } from '../../suppliers/air';
import { airSearch, type AirSearchService } from '../../suppliers/airSearch';
import { duffelAir } from '../../suppliers/duffel/air';
import { startDuffelSandbox, type DuffelSandbox } from '../../suppliers/duffel/sandbox';
import { memoryOfferStore, redisOfferStore } from '../../suppliers/offerStore';
import { supplierGuard } from '../../suppliers/supplierGuard';
import { tripjackAir } from '../../suppliers/tripjack/air';
import { startTripjackSandbox, type TripjackSandbox } from '../../suppliers/tripjack/sandbox';
import { supplierOrders, type SupplierOrderRow, type SupplierOrders } from '../orders/supplier-order';
import { duffelWebhooks } from './duffel.webhooks';
import { databaseReferenceStore } from './referenceStore';
import { databaseScheduleStore } from './scheduleStore';
import { QUIET_SANDBOX, sandboxStateFile, startedOnFirstUse } from './sandboxSuppliers';
import { suppliersRoutes } from './suppliers.routes';
import { hotelOffersRoutes } from './hotelOffers.routes';
import { ourProperties, staySuppliers } from './staySuppliers';
import { staysSearch, type StaysSearchService } from '../../suppliers/staysSearch';
import type { StaySearch, StaySupplier } from '../../suppliers/stays';
import type { HotelbedsSandbox } from '../../suppliers/hotelbeds/sandbox';

export interface SuppliersService {
  /** Every flight supplier, by name: where an offer found in a search is priced, booked and cancelled. */
  air: Record<AirSupplier['name'], AirSupplier>;
  /** Which suppliers are built-in sandboxes (no key set). */
  sandboxes: ReadonlySet<AirSupplier['name']>;
  /** The running sandboxes, when they are used: their switches make a fault or an airline change happen. */
  duffelSandbox?: () => Promise<DuffelSandbox>;
  tripjackSandbox?: () => Promise<TripjackSandbox>;
  searchFlights: AirSearchService['search'];
  health: AirSearchService['health'];
  /** Every hotel supplier, by name (Hotelbeds; Duffel Stays once its adapter is in: staySuppliers.ts's list). */
  stays: Partial<Record<StaySupplier['name'], StaySupplier>>;
  /** Which hotel suppliers are built-in sandboxes (no key set). */
  staySandboxes: ReadonlySet<StaySupplier['name']>;
  hotelbedsSandbox?: () => Promise<HotelbedsSandbox>;
  /** A stay asked of every hotel supplier, their quotes put on our properties of the destination (staysSearch.ts). */
  searchStays(
    search: StaySearch,
    onUpdate?: Parameters<StaysSearchService['search']>[1],
  ): ReturnType<StaysSearchService['search']>;
  staysHealth: StaysSearchService['health'];
  /**
   * Orders placed at their supplier once paid, exactly once (modules/orders/supplier-order.ts): `request` in the
   * payment's transaction, a job places it, `pending()` lists those not confirmed yet.
   */
  orders: SupplierOrders;
  /**
   * The module that owns orders of `kind` gives the money back for one its supplier refused (idempotent per
   * order: its job retries on a throw). Flight checkout registers the flights'.
   */
  onOrderRefused(kind: SupplierOrderRow['order_kind'], refund: (order: SupplierOrderRow) => Promise<void>): void;
  /** The module that owns orders of `kind` hears when one is confirmed at its supplier (to send its e-ticket). */
  onOrderConfirmed(kind: SupplierOrderRow['order_kind'], confirmed: (order: SupplierOrderRow) => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The flight suppliers and the search across them: the suppliers module's service. */
    suppliers: SuppliersService;
  }
}

/** A circuit opens after this many unclear failures in a row, and lets a trial call through after this long. */
const FAILURES_TO_OPEN = 5;
const OPEN_FOR_MS = 30_000;

/**
 * The suppliers module: `app.suppliers` and /api/flights/offers. A supplier with its key set is called at its
 * configured base URL; one without is served by its built-in sandbox on loopback (started on first use), which
 * speaks the same protocol and sells the generated timetable.
 */
export const suppliersModule = fp(
  async (app: FastifyInstance) => {
    const config = app.config.suppliers;
    const timetable = app.flights.timetable.bind(app.flights);
    const sandboxOptions = (supplier: AirSupplier['name']) => ({
      timetable,
      stateFile: sandboxStateFile(app.config.dataDir, supplier, app.config.port),
      ...(config.sandboxLatency ? {} : QUIET_SANDBOX),
    });
    // The sandboxes' credentials never leave this process.
    const sandboxKey = randomBytes(18).toString('base64url');

    // Where the Duffel sandbox announces airline changes: this API's own webhook, once it listens.
    const webhookSecret = config.duffel.webhookSecret ?? (config.duffel.accessToken ? undefined : sandboxKey);
    const ownWebhook = () => {
      const address = app.server.listening ? app.server.address() : null;
      return address && typeof address === 'object' && webhookSecret
        ? { url: `http://127.0.0.1:${address.port}/api/suppliers/duffel/webhooks`, secret: webhookSecret }
        : undefined;
    };

    const duffelSandbox = config.duffel.accessToken
      ? undefined
      : startedOnFirstUse('duffel', 'Duffel', async () => {
          const sandbox = await startDuffelSandbox({
            ...sandboxOptions('duffel'),
            accessToken: sandboxKey,
            webhook: ownWebhook(),
          });
          return {
            supplier: duffelAir({ accessToken: sandboxKey, baseUrl: sandbox.url, callTimeoutMs: config.callTimeoutMs }),
            sandbox,
          };
        });
    // TripJack's bookings carry no reference of ours: the pairing is kept where every process finds it.
    const references = databaseReferenceStore(app.db, 'tripjack');
    // TripJack sends no notice of an airline's change: each booking as last seen, for any process to compare.
    const schedules = databaseScheduleStore(app.db, 'tripjack');
    const tripjackSandbox = config.tripjack.apiKey
      ? undefined
      : startedOnFirstUse('tripjack', 'TripJack', async () => {
          const sandbox = await startTripjackSandbox({ ...sandboxOptions('tripjack'), apiKey: sandboxKey });
          return {
            supplier: tripjackAir({
              apiKey: sandboxKey,
              baseUrl: sandbox.url,
              references,
              schedules,
              callTimeoutMs: config.callTimeoutMs,
            }),
            sandbox,
          };
        });
    const duffel =
      duffelSandbox ??
      duffelAir({
        accessToken: config.duffel.accessToken!,
        baseUrl: config.duffel.baseUrl,
        callTimeoutMs: config.callTimeoutMs,
      });
    const tripjack =
      tripjackSandbox ??
      tripjackAir({
        apiKey: config.tripjack.apiKey!,
        baseUrl: config.tripjack.baseUrl,
        references,
        schedules,
        callTimeoutMs: config.callTimeoutMs,
      });
    const sandboxes = new Set<AirSupplier['name']>([
      ...(duffelSandbox ? ['duffel' as const] : []),
      ...(tripjackSandbox ? ['tripjack' as const] : []),
    ]);
    const sandboxed = [duffelSandbox, tripjackSandbox].filter((supplier) => supplier !== undefined);
    app.addHook('onListen', async () => {
      for (const supplier of sandboxed)
        supplier
          .start()
          .catch((error: unknown) => app.log.error({ err: error }, `${supplier.label} sandbox did not start`));
    });
    app.addHook('onClose', async () => {
      for (const supplier of sandboxed) await supplier.close();
    });

    const redis = app.config.redisUrl ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
    if (redis) app.addHook('onClose', () => redis.quit().then(() => undefined));
    const guard = (label: string) =>
      supplierGuard(label, {
        deadlineMs: config.searchDeadlineMs,
        failuresToOpen: FAILURES_TO_OPEN,
        openForMs: OPEN_FOR_MS,
      });
    const search = airSearch({
      suppliers: [
        { supplier: duffel, guard: guard('Duffel') },
        { supplier: tripjack, guard: guard('TripJack') },
      ],
      store: redis ? redisOfferStore(redis) : memoryOfferStore(),
    });

    // The hotel suppliers, on the same scatter and gather (suppliers/scatterSearch.ts) as the flights'.
    const stays = staySuppliers({
      config,
      catalogue: app.hotels.catalogue,
      dataDir: app.config.dataDir,
      apiPort: app.config.port,
      sandboxKey,
      quiet: !config.sandboxLatency,
    });
    app.addHook('onListen', async () =>
      stays.start((label, error) => app.log.error({ err: error }, `${label} sandbox did not start`)),
    );
    app.addHook('onClose', () => stays.close());
    const propertiesOf = ourProperties(app.hotels.catalogue);
    const searchOfStays = staysSearch({
      suppliers: stays.list.map((supplier) => ({ supplier, guard: guard(supplier.label) })),
      store: redis ? redisOfferStore(redis) : memoryOfferStore(),
    });

    // One instance for the app: its jobs (placing, refunding) have one handler each. The refund of a refused order
    // is the business of the module owning that kind of order, registered after this one.
    const refusedHandlers = new Map<SupplierOrderRow['order_kind'], (order: SupplierOrderRow) => Promise<void>>();
    const confirmedHandlers = new Map<SupplierOrderRow['order_kind'], (order: SupplierOrderRow) => Promise<void>>();
    const orders = supplierOrders({
      db: app.db,
      jobs: app.jobs,
      suppliers: { duffel, tripjack },
      async refundRefused(order) {
        const refund = refusedHandlers.get(order.order_kind);
        // Thrown: the job is tried again later, when the module is there (never dropped).
        if (!refund) throw new Error(`nothing refunds a refused ${order.order_kind} supplier order`);
        await refund(order);
      },
      onConfirmed: async (order) => confirmedHandlers.get(order.order_kind)?.(order),
      log: app.log,
    });

    app.decorate('suppliers', {
      air: { duffel, tripjack },
      orders,
      onOrderRefused: (kind, refund) => void refusedHandlers.set(kind, refund),
      onOrderConfirmed: (kind, confirmed) => void confirmedHandlers.set(kind, confirmed),
      sandboxes,
      duffelSandbox: duffelSandbox?.sandbox,
      tripjackSandbox: tripjackSandbox?.sandbox,
      searchFlights: search.search,
      health: search.health,
      stays: Object.fromEntries(stays.list.map((supplier) => [supplier.name, supplier])),
      staySandboxes: stays.sandboxes,
      hotelbedsSandbox: stays.hotelbedsSandbox,
      searchStays: async (stay, onUpdate) =>
        searchOfStays.search({ search: stay, properties: await propertiesOf(stay) }, onUpdate),
      staysHealth: searchOfStays.health,
    } satisfies SuppliersService);
    await app.register(suppliersRoutes, { prefix: '/api' });
    await app.register(hotelOffersRoutes, { prefix: '/api' });
    await app.register(
      duffelWebhooks(() => webhookSecret),
      { prefix: '/api' },
    );
  },
  {
    name: 'suppliers',
    dependencies: ['flights', 'accounts', 'hotels'],
    decorators: { fastify: ['config', 'db', 'flights', 'jobs', 'hotels'] },
  },
);
