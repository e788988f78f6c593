import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SupplierError } from '../errors';
import { sellsHotel } from '../hotelbeds/sandbox';
import type { CatalogueHotel, HotelCatalogue, StayBookingRequest, StayOffer, StaySearch, StaySupplier } from '../stays';
import { duffelStays } from './stays';
import {
  accommodationIdOf,
  sellsStay,
  stayBasePaise,
  stayTotalPaise,
  startDuffelStaysSandbox,
  type DuffelStaysSandbox,
} from './staysSandbox';

const TOKEN = 'duffel_test_stays';
const NO_FAULTS = { error: 0, timeout: 0, price_change: 0, sold_out: 0, malformed: 0 };
const CENTRE = { lat: 26.9124, lng: 75.7873 };

/** Twelve properties around Jaipur's centre, two room types each, three nights. */
function testHotels(): CatalogueHotel[] {
  return Array.from({ length: 12 }, (_, index) => ({
    id: `htl-${index + 1}`,
    name: `Haveli ${index + 1}`,
    stars: 3 + (index % 3),
    address: `${index + 10} MI Road`,
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

describe('duffelStays against the local Duffel Stays sandbox', () => {
  let dir: string;
  let sandbox: DuffelStaysSandbox;
  let supplier: StaySupplier;
  let hotels: CatalogueHotel[];
  let clockOffset: number;
  const catalogue: HotelCatalogue = async ({ city, hotelIds }) =>
    hotels.filter((h) => (!city || h.city === city) && (!hotelIds || hotelIds.includes(h.id)));

  const start = async () => {
    sandbox = await startDuffelStaysSandbox({
      catalogue,
      stateFile: path.join(dir, 'duffel-stays.json'),
      accessToken: TOKEN,
      latencyMs: { min: 0, max: 0 },
      faults: NO_FAULTS,
      now: () => Date.now() + clockOffset,
    });
    supplier = duffelStays({
      accessToken: TOKEN,
      baseUrl: sandbox.url,
      callTimeoutMs: 400,
      searchTimeoutMs: 1500,
      now: () => new Date(Date.now() + clockOffset),
    });
  };

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'duffel-stays-'));
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
  /** The first offer's first rate refundable in full for a while. */
  const flexible = (offers: StayOffer[]) => {
    for (const offer of offers) {
      const index = offer.rates.findIndex((r) => r.cancellation.freeUntil !== null);
      if (index >= 0) return { offer, index };
    }
    throw new Error('no flexible rate');
  };

  it('sells its own share of the catalogue around a destination, in paise with tax, cheapest first', async () => {
    const before = Date.now();
    const offers = await supplier.search(search);
    const sold = hotels.filter((h) => sellsStay(h.id));
    expect(sold.length).toBeGreaterThan(0);
    expect(sold.length).toBeLessThan(hotels.length);
    expect(offers.map((o) => o.name).sort()).toEqual(sold.map((h) => h.name).sort());
    for (const offer of offers) {
      const hotel = sold.find((h) => h.name === offer.name)!;
      expect(offer).toMatchObject({
        supplier: 'duffel-stays',
        hotelId: accommodationIdOf(hotel.id),
        address: hotel.address,
        city: 'Jaipur',
        lat: hotel.lat,
        lng: hotel.lng,
        stars: hotel.stars,
      });
      const totals = offer.rates.map((r) => r.total.amountMinor);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      const deluxe = offer.rates.filter((r) => r.roomName === 'Deluxe Room');
      const nonRefundable = deluxe.find((r) => r.cancellation.freeUntil === null)!;
      const refundable = deluxe.find((r) => r.cancellation.freeUntil !== null)!;
      expect(nonRefundable.total).toEqual({
        amountMinor: stayTotalPaise(stayBasePaise(hotel, hotel.rooms[0], 1, 'N')),
        currency: 'INR',
      });
      expect(nonRefundable.cancellation.penalty).toEqual(nonRefundable.total);
      expect(refundable.total).toEqual({
        amountMinor: stayTotalPaise(stayBasePaise(hotel, hotel.rooms[0], 1, 'F')),
        currency: 'INR',
      });
      // Its own policy: free until noon two days before, then half of the stay.
      expect(refundable.cancellation.freeUntil).toBe('2027-01-13T12:00:00.000Z');
      expect(refundable.cancellation.penalty.amountMinor).toBe(
        refundable.total.amountMinor - Math.round(refundable.total.amountMinor / 2),
      );
      expect(refundable.boardName).toBe(hotel.rooms[0].breakfastIncluded ? 'Breakfast included' : 'Room only');
      expect(refundable.needsCheck).toBe(false);
      expect(refundable.roomsLeft).toBe(4);
      const expires = Date.parse(offer.expiresAt) - before;
      expect(expires).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
      expect(expires).toBeLessThanOrEqual(30 * 60_000 + 5000);
    }
    expect(offers.flatMap((o) => o.rates).some((r) => r.payment === 'pay_at_hotel')).toBe(true);
    expect(sandbox.requests[0]).toMatchObject({ method: 'POST', path: '/stays/search' });
    expect(sandbox.requests[0].body).toEqual({
      check_in_date: '2027-01-15',
      check_out_date: '2027-01-18',
      rooms: 1,
      guests: [{ type: 'adult' }, { type: 'adult' }, { type: 'child', age: 7 }],
      location: { radius: 10, geographic_coordinates: { latitude: CENTRE.lat, longitude: CENTRE.lng } },
    });
    // The search answer carries no rooms: each result's rates are fetched.
    const fetches = sandbox.requests.filter((r) => r.path.endsWith('/actions/fetch_all_rates'));
    expect(fetches).toHaveLength(sold.length);
  });

  it('overlaps the Hotelbeds sandbox’s share of the catalogue without matching it', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `prop-${i}`);
    const both = ids.filter((id) => sellsStay(id) && sellsHotel(id));
    const onlyHere = ids.filter((id) => sellsStay(id) && !sellsHotel(id));
    const onlyThere = ids.filter((id) => !sellsStay(id) && sellsHotel(id));
    expect(both.length).toBeGreaterThan(50);
    expect(onlyHere.length).toBeGreaterThan(10);
    expect(onlyThere.length).toBeGreaterThan(10);
  });

  it('searches by its own accommodation ids, with the rates in the search answer', async () => {
    const [first] = await supplier.search(search);
    const count = sandbox.requests.length;
    const offers = await supplier.search({ ...search, destination: undefined, hotelIds: [first.hotelId] });
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ hotelId: first.hotelId, name: first.name });
    expect(offers[0].rates.map((r) => r.total)).toEqual(first.rates.map((r) => r.total));
    expect(sandbox.requests.slice(count).map((r) => r.path)).toEqual(['/stays/search']);
    expect(sandbox.requests.at(-1)!.body).toMatchObject({ accommodation: { ids: [first.hotelId], fetch_rates: true } });
  });

  it('searches, quotes, books, reads and cancels a stay (the happy path)', async () => {
    const { offer, index } = flexible(await supplier.search(search));
    const rate = offer.rates[index];
    const checked = await supplier.checkRate(rate.key);
    expect(checked).toMatchObject({ key: rate.key, total: rate.total, roomName: rate.roomName, needsCheck: false });
    expect(checked.cancellation).toEqual(rate.cancellation);
    expect(sandbox.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/stays/quotes',
      body: { rate_id: rate.key },
    });

    const booking = await supplier.book(request(offer, index));
    expect(booking).toMatchObject({
      supplier: 'duffel-stays',
      status: 'confirmed',
      hotelName: offer.name,
      checkIn: '2027-01-15',
      checkOut: '2027-01-18',
      total: rate.total,
      cancellation: rate.cancellation,
    });
    expect(booking.id).toMatch(/^bok_/);
    expect(booking.hotelConfirmation).toMatch(/^[A-Z0-9]{8}$/);
    const [quoted, booked] = sandbox.requests.slice(-2);
    expect(quoted).toMatchObject({ method: 'POST', path: '/stays/quotes', body: { rate_id: rate.key } });
    expect(booked).toMatchObject({ method: 'POST', path: '/stays/bookings' });
    expect(booked.body).toEqual({
      quote_id: expect.stringMatching(/^quo_/),
      guests: [{ given_name: 'Asha', family_name: 'Rao' }],
      email: 'asha@example.com',
      phone_number: '+919876543210',
      metadata: { reference: 'ord-1' },
    });
    expect(await supplier.getBooking(booking.id)).toEqual(booking);

    // Before the free period ends nothing is kept; a quote of the cancellation does nothing.
    expect(await supplier.quoteCancellation(booking.id)).toEqual({
      bookingId: booking.id,
      penalty: { amountMinor: 0, currency: 'INR' },
      refund: booking.total,
    });
    expect((await supplier.getBooking(booking.id)).status).toBe('confirmed');
    // The day before the last step: half comes back.
    clockOffset = Date.parse('2027-01-13T18:00:00Z') - Date.now();
    const late = await supplier.quoteCancellation(booking.id);
    expect(late.refund.amountMinor).toBe(Math.round(booking.total.amountMinor / 2));
    expect(late.penalty.amountMinor).toBe(booking.total.amountMinor - late.refund.amountMinor);

    const cancelled = await supplier.cancel(booking.id);
    expect(cancelled).toMatchObject({ id: booking.id, status: 'cancelled' });
    expect(sandbox.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/stays/bookings/${booking.id}/actions/cancel`,
    });
    // Sent again (after an unclear answer), the cancellation is the one already made.
    expect((await supplier.cancel(booking.id)).status).toBe('cancelled');
    expect((await supplier.getBooking(booking.id)).status).toBe('cancelled');
  });

  it('gives the moved price at the quote, refuses a booking at the old price, and books at the new one', async () => {
    const { offer, index } = flexible(await supplier.search(search));
    const rate = offer.rates[index];
    sandbox.forceNext('price_change');
    const checked = await supplier.checkRate(rate.key);
    expect(checked.total.amountMinor).toBeGreaterThan(rate.total.amountMinor);
    expect(checked.total.amountMinor).toBeLessThanOrEqual(Math.round(rate.total.amountMinor * 1.07));
    const error = await refusal(supplier.book(request(offer, index)));
    expect(error).toMatchObject({ code: 'price_changed', refused: true });
    expect(sandbox.requests.filter((r) => r.path === '/stays/bookings')).toHaveLength(0);
    expect(sandbox.bookingCount()).toBe(0);
    // The traveller accepts the new price: booked at it.
    const booking = await supplier.book({ ...request(offer, index, 'ord-2'), total: checked.total });
    expect(booking).toMatchObject({ status: 'confirmed', total: checked.total });
  });

  it('refuses a room sold out at booking as sold_out, with nothing booked', async () => {
    const { offer, index } = flexible(await supplier.search(search));
    sandbox.forceNext('sold_out');
    const error = await refusal(supplier.book(request(offer, index)));
    expect(error).toMatchObject({ code: 'sold_out', refused: true, httpStatus: 422 });
    expect(sandbox.bookingCount()).toBe(0);
  });

  it('sells the last room once to two buyers at the same time', async () => {
    const target = hotels.find((h) => sellsStay(h.id))!;
    target.rooms[0].available = 1;
    await supplier.search(search); // the sandbox learns its ids from the properties it has served
    const [offer] = await supplier.search({
      ...search,
      destination: undefined,
      hotelIds: [accommodationIdOf(target.id)],
    });
    const index = offer.rates.findIndex((r) => r.roomName === 'Deluxe Room');
    const results = await Promise.allSettled([
      supplier.book(request(offer, index, 'buyer-a')),
      supplier.book(request(offer, index, 'buyer-b')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ code: 'sold_out', refused: true });
    expect(sandbox.bookingCount()).toBe(1);
  });

  it('leaves a 5xx unknown', async () => {
    sandbox.forceNext('error');
    sandbox.forceNext('error');
    expect(await refusal(supplier.search(search))).toMatchObject({ refused: false, httpStatus: 503 });
    const { offer, index } = flexible(await supplier.search(search));
    sandbox.forceNext('error', '/stays/bookings');
    expect(await refusal(supplier.book(request(offer, index)))).toMatchObject({ refused: false, httpStatus: 503 });
    expect(sandbox.bookingCount()).toBe(0);
    expect(await supplier.findBooking('ord-1', '2027-01-15')).toBeNull();
  });

  it('leaves out a property whose rates do not come before the search’s deadline; none at all is unknown', async () => {
    const sold = hotels.filter((h) => sellsStay(h.id));
    sandbox.forceNext('timeout', '/stays/search_results');
    const started = Date.now();
    const offers = await supplier.search(search);
    expect(offers).toHaveLength(sold.length - 1);
    expect(Date.now() - started).toBeLessThan(1500 + 1000);
    for (let i = 0; i < sold.length * 2; i++) sandbox.forceNext('timeout', '/stays/search_results');
    expect(await refusal(supplier.search(search))).toMatchObject({ code: 'timeout', refused: false });
  });

  it('times out within the deadline, as unknown', async () => {
    sandbox.forceNext('timeout');
    sandbox.forceNext('timeout');
    const started = Date.now();
    const error = await refusal(supplier.getBooking('bok_0000nothere'));
    expect(error).toMatchObject({ code: 'timeout', refused: false });
    expect(Date.now() - started).toBeLessThan(2 * 400 + 600);
  });

  it('finds the one booking made behind a timed-out booking call, and never makes a second', async () => {
    const { offer, index } = flexible(await supplier.search(search));
    sandbox.forceNext('timeout', '/stays/bookings');
    const error = await refusal(supplier.book(request(offer, index, 'ord-lost')));
    expect(error).toMatchObject({ code: 'timeout', refused: false });
    expect(sandbox.requests.filter((r) => r.path === '/stays/bookings')).toHaveLength(1);
    expect(sandbox.bookingCount()).toBe(1);
    const found = await supplier.findBooking('ord-lost', '2027-01-15');
    expect(found).toMatchObject({ status: 'confirmed', total: offer.rates[index].total });
    expect(await supplier.findBooking('ord-never-sent', '2027-01-15')).toBeNull();
    expect(sandbox.bookingCount()).toBe(1);
  });

  it('leaves a malformed 200 unknown, also after a booking was made behind it', async () => {
    sandbox.forceNext('malformed');
    sandbox.forceNext('malformed');
    expect(await refusal(supplier.search(search))).toMatchObject({ code: 'malformed', refused: false });
    const { offer, index } = flexible(await supplier.search(search));
    sandbox.forceNext('malformed', '/stays/bookings');
    expect(await refusal(supplier.book(request(offer, index, 'ord-m')))).toMatchObject({
      code: 'malformed',
      refused: false,
    });
    expect((await supplier.findBooking('ord-m', '2027-01-15'))?.status).toBe('confirmed');
  });

  it('refuses an expired or unknown rate as offer_gone', async () => {
    const { offer, index } = flexible(await supplier.search(search));
    clockOffset = 31 * 60_000;
    expect(await refusal(supplier.checkRate(offer.rates[index].key))).toMatchObject({
      code: 'offer_gone',
      refused: true,
      httpStatus: 422,
    });
    expect(await refusal(supplier.book(request(offer, index)))).toMatchObject({ code: 'offer_gone', refused: true });
    expect(await refusal(supplier.checkRate('rat_0000notarate'))).toMatchObject({ code: 'offer_gone', refused: true });
    expect(sandbox.bookingCount()).toBe(0);
  });

  it('keeps its bookings and the ids it gave across a restart', async () => {
    const { offer, index } = flexible(await supplier.search(search));
    const booking = await supplier.book(request(offer, index));
    await sandbox.close();
    await start();
    expect(sandbox.bookingCount()).toBe(1);
    expect(await supplier.getBooking(booking.id)).toEqual(booking);
    expect((await supplier.findBooking('ord-1', '2027-01-15'))?.id).toBe(booking.id);
    // Accommodation ids served before the restart still resolve, and the room booked is one fewer.
    const [again] = await supplier.search({ ...search, destination: undefined, hotelIds: [offer.hotelId] });
    expect(again.hotelId).toBe(offer.hotelId);
    const same = again.rates.find((r) => r.roomName === offer.rates[index].roomName)!;
    expect(same.roomsLeft).toBe(offer.rates[index].roomsLeft! - 1);
    expect((await supplier.cancel(booking.id)).status).toBe('cancelled');
  });

  it('refuses a wrong access token with 401', async () => {
    const wrong = duffelStays({ accessToken: 'duffel_test_wrong', baseUrl: sandbox.url, callTimeoutMs: 400 });
    expect(await refusal(wrong.search(search))).toMatchObject({ refused: true, httpStatus: 401 });
  });
});
