import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type {
  AirSearch,
  AirSupplier,
  FlightTimetable,
  ScheduledFlight,
  SupplierOffer,
  SupplierPassenger,
} from '../air';
import { SupplierError } from '../errors';
import { duffelAir } from './air';
import { startDuffelSandbox, type DuffelSandbox } from './sandbox';
import { verifyDuffelSignature } from './webhooks';

const TOKEN = 'duffel_test_sandbox';
const DATE = '2027-03-15';

/** Twelve flights a day on any route, an hour apart. */
const timetable: FlightTimetable = async ({ from, to, date }) =>
  Array.from({ length: 12 }, (_, index): ScheduledFlight => ({
    carrier: '6E',
    flightNumber: `6E ${2100 + index}`,
    from,
    to,
    date,
    depMinute: 6 * 60 + index * 60,
    durationMin: 130,
    stops: 0,
    via: null,
    aircraft: 'Airbus A320neo',
    checkedKg: 15,
    cabinKg: 7,
    refundable: index % 2 === 0,
    economyMinor: 5_000_00,
    seatsLeft: 9,
  }));

const oneWay: AirSearch = {
  slices: [{ from: 'DEL', to: 'BOM', date: DATE }],
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy',
};

const asha: SupplierPassenger = {
  type: 'adult',
  title: 'ms',
  gender: 'f',
  givenName: 'Asha',
  familyName: 'Rao',
  bornOn: '1990-04-02',
  email: 'asha@example.com',
  phone: '98765 43210',
};

async function rejection(promise: Promise<unknown>): Promise<SupplierError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SupplierError);
    return error as SupplierError;
  }
  throw new Error('expected a SupplierError');
}

describe('duffelAir against the local Duffel sandbox', () => {
  let dir: string;
  let stateFile: string;
  let sandbox: DuffelSandbox;
  let duffel: AirSupplier;
  let clock: number | undefined;

  const start = async (webhook?: { url: string; secret: string }) => {
    sandbox = await startDuffelSandbox({
      timetable,
      stateFile,
      accessToken: TOKEN,
      latencyMs: { min: 0, max: 0 },
      faults: { error: 0, timeout: 0, price_change: 0, sold_out: 0, malformed: 0 },
      now: () => clock ?? Date.now(),
      webhook,
    });
    duffel = duffelAir({ accessToken: TOKEN, baseUrl: sandbox.url, searchTimeoutMs: 3_000, callTimeoutMs: 800 });
  };

  beforeEach(async () => {
    clock = undefined;
    dir = await mkdtemp(path.join(os.tmpdir(), 'duffel-sandbox-'));
    stateFile = path.join(dir, 'state.json');
    await start();
  });
  afterEach(async () => {
    await sandbox.close();
    await rm(dir, { recursive: true, force: true });
  });

  const cheapest = async (fare?: string, search = oneWay): Promise<SupplierOffer> => {
    const offers = await duffel.search(search);
    const offer = offers.find((candidate) => !fare || candidate.fareFamily === fare);
    if (!offer) throw new Error(`no ${fare ?? ''} offer`);
    return offer;
  };
  const instant = (offer: SupplierOffer, reference = 'BK-1') =>
    duffel.createOrder({ offerId: offer.id, type: 'instant', passengers: [asha], payment: offer.total, reference });

  it('searches: offers in paise with their expiry, flights, fares and bags', async () => {
    const before = Date.now();
    const offers = await duffel.search(oneWay);
    const standard = offers.filter((offer) => offer.fareFamily === 'Standard');
    // About 80 % of the twelve flights are sold, each with a Standard fare; some with a Flexi one too.
    expect(standard.length).toBeGreaterThanOrEqual(6);
    expect(standard.length).toBeLessThanOrEqual(12);
    expect(offers.every((offer) => ['Standard', 'Flexi'].includes(offer.fareFamily))).toBe(true);
    for (const offer of offers) {
      expect(offer.supplier).toBe('duffel');
      expect(offer.id).toMatch(/^off_/);
      expect(offer.total.currency).toBe('INR');
      expect(offer.total.amountMinor % 100).toBe(0);
      const expires = Date.parse(offer.expiresAt);
      expect(expires).toBeGreaterThanOrEqual(before + 29 * 60_000);
      expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
      expect(offer.baggage).toEqual({ checkedKg: 15, cabinKg: 7 });
      expect(offer.holdUntil).not.toBeNull();
      expect(offer.seatsLeft).toBe(9);
      const [segment] = offer.slices[0].segments;
      expect(segment.flightNumber).toMatch(/^6E 21\d\d$/);
      expect(segment.departingAt).toMatch(/^2027-03-15T\d\d:00$/);
      expect(offer.slices[0]).toMatchObject({ from: 'DEL', to: 'BOM', durationMin: 130 });
    }
    for (const offer of standard) {
      expect(offer.total.amountMinor).toBeGreaterThanOrEqual(4_700_00);
      expect(offer.total.amountMinor).toBeLessThanOrEqual(5_400_00);
    }
    for (const flexi of offers.filter((offer) => offer.fareFamily === 'Flexi')) {
      expect(flexi).toMatchObject({ refundable: true, changeable: true });
      const base = standard.find(
        (offer) => offer.slices[0].segments[0].flightNumber === flexi.slices[0].segments[0].flightNumber,
      );
      expect(flexi.total.amountMinor / base!.total.amountMinor).toBeCloseTo(1.12, 1);
    }
  });

  it('prices a business cabin and more travellers above economy for one', async () => {
    const one = await cheapest('Standard');
    const family = await duffel.search({ ...oneWay, adults: 2, children: 1, infants: 1, cabin: 'business' });
    const same = family.find(
      (offer) =>
        offer.fareFamily === 'Standard' &&
        offer.slices[0].segments[0].flightNumber === one.slices[0].segments[0].flightNumber,
    );
    expect(same!.total.amountMinor).toBeGreaterThan(one.total.amountMinor * 3.2 * 2);
  });

  it('books an instant order: ticket numbers and a booking reference', async () => {
    const offer = await cheapest();
    const order = await instant(offer);
    expect(order).toMatchObject({ supplier: 'duffel', status: 'ticketed', total: offer.total, payBy: null });
    expect(order.id).toMatch(/^ord_/);
    expect(order.bookingReference).toMatch(/^[A-Z]{6}$/);
    expect(order.ticketNumbers).toHaveLength(1);
    expect(order.ticketNumbers[0]).toMatch(/^\d{13}$/);
    expect(order.slices).toEqual(offer.slices);
    expect(await duffel.getOrder(order.id)).toEqual(order);
  });

  it('refuses a payment that is not the total, and a second order from the same search', async () => {
    const offer = await cheapest();
    const short = await rejection(
      duffel.createOrder({
        offerId: offer.id,
        type: 'instant',
        passengers: [asha],
        payment: { ...offer.total, amountMinor: offer.total.amountMinor - 100 },
        reference: 'BK-2',
      }),
    );
    expect(short).toMatchObject({ code: 'payment_amount_does_not_match_order_amount', refused: true, httpStatus: 422 });
    await instant(offer, 'BK-2');
    const again = await rejection(instant(offer, 'BK-2'));
    expect(again).toMatchObject({ code: 'offer_request_already_booked', refused: true });
  });

  it('holds an order, then pays it', async () => {
    const offer = await cheapest();
    const held = await duffel.createOrder({ offerId: offer.id, type: 'hold', passengers: [asha], reference: 'BK-3' });
    expect(held).toMatchObject({ status: 'held', ticketNumbers: [], payBy: offer.holdUntil });
    const paid = await duffel.payHeldOrder(held.id, held.total);
    expect(paid).toMatchObject({
      id: held.id,
      status: 'ticketed',
      payBy: null,
      bookingReference: held.bookingReference,
    });
    expect(paid.ticketNumbers).toHaveLength(1);
  });

  it('releases a held order', async () => {
    const offer = await cheapest();
    const held = await duffel.createOrder({ offerId: offer.id, type: 'hold', passengers: [asha], reference: 'BK-4' });
    await duffel.releaseHeldOrder(held.id);
    expect((await duffel.getOrder(held.id)).status).toBe('cancelled');
  });

  it('prices an offer again: the same, or moved up when the airline moved it', async () => {
    const offer = await cheapest();
    expect((await duffel.priceOffer(offer.id)).total).toEqual(offer.total);
    sandbox.forceNext('price_change');
    const moved = await duffel.priceOffer(offer.id);
    const ratio = moved.total.amountMinor / offer.total.amountMinor;
    expect(ratio).toBeGreaterThanOrEqual(1.015);
    expect(ratio).toBeLessThanOrEqual(1.065);
    // The old total no longer pays for it.
    expect(await rejection(instant(offer))).toMatchObject({ code: 'payment_amount_does_not_match_order_amount' });
    expect((await instant(moved)).total).toEqual(moved.total);
  });

  it("answers 'offer_gone' (refused) for an expired offer", async () => {
    const offer = await cheapest();
    clock = Date.now() + 31 * 60_000;
    expect(await rejection(duffel.priceOffer(offer.id))).toMatchObject({
      code: 'offer_gone',
      refused: true,
      httpStatus: 422,
    });
  });

  it('refuses an order the airline has no seats for, and makes none', async () => {
    const offer = await cheapest();
    sandbox.forceNext('sold_out');
    expect(await rejection(instant(offer, 'BK-5'))).toMatchObject({ refused: true, code: 'offer_gone' });
    expect(await duffel.findOrder('BK-5', offer.id)).toBeNull();
  });

  it('leaves the outcome unknown on a 5xx, and nothing was made', async () => {
    sandbox.forceNext('error');
    expect(await rejection(duffel.search(oneWay))).toMatchObject({ refused: false, httpStatus: 500 });
    const offer = await cheapest();
    sandbox.forceNext('error');
    expect(await rejection(instant(offer, 'BK-6'))).toMatchObject({ refused: false, httpStatus: 500 });
    expect(await duffel.findOrder('BK-6', offer.id)).toBeNull();
  });

  it('gives up at the deadline when Duffel hangs: unknown', async () => {
    sandbox.forceNext('timeout');
    const started = Date.now();
    expect(await rejection(duffel.search(oneWay))).toMatchObject({ code: 'timeout', refused: false });
    expect(Date.now() - started).toBeLessThan(4_500);
    const aborted = new AbortController();
    sandbox.forceNext('timeout');
    setTimeout(() => aborted.abort(), 200);
    const early = Date.now();
    expect(await rejection(duffel.search(oneWay, aborted.signal))).toMatchObject({ refused: false });
    expect(Date.now() - early).toBeLessThan(1_500);
  });

  it('treats a 200 it cannot read as unknown', async () => {
    sandbox.forceNext('malformed');
    expect(await rejection(duffel.search(oneWay))).toMatchObject({ code: 'malformed', refused: false });
  });

  it('finds the one order after a time-out at createOrder, and never makes a second', async () => {
    const offer = await cheapest();
    sandbox.forceNext('timeout', '/air/orders');
    const started = Date.now();
    expect(await rejection(instant(offer, 'BK-7'))).toMatchObject({ code: 'timeout', refused: false });
    expect(Date.now() - started).toBeLessThan(2_000);
    const found = await duffel.findOrder('BK-7', offer.id);
    expect(found).toMatchObject({ status: 'ticketed', total: offer.total });
    expect(found!.bookingReference).toMatch(/^[A-Z]{6}$/);
    expect(await duffel.findOrder('BK-other', offer.id)).toBeNull();
    // Sending it again would be refused by Duffel, not booked twice.
    expect(await rejection(instant(offer, 'BK-7'))).toMatchObject({
      code: 'offer_request_already_booked',
      refused: true,
    });
  });

  it('pages through the orders to find one, and says so when it stopped before the end', async () => {
    const offers: SupplierOffer[] = [];
    for (let index = 0; index < 5; index++) {
      const offer = await cheapest();
      offers.push(offer);
      await instant(offer, `BK-page-${index}`);
    }
    const paged = (pages: number) =>
      duffelAir({ accessToken: TOKEN, baseUrl: sandbox.url, findOrderPageSize: 2, findOrderPages: pages });
    // Newest first: the oldest order is on the third page.
    expect(await paged(3).findOrder('BK-page-0', offers[0].id)).toMatchObject({ status: 'ticketed' });
    expect(await paged(3).findOrder('BK-page-9', offers[0].id)).toBeNull();
    expect(await rejection(paged(2).findOrder('BK-page-0', offers[0].id))).toMatchObject({
      code: 'lookup_incomplete',
      refused: false,
    });
    // The same reference for another offer is another order.
    expect(await paged(3).findOrder('BK-page-0', offers[1].id)).toBeNull();
  });

  it('quotes a cancellation, then confirms it: Standard non-refundable gets the taxes back, Flexi all', async () => {
    const offers = await duffel.search(oneWay);
    const nonRefundable = offers.find((offer) => offer.fareFamily === 'Standard' && !offer.refundable)!;
    const order = await instant(nonRefundable, 'BK-8');
    const quote = await duffel.quoteCancellation(order.id);
    expect(quote).toMatchObject({ orderId: order.id, refundTo: 'balance', confirmedAt: null });
    expect(quote.refund.amountMinor).toBe(Math.round((order.total.amountMinor * 0.15) / 100) * 100);
    expect(Date.parse(quote.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    const confirmed = await duffel.confirmCancellation(quote.id);
    expect(confirmed.confirmedAt).not.toBeNull();
    expect((await duffel.getOrder(order.id)).status).toBe('cancelled');

    const flexi = (await duffel.search(oneWay)).find((offer) => offer.fareFamily === 'Flexi');
    if (flexi) {
      const flexiOrder = await instant(flexi, 'BK-9');
      expect((await duffel.quoteCancellation(flexiOrder.id)).refund).toEqual(flexiOrder.total);
    }
  });

  it('confirms only the latest cancellation quote', async () => {
    const order = await instant(await cheapest(), 'BK-10');
    const first = await duffel.quoteCancellation(order.id);
    await duffel.quoteCancellation(order.id);
    expect(await rejection(duffel.confirmCancellation(first.id))).toMatchObject({ refused: true });
  });

  it('changes a slice to the same flight on another date', async () => {
    const offer = await cheapest('Standard');
    const order = await instant(offer, 'BK-11');
    const flightNumber = offer.slices[0].segments[0].flightNumber;
    let changes = await duffel.changeOffers(order.id, 0, '2027-03-16');
    let date = '2027-03-16';
    // The same flight may not be sold by Duffel on every date.
    for (let day = 17; changes.length === 0 && day < 28; day++) {
      date = `2027-03-${day}`;
      changes = await duffel.changeOffers(order.id, 0, date);
    }
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change.slices[0].segments[0].flightNumber).toBe(flightNumber);
    expect(change.slices[0].segments[0].departingAt.slice(0, 10)).toBe(date);
    // A Standard fare pays its fee, ₹2,500 a traveller, and any fare difference.
    expect(change.changeTotal.amountMinor).toBeGreaterThanOrEqual(2_500_00);
    const changed = await duffel.confirmChange(change.id, change.changeTotal);
    expect(changed.slices[0].segments[0].departingAt.slice(0, 10)).toBe(date);
    expect(changed.total.amountMinor).toBe(order.total.amountMinor + change.changeTotal.amountMinor);
    expect(changed.status).toBe('ticketed');
  });

  it('announces an airline change with a signed webhook, lists it and accepts it', async () => {
    const received: { body: string; signature: string }[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ body, signature: String(req.headers['x-duffel-signature']) });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      await sandbox.close();
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/duffel`;
      await start({ url, secret: 'whsec_test' });
      const offer = await cheapest();
      const order = await instant(offer, 'BK-12');
      const changeId = await sandbox.announceAirlineChange(order.id, 'retimed');
      expect(received).toHaveLength(1);
      expect(verifyDuffelSignature(received[0].body, received[0].signature, 'whsec_test')).toBe(true);
      const event = JSON.parse(received[0].body) as { type: string; data: { object: { id: string; aic_id: string } } };
      expect(event.type).toBe('order.airline_initiated_change_detected');
      expect(event.data.object).toEqual({ id: order.id, aic_id: changeId });

      const [listed] = await duffel.airlineChanges(order.id);
      expect(listed).toMatchObject({
        id: changeId,
        orderId: order.id,
        actions: ['accept', 'change', 'cancel'],
        acceptedAt: null,
      });
      expect(listed.removed).toEqual(order.slices);
      const accepted = await duffel.acceptAirlineChange(changeId);
      expect(accepted.acceptedAt).not.toBeNull();
      expect((await duffel.getOrder(order.id)).slices).toEqual(listed.added);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('lists seat maps with prices and service ids, and sells a chosen seat once', async () => {
    const offer = await cheapest();
    const [map] = await duffel.seatMaps(offer.id);
    expect(map.segmentIndex).toBe(0);
    expect(map.seats).toHaveLength(180);
    const seat = map.seats.find((candidate) => candidate.available && candidate.price!.amountMinor > 0)!;
    expect(seat.price!.currency).toBe('INR');
    expect(map.seats.some((candidate) => !candidate.available && candidate.price === undefined)).toBe(true);
    const order = await duffel.createOrder({
      offerId: offer.id,
      type: 'instant',
      passengers: [asha],
      serviceIds: [seat.serviceId!],
      payment: { ...offer.total, amountMinor: offer.total.amountMinor + seat.price!.amountMinor },
      reference: 'BK-13',
    });
    expect(order.total.amountMinor).toBe(offer.total.amountMinor + seat.price!.amountMinor);
    const next = await cheapest();
    const [after] = await duffel.seatMaps(next.id);
    expect(after.seats.find((candidate) => candidate.designator === seat.designator)?.available).toBe(false);
  });

  it('keeps offers, orders and seats sold across a restart on the same state file', async () => {
    const offer = await cheapest();
    const order = await instant(offer, 'BK-14');
    const other = (await duffel.search(oneWay))[0];
    await sandbox.close();
    await start();
    expect(await duffel.getOrder(order.id)).toEqual(order);
    expect(await duffel.findOrder('BK-14', offer.id)).toEqual(order);
    expect((await duffel.priceOffer(other.id)).total).toEqual(other.total);
    const again = (await duffel.search(oneWay)).find(
      (candidate) => candidate.slices[0].segments[0].flightNumber === offer.slices[0].segments[0].flightNumber,
    );
    expect(again?.seatsLeft).toBe(8);
  });

  it('speaks Duffel: 401 for a wrong token, 400 without Duffel-Version, errors in its shape', async () => {
    const wrong = duffelAir({ accessToken: 'nope', baseUrl: sandbox.url });
    expect(await rejection(wrong.search(oneWay))).toMatchObject({
      code: 'unauthorized',
      refused: true,
      httpStatus: 401,
    });
    const response = await fetch(`${sandbox.url}/air/orders`, {
      headers: { Authorization: `Bearer ${TOKEN}`, Accept: 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-request-id')).toBeTruthy();
    const body = (await response.json()) as {
      errors: { type: string; code: string; title: string; message: string }[];
      meta: { status: number; request_id: string };
    };
    expect(body.errors[0]).toMatchObject({ type: 'invalid_request_error', code: 'unsupported_version' });
    expect(body.meta).toEqual({ status: 400, request_id: response.headers.get('x-request-id') });
  });
});
