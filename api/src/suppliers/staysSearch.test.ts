import { SupplierError } from './errors';
import { memoryOfferStore } from './offerStore';
import type { StayOffer, StaySearch, StaySupplier, StaySupplierName } from './stays';
import { matchProperty, mergeStayOffers, staysSearch, type OurProperty } from './staysSearch';
import { supplierGuard } from './supplierGuard';

const NOW = new Date('2026-11-29T10:00:00Z');
const IN_30_MIN = '2026-11-29T10:30:00Z';
const SEARCH: StaySearch = {
  destination: { city: 'Paris', lat: 48.853, lng: 2.3499, radiusKm: 25 },
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  rooms: [{ adults: 2, childAges: [] }],
};
const PROPERTIES: OurProperty[] = [
  { id: 'PAR-0001', name: 'Maison Marais Hotel', lat: 48.8566, lng: 2.3622 },
  { id: 'PAR-0002', name: 'Grand Louvre Suites', lat: 48.8606, lng: 2.3376 },
];
const LABELS = { hotelbeds: 'Hotelbeds', 'duffel-stays': 'Duffel Stays' };

function stayOffer(
  supplier: StaySupplierName,
  hotel: { name: string; lat: number; lng: number; mappedId?: string },
  amountMinor: number,
  extra: Partial<StayOffer> = {},
): StayOffer {
  return {
    supplier,
    hotelId: `${supplier}-${hotel.name}`,
    name: hotel.name,
    stars: 4,
    address: 'Paris',
    city: 'Paris',
    lat: hotel.lat,
    lng: hotel.lng,
    ...(hotel.mappedId ? { mappedId: hotel.mappedId } : {}),
    rates: [
      {
        key: `${supplier}-rate-${amountMinor}`,
        roomName: 'Double room',
        boardName: 'Room only',
        payment: supplier === 'hotelbeds' ? 'pay_at_hotel' : 'pay_now',
        total: { amountMinor, currency: 'INR' },
        needsCheck: false,
        cancellation: {
          freeUntil: '2026-12-08T12:00:00Z',
          penalty: { amountMinor: 5000_00, currency: 'INR' },
          text: 'Free cancellation until 8 December, 12:00 UTC',
        },
      },
    ],
    expiresAt: IN_30_MIN,
    ...extra,
  };
}

describe('matching a supplier’s property to ours', () => {
  it('takes the supplier’s own mapping first, else the same name within a few hundred metres', () => {
    const mapped = stayOffer('duffel-stays', { name: 'Anything', lat: 0, lng: 0, mappedId: 'PAR-0002' }, 1);
    expect(matchProperty(mapped, PROPERTIES)).toBe('PAR-0002');
    // Spelt in capitals, without "Hotel", 100 m away: the same property.
    const spelt = stayOffer('hotelbeds', { name: 'MAISON MARAIS', lat: 48.8575, lng: 2.3622 }, 1);
    expect(matchProperty(spelt, PROPERTIES)).toBe('PAR-0001');
    // The same name two kilometres away, or another name at the same place: not ours.
    const far = stayOffer('hotelbeds', { name: 'Maison Marais Hotel', lat: 48.875, lng: 2.3622 }, 1);
    expect(matchProperty(far, PROPERTIES)).toBeUndefined();
    const other = stayOffer('hotelbeds', { name: 'Marais Inn', lat: 48.8566, lng: 2.3622 }, 1);
    expect(matchProperty(other, PROPERTIES)).toBeUndefined();
  });
});

describe('merging the suppliers’ stay offers', () => {
  it('puts each supplier’s cheapest rate on our property, cheapest first, with its total, payment and policy', () => {
    const marais = PROPERTIES[0];
    const merged = mergeStayOffers(
      [
        stayOffer('hotelbeds', marais, 21_000_00),
        stayOffer('duffel-stays', { ...marais, mappedId: 'PAR-0001' }, 19_500_00),
        stayOffer('hotelbeds', marais, 20_000_00),
        stayOffer('hotelbeds', PROPERTIES[1], 30_000_00, { expiresAt: '2026-11-29T09:59:00Z' }),
        stayOffer('hotelbeds', { name: 'Nowhere Lodge', lat: 1, lng: 1 }, 1_000_00),
      ],
      PROPERTIES,
      LABELS,
      NOW,
    );
    expect(merged).toHaveLength(1);
    expect(merged[0].hotelId).toBe('PAR-0001');
    expect(merged[0].quotes.map((q) => [q.label, q.total.amountMinor, q.payment])).toEqual([
      ['Duffel Stays', 19_500_00, 'pay_now'],
      ['Hotelbeds', 20_000_00, 'pay_at_hotel'],
    ]);
    expect(merged[0].quotes[1]).toMatchObject({
      rateKey: 'hotelbeds-rate-2000000',
      cancellation: { text: 'Free cancellation until 8 December, 12:00 UTC', freeUntil: '2026-12-08T12:00:00Z' },
    });
    expect(merged[0].expiresAt).toBe(IN_30_MIN);
  });
});

/** A hotel supplier answering `offers` after `ms`, or failing as `fail` says. */
function fakeStays(
  name: StaySupplierName,
  label: string,
  behaviour: { offers?: StayOffer[]; ms?: number; fail?: () => Error },
): StaySupplier & { calls: number } {
  const fake = {
    name,
    label,
    calls: 0,
    async search() {
      fake.calls++;
      await new Promise((resolve) => setTimeout(resolve, behaviour.ms ?? 0));
      if (behaviour.fail) throw behaviour.fail();
      return behaviour.offers ?? [];
    },
    checkRate: () => Promise.reject(new Error('not used')),
    book: () => Promise.reject(new Error('not used')),
    getBooking: () => Promise.reject(new Error('not used')),
    findBooking: () => Promise.reject(new Error('not used')),
    quoteCancellation: () => Promise.reject(new Error('not used')),
    cancel: () => Promise.reject(new Error('not used')),
  };
  return fake;
}

const guard = (label: string, deadlineMs = 200) =>
  supplierGuard(label, { deadlineMs, failuresToOpen: 5, openForMs: 30_000 });

describe('a stay search across suppliers', () => {
  it('streams each supplier’s quotes as it answers, says who did not answer, and answers again from the store', async () => {
    const hotelbeds = fakeStays('hotelbeds', 'Hotelbeds', {
      offers: [stayOffer('hotelbeds', PROPERTIES[0], 20_000_00)],
    });
    const duffel = fakeStays('duffel-stays', 'Duffel Stays', {
      ms: 20,
      fail: () => new SupplierError('Duffel Stays answered 503', 'unknown', false, 503),
    });
    const search = staysSearch({
      suppliers: [
        { supplier: hotelbeds, guard: guard('Hotelbeds') },
        { supplier: duffel, guard: guard('Duffel Stays') },
      ],
      store: memoryOfferStore(),
      now: () => NOW,
    });
    const seen: { pending: string[]; hotels: string[]; complete: boolean }[] = [];
    const result = await search.search({ search: SEARCH, properties: PROPERTIES }, (progress) =>
      seen.push({
        pending: progress.pending,
        hotels: progress.offers.map((group) => group.hotelId),
        complete: progress.complete,
      }),
    );
    expect(seen).toEqual([
      { pending: ['Duffel Stays'], hotels: ['PAR-0001'], complete: false },
      { pending: [], hotels: ['PAR-0001'], complete: true },
    ]);
    expect(result.answers.map((a) => [a.label, a.outcome, a.offerCount])).toEqual([
      ['Hotelbeds', 'answered', 1],
      ['Duffel Stays', 'failed', 0],
    ]);
    // Asked again at once: from the store, nobody asked twice.
    const again = await search.search({ search: SEARCH, properties: PROPERTIES });
    expect(again.offers).toEqual(result.offers);
    expect(hotelbeds.calls).toBe(1);
    expect(search.health().map((h) => [h.label, h.failures])).toEqual([
      ['Hotelbeds', 0],
      ['Duffel Stays', 1],
    ]);
  });
});
