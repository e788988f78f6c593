import type { HotelCard, HotelOfferGroup, HotelSupplierQuote } from '@travel/contracts/hotels';
import { nextExpiry, providerRows, quotesByHotel } from './hotelQuotes';

const NOW = Date.parse('2030-03-01T10:00:00Z');
const LATER = '2030-03-01T10:30:00Z';
const SOONER = '2030-03-01T10:10:00Z';
const GONE = '2030-03-01T09:59:00Z';

const quote = (supplier: string, amountMinor: number, over: Partial<HotelSupplierQuote> = {}): HotelSupplierQuote => ({
  supplier,
  label: supplier === 'hotelbeds' ? 'Hotelbeds' : 'Duffel Stays',
  supplierHotelId: '123',
  rateKey: `${supplier}-${amountMinor}`,
  roomName: 'DOUBLE',
  boardName: 'ROOM ONLY',
  total: { amountMinor, currency: 'INR' },
  payment: 'pay_now',
  cancellation: { freeUntil: null, penalty: { amountMinor, currency: 'INR' }, text: 'Non-refundable' },
  expiresAt: LATER,
  ...over,
});
const group = (hotelId: string, quotes: HotelSupplierQuote[]): HotelOfferGroup => ({
  hotelId,
  quotes,
  expiresAt: quotes[0].expiresAt,
});
const HOTEL: Pick<HotelCard, 'id' | 'providers' | 'freeCancellation'> = {
  id: 'PAR-0001',
  providers: [{ supplier: 'own', name: 'Travel Portal', totalMinor: 2_000_000 }],
  freeCancellation: true,
};

describe('the suppliers’ quotes on a hotel card', () => {
  it('keeps each supplier’s cheapest unexpired quote in rupees per hotel', () => {
    const quotes = quotesByHotel(
      [
        group('PAR-0001', [quote('hotelbeds', 1_900_000), quote('duffel-stays', 2_100_000)]),
        group('PAR-0001', [quote('hotelbeds', 1_800_000), quote('duffel-stays', 1_000_000, { expiresAt: GONE })]),
        group('PAR-0002', [quote('hotelbeds', 10_000, { total: { amountMinor: 10_000, currency: 'EUR' } })]),
      ],
      NOW,
    );
    expect([...quotes.keys()]).toEqual(['PAR-0001']);
    expect(quotes.get('PAR-0001')!.map((q) => [q.supplier, q.total.amountMinor])).toEqual([
      ['hotelbeds', 1_800_000],
      ['duffel-stays', 2_100_000],
    ]);
  });

  it('lists our own rate and every quote, cheapest first, ours first at an equal total, without the expired', () => {
    const quotes = new Map([
      [
        'PAR-0001',
        [
          quote('hotelbeds', 2_000_000, { payment: 'pay_at_hotel' }),
          quote('duffel-stays', 1_950_000, {
            cancellation: { ...quote('x', 0).cancellation, freeUntil: '2030-03-02T11:59:00Z', text: 'From …' },
          }),
        ],
      ],
    ]);
    expect(providerRows(HOTEL, quotes, NOW).map((row) => [row.label, row.totalMinor, row.payment, row.policy])).toEqual(
      [
        ['Duffel Stays', 1_950_000, 'pay_now', 'Free cancellation until 2 Mar, 11:59 UTC'],
        ['Travel Portal', 2_000_000, 'pay_now', 'Free cancellation'],
        ['Hotelbeds', 2_000_000, 'pay_at_hotel', 'Non-refundable'],
      ],
    );
    // Past every quote's expiry, only our own rate is left.
    expect(providerRows(HOTEL, quotes, Date.parse(LATER)).map((row) => row.label)).toEqual(['Travel Portal']);
  });

  it('wakes at the next expiry still to come', () => {
    const quotes = new Map([['PAR-0001', [quote('hotelbeds', 1, { expiresAt: SOONER }), quote('duffel-stays', 2)]]]);
    expect(nextExpiry(quotes, NOW)).toBe(Date.parse(SOONER));
    expect(nextExpiry(quotes, Date.parse(LATER))).toBeNull();
  });
});
