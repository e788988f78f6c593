import { startFakeServer, type FakeReply } from '../../gateways/testing/fakeGatewayServer';
import { SupplierError } from '../errors';
import { fareFamilyOf, kilos, tripjackAir } from './air';

/** Answers shaped as TripJack documents them (terse keys, `status`, errors inside a 200), trimmed to what we read. */
const SEARCH_ANSWER = {
  searchResult: {
    tripInfos: {
      ONWARD: [
        {
          sI: [
            {
              id: '101',
              fD: { aI: { code: '6E', name: 'IndiGo', isLcc: true }, fN: '2131', eT: '321' },
              stops: 0,
              duration: 130,
              cT: 95,
              da: { code: 'DEL', name: 'Delhi Indira Gandhi Intl', city: 'Delhi', terminal: 'Terminal 1' },
              aa: { code: 'BOM', name: 'Chhatrapati Shivaji', city: 'Mumbai', terminal: 'Terminal 2' },
              dt: '2027-01-15T06:05',
              at: '2027-01-15T08:15',
              iand: false,
              isRs: false,
              sN: 0,
            },
            {
              id: '102',
              fD: { aI: { code: '6E', name: 'IndiGo', isLcc: true }, fN: '5301', eT: '320' },
              stops: 0,
              duration: 85,
              da: { code: 'BOM', city: 'Mumbai' },
              aa: { code: 'GOI', city: 'Goa' },
              dt: '2027-01-15T09:50',
              at: '2027-01-15T11:15',
              isRs: false,
              sN: 1,
            },
          ],
          totalPriceList: [
            {
              fd: {
                ADULT: {
                  fC: { BF: 3890, TAF: 633.5, TF: 4523.5 },
                  bI: { iB: '15 Kg', cB: '7 Kg' },
                  rT: 0,
                  cc: 'ECONOMY',
                  sR: 4,
                },
                CHILD: { fC: { BF: 3890, TAF: 633.5, TF: 4523.5 }, bI: { iB: '15 Kg', cB: '7 Kg' }, rT: 0, sR: 4 },
                INFANT: { fC: { BF: 1500, TAF: 0, TF: 1500 }, bI: { iB: '0 Kg' }, rT: 0 },
              },
              fareIdentifier: 'PUBLISHED',
              id: '3-7106052573_0DELBOM6E2131~1001',
            },
            {
              fd: {
                ADULT: {
                  fC: { BF: 5100, TAF: 700, TF: 5800 },
                  bI: { iB: '1 Piece (20 Kg)', cB: '7 KG' },
                  rT: 1,
                  sR: 9,
                },
                CHILD: { fC: { TF: 5800 }, rT: 1, sR: 9 },
                INFANT: { fC: { TF: 1500 }, rT: 1 },
              },
              fareIdentifier: 'CORP_CONNECT',
              id: '3-7106052573_0DELBOM6E2131~1002',
            },
          ],
        },
      ],
    },
  },
  status: { success: true, httpStatus: 200 },
};

const ERROR_ANSWER = {
  errors: [{ errCode: '2502', message: 'Fare not available, please search again', details: '' }],
  status: { success: false, httpStatus: 400 },
};

describe('tripjackAir against recorded TripJack answers', () => {
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let reply: (path: string, body: Record<string, unknown>) => FakeReply;
  beforeEach(async () => {
    reply = () => ({ status: 200, body: SEARCH_ANSWER });
    fake = await startFakeServer((request) => reply(request.path, JSON.parse(request.body || '{}')));
  });
  afterEach(() => fake.close());
  const supplier = () =>
    tripjackAir({ apiKey: 'k-1', baseUrl: `${fake.url}/`, callTimeoutMs: 500, amendmentPollMs: 1, amendmentPolls: 3 });
  const search = {
    slices: [{ from: 'DEL', to: 'GOI', date: '2027-01-15' }],
    adults: 2,
    children: 1,
    infants: 1,
    cabin: 'economy' as const,
  };

  it('sends the search as TripJack takes it, with the apikey header', async () => {
    await supplier().search(search);
    const [request] = fake.requests;
    expect(request.path).toBe('/fms/v1/air-search-all');
    expect(request.headers.apikey).toBe('k-1');
    expect(JSON.parse(request.body)).toEqual({
      searchQuery: {
        cabinClass: 'ECONOMY',
        paxInfo: { ADULT: '2', CHILD: '1', INFANT: '1' },
        routeInfos: [
          { fromCityOrAirport: { code: 'DEL' }, toCityOrAirport: { code: 'GOI' }, travelDate: '2027-01-15' },
        ],
        searchModifiers: { isDirectFlight: false, isConnectingFlight: true },
      },
    });
  });

  it('maps ONWARD trips with terse keys to offers, one per price, in paise', async () => {
    const [published, corporate] = await supplier().search(search);
    expect(published).toMatchObject({
      supplier: 'tripjack',
      id: '3-7106052573_0DELBOM6E2131~1001',
      total: { amountMinor: 452350 * 3 + 150000, currency: 'INR' },
      fareFamily: 'Published',
      refundable: false,
      changeable: false,
      baggage: { checkedKg: 15, cabinKg: 7 },
      seatsLeft: 4,
      holdUntil: null,
    });
    expect(published.slices).toEqual([
      {
        from: 'DEL',
        to: 'GOI',
        durationMin: 130 + 95 + 85,
        segments: [
          {
            carrier: '6E',
            flightNumber: '6E 2131',
            from: 'DEL',
            to: 'BOM',
            departingAt: '2027-01-15T06:05',
            arrivingAt: '2027-01-15T08:15',
            aircraft: '321',
          },
          {
            carrier: '6E',
            flightNumber: '6E 5301',
            from: 'BOM',
            to: 'GOI',
            departingAt: '2027-01-15T09:50',
            arrivingAt: '2027-01-15T11:15',
            aircraft: '320',
          },
        ],
      },
    ]);
    expect(corporate).toMatchObject({
      fareFamily: 'Corp Connect',
      refundable: true,
      baggage: { checkedKg: 20, cabinKg: 7 },
      seatsLeft: 9,
    });
  });

  it('names fare families and reads baggage text', () => {
    expect(['STANDARD', 'FLEXI', 'SME', 'SPECIAL_RETURN', undefined].map(fareFamilyOf)).toEqual([
      'Standard',
      'Flexi',
      'SME',
      'Special Return',
      'Standard',
    ]);
    expect(['15 Kg', '15KG', '1 Piece (23 kg)', 'Nil', undefined].map(kilos)).toEqual([15, 15, 23, 0, 0]);
  });

  it("refuses with TripJack's message on a 200 carrying status.success=false, mapping a fare gone", async () => {
    reply = () => ({ status: 200, body: ERROR_ANSWER });
    const error = await supplier()
      .priceOffer('3-7106052573_0DELBOM6E2131~1001')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect(error).toMatchObject({
      refused: true,
      code: 'offer_gone',
      message: 'TripJack: Fare not available, please search again',
    });
  });

  it("keeps TripJack's own code for a refusal it does not recognise", async () => {
    reply = () => ({
      status: 200,
      body: { errors: [{ errCode: '1067', message: 'Passport expires too soon' }], status: { success: false } },
    });
    await expect(supplier().search(search)).rejects.toMatchObject({ refused: true, code: '1067' });
  });

  it('treats status.success=false without errors, or no status, as unknown', async () => {
    reply = () => ({ status: 200, body: { status: { success: false, httpStatus: 500 } } });
    await expect(supplier().getOrder('TJS1')).rejects.toMatchObject({ refused: false, code: 'malformed' });
    reply = () => ({ status: 200, body: { order: { bookingId: 'TJS1', status: 'SUCCESS' } } });
    await expect(supplier().getOrder('TJS1')).rejects.toMatchObject({ refused: false });
  });

  it('reads a review: the checked price, the bookingId kept for book, and holds allowed', async () => {
    reply = (path) =>
      path === '/fms/v1/review'
        ? {
            status: 200,
            body: {
              bookingId: 'TJS100900123456',
              tripInfos: SEARCH_ANSWER.searchResult.tripInfos.ONWARD,
              totalPriceInfo: { totalFareDetail: { fC: { TF: 15070.5, BF: 13000, TAF: 2070.5 } } },
              conditions: { isBA: true, st: 600 },
              status: { success: true, httpStatus: 200 },
            },
          }
        : { status: 200, body: { bookingId: 'TJS100900123456', status: { success: true } } };
    const adapter = supplier();
    const offer = await adapter.priceOffer('3-7106052573_0DELBOM6E2131~1001');
    expect(offer.total).toEqual({ amountMinor: 1507050, currency: 'INR' });
    expect(offer.fareFamily).toBe('Published');
    expect(offer.holdUntil).not.toBeNull();
    expect(Date.parse(offer.expiresAt) - Date.now()).toBeLessThanOrEqual(600_000);
    // booking-details is what the book answer is read with; it is not served here, so book's bookingId is checked.
    await adapter
      .createOrder({
        offerId: offer.id,
        type: 'hold',
        reference: 'r-1',
        passengers: [
          {
            type: 'adult',
            title: 'mr',
            gender: 'm',
            givenName: 'Anil',
            familyName: 'Kumar',
            bornOn: '1980-01-01',
            email: 'a@example.com',
            phone: '+919800000000',
          },
        ],
      })
      .catch(() => undefined);
    const book = fake.requests.find((r) => r.path === '/oms/v1/air/book')!;
    expect(JSON.parse(book.body)).toEqual({
      bookingId: 'TJS100900123456',
      travellerInfo: [{ ti: 'Mr', pt: 'ADULT', fN: 'Anil', lN: 'Kumar', dob: '1980-01-01' }],
      deliveryInfo: { emails: ['a@example.com'], contacts: ['+919800000000'] },
    });
  });

  it('reads booking-details: status, PNR and ticket numbers per traveller', async () => {
    reply = () => ({
      status: 200,
      body: {
        order: { bookingId: 'TJS1', amount: 4523.5, status: 'SUCCESS', createdOn: '2027-01-01T10:00' },
        itemInfos: {
          AIR: {
            tripInfos: [{ sI: SEARCH_ANSWER.searchResult.tripInfos.ONWARD[0].sI }],
            travellerInfos: [
              {
                ti: 'Mr',
                pt: 'ADULT',
                fN: 'Anil',
                lN: 'Kumar',
                pnrDetails: { 'DEL-BOM': 'XYZ789', 'BOM-GOI': 'XYZ789' },
                ticketNumberDetails: { 'DEL-BOM': '3121234567890', 'BOM-GOI': '3121234567891' },
              },
            ],
            totalPriceInfo: { totalFareDetail: { fC: { TF: 4523.5 } } },
          },
        },
        status: { success: true, httpStatus: 200 },
      },
    });
    expect(await supplier().getOrder('TJS1')).toMatchObject({
      id: 'TJS1',
      status: 'ticketed',
      bookingReference: 'XYZ789',
      ticketNumbers: ['3121234567890', '3121234567891'],
      total: { amountMinor: 452350, currency: 'INR' },
      payBy: null,
    });
  });

  it('refuses a REJECTED cancellation, and resumes polling (never re-submits) while it is pending', async () => {
    let status = 'PENDING';
    reply = (path) => {
      if (path.endsWith('amendment-charges'))
        return {
          status: 200,
          body: { bookingId: 'TJS1', refundableAmount: 678.5, amendmentCharges: 3845, status: { success: true } },
        };
      if (path.endsWith('submit-amendment'))
        return { status: 200, body: { bookingId: 'TJS1', amendmentId: 'AMD1', status: { success: true } } };
      return { status: 200, body: { amendmentId: 'AMD1', amendmentStatus: status, status: { success: true } } };
    };
    const adapter = supplier();
    const quote = await adapter.quoteCancellation('TJS1');
    expect(quote.refund).toEqual({ amountMinor: 67850, currency: 'INR' });
    expect(Date.parse(quote.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    await expect(adapter.confirmCancellation(quote.id)).rejects.toMatchObject({ code: 'pending', refused: false });
    status = 'REJECTED';
    await expect(adapter.confirmCancellation(quote.id)).rejects.toMatchObject({ code: 'rejected', refused: true });
    expect(fake.requests.filter((r) => r.path.endsWith('submit-amendment'))).toHaveLength(1);
    await expect(adapter.confirmCancellation('tjq_unknown')).rejects.toMatchObject({
      code: 'quote_gone',
      refused: true,
    });
  });
});
