import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { SuppliersConfig } from '../../config';
import { duffelStays } from '../../suppliers/duffel/stays';
import { startDuffelStaysSandbox, type DuffelStaysSandbox } from '../../suppliers/duffel/staysSandbox';
import { hotelbedsStays } from '../../suppliers/hotelbeds/stays';
import { startHotelbedsSandbox, type HotelbedsSandbox } from '../../suppliers/hotelbeds/sandbox';
import type { HotelCatalogue, StaySearch, StaySupplier, StaySupplierName } from '../../suppliers/stays';
import type { OurProperty } from '../../suppliers/staysSearch';
import type { RunningSandbox } from './sandboxSuppliers';

/** A hotel supplier whose built-in sandbox is started on first use (as sandboxSuppliers.ts does for air). */
export type SandboxedStaySupplier<S extends RunningSandbox> = StaySupplier & {
  start(): Promise<void>;
  sandbox(): Promise<S>;
  close(): Promise<void>;
};

export function stayStartedOnFirstUse<S extends RunningSandbox>(
  name: StaySupplierName,
  label: string,
  start: () => Promise<{ supplier: StaySupplier; sandbox: S }>,
): SandboxedStaySupplier<S> {
  let started: Promise<{ supplier: StaySupplier; sandbox: S }> | undefined;
  const running = () =>
    (started ??= start().catch((error: unknown) => {
      started = undefined;
      throw error;
    }));
  const ready = () => running().then((s) => s.supplier);
  return {
    name,
    label,
    search: async (search, signal) => (await ready()).search(search, signal),
    checkRate: async (rateKey) => (await ready()).checkRate(rateKey),
    book: async (request) => (await ready()).book(request),
    getBooking: async (bookingId) => (await ready()).getBooking(bookingId),
    findBooking: async (reference, checkIn) => (await ready()).findBooking(reference, checkIn),
    quoteCancellation: async (bookingId) => (await ready()).quoteCancellation(bookingId),
    cancel: async (bookingId) => (await ready()).cancel(bookingId),
    start: async () => void (await running()),
    sandbox: async () => (await running()).sandbox,
    async close() {
      const was = started;
      started = undefined;
      if (was) await (await was.catch(() => undefined))?.sandbox.close();
    },
  };
}

export interface StaySuppliers {
  /** Every hotel supplier, in the order a search lists them. */
  list: StaySupplier[];
  /** Which are built-in sandboxes (no key set). */
  sandboxes: ReadonlySet<StaySupplierName>;
  hotelbedsSandbox?: () => Promise<HotelbedsSandbox>;
  duffelStaysSandbox?: () => Promise<DuffelStaysSandbox>;
  /** Starts the sandboxes now (a listening API does, so the first search does not wait for them). */
  start(onError: (label: string, error: unknown) => void): void;
  close(): Promise<void>;
}

/**
 * The hotel suppliers: Hotelbeds at its configured base URL when HOTELBEDS_API_KEY and HOTELBEDS_SECRET are set,
 * else its built-in sandbox on loopback selling our catalogue (started on first use); Duffel Stays the same way,
 * with DUFFEL_ACCESS_TOKEN or its own sandbox.
 */
export function staySuppliers(options: {
  config: SuppliersConfig;
  catalogue: HotelCatalogue;
  dataDir: string;
  apiPort: number;
  /** The sandboxes' credentials, never leaving this process. */
  sandboxKey: string;
  /** No latency and no faults (tests, SUPPLIER_SANDBOX_LATENCY=false). */
  quiet: boolean;
}): StaySuppliers {
  const { config } = options;
  const quiet = options.quiet
    ? {
        latencyMs: { min: 0, max: 0 },
        faults: { error: 0, timeout: 0, price_change: 0, sold_out: 0, malformed: 0 },
      }
    : {};
  const stateFile = (name: StaySupplierName) => {
    const file = path.join(options.dataDir, 'suppliers', `${name}-sandbox-${options.apiPort}.json`);
    mkdirSync(path.dirname(file), { recursive: true });
    return file;
  };

  const hotelbedsSandbox =
    config.hotelbeds.apiKey && config.hotelbeds.secret
      ? undefined
      : stayStartedOnFirstUse('hotelbeds', 'Hotelbeds', async () => {
          const sandbox = await startHotelbedsSandbox({
            catalogue: options.catalogue,
            stateFile: stateFile('hotelbeds'),
            apiKey: options.sandboxKey,
            secret: options.sandboxKey,
            ...quiet,
          });
          return {
            supplier: hotelbedsStays({
              apiKey: options.sandboxKey,
              secret: options.sandboxKey,
              baseUrl: sandbox.url,
              callTimeoutMs: config.callTimeoutMs,
            }),
            sandbox,
          };
        });
  const hotelbeds =
    hotelbedsSandbox ??
    hotelbedsStays({
      apiKey: config.hotelbeds.apiKey!,
      secret: config.hotelbeds.secret!,
      baseUrl: config.hotelbeds.baseUrl,
      callTimeoutMs: config.callTimeoutMs,
    });

  // Duffel Stays: with the flights' DUFFEL_ACCESS_TOKEN and DUFFEL_BASE_URL, else its own sandbox.
  const duffelStaysSandbox = config.duffel.accessToken
    ? undefined
    : stayStartedOnFirstUse('duffel-stays', 'Duffel Stays', async () => {
        const sandbox = await startDuffelStaysSandbox({
          catalogue: options.catalogue,
          stateFile: stateFile('duffel-stays'),
          accessToken: options.sandboxKey,
          ...quiet,
        });
        return {
          supplier: duffelStays({
            accessToken: options.sandboxKey,
            baseUrl: sandbox.url,
            callTimeoutMs: config.callTimeoutMs,
          }),
          sandbox,
        };
      });
  const duffel =
    duffelStaysSandbox ??
    duffelStays({
      accessToken: config.duffel.accessToken!,
      baseUrl: config.duffel.baseUrl,
      callTimeoutMs: config.callTimeoutMs,
    });

  // The hotel suppliers a stay search asks.
  const list: StaySupplier[] = [hotelbeds, duffel];
  const sandboxed = [hotelbedsSandbox, duffelStaysSandbox].filter((supplier) => supplier !== undefined);
  return {
    list,
    sandboxes: new Set(sandboxed.map((supplier) => supplier.name)),
    hotelbedsSandbox: hotelbedsSandbox?.sandbox,
    duffelStaysSandbox: duffelStaysSandbox?.sandbox,
    start(onError) {
      for (const supplier of sandboxed) supplier.start().catch((error: unknown) => onError(supplier.label, error));
    },
    async close() {
      for (const supplier of sandboxed) await supplier.close();
    },
  };
}

/**
 * Our properties of a stay search's destination, as the suppliers' answers are matched to them (id, name, place):
 * reference data, read once per city (a search by ids reads them each time), so a search answered from the store
 * costs no query.
 */
export function ourProperties(catalogue: HotelCatalogue) {
  const byCity = new Map<string, Promise<OurProperty[]>>();
  const read = (search: StaySearch) =>
    catalogue({
      city: search.destination?.city,
      hotelIds: search.destination ? undefined : search.hotelIds,
      checkIn: search.checkIn,
      checkOut: search.checkOut,
    }).then((hotels) => hotels.map(({ id, name, lat, lng }) => ({ id, name, lat, lng })));
  return (search: StaySearch): Promise<OurProperty[]> => {
    const city = search.destination?.city;
    if (!city) return read(search);
    let properties = byCity.get(city);
    if (!properties) {
      properties = read(search);
      // A failed read is tried again by the next search.
      properties.catch(() => byCity.delete(city));
      byCity.set(city, properties);
    }
    return properties;
  };
}
