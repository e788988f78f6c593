import type { AirSearch, AirSupplier, AirSupplierName, SupplierOffer } from './air';
import { airSearch, type AirSearchResult } from './airSearch';
import { SupplierError } from './errors';
import { memoryOfferStore } from './offerStore';
import { supplierGuard } from './supplierGuard';

const SEARCH: AirSearch = {
  slices: [{ from: 'DEL', to: 'BOM', date: '2026-12-10' }],
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy',
};
const NOW = new Date('2026-11-29T10:00:00Z');
const IN_30_MIN = '2026-11-29T10:30:00Z';

function offer(
  supplier: AirSupplierName,
  flightNumber: string,
  amountMinor: number,
  extra: Partial<SupplierOffer> = {},
): SupplierOffer {
  const [carrier] = flightNumber.split(' ');
  return {
    supplier,
    id: `${supplier}-${flightNumber}-${amountMinor}`,
    slices: [
      {
        from: 'DEL',
        to: 'BOM',
        durationMin: 130,
        segments: [
          {
            carrier,
            flightNumber,
            from: 'DEL',
            to: 'BOM',
            departingAt: '2026-12-10T06:00',
            arrivingAt: '2026-12-10T08:10',
          },
        ],
      },
    ],
    total: { amountMinor, currency: 'INR' },
    fareFamily: 'Standard',
    expiresAt: IN_30_MIN,
    refundable: false,
    changeable: true,
    baggage: { checkedKg: 15, cabinKg: 7 },
    holdUntil: null,
    ...extra,
  };
}

/** A supplier answering `offers` after `ms`, or failing as `fail` says; counts its calls. */
function fakeSupplier(
  name: AirSupplierName,
  label: string,
  behaviour: { offers?: SupplierOffer[]; ms?: number; fail?: () => Error },
) {
  const supplier = {
    name,
    label,
    calls: 0,
    async search(_search: AirSearch, signal?: AbortSignal) {
      supplier.calls++;
      await new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, behaviour.ms ?? 0);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new SupplierError(`${label} did not answer in time.`, 'timeout', false));
        });
      });
      if (behaviour.fail) throw behaviour.fail();
      return behaviour.offers ?? [];
    },
  };
  return supplier as unknown as AirSupplier & { calls: number };
}

const guard = (label: string, deadlineMs = 200) =>
  supplierGuard(label, { deadlineMs, failuresToOpen: 3, openForMs: 60_000 });

describe('a flight search across suppliers', () => {
  it('merges the same flight from two suppliers into one offer whose providers are both, cheapest first', async () => {
    const duffel = fakeSupplier('duffel', 'Duffel', {
      offers: [offer('duffel', '6E 2131', 512_300), offer('duffel', 'AI 865', 601_000)],
    });
    const tripjack = fakeSupplier('tripjack', 'TripJack', { offers: [offer('tripjack', '6E 2131', 498_900)] });
    const service = airSearch({
      suppliers: [
        { supplier: duffel, guard: guard('Duffel') },
        { supplier: tripjack, guard: guard('TripJack') },
      ],
      store: memoryOfferStore(),
      now: () => NOW,
    });

    const result = await service.search(SEARCH);

    expect(result.complete).toBe(true);
    expect(result.offers).toHaveLength(2);
    expect(result.offers[0].providers.map((p) => [p.label, p.total.amountMinor])).toEqual([
      ['TripJack', 498_900],
      ['Duffel', 512_300],
    ]);
    // A flight only one supplier sells lists that supplier alone.
    expect(result.offers[1].providers.map((p) => p.label)).toEqual(['Duffel']);
  });

  it('never shows an expired offer, nor a different fare family as the same offer', async () => {
    const duffel = fakeSupplier('duffel', 'Duffel', {
      offers: [
        offer('duffel', '6E 2131', 512_300, { expiresAt: '2026-11-29T09:59:59Z' }),
        offer('duffel', 'AI 865', 601_000, { fareFamily: 'Flexi' }),
      ],
    });
    const tripjack = fakeSupplier('tripjack', 'TripJack', { offers: [offer('tripjack', 'AI 865', 590_000)] });
    const service = airSearch({
      suppliers: [
        { supplier: duffel, guard: guard('Duffel') },
        { supplier: tripjack, guard: guard('TripJack') },
      ],
      store: memoryOfferStore(),
      now: () => NOW,
    });

    const result = await service.search(SEARCH);

    expect(result.offers.map((o) => [o.fareFamily, o.providers.map((p) => p.label)])).toEqual([
      ['Standard', ['TripJack']],
      ['Flexi', ['Duffel']],
    ]);
  });

  it('shows the first supplier’s offers before a slow one answers, and says who did not answer by the deadline', async () => {
    const fast = fakeSupplier('tripjack', 'TripJack', { offers: [offer('tripjack', '6E 2131', 498_900)], ms: 10 });
    const stuck = fakeSupplier('duffel', 'Duffel', { offers: [offer('duffel', '6E 2131', 400_000)], ms: 10_000 });
    const service = airSearch({
      suppliers: [
        { supplier: fast, guard: guard('TripJack') },
        { supplier: stuck, guard: guard('Duffel', 150) },
      ],
      store: memoryOfferStore(),
      now: () => NOW,
    });
    const updates: AirSearchResult[] = [];
    const started = performance.now();

    const result = await service.search(SEARCH, (update) => updates.push(update));

    expect(performance.now() - started).toBeLessThan(1_000);
    expect(updates[0]).toMatchObject({ complete: false, pending: ['Duffel'] });
    expect(updates[0].offers[0].providers.map((p) => p.label)).toEqual(['TripJack']);
    expect(result.answers.find((a) => a.label === 'Duffel')?.outcome).toBe('timed_out');
    expect(result.offers[0].providers.map((p) => p.label)).toEqual(['TripJack']);
  });

  it('skips a supplier that keeps failing, at no cost to the search, while the circuit is open', async () => {
    const failing = fakeSupplier('duffel', 'Duffel', {
      fail: () => new SupplierError('Duffel answered 503', 'unknown', false, 503),
    });
    const healthy = fakeSupplier('tripjack', 'TripJack', { offers: [offer('tripjack', '6E 2131', 498_900)] });
    const duffelGuard = guard('Duffel');
    const service = airSearch({
      suppliers: [
        { supplier: failing, guard: duffelGuard },
        { supplier: healthy, guard: guard('TripJack') },
      ],
      store: memoryOfferStore(0),
      now: () => NOW,
    });

    for (let i = 0; i < 3; i++) await service.search(SEARCH);
    const skipped = await service.search(SEARCH);

    expect(failing.calls).toBe(3);
    expect(skipped.answers.find((a) => a.label === 'Duffel')?.outcome).toBe('skipped');
    expect(skipped.offers).toHaveLength(1);
    expect(duffelGuard.health()).toMatchObject({ circuit: 'open', failures: 3, skipped: 1 });
  });

  it('does not count an offer a supplier refused as a failure of the supplier', async () => {
    const refusing = fakeSupplier('duffel', 'Duffel', {
      fail: () => new SupplierError('No such route', 'validation_error', true, 422),
    });
    const duffelGuard = guard('Duffel');
    const service = airSearch({
      suppliers: [{ supplier: refusing, guard: duffelGuard }],
      store: memoryOfferStore(0),
      now: () => NOW,
    });

    for (let i = 0; i < 4; i++) await service.search(SEARCH);

    expect(refusing.calls).toBe(4);
    expect(duffelGuard.health()).toMatchObject({ circuit: 'closed', failures: 0 });
  });

  it('answers a repeated search from the store until its earliest offer expires', async () => {
    let clock = NOW.getTime();
    const duffel = fakeSupplier('duffel', 'Duffel', { offers: [offer('duffel', '6E 2131', 512_300)] });
    const service = airSearch({
      suppliers: [{ supplier: duffel, guard: guard('Duffel') }],
      store: memoryOfferStore(500, () => clock),
      now: () => new Date(clock),
    });

    await service.search(SEARCH);
    clock += 29 * 60_000;
    const repeated = await service.search({ ...SEARCH });
    clock += 2 * 60_000;
    await service.search(SEARCH);

    expect(repeated.offers[0].providers[0].total.amountMinor).toBe(512_300);
    expect(duffel.calls).toBe(2);
  });

  it('asks the suppliers once for identical searches that arrive together, and tells each of them as it goes', async () => {
    const duffel = fakeSupplier('duffel', 'Duffel', { offers: [offer('duffel', '6E 2131', 512_300)], ms: 20 });
    const tripjack = fakeSupplier('tripjack', 'TripJack', { offers: [offer('tripjack', '6E 2131', 498_900)], ms: 60 });
    const service = airSearch({
      suppliers: [
        { supplier: duffel, guard: guard('Duffel') },
        { supplier: tripjack, guard: guard('TripJack') },
      ],
      store: memoryOfferStore(),
      now: () => NOW,
    });
    const seen: AirSearchResult[][] = [[], [], []];

    const results = await Promise.all(seen.map((updates) => service.search(SEARCH, (u) => updates.push(u))));

    expect([duffel.calls, tripjack.calls]).toEqual([1, 1]);
    for (const [i, result] of results.entries()) {
      expect(result.offers[0].providers.map((p) => p.label)).toEqual(['TripJack', 'Duffel']);
      expect(seen[i].map((u) => u.complete)).toEqual([false, true]);
    }
  });
});
