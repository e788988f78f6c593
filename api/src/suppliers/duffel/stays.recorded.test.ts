import { startFakeServer, HANG, type FakeReply } from '../../gateways/testing/fakeGatewayServer';
import { SupplierError } from '../errors';
import { duffelStays, guestsOf, policyOf, refundAt, staysRefusalCode } from './stays';

/*
 * Answers shaped as Duffel's Stays API v2 reference documents them (duffel.com/docs/api/v2: search, search result
 * fetch_all_rates, quotes, bookings), trimmed to what the adapter reads, with the reference's example ids and sums.
 */

const ACCOMMODATION = {
  id: 'acc_0000AWr2VsUNIF1Vl91xg0',
  name: 'Duffel Test Hotel',
  rating: 4,
  review_score: 8.8,
  chain: { name: 'Duffel Hotel Group' },
  location: {
    geographic_coordinates: { latitude: -24.3743769, longitude: -128.3271112 },
    address: {
      line_one: 'Duffel Test Hotel',
      city_name: 'Henderson Island',
      postal_code: 'PCRN 1ZZ',
      region: null,
      country_code: 'GB',
    },
  },
};

const PAY_NOW_RATE = {
  id: 'rat_0000BTVRuKZTavzrZDJ4cb',
  total_amount: '799.00',
  total_currency: 'GBP',
  base_amount: '665.83',
  base_currency: 'GBP',
  tax_amount: '82.23',
  tax_currency: 'GBP',
  fee_amount: '50.94',
  fee_currency: 'GBP',
  due_at_accommodation_amount: '39.95',
  due_at_accommodation_currency: 'GBP',
  payment_type: 'pay_now',
  board_type: 'room_only',
  quantity_available: 12,
  supported_loyalty_programme: 'duffel_hotel_group_rewards',
  conditions: [{ title: 'Parking', description: 'Public parking is available nearby for £15 per day' }],
  cancellation_timeline: [{ refund_amount: '799.00', currency: 'GBP', before: '2023-05-23T13:00:00Z' }],
};

const GUARANTEE_RATE = {
  ...PAY_NOW_RATE,
  id: 'rat_0000BTVRuKZTavzrZDJ4cc',
  total_amount: '849.00',
  payment_type: 'guarantee',
  board_type: 'breakfast',
  quantity_available: null,
  cancellation_timeline: [
    { refund_amount: '849.00', currency: 'GBP', before: '2023-05-20T13:00:00Z' },
    { refund_amount: '424.50', currency: 'GBP', before: '2023-05-23T13:00:00Z' },
  ],
};

const NON_REFUNDABLE_RATE = {
  ...PAY_NOW_RATE,
  id: 'rat_0000BTVRuKZTavzrZDJ4cd',
  total_amount: '699.00',
  cancellation_timeline: [],
};

const DEPOSIT_RATE = {
  ...PAY_NOW_RATE,
  id: 'rat_0000BTVRuKZTavzrZDJ4ce',
  total_amount: '599.00',
  payment_type: 'deposit',
};

const SEARCH = {
  data: {
    created_at: '2023-05-01T09:59:58Z',
    results: [
      {
        id: 'srr_0000ASVBuJVLdmqtZDJ4ca',
        rooms: 1,
        check_in_date: '2023-05-24',
        check_out_date: '2023-05-28',
        guests: [{ type: 'adult' }, { type: 'adult' }],
        expires_at: '2023-05-01T10:30:00Z',
        cheapest_rate_total_amount: '699.00',
        cheapest_rate_currency: 'GBP',
        accommodation: { ...ACCOMMODATION, rooms: [] },
      },
    ],
  },
};

const ALL_RATES = {
  data: {
    ...SEARCH.data.results[0],
    accommodation: {
      ...ACCOMMODATION,
      rooms: [
        { name: 'Double Suite', beds: [{ type: 'double', count: 1 }], rates: [PAY_NOW_RATE, GUARANTEE_RATE] },
        { name: 'Standard Double', rates: [NON_REFUNDABLE_RATE, DEPOSIT_RATE] },
      ],
    },
  },
};

const QUOTE = (total = '799.00') => ({
  data: {
    id: 'quo_0000AS0NZdKjjnnHZmSUbI',
    check_in_date: '2023-05-24',
    check_out_date: '2023-05-28',
    rooms: 1,
    guests: [{ type: 'adult' }, { type: 'adult' }],
    total_amount: total,
    total_currency: 'GBP',
    base_amount: '665.83',
    tax_amount: '82.23',
    accommodation: {
      ...ACCOMMODATION,
      rooms: [{ name: 'Double Suite', rates: [{ ...PAY_NOW_RATE, total_amount: total }] }],
    },
  },
});

const BOOKING = (status = 'confirmed') => ({
  data: {
    id: 'bok_0000BTVRuKZTavzrZDJ4cb',
    status,
    reference: 'AFE33SE2',
    rooms: 1,
    check_in_date: '2023-05-24',
    check_out_date: '2023-05-28',
    confirmed_at: '2023-05-01T10:00:05.642Z',
    cancelled_at: status === 'cancelled' ? '2023-05-02T08:00:00Z' : null,
    email: 'asha@example.com',
    phone_number: '+919876543210',
    guests: [{ given_name: 'Asha', family_name: 'Rao' }],
    metadata: { reference: 'ord-1' },
    supported_loyalty_programme: 'duffel_hotel_group_rewards',
    accommodation: { ...ACCOMMODATION, rooms: [{ name: 'Double Suite', rates: [PAY_NOW_RATE] }] },
  },
});

const ERROR = (status: number, code: string, message: string, type = 'invalid_request_error') => ({
  errors: [{ type, code, title: 'Error', message, documentation_url: 'https://duffel.com/docs/api/overview/errors' }],
  meta: { status, request_id: 'FZW0H3HdJwKk5HMAAKxB' },
});

const NOW = new Date('2023-05-01T10:00:00Z');

const search = {
  destination: { city: 'Henderson', lat: -24.3743769, lng: -128.3271112, radiusKm: 5 },
  checkIn: '2023-05-24',
  checkOut: '2023-05-28',
  rooms: [{ adults: 2, childAges: [] }],
};

const bookingRequest = (total = { amountMinor: 79900, currency: 'GBP' }) => ({
  rateKey: 'rat_0000BTVRuKZTavzrZDJ4cb',
  holder: { givenName: 'Asha', familyName: 'Rao', email: 'asha@example.com', phone: '+919876543210' },
  rooms: [
    [
      { givenName: 'Asha', familyName: 'Rao', type: 'adult' as const },
      { givenName: 'Ravi', familyName: 'Rao', type: 'adult' as const },
    ],
  ],
  reference: 'ord-1',
  total,
});

async function refusal(promise: Promise<unknown>): Promise<SupplierError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SupplierError) return error;
    throw error;
  }
  throw new Error('expected a SupplierError');
}

describe('duffelStays against recorded Duffel Stays answers', () => {
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let reply: (method: string, path: string, body: string) => FakeReply | typeof HANG;
  const byPath = (method: string, path: string): FakeReply => {
    if (path === '/stays/search') return { status: 200, body: SEARCH };
    if (path.endsWith('/actions/fetch_all_rates')) return { status: 200, body: ALL_RATES };
    if (path === '/stays/quotes') return { status: 201, body: QUOTE() };
    if (path === '/stays/bookings' && method === 'POST') return { status: 201, body: BOOKING() };
    if (path.endsWith('/actions/cancel')) return { status: 200, body: BOOKING('cancelled') };
    return { status: 200, body: BOOKING() };
  };
  beforeEach(async () => {
    reply = byPath;
    fake = await startFakeServer((request) => reply(request.method, request.path, request.body));
  });
  afterEach(() => fake.close());
  const supplier = () =>
    duffelStays({ accessToken: 'duffel_test_abc', baseUrl: `${fake.url}/`, callTimeoutMs: 300, now: () => NOW });

  it('sends the search and fetch_all_rates as Duffel documents them, with its headers', async () => {
    await supplier().search({
      ...search,
      rooms: [
        { adults: 2, childAges: [] },
        { adults: 1, childAges: [4] },
      ],
    });
    const [searched, fetched] = fake.requests;
    expect(searched).toMatchObject({ method: 'POST', path: '/stays/search' });
    expect(searched.headers.authorization).toBe('Bearer duffel_test_abc');
    expect(searched.headers['duffel-version']).toBe('v2');
    expect(searched.headers.accept).toBe('application/json');
    expect(JSON.parse(searched.body)).toEqual({
      data: {
        check_in_date: '2023-05-24',
        check_out_date: '2023-05-28',
        rooms: 2,
        guests: [{ type: 'adult' }, { type: 'adult' }, { type: 'adult' }, { type: 'child', age: 4 }],
        location: { radius: 5, geographic_coordinates: { latitude: -24.3743769, longitude: -128.3271112 } },
      },
    });
    expect(fetched).toMatchObject({
      method: 'POST',
      path: '/stays/search_results/srr_0000ASVBuJVLdmqtZDJ4ca/actions/fetch_all_rates',
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('maps the documented rates: minor units, cheapest first, payment kinds, boards, timelines; no deposit rate', async () => {
    const [offer] = await supplier().search(search);
    expect(offer).toMatchObject({
      supplier: 'duffel-stays',
      hotelId: 'acc_0000AWr2VsUNIF1Vl91xg0',
      name: 'Duffel Test Hotel',
      stars: 4,
      address: 'Duffel Test Hotel',
      city: 'Henderson Island',
      lat: -24.3743769,
      lng: -128.3271112,
      expiresAt: '2023-05-01T10:30:00.000Z',
    });
    expect(offer.mappedId).toBeUndefined();
    expect(offer.rates.map((r) => [r.key, r.total.amountMinor])).toEqual([
      ['rat_0000BTVRuKZTavzrZDJ4cd', 69900],
      ['rat_0000BTVRuKZTavzrZDJ4cb', 79900],
      ['rat_0000BTVRuKZTavzrZDJ4cc', 84900],
    ]);
    const [nonRefundable, payNow, guarantee] = offer.rates;
    expect(nonRefundable).toMatchObject({
      roomName: 'Standard Double',
      cancellation: { freeUntil: null, penalty: { amountMinor: 69900, currency: 'GBP' }, text: 'Non-refundable.' },
    });
    expect(payNow).toEqual({
      key: 'rat_0000BTVRuKZTavzrZDJ4cb',
      roomName: 'Double Suite',
      boardName: 'Room only',
      payment: 'pay_now',
      total: { amountMinor: 79900, currency: 'GBP' },
      needsCheck: false,
      cancellation: {
        freeUntil: '2023-05-23T13:00:00.000Z',
        penalty: { amountMinor: 79900, currency: 'GBP' },
        text: 'Refund 799.00 GBP if cancelled before 2023-05-23T13:00:00Z; no refund after 2023-05-23T13:00:00Z',
      },
      roomsLeft: 12,
    });
    expect(guarantee).toMatchObject({
      boardName: 'Breakfast included',
      payment: 'pay_at_hotel',
      cancellation: { freeUntil: '2023-05-20T13:00:00.000Z', penalty: { amountMinor: 42450, currency: 'GBP' } },
    });
    expect(guarantee.roomsLeft).toBeUndefined();
  });

  it('searches by accommodation ids with the rates in the answer, fetching nothing more', async () => {
    reply = (method, path) =>
      path === '/stays/search'
        ? { status: 200, body: { data: { results: [ALL_RATES.data] } } }
        : { status: 500, body: ERROR(500, 'internal_server_error', 'unexpected', 'api_error') };
    const offers = await supplier().search({ ...search, destination: undefined, hotelIds: [ACCOMMODATION.id] });
    expect(offers[0].rates).toHaveLength(3);
    expect(fake.requests).toHaveLength(1);
    expect(JSON.parse(fake.requests[0].body).data).toMatchObject({
      accommodation: { ids: [ACCOMMODATION.id], fetch_rates: true },
    });
  });

  it('quotes the rate right before booking, then books the quote with the guests and our reference', async () => {
    const booking = await supplier().book(bookingRequest());
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /stays/quotes', 'POST /stays/bookings']);
    expect(JSON.parse(fake.requests[0].body)).toEqual({ data: { rate_id: 'rat_0000BTVRuKZTavzrZDJ4cb' } });
    expect(JSON.parse(fake.requests[1].body)).toEqual({
      data: {
        quote_id: 'quo_0000AS0NZdKjjnnHZmSUbI',
        guests: [{ given_name: 'Asha', family_name: 'Rao' }],
        email: 'asha@example.com',
        phone_number: '+919876543210',
        metadata: { reference: 'ord-1' },
      },
    });
    expect(booking).toEqual({
      supplier: 'duffel-stays',
      id: 'bok_0000BTVRuKZTavzrZDJ4cb',
      status: 'confirmed',
      hotelName: 'Duffel Test Hotel',
      checkIn: '2023-05-24',
      checkOut: '2023-05-28',
      total: { amountMinor: 79900, currency: 'GBP' },
      cancellation: {
        freeUntil: '2023-05-23T13:00:00.000Z',
        penalty: { amountMinor: 79900, currency: 'GBP' },
        text: 'Refund 799.00 GBP if cancelled before 2023-05-23T13:00:00Z; no refund after 2023-05-23T13:00:00Z',
      },
      hotelConfirmation: 'AFE33SE2',
    });
  });

  it('refuses a price the quote moved, with nothing but the quote sent', async () => {
    reply = (method, path) =>
      path === '/stays/quotes' ? { status: 201, body: QUOTE('829.00') } : byPath(method, path);
    const checked = await supplier().checkRate('rat_0000BTVRuKZTavzrZDJ4cb');
    expect(checked).toMatchObject({
      key: 'rat_0000BTVRuKZTavzrZDJ4cb',
      total: { amountMinor: 82900, currency: 'GBP' },
    });
    const error = await refusal(supplier().book(bookingRequest()));
    expect(error).toMatchObject({ code: 'price_changed', refused: true });
    expect(fake.requests.filter((r) => r.path === '/stays/bookings')).toHaveLength(0);
  });

  it('times out a booking call once, never sending it twice', async () => {
    reply = (method, path) => (path === '/stays/bookings' ? HANG : byPath(method, path));
    const started = Date.now();
    expect(await refusal(supplier().book(bookingRequest()))).toMatchObject({ code: 'timeout', refused: false });
    expect(Date.now() - started).toBeLessThan(2 * 300 + 500);
    expect(fake.requests.filter((r) => r.path === '/stays/bookings')).toHaveLength(1);
  });

  it('maps Duffel’s error shape: an explained 4xx is refused, a 5xx, a 429 and an unreadable 200 are unknown', async () => {
    const quoteWith = (status: number, body: unknown) => {
      reply = (method, path) => (path === '/stays/quotes' ? { status, body } : byPath(method, path));
      return refusal(supplier().checkRate('rat_0000BTVRuKZTavzrZDJ4cb'));
    };
    expect(await quoteWith(422, ERROR(422, 'rate_unavailable', 'The rate is no longer available'))).toMatchObject({
      code: 'offer_gone',
      refused: true,
      httpStatus: 422,
    });
    expect(await quoteWith(422, ERROR(422, 'validation_error', 'rate_id is invalid'))).toMatchObject({
      code: 'validation_error',
      refused: true,
    });
    expect(
      await quoteWith(500, ERROR(500, 'internal_server_error', 'Something went wrong', 'api_error')),
    ).toMatchObject({ refused: false, httpStatus: 500 });
    expect(
      await quoteWith(429, ERROR(429, 'rate_limit_exceeded', 'Too many requests', 'rate_limit_error')),
    ).toMatchObject({ refused: false, httpStatus: 429 });
    expect(await quoteWith(200, { meta: {} })).toMatchObject({ code: 'malformed', refused: false });
    expect(await quoteWith(201, { data: { id: 'quo_1' } })).toMatchObject({ code: 'malformed', refused: false });
    expect(
      await quoteWith(401, ERROR(401, 'invalid_access_token', 'The access token is not valid', 'authentication_error')),
    ).toMatchObject({ refused: true, httpStatus: 401 });
    reply = (method, path) =>
      path === '/stays/bookings'
        ? { status: 422, body: ERROR(422, 'accommodation_unavailable', 'The room is no longer available') }
        : byPath(method, path);
    expect(await refusal(supplier().book(bookingRequest()))).toMatchObject({ code: 'sold_out', refused: true });
  });

  it('finds a booking by our reference in the booking list, page by page, and says "none" only at its end', async () => {
    const other = { ...BOOKING().data, id: 'bok_other', metadata: { reference: 'ord-9' } };
    reply = (method, path) => {
      if (path.startsWith('/stays/bookings?')) {
        const after = new URLSearchParams(path.split('?')[1]).get('after');
        return after
          ? { status: 200, body: { data: [BOOKING().data], meta: { limit: 50, after: null, before: 'c1' } } }
          : { status: 200, body: { data: [other], meta: { limit: 50, after: 'c1', before: null } } };
      }
      return byPath(method, path);
    };
    expect((await supplier().findBooking('ord-1', '2023-05-24'))?.id).toBe('bok_0000BTVRuKZTavzrZDJ4cb');
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/stays/bookings?limit=50',
      '/stays/bookings?limit=50&after=c1',
      '/stays/bookings/bok_0000BTVRuKZTavzrZDJ4cb',
    ]);
    expect(await supplier().findBooking('ord-2', '2023-05-24')).toBeNull();
    reply = () => ({ status: 200, body: { data: [other], meta: { limit: 50, after: 'again', before: null } } });
    const endless = duffelStays({ accessToken: 'k', baseUrl: fake.url, findBookingPages: 2, now: () => NOW });
    expect(await refusal(endless.findBooking('ord-2', '2023-05-24'))).toMatchObject({
      code: 'unknown_reference',
      refused: false,
    });
  });

  it('quotes a cancellation from the booked rate’s timeline, and cancels in one step', async () => {
    expect(await supplier().quoteCancellation('bok_0000BTVRuKZTavzrZDJ4cb')).toEqual({
      bookingId: 'bok_0000BTVRuKZTavzrZDJ4cb',
      penalty: { amountMinor: 0, currency: 'GBP' },
      refund: { amountMinor: 79900, currency: 'GBP' },
    });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /stays/bookings/bok_0000BTVRuKZTavzrZDJ4cb',
    ]);
    const cancelled = await supplier().cancel('bok_0000BTVRuKZTavzrZDJ4cb');
    expect(cancelled.status).toBe('cancelled');
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/stays/bookings/bok_0000BTVRuKZTavzrZDJ4cb/actions/cancel',
    });
    // Refused because it is cancelled already: the booking is read and that cancellation stands.
    reply = (method, path) =>
      path.endsWith('/actions/cancel')
        ? { status: 422, body: ERROR(422, 'booking_already_cancelled', 'The booking has already been cancelled') }
        : { status: 200, body: BOOKING('cancelled') };
    expect((await supplier().cancel('bok_0000BTVRuKZTavzrZDJ4cb')).status).toBe('cancelled');
  });
});

describe('Duffel Stays helpers', () => {
  const total = { amountMinor: 100_000, currency: 'INR' };
  const timeline = [
    { refund_amount: '500.00', currency: 'INR', before: '2027-01-14T12:00:00Z' },
    { refund_amount: '1000.00', currency: 'INR', before: '2027-01-13T12:00:00Z' },
  ];
  it('reads a timeline as our policy: free until the last full refund, then what the next step keeps', () => {
    expect(policyOf(timeline, total, new Date('2027-01-01T00:00:00Z'))).toMatchObject({
      freeUntil: '2027-01-13T12:00:00.000Z',
      penalty: { amountMinor: 50_000, currency: 'INR' },
    });
    expect(policyOf(timeline, total, new Date('2027-01-13T18:00:00Z'))).toMatchObject({
      freeUntil: null,
      penalty: { amountMinor: 50_000 },
    });
    expect(policyOf([], total, new Date('2027-01-01T00:00:00Z'))).toMatchObject({
      freeUntil: null,
      penalty: total,
      text: 'Non-refundable.',
    });
  });
  it('gives what comes back at a moment', () => {
    expect(refundAt(timeline, total, new Date('2027-01-01T00:00:00Z'))).toBe(100_000);
    expect(refundAt(timeline, total, new Date('2027-01-13T18:00:00Z'))).toBe(50_000);
    expect(refundAt(timeline, total, new Date('2027-01-15T00:00:00Z'))).toBe(0);
  });
  it('counts every room’s guests, children with their ages', () => {
    expect(
      guestsOf({
        checkIn: '2027-01-15',
        checkOut: '2027-01-16',
        rooms: [
          { adults: 1, childAges: [3] },
          { adults: 2, childAges: [] },
        ],
      }),
    ).toEqual([{ type: 'adult' }, { type: 'child', age: 3 }, { type: 'adult' }, { type: 'adult' }]);
  });
  it('recognises the refusals callers act on, by code first', () => {
    expect(staysRefusalCode('rate_unavailable', 'The rate is no longer available')).toBe('offer_gone');
    expect(staysRefusalCode('quote_expired', 'The quote has expired')).toBe('offer_gone');
    expect(staysRefusalCode('accommodation_unavailable', 'The room is no longer available')).toBe('sold_out');
    expect(staysRefusalCode('price_changed', 'The price has changed')).toBe('price_changed');
    expect(staysRefusalCode('booking_already_cancelled', 'Already cancelled')).toBe('already_cancelled');
    expect(staysRefusalCode('not_found', 'The booking was not found')).toBe('not_found');
    expect(staysRefusalCode('validation_error', 'email is invalid')).toBe('validation_error');
  });
});
