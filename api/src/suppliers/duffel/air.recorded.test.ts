import { startFakeServer, type FakeReply, type FakeRequest } from '../../gateways/testing/fakeGatewayServer';
import { SupplierError } from '../errors';
import { duffelAir, e164, isoDurationMinutes, titleCase } from './air';

/**
 * Answers shaped as Duffel's API reference documents them (https://duffel.com/docs/api/v2/offer-requests,
 * …/offers, …/orders, …/overview/errors): the adapter's mapping is proven on the real shape, not only on the
 * sandbox's. Values are made up; the field names, nesting and formats are Duffel's.
 */
const offerRequestAnswer = {
  data: {
    id: 'orq_00009hjdomFOCJyxHG7k7k',
    live_mode: false,
    cabin_class: 'economy',
    created_at: '2027-02-01T10:00:00.000000Z',
    slices: [
      {
        origin_type: 'airport',
        origin: { type: 'airport', iata_code: 'BLR', name: 'Kempegowda International Airport' },
        destination_type: 'airport',
        destination: { type: 'airport', iata_code: 'DEL', name: 'Indira Gandhi International Airport' },
        departure_date: '2027-03-20',
      },
    ],
    passengers: [
      { id: 'pas_00009hj8USM7Ncg31cBCLL', type: 'adult', age: null },
      { id: 'pas_00009hj8USM7Ncg31cBCLM', type: 'child', age: 8 },
    ],
    offers: [
      {
        id: 'off_00009htYpSCXrwaB9DnUm0',
        live_mode: false,
        created_at: '2027-02-01T10:00:01.000000Z',
        updated_at: '2027-02-01T10:00:01.000000Z',
        expires_at: '2099-02-01T10:30:01.000000Z',
        total_emissions_kg: '180',
        total_amount: '9871.50',
        total_currency: 'INR',
        base_amount: '8400.00',
        base_currency: 'INR',
        tax_amount: '1471.50',
        tax_currency: 'INR',
        owner: { iata_code: 'AI', name: 'Air India', id: 'arl_00009VME7DAGiJjwomhv32' },
        passenger_identity_documents_required: false,
        supported_passenger_identity_document_types: ['passport'],
        payment_requirements: {
          requires_instant_payment: false,
          price_guarantee_expires_at: '2027-02-03T10:00:00Z',
          payment_required_by: '2027-02-04T10:00:00Z',
        },
        conditions: {
          refund_before_departure: { allowed: true, penalty_amount: '1500.00', penalty_currency: 'INR' },
          change_before_departure: { allowed: false, penalty_amount: null, penalty_currency: null },
        },
        passengers: [
          { id: 'pas_00009hj8USM7Ncg31cBCLL', type: 'adult', age: null, given_name: null, family_name: null },
          { id: 'pas_00009hj8USM7Ncg31cBCLM', type: 'child', age: 8, given_name: null, family_name: null },
        ],
        slices: [
          {
            id: 'sli_00009htYpSCXrwaB9Dn123',
            origin_type: 'airport',
            origin: { type: 'airport', iata_code: 'BLR', time_zone: 'Asia/Kolkata' },
            destination_type: 'airport',
            destination: { type: 'airport', iata_code: 'DEL', time_zone: 'Asia/Kolkata' },
            duration: 'PT5H40M',
            fare_brand_name: 'ECONOMY COMFORT',
            comparison_key: 'BmlEOQ==',
            conditions: { change_before_departure: null },
            segments: [
              {
                id: 'seg_00009htYpSCXrwaB9Dn456',
                origin: { type: 'airport', iata_code: 'BLR' },
                destination: { type: 'airport', iata_code: 'BOM' },
                origin_terminal: '1',
                destination_terminal: '2',
                departing_at: '2027-03-20T06:05:00',
                arriving_at: '2027-03-20T07:50:00',
                duration: 'PT1H45M',
                distance: '845.1',
                marketing_carrier: { iata_code: 'AI', name: 'Air India' },
                marketing_carrier_flight_number: '640',
                operating_carrier: { iata_code: 'AI', name: 'Air India' },
                operating_carrier_flight_number: '640',
                aircraft: { iata_code: '32N', name: 'Airbus A320neo' },
                stops: [],
                passengers: [
                  {
                    passenger_id: 'pas_00009hj8USM7Ncg31cBCLL',
                    cabin_class: 'economy',
                    cabin_class_marketing_name: 'Economy',
                    fare_basis_code: 'SL1YXSII',
                    baggages: [
                      { type: 'checked', quantity: 1 },
                      { type: 'carry_on', quantity: 1 },
                    ],
                  },
                ],
              },
              {
                id: 'seg_00009htYpSCXrwaB9Dn789',
                origin: { type: 'airport', iata_code: 'BOM' },
                destination: { type: 'airport', iata_code: 'DEL' },
                departing_at: '2027-03-20T09:30:00',
                arriving_at: '2027-03-20T11:45:00',
                duration: 'PT2H15M',
                marketing_carrier: { iata_code: 'AI', name: 'Air India' },
                marketing_carrier_flight_number: '887',
                operating_carrier: { iata_code: 'AI', name: 'Air India' },
                aircraft: null,
                passengers: [],
              },
            ],
          },
        ],
      },
    ],
  },
};

const errorAnswer = (status: number, code: string, message: string) => ({
  errors: [
    {
      type: 'invalid_request_error',
      code,
      title: 'Requested offer is no longer available',
      message,
      documentation_url: 'https://duffel.com/docs/api/overview/errors',
    },
  ],
  meta: { status, request_id: 'FZW0H3HdJwKk5HMAAKxB' },
});

describe('duffelAir on answers shaped as Duffel documents them', () => {
  let reply: (request: FakeRequest) => FakeReply;
  let server: Awaited<ReturnType<typeof startFakeServer>>;

  beforeEach(async () => {
    reply = () => ({ status: 200, body: offerRequestAnswer });
    server = await startFakeServer((request) => reply(request));
  });
  afterEach(() => server.close());

  const duffel = () => duffelAir({ accessToken: 'duffel_test_abc', baseUrl: `${server.url}/`, callTimeoutMs: 1_000 });

  it('sends the search as Duffel expects it', async () => {
    await duffel().search({
      slices: [{ from: 'BLR', to: 'DEL', date: '2027-03-20' }],
      adults: 1,
      children: 1,
      infants: 1,
      cabin: 'premium_economy',
    });
    const [request] = server.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toMatch(/^\/air\/offer_requests\?return_offers=true&supplier_timeout=\d+$/);
    expect(request.headers).toMatchObject({
      authorization: 'Bearer duffel_test_abc',
      'duffel-version': 'v2',
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(JSON.parse(request.body)).toEqual({
      data: {
        slices: [{ origin: 'BLR', destination: 'DEL', departure_date: '2027-03-20' }],
        passengers: [{ type: 'adult' }, { age: 8 }, { age: 1 }],
        cabin_class: 'premium_economy',
      },
    });
  });

  it('maps a documented offer to a SupplierOffer', async () => {
    const [offer] = await duffel().search({
      slices: [{ from: 'BLR', to: 'DEL', date: '2027-03-20' }],
      adults: 1,
      children: 1,
      infants: 0,
      cabin: 'economy',
    });
    expect(offer).toEqual({
      supplier: 'duffel',
      id: 'off_00009htYpSCXrwaB9DnUm0',
      slices: [
        {
          from: 'BLR',
          to: 'DEL',
          durationMin: 340,
          segments: [
            {
              carrier: 'AI',
              flightNumber: 'AI 640',
              from: 'BLR',
              to: 'BOM',
              departingAt: '2027-03-20T06:05',
              arrivingAt: '2027-03-20T07:50',
              aircraft: 'Airbus A320neo',
            },
            {
              carrier: 'AI',
              flightNumber: 'AI 887',
              from: 'BOM',
              to: 'DEL',
              departingAt: '2027-03-20T09:30',
              arrivingAt: '2027-03-20T11:45',
            },
          ],
        },
      ],
      total: { amountMinor: 987_150, currency: 'INR' },
      fareFamily: 'Economy Comfort',
      expiresAt: '2099-02-01T10:30:01.000000Z',
      refundable: true,
      changeable: false,
      // Duffel gives one checked bag and one cabin bag, no weights: 15 kg and 7 kg.
      baggage: { checkedKg: 15, cabinKg: 7 },
      holdUntil: '2027-02-04T10:00:00Z',
    });
  });

  it('never shows an offer past its expiry, and holds nothing that must be paid at once', async () => {
    const [documented] = offerRequestAnswer.data.offers;
    reply = () => ({
      status: 200,
      body: {
        data: {
          ...offerRequestAnswer.data,
          offers: [
            { ...documented, id: 'off_expired', expires_at: '2020-01-01T00:00:00Z' },
            {
              ...documented,
              id: 'off_instant',
              payment_requirements: {
                requires_instant_payment: true,
                payment_required_by: null,
                price_guarantee_expires_at: null,
              },
            },
          ],
        },
      },
    });
    const offers = await duffel().search({
      slices: [{ from: 'BLR', to: 'DEL', date: '2027-03-20' }],
      adults: 1,
      children: 1,
      infants: 0,
      cabin: 'economy',
    });
    expect(offers.map((offer) => [offer.id, offer.holdUntil])).toEqual([['off_instant', null]]);
  });

  it('skips an offer it cannot read, and calls an answer of only such offers unreadable', async () => {
    const [documented] = offerRequestAnswer.data.offers;
    const broken = { ...documented, id: 'off_broken', total_amount: '12,50' };
    const search = {
      slices: [{ from: 'BLR', to: 'DEL', date: '2027-03-20' }],
      adults: 1,
      children: 1,
      infants: 0,
      cabin: 'economy' as const,
    };
    reply = () => ({ status: 200, body: { data: { ...offerRequestAnswer.data, offers: [broken, documented] } } });
    expect((await duffel().search(search)).map((offer) => offer.id)).toEqual([documented.id]);
    reply = () => ({ status: 200, body: { data: { ...offerRequestAnswer.data, offers: [broken] } } });
    await expect(duffel().search(search)).rejects.toMatchObject({ code: 'malformed', refused: false });
    reply = () => ({ status: 200, body: { data: { ...offerRequestAnswer.data, offers: [] } } });
    expect(await duffel().search(search)).toEqual([]);
  });

  it("turns Duffel's documented error body into a refused SupplierError with its code", async () => {
    reply = () => ({
      status: 422,
      body: errorAnswer(
        422,
        'offer_no_longer_available',
        'The requested offer is no longer available, please search again.',
      ),
    });
    const attempt = duffel().priceOffer('off_00009htYpSCXrwaB9DnUm0');
    await expect(attempt).rejects.toBeInstanceOf(SupplierError);
    await expect(attempt).rejects.toMatchObject({
      code: 'offer_gone',
      refused: true,
      httpStatus: 422,
      message: 'Duffel: The requested offer is no longer available, please search again.',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('keeps the code of other refusals, and leaves a 5xx with an error body unknown', async () => {
    reply = () => ({ status: 422, body: errorAnswer(422, 'offer_request_already_booked', 'Already booked.') });
    await expect(duffel().priceOffer('off_1')).rejects.toMatchObject({
      code: 'offer_request_already_booked',
      refused: true,
    });
    reply = () => ({ status: 503, body: { ...errorAnswer(503, 'service_unavailable', 'Try again.') } });
    await expect(duffel().getOrder('ord_1')).rejects.toMatchObject({
      code: 'service_unavailable',
      refused: false,
      httpStatus: 503,
    });
  });

  it('sends an instant order with the offer passengers, E.164 phones, lower-case titles and our reference', async () => {
    reply = (request) =>
      request.method === 'GET'
        ? { status: 200, body: { data: offerRequestAnswer.data.offers[0] } }
        : {
            status: 201,
            body: {
              data: {
                id: 'ord_00009hthhsUZ8W4LxQgkjo',
                type: 'instant',
                booking_reference: 'RZPNX8',
                total_amount: '9871.50',
                total_currency: 'INR',
                cancelled_at: null,
                slices: offerRequestAnswer.data.offers[0].slices,
                passengers: [],
                documents: [
                  {
                    type: 'electronic_ticket',
                    unique_identifier: '0982345678901',
                    passenger_ids: ['pas_00009hj8USM7Ncg31cBCLL'],
                  },
                  {
                    type: 'electronic_ticket',
                    unique_identifier: '0982345678902',
                    passenger_ids: ['pas_00009hj8USM7Ncg31cBCLM'],
                  },
                ],
                payment_status: {
                  awaiting_payment: false,
                  payment_required_by: null,
                  price_guarantee_expires_at: null,
                  paid_at: '2027-02-01T10:05:00Z',
                },
                metadata: { reference: 'BK-1', offer_id: 'off_00009htYpSCXrwaB9DnUm0' },
              },
            },
          };
    const traveller = {
      title: 'mr' as const,
      gender: 'm' as const,
      familyName: 'Iyer',
      email: 'ravi@example.com',
    };
    const order = await duffel().createOrder({
      offerId: 'off_00009htYpSCXrwaB9DnUm0',
      type: 'instant',
      passengers: [
        { ...traveller, type: 'child', givenName: 'Kiran', bornOn: '2019-01-01', phone: '+91 98450 00001' },
        { ...traveller, type: 'adult', givenName: 'Ravi', bornOn: '1985-06-01', phone: '098450-00000' },
      ],
      payment: { amountMinor: 987_150, currency: 'INR' },
      reference: 'BK-1',
    });
    expect(order).toMatchObject({
      id: 'ord_00009hthhsUZ8W4LxQgkjo',
      status: 'ticketed',
      bookingReference: 'RZPNX8',
      ticketNumbers: ['0982345678901', '0982345678902'],
      total: { amountMinor: 987_150, currency: 'INR' },
    });
    const sent = JSON.parse(server.requests[1].body) as { data: Record<string, unknown> };
    expect(sent.data).toEqual({
      type: 'instant',
      selected_offers: ['off_00009htYpSCXrwaB9DnUm0'],
      passengers: [
        expect.objectContaining({
          id: 'pas_00009hj8USM7Ncg31cBCLM',
          given_name: 'Kiran',
          phone_number: '+919845000001',
          title: 'mr',
          gender: 'm',
        }),
        expect.objectContaining({
          id: 'pas_00009hj8USM7Ncg31cBCLL',
          given_name: 'Ravi',
          phone_number: '+919845000000',
          born_on: '1985-06-01',
        }),
      ],
      payments: [{ type: 'balance', amount: '9871.50', currency: 'INR' }],
      metadata: { reference: 'BK-1', offer_id: 'off_00009htYpSCXrwaB9DnUm0' },
    });
  });
});

describe('the mapping helpers', () => {
  it('reads ISO 8601 durations', () => {
    expect(isoDurationMinutes('PT2H10M')).toBe(130);
    expect(isoDurationMinutes('PT02H26M')).toBe(146);
    expect(isoDurationMinutes('P1DT1H')).toBe(1_500);
    expect(isoDurationMinutes('PT45M')).toBe(45);
    expect(isoDurationMinutes('2h')).toBeNull();
  });

  it('title-cases fare brands and writes phones in E.164', () => {
    expect(titleCase('ECONOMY LIGHT')).toBe('Economy Light');
    expect(titleCase('flexi_plus')).toBe('Flexi Plus');
    expect(e164('9876543210')).toBe('+919876543210');
    expect(e164('+44 20 7946 0958')).toBe('+442079460958');
    expect(e164('0044 20 7946 0958')).toBe('+442079460958');
  });
});
