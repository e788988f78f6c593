import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AirSearch, AirSupplier, SupplierPassenger } from '../air';
import { SupplierError } from '../errors';
import { memoryReferenceStore, memoryScheduleStore, tripjackAir } from './air';
import { sellsFlight, standardFareRupees, startTripjackSandbox, type TripjackSandbox } from './sandbox';
import { testTimetable } from '../testing/timetable';

const API_KEY = 'tj-test-key';
const NO_FAULTS = { error: 0, timeout: 0, price_change: 0, sold_out: 0, failed_200: 0, malformed: 0 };

const oneWay: AirSearch = {
  slices: [{ from: 'DEL', to: 'BOM', date: '2027-01-15' }],
  adults: 2,
  children: 1,
  infants: 0,
  cabin: 'economy',
};
const adult = (givenName: string): SupplierPassenger => ({
  type: 'adult',
  title: 'ms',
  gender: 'f',
  givenName,
  familyName: 'Rao',
  bornOn: '1990-04-01',
  email: 'asha@example.com',
  phone: '+919876543210',
});
const passengers: SupplierPassenger[] = [
  adult('Asha'),
  adult('Meera'),
  { ...adult('Ravi'), type: 'child', title: 'mr', gender: 'm', bornOn: '2018-06-01' },
];

async function refusal(promise: Promise<unknown>): Promise<SupplierError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SupplierError) return error;
    throw error;
  }
  throw new Error('expected a SupplierError');
}

describe('tripjackAir against the local TripJack sandbox', () => {
  let dir: string;
  let sandbox: TripjackSandbox;
  let supplier: AirSupplier;
  const start = async () => {
    sandbox = await startTripjackSandbox({
      timetable: testTimetable,
      stateFile: path.join(dir, 'tripjack.json'),
      apiKey: API_KEY,
      latencyMs: { min: 0, max: 0 },
      faults: NO_FAULTS,
    });
    supplier = tripjackAir({
      apiKey: API_KEY,
      baseUrl: sandbox.url,
      callTimeoutMs: 400,
      searchTimeoutMs: 800,
      amendmentPollMs: 5,
    });
  };

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tripjack-'));
    await start();
  });
  afterEach(async () => {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const firstOffer = async (search = oneWay) => (await supplier.search(search))[0];
  const bookInstant = async (reference = 'ord-1') => {
    const offer = await supplier.priceOffer((await firstOffer()).id);
    return supplier.createOrder({ offerId: offer.id, type: 'instant', passengers, payment: offer.total, reference });
  };

  it('searches a deterministic part of the timetable, priced in paise, with fare families', async () => {
    const before = Date.now();
    const offers = await supplier.search(oneWay);
    const flights = await testTimetable(oneWay.slices[0]);
    const sold = flights.filter(sellsFlight);
    expect(sold.length).toBeGreaterThan(0);
    expect(sold.length).toBeLessThan(flights.length + 1);
    const standard = offers.filter((o) => o.fareFamily === 'Standard');
    expect(standard).toHaveLength(sold.length);
    for (const offer of standard) {
      const flight = sold.find((f) => f.flightNumber === offer.slices[0].segments[0].flightNumber)!;
      const adultFare = standardFareRupees(flight, 'economy');
      expect(offer.total).toEqual({
        amountMinor: (adultFare * 2 + Math.round(adultFare * 0.9)) * 100,
        currency: 'INR',
      });
      expect(offer.baggage).toEqual({ checkedKg: 15, cabinKg: 7 });
      expect(offer.slices[0]).toMatchObject({ from: 'DEL', to: 'BOM', durationMin: flight.durationMin });
      expect(offer.holdUntil).toBeNull();
      expect(offer.seatsLeft).toBe(9);
    }
    for (const flexi of offers.filter((o) => o.fareFamily === 'Flexi')) expect(flexi.refundable).toBe(true);
    expect(new Set(offers.map((o) => o.fareFamily))).toEqual(new Set(['Standard', 'Flexi']));
    const expires = Date.parse(offers[0].expiresAt) - before;
    expect(expires).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(15 * 60_000 + 5000);
    expect(sandbox.requests[0].path).toBe('/fms/v1/air-search-all');
  });

  it('prices a round trip as one COMBO offer with two slices', async () => {
    const offers = await supplier.search({
      ...oneWay,
      slices: [...oneWay.slices, { from: 'BOM', to: 'DEL', date: '2027-01-20' }],
    });
    expect(offers.length).toBeGreaterThan(0);
    expect(offers[0].slices.map((s) => `${s.from}-${s.to}`)).toEqual(['DEL-BOM', 'BOM-DEL']);
  });

  it('reviews, books at once and comes back ticketed with a PNR and a ticket per traveller', async () => {
    const searched = await firstOffer();
    const priced = await supplier.priceOffer(searched.id);
    expect(priced.total).toEqual(searched.total);
    expect(priced.holdUntil).not.toBeNull();
    const order = await supplier.createOrder({
      offerId: priced.id,
      type: 'instant',
      passengers,
      payment: priced.total,
      reference: 'ord-1',
    });
    expect(order).toMatchObject({ supplier: 'tripjack', status: 'ticketed', total: priced.total, payBy: null });
    expect(order.bookingReference).toMatch(/^[A-Z]{6}$/);
    expect(order.ticketNumbers).toHaveLength(3);
    expect(order.slices).toEqual(priced.slices);
    expect(await supplier.getOrder(order.id)).toEqual(order);
    const book = sandbox.requests.find((r) => r.path === '/oms/v1/air/book')!.body as Record<string, unknown>;
    expect(book).toMatchObject({ bookingId: order.id, paymentInfos: [{ amount: priced.total.amountMinor / 100 }] });
  });

  it('reviews again when createOrder comes without a review in this process', async () => {
    const offer = await firstOffer();
    const order = await supplier.createOrder({
      offerId: offer.id,
      type: 'instant',
      passengers,
      payment: offer.total,
      reference: 'ord-2',
    });
    expect(order.status).toBe('ticketed');
    expect(sandbox.requests.map((r) => r.path)).toContain('/fms/v1/review');
  });

  it('holds unpaid, then pays the hold (fare-validate, confirm-book) and is ticketed', async () => {
    const offer = await supplier.priceOffer((await firstOffer()).id);
    const held = await supplier.createOrder({ offerId: offer.id, type: 'hold', passengers, reference: 'ord-3' });
    expect(held).toMatchObject({ status: 'held', ticketNumbers: [] });
    expect(Date.parse(held.payBy!)).toBeGreaterThan(Date.now() + 19 * 60_000);
    expect(sandbox.requests.at(-2)!.body).not.toHaveProperty('paymentInfos');
    const paid = await supplier.payHeldOrder(held.id, held.total);
    expect(paid).toMatchObject({ status: 'ticketed', payBy: null, bookingReference: held.bookingReference });
    expect(paid.ticketNumbers).toHaveLength(3);
    expect(sandbox.requests.slice(-3).map((r) => r.path)).toEqual([
      '/oms/v1/air/fare-validate',
      '/oms/v1/air/confirm-book',
      '/oms/v1/booking-details',
    ]);
  });

  it('releases a hold (unhold with its PNR): the order is cancelled', async () => {
    const offer = await supplier.priceOffer((await firstOffer()).id);
    const held = await supplier.createOrder({ offerId: offer.id, type: 'hold', passengers, reference: 'ord-4' });
    await supplier.releaseHeldOrder(held.id);
    expect(sandbox.requests.at(-1)!.body).toEqual({ bookingId: held.id, pnrs: [held.bookingReference] });
    expect((await supplier.getOrder(held.id)).status).toBe('cancelled');
  });

  it('gives the moved price at review, and refuses an order paid at the old one as price_changed', async () => {
    const searched = await firstOffer();
    sandbox.forceNext('price_change');
    const priced = await supplier.priceOffer(searched.id);
    expect(priced.total.amountMinor).toBeGreaterThan(searched.total.amountMinor);
    expect(priced.total.amountMinor).toBeLessThanOrEqual(Math.round(searched.total.amountMinor * 1.07));
    const error = await refusal(
      supplier.createOrder({
        offerId: searched.id,
        type: 'instant',
        passengers,
        payment: searched.total,
        reference: 'ord-5',
      }),
    );
    expect(error).toMatchObject({ code: 'price_changed', refused: true });
    expect(sandbox.bookingCount()).toBe(0);
  });

  it('refuses a sold-out booking as sold_out, with nothing booked', async () => {
    const offer = await supplier.priceOffer((await firstOffer()).id);
    sandbox.forceNext('sold_out');
    const error = await refusal(
      supplier.createOrder({
        offerId: offer.id,
        type: 'instant',
        passengers,
        payment: offer.total,
        reference: 'ord-6',
      }),
    );
    expect(error).toMatchObject({ code: 'sold_out', refused: true });
    expect(sandbox.bookingCount()).toBe(0);
  });

  it('treats a 5xx at book as unknown and sends it once', async () => {
    const offer = await supplier.priceOffer((await firstOffer()).id);
    sandbox.forceNext('error');
    const error = await refusal(
      supplier.createOrder({
        offerId: offer.id,
        type: 'instant',
        passengers,
        payment: offer.total,
        reference: 'ord-7',
      }),
    );
    expect(error).toMatchObject({ refused: false, httpStatus: 503 });
    expect(sandbox.requests.filter((r) => r.path === '/oms/v1/air/book')).toHaveLength(1);
  });

  it('gives up at the deadline with an unknown outcome; findOrder then finds the one booking', async () => {
    const offer = (await supplier.search(oneWay))[0];
    // Not the review createOrder makes first: the book after it.
    sandbox.forceNext('timeout', '/oms/v1/air/book');
    const started = Date.now();
    const error = await refusal(
      supplier.createOrder({
        offerId: offer.id,
        type: 'instant',
        passengers,
        payment: offer.total,
        reference: 'ord-8',
      }),
    );
    expect(error).toMatchObject({ code: 'timeout', refused: false });
    expect(Date.now() - started).toBeLessThan(1500);
    const found = await supplier.findOrder('ord-8', offer.id);
    expect(found).toMatchObject({ status: 'ticketed' });
    expect(found!.bookingReference).toMatch(/^[A-Z]{6}$/);
    expect(sandbox.bookingCount()).toBe(1);
    expect(sandbox.requests.filter((r) => r.path === '/oms/v1/air/book')).toHaveLength(1);
    // Sent again by mistake, the same reviewed bookingId is refused as booked (TripJack keys a booking by it),
    // and that booking is this order's.
    const again = await supplier.createOrder({
      offerId: offer.id,
      type: 'instant',
      passengers,
      payment: offer.total,
      reference: 'ord-8',
    });
    expect(again).toEqual(found);
    expect(sandbox.bookingCount()).toBe(1);
  });

  it('books two orders of one offer with two reviews, never one bookingId for both', async () => {
    const offer = await supplier.priceOffer((await firstOffer()).id);
    const [a, b] = await Promise.all(
      ['two-1', 'two-2'].map((reference) =>
        supplier.createOrder({ offerId: offer.id, type: 'instant', passengers, payment: offer.total, reference }),
      ),
    );
    expect(a.id).not.toBe(b.id);
    expect(sandbox.bookingCount()).toBe(2);
  });

  it("ends a search at the caller's deadline with an unknown outcome", async () => {
    sandbox.forceNext('timeout');
    const started = Date.now();
    const error = await refusal(supplier.search(oneWay, AbortSignal.timeout(150)));
    expect(error).toMatchObject({ code: 'timeout', refused: false });
    expect(Date.now() - started).toBeLessThan(700);
    expect(sandbox.requests).toHaveLength(1); // the deadline passed: not asked again
  });

  it('refuses a booking as sold_out when the seats went since the review', async () => {
    const three = [adult('A'), adult('B'), adult('C')];
    const offer = (await supplier.search({ ...oneWay, adults: 3, children: 0 })).find(
      (o) => o.fareFamily === 'Standard',
    )!;
    expect(offer.seatsLeft).toBe(9);
    const reviewed = await supplier.priceOffer(offer.id);
    // Another seller takes all nine seats meanwhile.
    const other = tripjackAir({ apiKey: API_KEY, baseUrl: sandbox.url, callTimeoutMs: 400 });
    for (const reference of ['s-1', 's-2', 's-3']) {
      await other.createOrder({
        offerId: offer.id,
        type: 'instant',
        passengers: three,
        payment: offer.total,
        reference,
      });
    }
    const error = await refusal(
      supplier.createOrder({
        offerId: reviewed.id,
        type: 'instant',
        passengers: three,
        payment: reviewed.total,
        reference: 's-4',
      }),
    );
    expect(error).toMatchObject({ code: 'sold_out', refused: true });
    expect(sandbox.bookingCount()).toBe(3);
  });

  it('findOrder answers null when the booking was never sent, and the bookingId sent when it was', async () => {
    const offer = await firstOffer();
    sandbox.forceNext('error', '/fms/v1/review');
    sandbox.forceNext('error', '/fms/v1/review');
    const error = await refusal(
      supplier.createOrder({
        offerId: offer.id,
        type: 'instant',
        passengers,
        payment: offer.total,
        reference: 'ord-9',
      }),
    );
    expect(error.refused).toBe(false);
    expect(await supplier.findOrder('ord-9', offer.id)).toBeNull();
    // Booked, then asked with no review of the offer left in this process: found by the reference.
    const order = await supplier.createOrder({
      offerId: offer.id,
      type: 'instant',
      passengers,
      payment: offer.total,
      reference: 'ord-9b',
    });
    await supplier.priceOffer(offer.id);
    expect((await supplier.findOrder('ord-9b', offer.id))!.id).toBe(order.id);
  });

  it('will not say "none" for a reference it has no record of, unless its record is durable', async () => {
    const offer = await firstOffer();
    const references = memoryReferenceStore();
    const durable = { ...references, durable: true };
    const before = tripjackAir({ apiKey: API_KEY, baseUrl: sandbox.url, callTimeoutMs: 400, references: durable });
    sandbox.forceNext('timeout', '/oms/v1/air/book');
    await refusal(
      before.createOrder({ offerId: offer.id, type: 'instant', passengers, payment: offer.total, reference: 'ord-r' }),
    );
    // A process started afresh, with only its memory: it cannot tell whether another one booked.
    const forgetful = tripjackAir({ apiKey: API_KEY, baseUrl: sandbox.url, callTimeoutMs: 400 });
    expect(await refusal(forgetful.findOrder('ord-r', offer.id))).toMatchObject({
      code: 'unknown_reference',
      refused: false,
    });
    // With the durable record, it finds the one booking, and knows a reference never recorded was never sent.
    const restarted = tripjackAir({ apiKey: API_KEY, baseUrl: sandbox.url, callTimeoutMs: 400, references: durable });
    expect((await restarted.findOrder('ord-r', offer.id))!.status).toBe('ticketed');
    expect(await restarted.findOrder('ord-never', offer.id)).toBeNull();
    expect(sandbox.bookingCount()).toBe(1);
  });

  it('treats a 200 it cannot read as unknown; findOrder finds what was booked', async () => {
    const offer = await supplier.priceOffer((await firstOffer()).id);
    sandbox.forceNext('malformed');
    const error = await refusal(
      supplier.createOrder({
        offerId: offer.id,
        type: 'instant',
        passengers,
        payment: offer.total,
        reference: 'ord-10',
      }),
    );
    expect(error).toMatchObject({ code: 'malformed', refused: false });
    expect((await supplier.findOrder('ord-10', offer.id))!.status).toBe('ticketed');
  });

  it("refuses a 200 with status.success=false, with TripJack's message", async () => {
    const searched = await firstOffer();
    sandbox.forceNext('failed_200');
    const error = await refusal(supplier.priceOffer(searched.id));
    expect(error.refused).toBe(true);
    expect(error.message).toBe('TripJack: Internal error, please try again');
  });

  it('says offer_gone for a price id TripJack no longer sells', async () => {
    const error = await refusal(supplier.priceOffer('TJP-not-a-price'));
    expect(error).toMatchObject({ code: 'offer_gone', refused: true });
  });

  it('is refused with a wrong api key', async () => {
    const wrong = tripjackAir({ apiKey: 'wrong', baseUrl: sandbox.url, callTimeoutMs: 400 });
    const error = await refusal(wrong.search(oneWay));
    expect(error).toMatchObject({ refused: true, httpStatus: 401 });
    expect(error.message).toContain('Invalid apikey');
  });

  it('quotes a cancellation, confirms it and polls until SUCCESS', async () => {
    const order = await bookInstant('ord-11');
    const quote = await supplier.quoteCancellation(order.id);
    expect(quote).toMatchObject({ orderId: order.id, confirmedAt: null, refundTo: 'balance' });
    expect(quote.refund.currency).toBe('INR');
    expect(quote.refund.amountMinor).toBeGreaterThan(0);
    expect(quote.refund.amountMinor).toBeLessThanOrEqual(order.total.amountMinor);
    const confirmed = await supplier.confirmCancellation(quote.id);
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(sandbox.requests.filter((r) => r.path === '/oms/v1/air/amendment/amendment-details')).toHaveLength(2);
    expect((await supplier.getOrder(order.id)).status).toBe('cancelled');
  });

  it('keeps its bookings across a sandbox restart', async () => {
    const order = await bookInstant('ord-12');
    await sandbox.close();
    await start();
    expect(await supplier.getOrder(order.id)).toEqual(order);
  });

  it("notices the airline's change by reading booking-details, and forgets it once accepted", async () => {
    const order = await bookInstant('ord-13');
    expect(await supplier.airlineChanges(order.id)).toEqual([]);
    sandbox.changeSchedule(order.id, 'retimed');
    const [change] = await supplier.airlineChanges(order.id);
    expect(change.removed).toEqual(order.slices);
    expect(change.added[0].segments[0].flightNumber).toBe(order.slices[0].segments[0].flightNumber);
    expect(change.added[0].segments[0].departingAt).not.toBe(order.slices[0].segments[0].departingAt);
    expect((await supplier.acceptAirlineChange(change.id)).acceptedAt).not.toBeNull();
    expect(await supplier.airlineChanges(order.id)).toEqual([]);
    sandbox.changeSchedule(order.id, 'cancelled');
    const [cancelled] = await supplier.airlineChanges(order.id);
    expect(cancelled.added).toEqual([]);
  });

  it('with a shared schedule store, another process notices the change and accepts it by its id', async () => {
    const schedules = memoryScheduleStore();
    const booking = tripjackAir({ apiKey: API_KEY, baseUrl: sandbox.url, callTimeoutMs: 400, schedules });
    const offer = await booking.priceOffer((await firstOffer()).id);
    const order = await booking.createOrder({
      offerId: offer.id,
      type: 'instant',
      payment: offer.total,
      reference: 'ord-13b',
      passengers,
    });
    sandbox.changeSchedule(order.id, 'retimed');

    // Another API process (or this one after a restart): nothing in memory, the same store.
    const polling = tripjackAir({ apiKey: API_KEY, baseUrl: sandbox.url, callTimeoutMs: 400, schedules });
    const [change] = await polling.airlineChanges(order.id);
    expect(change.removed).toEqual(order.slices);
    const accepting = tripjackAir({ apiKey: API_KEY, baseUrl: sandbox.url, callTimeoutMs: 400, schedules });
    expect((await accepting.acceptAirlineChange(change.id)).acceptedAt).not.toBeNull();
    expect(await polling.airlineChanges(order.id)).toEqual([]);
  });

  it('reads seat maps for the reviewed offer', async () => {
    const offer = await supplier.priceOffer((await firstOffer()).id);
    const [map] = await supplier.seatMaps(offer.id);
    expect(map.segmentIndex).toBe(0);
    expect(map.seats.length).toBe(180);
    expect(map.seats.some((seat) => !seat.available && seat.price === undefined)).toBe(true);
    expect(
      map.seats.find((seat) => seat.designator === '1A' && seat.available)?.price ?? { currency: 'INR' },
    ).toMatchObject({
      currency: 'INR',
    });
  });

  it('does not offer date changes until the reissue flow is confirmed', async () => {
    await expect(supplier.changeOffers('TJS1', 0, '2027-01-20')).rejects.toMatchObject({
      code: 'not_supported',
      refused: true,
    });
  });
});

describe('the TripJack sandbox', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'tripjack-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sells about four flights in five, a different part on each day', async () => {
    let sold = 0;
    let total = 0;
    for (let day = 10; day < 30; day++) {
      const flights = await testTimetable({ from: 'BLR', to: 'CCU', date: `2027-02-${day}` });
      total += flights.length;
      sold += flights.filter(sellsFlight).length;
    }
    expect(sold / total).toBeGreaterThan(0.7);
    expect(sold / total).toBeLessThan(0.9);
  });

  it('lets a hold lapse after 20 minutes', async () => {
    let now = Date.now();
    const sandbox = await startTripjackSandbox({
      timetable: testTimetable,
      stateFile: path.join(dir, 'state.json'),
      apiKey: API_KEY,
      latencyMs: { min: 0, max: 0 },
      faults: NO_FAULTS,
      now: () => now,
    });
    try {
      const supplier = tripjackAir({ apiKey: API_KEY, baseUrl: sandbox.url, callTimeoutMs: 400 });
      const [offer] = await supplier.search(oneWay);
      await supplier.priceOffer(offer.id);
      const held = await supplier.createOrder({ offerId: offer.id, type: 'hold', passengers, reference: 'h-1' });
      now += 19 * 60_000;
      expect((await supplier.getOrder(held.id)).status).toBe('held');
      now += 2 * 60_000;
      expect((await supplier.getOrder(held.id)).status).toBe('cancelled');
      await expect(supplier.payHeldOrder(held.id, held.total)).rejects.toMatchObject({ refused: true });
    } finally {
      await sandbox.close();
    }
  });
});
