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

/**
 * A supplier whose built-in sandbox is started on the first call that needs it, so an API that never searches
 * (most tests) starts no server. A failed start is tried again on the next call.
 */
export function startedOnFirstUse(
  name: AirSupplierName,
  label: string,
  start: () => Promise<{ supplier: AirSupplier; close: () => Promise<void> }>,
): AirSupplier & { start: () => Promise<void>; close: () => Promise<void> } {
  let started: Promise<{ supplier: AirSupplier; close: () => Promise<void> }> | undefined;
  const ready = () => {
    started ??= start().catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started.then((s) => s.supplier);
  };
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
    /** Starts the sandbox now (a listening API does, so the first search does not wait for it). */
    start: async () => void (await ready()),
    async close() {
      const running = started;
      started = undefined;
      if (running) await (await running.catch(() => undefined))?.close();
    },
  };
}
