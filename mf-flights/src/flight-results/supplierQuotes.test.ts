import type { FlightOffer, MergedFlightOffer, ProviderQuote } from '@travel/contracts/flights';
import { flightKey, nextExpiry, offerFlightKey, providerRows, quotesByFlight } from './supplierQuotes';

const NOW = Date.parse('2026-12-01T10:00:00Z');
const LATER = '2026-12-01T10:20:00Z';

const quote = (supplier: string, label: string, amountMinor: number, extra: Partial<ProviderQuote> = {}) =>
  ({
    supplier,
    label,
    offerId: `${supplier}-${amountMinor}`,
    total: { amountMinor, currency: 'INR' },
    expiresAt: LATER,
    refundable: false,
    changeable: true,
    holdUntil: null,
    ...extra,
  }) satisfies ProviderQuote;

const merged = (
  flightNumber: string,
  departingAt: string,
  providers: ProviderQuote[],
  fareFamily = 'Standard',
): MergedFlightOffer => ({
  key: `${flightNumber}@${departingAt}#${fareFamily}`,
  slices: [
    {
      from: 'DEL',
      to: 'BOM',
      durationMin: 125,
      segments: [
        {
          carrier: flightNumber.slice(0, 2),
          flightNumber,
          from: 'DEL',
          to: 'BOM',
          departingAt,
          arrivingAt: '2026-12-12T08:05',
        },
      ],
    },
  ],
  fareFamily,
  baggage: { checkedKg: 15, cabinKg: 7 },
  providers,
  expiresAt: LATER,
});

const card = (over: Partial<FlightOffer> = {}): FlightOffer => ({
  id: '77',
  airline: 'IndiGo',
  airlineCode: '6E',
  flightNumber: '6E 2134',
  aircraft: 'A321',
  from: 'DEL',
  to: 'BOM',
  fromCity: 'New Delhi',
  toCity: 'Mumbai',
  date: '2026-12-12',
  departure: '06:00',
  arrival: '08:05',
  arrivalDayOffset: 0,
  durationMin: 125,
  duration: '2h 5m',
  stops: 0,
  via: null,
  cabin: 'Economy',
  baggage: { checkedKg: 15, cabinKg: 7 },
  refundable: false,
  co2Kg: 90,
  lowerCo2: false,
  seatsLeft: 9,
  popular: false,
  priceMinor: 500_000,
  totalMinor: 1_000_000,
  providers: [{ supplier: 'own', name: 'Travel Portal', priceMinor: 500_000, totalMinor: 1_000_000 }],
  ...over,
});

describe('flightKey', () => {
  it('is the same for a card and a supplier segment of one flight, however the number is written', () => {
    expect(flightKey('6E', '6E 2134', '2026-12-12', '06:00')).toBe(flightKey('6e', '2134', '2026-12-12', '06:00'));
    expect(flightKey('6E', '6E-2134', '2026-12-12', '06:00')).toBe(offerFlightKey(card()));
    expect(flightKey('6E', '6E 2134', '2026-12-12', '06:05')).not.toBe(offerFlightKey(card()));
    expect(flightKey('6E', '6E 2134', '2026-12-13', '06:00')).not.toBe(offerFlightKey(card()));
  });
});

describe('merging the suppliers’ quotes into the cards', () => {
  it('puts every supplier that quoted the flight beside our own fare, cheapest first', () => {
    const quotes = quotesByFlight(
      [
        merged('6E 2134', '2026-12-12T06:00', [
          quote('tripjack', 'TripJack', 980_000),
          quote('duffel', 'Duffel', 1_040_000),
        ]),
      ],
      NOW,
    );
    expect(providerRows(card(), quotes, NOW).map((row) => [row.label, row.totalMinor, row.offerId])).toEqual([
      ['TripJack', 980_000, 'tripjack-980000'],
      ['Travel Portal', 1_000_000, null],
      ['Duffel', 1_040_000, 'duffel-1040000'],
    ]);
  });

  it('leaves a card with our own fare alone when no supplier sells that flight', () => {
    const quotes = quotesByFlight([merged('6E 2134', '2026-12-12T09:30', [quote('duffel', 'Duffel', 900_000)])], NOW);
    expect(providerRows(card(), quotes, NOW).map((row) => row.label)).toEqual(['Travel Portal']);
  });

  it('shows a supplier once, at its cheapest fare family for the flight', () => {
    const quotes = quotesByFlight(
      [
        merged('6E 2134', '2026-12-12T06:00', [quote('duffel', 'Duffel', 1_200_000)], 'Flexi'),
        merged('6E 2134', '2026-12-12T06:00', [quote('duffel', 'Duffel', 1_040_000)], 'Standard'),
      ],
      NOW,
    );
    expect(providerRows(card(), quotes, NOW).map((row) => [row.label, row.totalMinor])).toEqual([
      ['Travel Portal', 1_000_000],
      ['Duffel', 1_040_000],
    ]);
  });

  it('never shows a quote past its expiry, nor one in another currency', () => {
    const expired = quote('duffel', 'Duffel', 900_000, { expiresAt: '2026-12-01T09:59:59Z' });
    const dollars = quote('tripjack', 'TripJack', 12_000, { total: { amountMinor: 12_000, currency: 'USD' } });
    const quotes = quotesByFlight([merged('6E 2134', '2026-12-12T06:00', [expired, dollars])], NOW);
    expect(providerRows(card(), quotes, NOW).map((row) => row.label)).toEqual(['Travel Portal']);

    // A quote shown now lapses later: the rows drop it then.
    const fresh = quotesByFlight([merged('6E 2134', '2026-12-12T06:00', [quote('duffel', 'Duffel', 900_000)])], NOW);
    expect(providerRows(card(), fresh, NOW)).toHaveLength(2);
    expect(nextExpiry(fresh, NOW)).toBe(Date.parse(LATER));
    expect(providerRows(card(), fresh, Date.parse(LATER))).toHaveLength(1);
  });

  it('matches only one-flight itineraries: a connection is not the card’s flight', () => {
    const connection = merged('6E 2134', '2026-12-12T06:00', [quote('duffel', 'Duffel', 700_000)]);
    connection.slices[0].segments.push({ ...connection.slices[0].segments[0], flightNumber: '6E 500' });
    expect(providerRows(card(), quotesByFlight([connection], NOW), NOW)).toHaveLength(1);
  });
});
