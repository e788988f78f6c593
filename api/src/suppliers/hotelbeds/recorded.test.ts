import { createHash } from 'node:crypto';
import { startFakeServer, HANG, type FakeReply } from '../../gateways/testing/fakeGatewayServer';
import { SupplierError } from '../errors';
import { hotelbedsRefusalCode, hotelbedsSignature } from './client';
import { clientReferenceOf, hotelbedsStays, starsOf } from './stays';

/** Answers shaped as Hotelbeds documents them (developer.hotelbeds.com booking-api workflow), trimmed. */
const AVAILABILITY = {
  auditData: { processTime: '219', timestamp: '2021-06-01 12:31:31.498', environment: '[int]' },
  hotels: {
    hotels: [
      {
        code: 3424,
        name: 'As Americas',
        exclusiveDeal: 2,
        categoryCode: '4EST',
        categoryName: '4 STARS',
        destinationCode: 'CEN',
        destinationName: 'Centre Portugal',
        zoneCode: 60,
        zoneName: 'Aveiro',
        latitude: '40.6444523509645',
        longitude: '-8.64594072098043',
        rooms: [
          {
            code: 'DBL.ST',
            name: 'DOUBLE STANDARD',
            rates: [
              {
                rateKey:
                  '20210615|20210616|W|59|3424|DBL.ST|ID_B2B_26|BB||1~2~0||N@05~~2608a~-321744190~N~~~C7AA6D2F0EC7',
                rateClass: 'NOR',
                rateType: 'RECHECK',
                net: '118.27',
                allotment: 5,
                paymentType: 'AT_WEB',
                packaging: false,
                boardCode: 'BB',
                boardName: 'BED AND BREAKFAST',
                cancellationPolicies: [{ amount: '118.27', from: '2021-06-13T23:59:00+01:00' }],
                rooms: 1,
                adults: 2,
                children: 0,
              },
              {
                rateKey: '20210615|20210616|W|59|3424|DBL.ST|NRF-LES|RO||1~2~0||N@9806A35F55734E1154',
                rateClass: 'NRF',
                rateType: 'BOOKABLE',
                net: '98.64',
                allotment: 1,
                paymentType: 'AT_WEB',
                packaging: false,
                boardCode: 'RO',
                boardName: 'ROOM ONLY',
                cancellationPolicies: [{ amount: '98.64', from: '2021-05-29T23:59:00+01:00' }],
                rooms: 1,
                adults: 2,
                children: 0,
              },
              {
                rateKey: '20210615|20210616|W|59|3424|DBL.ST|HOTEL-PAY|RO||1~2~0||N@AAES0000002',
                rateClass: 'NOR',
                rateType: 'BOOKABLE',
                net: '101.10',
                sellingRate: '126.50',
                hotelMandatory: true,
                paymentType: 'AT_HOTEL',
                boardCode: 'RO',
                boardName: 'ROOM ONLY',
                cancellationPolicies: [],
                rooms: 1,
                adults: 2,
                children: 0,
              },
            ],
          },
        ],
        minRate: '98.64',
        maxRate: '126.50',
        currency: 'EUR',
      },
    ],
    checkIn: '2021-06-15',
    total: 1,
    checkOut: '2021-06-16',
  },
};

const BOOKING = {
  auditData: { processTime: '1281', timestamp: '2017-08-31 11:29:35.678', environment: '[int]' },
  booking: {
    reference: '52-1274418',
    clientReference: 'INTEGRATIONAGENCY',
    creationDate: '2017-08-31',
    status: 'CONFIRMED',
    modificationPolicies: { cancellation: true, modification: true },
    creationUser: 'wuupfvswdqfz342cejxfv3ku',
    holder: { name: 'INTEGRATIONTESTFIRSTNAME', surname: 'INTEGRATIONTESTLASTNAME' },
    hotel: {
      checkOut: '2017-09-20',
      checkIn: '2017-09-15',
      code: 1,
      name: 'Villa Dorada',
      categoryCode: '3EST',
      categoryName: '3 STARS',
      destinationCode: 'SAL',
      destinationName: 'Salou Area / Costa Dorada',
      latitude: '41.068',
      longitude: '1.130',
      rooms: [
        {
          status: 'CONFIRMED',
          id: 1,
          code: 'DBL.ST',
          name: 'DOUBLE STANDARD',
          paxes: [{ roomId: 1, type: 'AD', name: 'INTEGRATIONTESTFIRSTNAME', surname: 'INTEGRATIONTESTLASTNAME' }],
          rates: [
            {
              rateClass: 'NOR',
              net: '302.26',
              paymentType: 'AT_WEB',
              boardCode: 'RO',
              boardName: 'ROOM ONLY',
              cancellationPolicies: [{ amount: '60.45', from: '2017-09-13T23:59:00+02:00' }],
              rooms: 1,
              adults: 2,
              children: 0,
            },
          ],
        },
      ],
      totalNet: '302.26',
      currency: 'EUR',
      supplier: { name: 'HOTELBEDS PRODUCT,S.L.U.', vatNumber: 'ESB57218372' },
    },
    totalNet: 302.26,
    pendingAmount: 302.26,
    currency: 'EUR',
  },
};

const ERROR = (code: string, message: string) => ({
  auditData: { processTime: '12', environment: '[int]' },
  error: { code, message },
});

const NOW = new Date('2021-06-01T10:00:00Z');

describe('the Hotelbeds X-Signature', () => {
  it('is the SHA-256 hex of api key + secret + Unix seconds', () => {
    const expected = createHash('sha256')
      .update('4b1d6e2f9c' + 's3cr3t' + '1764400000')
      .digest('hex');
    expect(hotelbedsSignature('4b1d6e2f9c', 's3cr3t', 1764400000)).toBe(expected);
    expect(hotelbedsSignature('4b1d6e2f9c', 's3cr3t', 1764400000.9)).toBe(
      'f0c4b0981a82a73ead91b28384377970267043483d52de5d346e065b6a2c0ac4',
    );
  });
});

describe('hotelbedsStays against recorded Hotelbeds answers', () => {
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let reply: (method: string, path: string) => FakeReply | typeof HANG;
  beforeEach(async () => {
    reply = () => ({ status: 200, body: AVAILABILITY });
    fake = await startFakeServer((request) => reply(request.method, request.path));
  });
  afterEach(() => fake.close());
  const supplier = () =>
    hotelbedsStays({ apiKey: 'k-1', secret: 's-1', baseUrl: `${fake.url}/`, callTimeoutMs: 300, now: () => NOW });
  const search = {
    hotelIds: ['3424', '168'],
    checkIn: '2021-06-15',
    checkOut: '2021-06-16',
    rooms: [{ adults: 2, childAges: [] }],
  };

  async function refusal(promise: Promise<unknown>): Promise<SupplierError> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof SupplierError) return error;
      throw error;
    }
    throw new Error('expected a SupplierError');
  }

  it('signs every request and sends the availability as Hotelbeds documents it', async () => {
    await supplier().search(search);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/hotel-api/1.0/hotels' });
    expect(request.headers['api-key']).toBe('k-1');
    expect(request.headers['x-signature']).toBe(hotelbedsSignature('k-1', 's-1', NOW.getTime() / 1000));
    expect(request.headers.accept).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      stay: { checkIn: '2021-06-15', checkOut: '2021-06-16' },
      occupancies: [{ rooms: 1, adults: 2, children: 0 }],
      hotels: { hotel: [3424, 168] },
    });
  });

  it('maps the documented availability answer: minor units, cheapest first, RECHECK, AT_HOTEL, policies', async () => {
    const [offer] = await supplier().search(search);
    expect(offer).toMatchObject({
      supplier: 'hotelbeds',
      hotelId: '3424',
      name: 'As Americas',
      stars: 4,
      city: 'Centre Portugal',
      address: 'Aveiro',
      lat: 40.6444523509645,
      lng: -8.64594072098043,
      expiresAt: new Date(NOW.getTime() + 30 * 60_000).toISOString(),
    });
    expect(offer.rates.map((r) => r.total.amountMinor)).toEqual([9864, 11827, 12650]);
    const [nonRefundable, recheck, atHotel] = offer.rates;
    expect(nonRefundable).toMatchObject({
      boardName: 'ROOM ONLY',
      payment: 'pay_now',
      needsCheck: false,
      roomsLeft: 1,
      cancellation: { freeUntil: null, penalty: { amountMinor: 9864, currency: 'EUR' } },
    });
    expect(recheck).toMatchObject({
      key: AVAILABILITY.hotels.hotels[0].rooms[0].rates[0].rateKey,
      roomName: 'DOUBLE STANDARD',
      boardName: 'BED AND BREAKFAST',
      needsCheck: true,
      total: { amountMinor: 11827, currency: 'EUR' },
      cancellation: { freeUntil: '2021-06-13T22:59:00.000Z', penalty: { amountMinor: 11827, currency: 'EUR' } },
    });
    expect(atHotel).toMatchObject({ payment: 'pay_at_hotel', total: { amountMinor: 12650, currency: 'EUR' } });
    expect(atHotel.cancellation.freeUntil).toBeNull();
  });

  it('offers nothing for rooms of different make-up (one rate key cannot book them all)', async () => {
    const offers = await supplier().search({
      ...search,
      rooms: [
        { adults: 2, childAges: [] },
        { adults: 1, childAges: [4] },
      ],
    });
    expect(offers).toEqual([]);
    expect(JSON.parse(fake.requests[0].body).occupancies).toEqual([
      { rooms: 1, adults: 2, children: 0 },
      { rooms: 1, adults: 1, children: 1, paxes: [{ type: 'CH', age: 4 }] },
    ]);
  });

  it('reads the documented booking answer', async () => {
    reply = () => ({ status: 200, body: BOOKING });
    const booking = await supplier().getBooking('52-1274418');
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/hotel-api/1.0/bookings/52-1274418' });
    expect(booking).toEqual({
      supplier: 'hotelbeds',
      id: '52-1274418',
      status: 'confirmed',
      hotelName: 'Villa Dorada',
      checkIn: '2017-09-15',
      checkOut: '2017-09-20',
      total: { amountMinor: 30226, currency: 'EUR' },
      cancellation: {
        // Read in 2021: the free period is over.
        freeUntil: null,
        penalty: { amountMinor: 6045, currency: 'EUR' },
        text: 'From 2017-09-13T23:59:00+02:00: 60.45 EUR',
      },
      hotelConfirmation: null,
    });
  });

  it('maps Hotelbeds’ error shape: an explained 4xx is refused, a 5xx and a quota 403 are unknown', async () => {
    reply = () => ({ status: 400, body: ERROR('INVALID_DATA', 'Insufficient allotment') });
    expect(await refusal(supplier().search(search))).toMatchObject({
      code: 'sold_out',
      refused: true,
      httpStatus: 400,
    });
    reply = () => ({ status: 400, body: ERROR('INVALID_REQUEST', 'occupancies: must not be empty') });
    expect(await refusal(supplier().search(search))).toMatchObject({ code: 'INVALID_REQUEST', refused: true });
    reply = () => ({ status: 500, body: ERROR('SYSTEM_ERROR', 'Internal error') });
    expect(await refusal(supplier().search(search))).toMatchObject({
      code: 'unavailable',
      refused: false,
      httpStatus: 500,
    });
    reply = () => ({ status: 403, body: '<h1>Developer Over Qps</h1>', contentType: 'text/html' });
    const quota = await refusal(supplier().search(search));
    expect(quota).toMatchObject({ code: 'quota', refused: false, httpStatus: 403 });
    expect(quota.message).toMatch(/quota/);
    reply = () => ({ status: 403, body: ERROR('403', 'Developer Over Rate') });
    expect(await refusal(supplier().search(search))).toMatchObject({ code: 'quota', refused: false });
    reply = () => ({ status: 401, body: ERROR('401', 'Not authorized') });
    expect(await refusal(supplier().search(search))).toMatchObject({ code: 'unauthorized', refused: true });
    reply = () => ({ status: 200, body: { auditData: {} } });
    expect(await refusal(supplier().search(search))).toMatchObject({ code: 'malformed', refused: false });
  });

  it('times out a booking call once, never sending it twice', async () => {
    const hotelbeds = supplier();
    const [offer] = await hotelbeds.search(search);
    const rate = offer.rates[0];
    reply = (method) => (method === 'POST' ? HANG : { status: 200, body: BOOKING });
    const started = Date.now();
    const error = await refusal(
      hotelbeds.book({
        rateKey: rate.key,
        holder: { givenName: 'Asha', familyName: 'Rao', email: 'asha@example.com', phone: '+919876543210' },
        rooms: [[{ givenName: 'Asha', familyName: 'Rao', type: 'adult' }]],
        reference: 'ord-1',
        total: rate.total,
      }),
    );
    expect(error).toMatchObject({ code: 'timeout', refused: false });
    expect(Date.now() - started).toBeLessThan(300 + 500);
    const sent = fake.requests.filter((r) => r.path === '/hotel-api/1.0/bookings');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0].body)).toEqual({
      holder: { name: 'Asha', surname: 'Rao' },
      rooms: [{ rateKey: rate.key, paxes: [{ roomId: 1, type: 'AD', name: 'Asha', surname: 'Rao' }] }],
      clientReference: 'ord-1',
    });
  });

  it('checks an unseen rate key before booking, and refuses a price that moved with nothing sent', async () => {
    const checked = {
      hotel: {
        ...AVAILABILITY.hotels.hotels[0],
        rooms: [
          {
            ...AVAILABILITY.hotels.hotels[0].rooms[0],
            rates: [{ ...AVAILABILITY.hotels.hotels[0].rooms[0].rates[1], net: '104.10' }],
          },
        ],
      },
    };
    reply = () => ({ status: 200, body: checked });
    const error = await refusal(
      supplier().book({
        rateKey: 'unseen-key',
        holder: { givenName: 'Asha', familyName: 'Rao', email: 'asha@example.com', phone: '+919876543210' },
        rooms: [[{ givenName: 'Asha', familyName: 'Rao', type: 'adult' }]],
        reference: 'ord-2',
        total: { amountMinor: 9864, currency: 'EUR' },
      }),
    );
    expect(error).toMatchObject({ code: 'price_changed', refused: true });
    expect(fake.requests.map((r) => r.path)).toEqual(['/hotel-api/1.0/checkrates']);
    expect(JSON.parse(fake.requests[0].body)).toEqual({ rooms: [{ rateKey: 'unseen-key' }] });
  });

  it('finds a booking by clientReference in the check-in day’s list, and says "none" only when the list is whole', async () => {
    const summary = { ...BOOKING.booking, clientReference: 'ORD-7' };
    reply = (method, path) =>
      path.startsWith('/hotel-api/1.0/bookings?')
        ? { status: 200, body: { bookings: { from: 1, to: 50, total: 1, bookings: [summary] } } }
        : { status: 200, body: BOOKING };
    expect((await supplier().findBooking('ord-7', '2017-09-15'))?.id).toBe('52-1274418');
    const query = new URLSearchParams(fake.requests[0].path.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      start: '2017-09-15',
      end: '2017-09-15',
      filterType: 'CHECKIN',
      status: 'ALL',
      clientReference: 'ord-7',
      from: '1',
      to: '50',
    });
    reply = () => ({ status: 200, body: { bookings: { from: 1, to: 50, total: 0, bookings: [] } } });
    expect(await supplier().findBooking('ord-8', '2017-09-15')).toBeNull();
    reply = () => ({ status: 200, body: { bookings: { bookings: [] } } });
    expect(await refusal(supplier().findBooking('ord-8', '2017-09-15'))).toMatchObject({ refused: false });
  });

  it('quotes a cancellation from the simulation’s amount', async () => {
    reply = () => ({
      status: 200,
      body: { booking: { ...BOOKING.booking, hotel: { ...BOOKING.booking.hotel, cancellationAmount: '60.45' } } },
    });
    expect(await supplier().quoteCancellation('52-1274418')).toEqual({
      bookingId: '52-1274418',
      penalty: { amountMinor: 6045, currency: 'EUR' },
      refund: { amountMinor: 24181, currency: 'EUR' },
    });
    expect(fake.requests[0]).toMatchObject({
      method: 'DELETE',
      path: '/hotel-api/1.0/bookings/52-1274418?cancellationFlag=SIMULATION',
    });
  });
});

describe('Hotelbeds helpers', () => {
  it('reads stars from the category', () => {
    expect(starsOf({ categoryCode: '4EST' })).toBe(4);
    expect(starsOf({ categoryCode: 'HS2', categoryName: '2 STARS' })).toBe(2);
    expect(starsOf({ categoryCode: 'APTH' })).toBe(0);
  });
  it('keeps a clientReference within 20 characters, stable', () => {
    expect(clientReferenceOf('ord-1')).toBe('ord-1');
    const long = clientReferenceOf('order-2027-0000000000042-a');
    expect(long).toHaveLength(20);
    expect(clientReferenceOf('order-2027-0000000000042-a')).toBe(long);
    expect(clientReferenceOf('order-2027-0000000000042-b')).not.toBe(long);
  });
  it('recognises the refusals callers act on by their text', () => {
    expect(hotelbedsRefusalCode('Price has changed')).toBe('price_changed');
    expect(hotelbedsRefusalCode('Insufficient allotment')).toBe('sold_out');
    expect(hotelbedsRefusalCode('The rate key is not valid or has expired')).toBe('offer_gone');
    expect(hotelbedsRefusalCode('Booking 1-2 not found')).toBe('not_found');
    expect(hotelbedsRefusalCode('Something else', 'INVALID_DATA')).toBe('INVALID_DATA');
  });
});
