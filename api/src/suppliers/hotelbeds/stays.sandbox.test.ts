import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SupplierError } from '../errors';
import type { CatalogueHotel, HotelCatalogue, StayBookingRequest, StayOffer, StaySearch, StaySupplier } from '../stays';
import {
  hotelCodeOf,
  refundablePaise,
  sellsHotel,
  startHotelbedsSandbox,
  variantPaise,
  type HotelbedsSandbox,
} from './sandbox';
import { hotelbedsStays } from './stays';

const API_KEY = 'hb-test-key';
const SECRET = 'hb-test-secret';
const NO_FAULTS = { error: 0, timeout: 0, price_change: 0, sold_out: 0, malformed: 0 };
const CENTRE = { lat: 26.9124, lng: 75.7873 };

/** Twelve properties around Jaipur's centre, two room types each, three nights. */
function testHotels(): CatalogueHotel[] {
  return Array.from({ length: 12 }, (_, index) => ({
    id: `htl-${index + 1}`,
    name: `Haveli ${index + 1}`,
    stars: 3 + (index % 3),
    address: `${index + 10} MI Road, Jaipur`,
    city: 'Jaipur',
    lat: CENTRE.lat + index * 0.004,
    lng: CENTRE.lng - index * 0.003,
    rooms: [
      {
        id: 'dlx',
        name: 'Deluxe Room',
        maxGuests: 3,
        nightlyMinor: [450_000 + index * 10_000, 450_000 + index * 10_000, 520_000],
        available: 4,
        breakfastIncluded: index % 2 === 0,
        freeCancellation: true,
      },
      {
        id: 'ste',
        name: 'Suite',
        maxGuests: 4,
        nightlyMinor: [900_000, 900_000, 950_000],
        available: 2,
        breakfastIncluded: true,
        freeCancellation: index % 4 !== 3,
      },
    ],
  }));
}

const search: StaySearch = {
  destination: { city: 'Jaipur', ...CENTRE, radiusKm: 10 },
  checkIn: '2027-01-15',
  checkOut: '2027-01-18',
  rooms: [{ adults: 2, childAges: [7] }],
};

const guests = [
  [
    { givenName: 'Asha', familyName: 'Rao', type: 'adult' as const },
    { givenName: 'Ravi', familyName: 'Rao', type: 'adult' as const },
    { givenName: 'Mira', familyName: 'Rao', type: 'child' as const, age: 7 },
  ],
];
const holder = { givenName: 'Asha', familyName: 'Rao', email: 'asha@example.com', phone: '+919876543210' };

async function refusal(promise: Promise<unknown>): Promise<SupplierError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SupplierError) return error;
    throw error;
  }
  throw new Error('expected a SupplierError');
}

describe('hotelbedsStays against the local Hotelbeds sandbox', () => {
  let dir: string;
  let sandbox: HotelbedsSandbox;
  let supplier: StaySupplier;
  let hotels: CatalogueHotel[];
  let clockOffset: number;
  const catalogue: HotelCatalogue = async ({ city, hotelIds }) =>
    hotels.filter((h) => (!city || h.city === city) && (!hotelIds || hotelIds.includes(h.id)));

  const start = async () => {
    sandbox = await startHotelbedsSandbox({
      catalogue,
      stateFile: path.join(dir, 'hotelbeds.json'),
      apiKey: API_KEY,
      secret: SECRET,
      latencyMs: { min: 0, max: 0 },
      faults: NO_FAULTS,
      now: () => Date.now() + clockOffset,
    });
    supplier = hotelbedsStays({
      apiKey: API_KEY,
      secret: SECRET,
      baseUrl: sandbox.url,
      callTimeoutMs: 400,
      searchTimeoutMs: 800,
      now: () => new Date(Date.now() + clockOffset),
    });
  };

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hotelbeds-'));
    hotels = testHotels();
    clockOffset = 0;
    await start();
  });
  afterEach(async () => {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const request = (offer: StayOffer, rateIndex = 0, reference = 'ord-1'): StayBookingRequest => ({
    rateKey: offer.rates[rateIndex].key,
    holder,
    rooms: guests,
    reference,
    total: offer.rates[rateIndex].total,
  });
  /** The first offer with a rate bookable as it is (no check asked). */
  const bookableOffer = (offers: StayOffer[]) => {
    for (const offer of offers) {
      const index = offer.rates.findIndex((r) => !r.needsCheck);
      if (index >= 0) return { offer, index };
    }
    throw new Error('no bookable rate');
  };

  it('searches around a destination: a deterministic part of the catalogue, in paise, cheapest first', async () => {
    const before = Date.now();
    const offers = await supplier.search(search);
    const sold = hotels.filter((h) => sellsHotel(h.id));
    expect(sold.length).toBeGreaterThan(0);
    expect(sold.length).toBeLessThan(hotels.length);
    expect(offers.map((o) => o.name).sort()).toEqual(sold.map((h) => h.name).sort());
    for (const offer of offers) {
      const hotel = sold.find((h) => h.name === offer.name)!;
      expect(offer).toMatchObject({
        supplier: 'hotelbeds',
        hotelId: String(hotelCodeOf(hotel.id)),
        address: hotel.address,
        city: 'Jaipur',
        lat: hotel.lat,
        lng: hotel.lng,
        stars: hotel.stars,
      });
      expect(offer.mappedId).toBeUndefined();
      const totals = offer.rates.map((r) => r.total.amountMinor);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      const deluxe = refundablePaise(hotel, hotel.rooms[0], 1);
      const nonRefundable = offer.rates.find((r) => r.roomName === 'DELUXE ROOM' && r.cancellation.freeUntil === null)!;
      expect(nonRefundable.total).toEqual({ amountMinor: variantPaise(deluxe, 'N'), currency: 'INR' });
      const refundable = offer.rates.find((r) => r.roomName === 'DELUXE ROOM' && r.cancellation.freeUntil !== null)!;
      expect(refundable.total).toEqual({ amountMinor: deluxe, currency: 'INR' });
      expect(refundable.cancellation.freeUntil).toBe('2027-01-12T00:00:00.000Z');
      const expires = Date.parse(offer.expiresAt) - before;
      expect(expires).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
      expect(expires).toBeLessThanOrEqual(30 * 60_000 + 5000);
    }
    const all = offers.flatMap((o) => o.rates);
    expect(all.some((r) => r.needsCheck)).toBe(true);
    expect(all.some((r) => r.payment === 'pay_at_hotel')).toBe(true);
    const sent = sandbox.requests[0].body as Record<string, unknown>;
    expect(sent).toEqual({
      stay: { checkIn: '2027-01-15', checkOut: '2027-01-18' },
      occupancies: [{ rooms: 1, adults: 2, children: 1, paxes: [{ type: 'CH', age: 7 }] }],
      geolocation: { latitude: CENTRE.lat, longitude: CENTRE.lng, radius: 10, unit: 'km' },
    });
  });

  it('searches by the sandbox’s own hotel codes', async () => {
    const [first] = await supplier.search(search);
    const offers = await supplier.search({ ...search, destination: undefined, hotelIds: [first.hotelId] });
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ hotelId: first.hotelId, name: first.name });
    expect(sandbox.requests.at(-1)!.body).toMatchObject({ hotels: { hotel: [Number(first.hotelId)] } });
  });

  it('checks a RECHECK rate, then books the checked key with the holder and paxes: confirmed', async () => {
    const offers = await supplier.search(search);
    const offer = offers.find((o) => o.rates.some((r) => r.needsCheck))!;
    const rate = offer.rates.find((r) => r.needsCheck)!;
    const checked = await supplier.checkRate(rate.key);
    expect(checked).toMatchObject({ needsCheck: false, total: rate.total, roomName: rate.roomName });
    expect(sandbox.requests.at(-1)!.body).toEqual({ rooms: [{ rateKey: rate.key }] });
    const booking = await supplier.book({ ...request(offer), rateKey: checked.key, total: checked.total });
    expect(booking).toMatchObject({
      supplier: 'hotelbeds',
      status: 'confirmed',
      hotelName: offer.name,
      checkIn: '2027-01-15',
      checkOut: '2027-01-18',
      total: rate.total,
    });
    expect(booking.id).toMatch(/^1-\d{7}$/);
    expect(booking.hotelConfirmation).toMatch(/^HCN\d{8}$/);
    const sent = sandbox.requests.find((r) => r.method === 'POST' && r.path === '/hotel-api/1.0/bookings')!.body;
    expect(sent).toMatchObject({
      holder: { name: 'Asha', surname: 'Rao' },
      clientReference: 'ord-1',
      rooms: [
        {
          rateKey: checked.key,
          paxes: [
            { roomId: 1, type: 'AD', name: 'Asha', surname: 'Rao' },
            { roomId: 1, type: 'AD', name: 'Ravi', surname: 'Rao' },
            { roomId: 1, type: 'CH', age: 7, name: 'Mira', surname: 'Rao' },
          ],
        },
      ],
    });
    expect(await supplier.getBooking(booking.id)).toEqual(booking);
  });

  it('gives the moved price at check, and refuses a booking at the old price as price_changed', async () => {
    const { offer, index } = bookableOffer(await supplier.search(search));
    const rate = offer.rates[index];
    sandbox.forceNext('price_change');
    const checked = await supplier.checkRate(rate.key);
    expect(checked.total.amountMinor).toBeGreaterThan(rate.total.amountMinor);
    expect(checked.total.amountMinor).toBeLessThanOrEqual(Math.round(rate.total.amountMinor * 1.07));
    const error = await refusal(supplier.book({ ...request(offer, index), rateKey: checked.key }));
    expect(error).toMatchObject({ code: 'price_changed', refused: true });
    // The old key now books at no price: Hotelbeds refuses it.
    const old = await refusal(supplier.book(request(offer, index, 'ord-2')));
    expect(old).toMatchObject({ code: 'price_changed', refused: true });
    expect(sandbox.bookingCount()).toBe(0);
  });

  it('refuses a sold-out room as sold_out, with nothing booked', async () => {
    const { offer, index } = bookableOffer(await supplier.search(search));
    sandbox.forceNext('sold_out');
    const error = await refusal(supplier.book(request(offer, index)));
    expect(error).toMatchObject({ code: 'sold_out', refused: true });
    expect(sandbox.bookingCount()).toBe(0);
  });

  it('leaves a 5xx unknown', async () => {
    sandbox.forceNext('error');
    sandbox.forceNext('error');
    const error = await refusal(supplier.search(search));
    expect(error).toMatchObject({ code: 'unavailable', refused: false, httpStatus: 503 });
  });

  it('times out within the deadline, as unknown', async () => {
    sandbox.forceNext('timeout');
    sandbox.forceNext('timeout');
    const started = Date.now();
    const error = await refusal(supplier.getBooking('1-1234567'));
    expect(error).toMatchObject({ code: 'timeout', refused: false });
    expect(Date.now() - started).toBeLessThan(2 * 400 + 600);
  });

  it('leaves a malformed 200 unknown', async () => {
    sandbox.forceNext('malformed');
    sandbox.forceNext('malformed');
    const error = await refusal(supplier.search(search));
    expect(error).toMatchObject({ code: 'malformed', refused: false });
  });

  it('refuses an expired or unknown rate key as offer_gone', async () => {
    const { offer, index } = bookableOffer(await supplier.search(search));
    clockOffset = 61 * 60_000;
    expect(await refusal(supplier.checkRate(offer.rates[index].key))).toMatchObject({
      code: 'offer_gone',
      refused: true,
    });
    expect(await refusal(supplier.checkRate('20270115|20270118|W|1|X|R|bm90LWEta2V5'))).toMatchObject({
      code: 'offer_gone',
      refused: true,
    });
  });

  it('finds the one booking made behind a timed-out booking call, and never makes a second', async () => {
    const { offer, index } = bookableOffer(await supplier.search(search));
    sandbox.forceNext('timeout', '/hotel-api/1.0/bookings');
    const error = await refusal(supplier.book(request(offer, index, 'ord-lost')));
    expect(error).toMatchObject({ code: 'timeout', refused: false });
    expect(sandbox.bookingCount()).toBe(1);
    const found = await supplier.findBooking('ord-lost', '2027-01-15');
    expect(found).toMatchObject({ status: 'confirmed', total: offer.rates[index].total });
    expect(sandbox.requests.at(-2)!.path).toContain('clientReference=ord-lost');
    expect(await supplier.findBooking('ord-never-sent', '2027-01-15')).toBeNull();
    expect(sandbox.bookingCount()).toBe(1);
  });

  it('gives a reference longer than 20 characters a stable clientReference, found again', async () => {
    const { offer, index } = bookableOffer(await supplier.search(search));
    const reference = 'order-2027-0000000000042-a';
    const booking = await supplier.book(request(offer, index, reference));
    const sent = sandbox.requests.find((r) => r.method === 'POST' && r.path === '/hotel-api/1.0/bookings')!.body as {
      clientReference: string;
    };
    expect(sent.clientReference.length).toBeLessThanOrEqual(20);
    expect((await supplier.findBooking(reference, '2027-01-15'))?.id).toBe(booking.id);
  });

  it('sells the last room once to two buyers at the same time', async () => {
    const target = hotels.find((h) => sellsHotel(h.id))!;
    target.rooms[0].available = 1;
    await supplier.search(search); // the sandbox learns its codes from the properties it has served
    const offers = await supplier.search({
      ...search,
      destination: undefined,
      hotelIds: [String(hotelCodeOf(target.id))],
    });
    const offer = offers[0];
    const index = offer.rates.findIndex((r) => r.roomName === 'DELUXE ROOM');
    const results = await Promise.allSettled([
      supplier.book(request(offer, index, 'buyer-a')),
      supplier.book(request(offer, index, 'buyer-b')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ code: 'sold_out', refused: true });
    expect(sandbox.bookingCount()).toBe(1);
  });

  it('quotes a cancellation (simulation, nothing done), then cancels with the policy’s penalty', async () => {
    const offers = await supplier.search(search);
    let picked: { offer: StayOffer; index: number } | undefined;
    for (const offer of offers) {
      const index = offer.rates.findIndex((r) => !r.needsCheck && r.cancellation.freeUntil !== null);
      if (index >= 0) picked = { offer, index };
      if (picked) break;
    }
    const { offer, index } = picked!;
    const booking = await supplier.book(request(offer, index));
    const free = await supplier.quoteCancellation(booking.id);
    expect(free).toEqual({
      bookingId: booking.id,
      penalty: { amountMinor: 0, currency: 'INR' },
      refund: booking.total,
    });
    expect((await supplier.getBooking(booking.id)).status).toBe('confirmed');
    clockOffset = Date.parse('2027-01-13T00:00:00Z') - Date.now();
    const late = await supplier.quoteCancellation(booking.id);
    expect(late.penalty).toEqual(booking.cancellation.penalty);
    expect(late.refund.amountMinor).toBe(booking.total.amountMinor - booking.cancellation.penalty.amountMinor);
    expect(sandbox.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: expect.stringContaining('cancellationFlag=SIMULATION'),
    });
    const cancelled = await supplier.cancel(booking.id);
    expect(cancelled.status).toBe('cancelled');
    expect(sandbox.requests.at(-1)!.path).toContain('cancellationFlag=CANCELLATION');
    // Sent again (after an unclear answer), the cancellation is the one already made.
    expect((await supplier.cancel(booking.id)).status).toBe('cancelled');
  });

  it('keeps its bookings across a restart', async () => {
    const { offer, index } = bookableOffer(await supplier.search(search));
    const booking = await supplier.book(request(offer, index));
    await sandbox.close();
    await start();
    expect(sandbox.bookingCount()).toBe(1);
    expect(await supplier.getBooking(booking.id)).toEqual(booking);
    // Hotel codes learnt before the restart still resolve.
    expect(await supplier.search({ ...search, destination: undefined, hotelIds: [offer.hotelId] })).toHaveLength(1);
  });

  it('refuses a bad or stale signature with 401', async () => {
    const wrong = hotelbedsStays({
      apiKey: API_KEY,
      secret: 'not-the-secret',
      baseUrl: sandbox.url,
      callTimeoutMs: 400,
    });
    expect(await refusal(wrong.search(search))).toMatchObject({ code: 'unauthorized', refused: true, httpStatus: 401 });
    const stale = hotelbedsStays({
      apiKey: API_KEY,
      secret: SECRET,
      baseUrl: sandbox.url,
      callTimeoutMs: 400,
      now: () => new Date(Date.now() - 6 * 60_000),
    });
    expect(await refusal(stale.search(search))).toMatchObject({ code: 'unauthorized', refused: true, httpStatus: 401 });
    const skewed = hotelbedsStays({
      apiKey: API_KEY,
      secret: SECRET,
      baseUrl: sandbox.url,
      callTimeoutMs: 400,
      now: () => new Date(Date.now() + 4 * 60_000),
    });
    expect((await skewed.search(search)).length).toBeGreaterThan(0);
  });
});
