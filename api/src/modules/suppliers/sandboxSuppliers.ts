import path from 'node:path';
import type { AirSupplier, AirSupplierName, FlightTimetable } from '../../suppliers/air';

/** No latency and no faults: what tests and SUPPLIER_SANDBOX_LATENCY=false ask of a sandbox. */
export const QUIET_SANDBOX = {
  latencyMs: { min: 0, max: 0 },
  faults: { error: 0, timeout: 0, price_change: 0, sold_out: 0, malformed: 0, failed_200: 0 },
};

export interface SandboxSettings {
  timetable: FlightTimetable;
  /** The file holding the sandbox's orders and seats, so they survive its restart. */
  stateFile: string;
  quiet: boolean;
}

export const sandboxStateFile = (dataDir: string, supplier: AirSupplierName, apiPort: number) =>
  // One file per API process: several processes each start their own sandbox.
  path.join(dataDir, 'suppliers', `${supplier}-sandbox-${apiPort}.json`);

/** A running sandbox server: at least something to close. */
export interface RunningSandbox {
  close(): Promise<void>;
}

export type SandboxedSupplier<S extends RunningSandbox> = AirSupplier & {
  /** Starts the sandbox now (a listening API does, so the first search does not wait for it). */
  start(): Promise<void>;
  /** The running sandbox (started if need be): tests and the demo's switches use it. */
  sandbox(): Promise<S>;
  close(): Promise<void>;
};

/**
 * A supplier whose built-in sandbox is started on the first call that needs it, so an API that never searches
 * (most tests) starts no server. A failed start is tried again on the next call.
 */
export function startedOnFirstUse<S extends RunningSandbox>(
  name: AirSupplierName,
  label: string,
  start: () => Promise<{ supplier: AirSupplier; sandbox: S }>,
): SandboxedSupplier<S> {
  let started: Promise<{ supplier: AirSupplier; sandbox: S }> | undefined;
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
    priceOffer: async (offerId) => (await ready()).priceOffer(offerId),
    seatMaps: async (offerId) => (await ready()).seatMaps(offerId),
    createOrder: async (request) => (await ready()).createOrder(request),
    payHeldOrder: async (orderId, payment) => (await ready()).payHeldOrder(orderId, payment),
    releaseHeldOrder: async (orderId) => (await ready()).releaseHeldOrder(orderId),
    getOrder: async (orderId) => (await ready()).getOrder(orderId),
    findOrder: async (reference, offerId) => (await ready()).findOrder(reference, offerId),
    quoteCancellation: async (orderId) => (await ready()).quoteCancellation(orderId),
    confirmCancellation: async (quoteId) => (await ready()).confirmCancellation(quoteId),
    changeOffers: async (orderId, sliceIndex, date) => (await ready()).changeOffers(orderId, sliceIndex, date),
    confirmChange: async (changeOfferId, payment) => (await ready()).confirmChange(changeOfferId, payment),
    airlineChanges: async (orderId) => (await ready()).airlineChanges(orderId),
    acceptAirlineChange: async (changeId) => (await ready()).acceptAirlineChange(changeId),
    start: async () => void (await running()),
    sandbox: async () => (await running()).sandbox,
    async close() {
      const was = started;
      started = undefined;
      if (was) await (await was.catch(() => undefined))?.sandbox.close();
    },
  };
}
