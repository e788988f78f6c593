import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { addDays, isoDate } from '@travel/contracts/rules';
import type {
  FlightOffer,
  LegResult,
  MergedFlightOffer,
  ProviderQuote,
  SupplierSearchProgress,
} from '@travel/contracts/flights';
import FlightResultsPage from './FlightResultsPage';
import { searchFlights } from './api/searchFlights';
import { loadSelectedFlight } from '../search/selectedFlight';

jest.mock('./api/searchFlights', () => ({ searchFlights: jest.fn() }));
// Whole pages, clicked through; on a shared machine they take seconds.
jest.setTimeout(30_000);
const search = jest.mocked(searchFlights);

/** jsdom has no EventSource: this one is driven by the test, which sends each event the API would stream. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** The server sends `event: <type>` with this data. */
  send(type: string, data: unknown) {
    if (this.closed) throw new Error(`${this.url} is closed`);
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
  /** The connection broke. */
  fail() {
    act(() => this.onerror?.(new Event('error')));
  }
}

const DAY = addDays(isoDate(), 12);
const IN_TEN_MINUTES = () => new Date(Date.now() + 600_000).toISOString();

const offer = (id: string, flightNumber: string, departure: string, priceMinor: number): FlightOffer => ({
  id,
  airline: 'IndiGo',
  airlineCode: '6E',
  flightNumber,
  aircraft: 'A321',
  from: 'DEL',
  to: 'BOM',
  fromCity: 'New Delhi',
  toCity: 'Mumbai',
  date: DAY,
  departure,
  arrival: '12:00',
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
  priceMinor,
  totalMinor: priceMinor * 2,
  providers: [{ supplier: 'own', name: 'Travel Portal', priceMinor, totalMinor: priceMinor * 2 }],
});

const CHEAP = offer('1', '6E 2001', '06:00', 450_000);
const DEAR = offer('2', '6E 2038', '09:30', 520_000);

const leg: LegResult = {
  from: 'DEL',
  to: 'BOM',
  fromCity: 'New Delhi',
  toCity: 'Mumbai',
  date: DAY,
  departureWindow: { first: DAY, last: DAY },
  nearby: { from: [], to: [] },
  distanceKm: 1145,
  flightTime: '2h 5m',
  cheapestThisMonthMinor: null,
  total: 2,
  page: 1,
  pageSize: 10,
  hasMore: false,
  offers: [CHEAP, DEAR],
  facets: { stops: [], airlines: [], price: null, lowerCo2: { count: 0, minPriceMinor: null }, dayTotal: 2 },
  calendar: [],
  week: [],
};

const quote = (supplier: string, label: string, amountMinor: number, expiresAt = IN_TEN_MINUTES()): ProviderQuote => ({
  supplier,
  label,
  offerId: `off_${supplier}_${amountMinor}`,
  total: { amountMinor, currency: 'INR' },
  expiresAt,
  refundable: false,
  changeable: true,
  holdUntil: null,
});

const sold = (flight: FlightOffer, providers: ProviderQuote[]): MergedFlightOffer => ({
  key: flight.flightNumber,
  slices: [
    {
      from: 'DEL',
      to: 'BOM',
      durationMin: 125,
      segments: [
        {
          carrier: '6E',
          flightNumber: flight.flightNumber,
          from: 'DEL',
          to: 'BOM',
          departingAt: `${DAY}T${flight.departure}`,
          arrivingAt: `${DAY}T12:00`,
        },
      ],
    },
  ],
  fareFamily: 'Standard',
  baggage: { checkedKg: 15, cabinKg: 7 },
  providers,
  expiresAt: providers[0].expiresAt,
});

const progress = (over: Partial<SupplierSearchProgress>): SupplierSearchProgress => ({
  offers: [],
  answers: [],
  pending: [],
  complete: false,
  ...over,
});

const duffelAnswered = { supplier: 'duffel', label: 'Duffel', outcome: 'answered' as const, offerCount: 2, ms: 400 };

function renderResults(url = `/flight-details?trip=one-way&from=DEL&to=BOM&date=${DAY}&adults=2&cabin=economy`) {
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/flight-details" element={<FlightResultsPage />} />
        <Route path="/single-flight-search" element={<p>Fare page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), ...view };
}

const card = (name: string) => screen.getByRole('article', { name });
const status = () => screen.getByTestId('supplier-status');

async function openProviders(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(card(name)).getByRole('button', { name: /^Compare \d+ providers?$/ }));
  return within(card(name))
    .getAllByTestId('provider-row')
    .map((row) => row.textContent);
}

beforeEach(() => {
  FakeEventSource.instances = [];
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  search.mockResolvedValue({
    success: true,
    tripType: 'one-way',
    cabin: 'economy',
    travellers: { adults: 2, children: 0, childAges: [] },
    inventoryDays: 365,
    legs: [leg],
  });
});
afterEach(() => {
  search.mockReset();
  localStorage.clear();
  delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
});

describe('the suppliers’ quotes on the flight results', () => {
  it('asks the suppliers for the page’s search and adds each quote to its flight’s card as it streams in', async () => {
    const { user } = renderResults();
    await screen.findByRole('article', { name: 'IndiGo 6E 2001' });
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.instances[0];
    expect(source.url).toBe(`/api/flights/offers?from=DEL&to=BOM&date=${DAY}&adults=2&cabin=economy`);
    expect(status()).toHaveTextContent('Searching providers…');

    // Before any supplier answers, a card has our own fare, for the whole party.
    expect(await openProviders(user, 'IndiGo 6E 2001')).toEqual([
      'Travel Portal₹9,000Total for 2 travellersBook with Travel Portal',
    ]);

    source.send(
      'offers',
      progress({
        offers: [sold(CHEAP, [quote('duffel', 'Duffel', 870_000)])],
        answers: [duffelAnswered],
        pending: ['TripJack'],
      }),
    );
    expect(status()).toHaveTextContent('Still searching 1 provider…');
    expect(
      within(card('IndiGo 6E 2001'))
        .getAllByTestId('provider-row')
        .map((row) => row.textContent),
    ).toEqual([
      'Duffel₹8,700Total for 2 travellersBook with Duffel',
      'Travel Portal₹9,000Total for 2 travellersBook with Travel Portal',
    ]);
    expect(within(card('IndiGo 6E 2001')).getByRole('button', { name: 'Compare 2 providers' })).toBeVisible();

    source.send(
      'offers',
      progress({
        offers: [
          sold(CHEAP, [quote('duffel', 'Duffel', 870_000), quote('tripjack', 'TripJack', 905_000)]),
          sold(DEAR, [quote('tripjack', 'TripJack', 990_000)]),
        ],
        answers: [duffelAnswered, { ...duffelAnswered, supplier: 'tripjack', label: 'TripJack' }],
        complete: true,
      }),
    );
    expect(source.closed).toBe(true);
    expect(status()).toBeEmptyDOMElement();
    expect(
      within(card('IndiGo 6E 2001'))
        .getAllByTestId('provider-row')
        .map((row) => row.textContent),
    ).toEqual([
      'Duffel₹8,700Total for 2 travellersBook with Duffel',
      'Travel Portal₹9,000Total for 2 travellersBook with Travel Portal',
      'TripJack₹9,050Total for 2 travellersBook with TripJack',
    ]);
    // A supplier cheaper than our fare on the second flight does not move it above the first.
    expect(screen.getAllByTestId('flight-card').map((c) => c.getAttribute('aria-label'))).toEqual([
      'IndiGo 6E 2001',
      'IndiGo 6E 2038',
    ]);
    expect(await openProviders(user, 'IndiGo 6E 2038')).toEqual([
      'TripJack₹9,900Total for 2 travellersBook with TripJack',
      'Travel Portal₹10,400Total for 2 travellersBook with Travel Portal',
    ]);
  });

  it('says plainly which supplier did not answer, and never shows a quote past its expiry', async () => {
    renderResults();
    await screen.findByRole('article', { name: 'IndiGo 6E 2001' });
    const source = FakeEventSource.instances[0];
    const expired = new Date(Date.now() - 1_000).toISOString();
    source.send(
      'offers',
      progress({
        offers: [sold(CHEAP, [quote('duffel', 'Duffel', 870_000, expired)])],
        answers: [
          duffelAnswered,
          { supplier: 'tripjack', label: 'TripJack', outcome: 'timed_out', offerCount: 0, ms: 3000 },
        ],
        complete: true,
      }),
    );
    expect(status()).toHaveTextContent(/^TripJack did not answer$/);
    expect(within(card('IndiGo 6E 2001')).getByRole('button', { name: 'Compare 1 provider' })).toBeVisible();
  });

  it('says the other providers could not be searched when the stream breaks, and does not connect again', async () => {
    renderResults();
    await screen.findByRole('article', { name: 'IndiGo 6E 2001' });
    const source = FakeEventSource.instances[0];
    source.send('offers', progress({ answers: [], pending: ['Duffel', 'TripJack'] }));
    expect(status()).toHaveTextContent('Still searching 2 providers…');
    source.fail();
    expect(source.closed).toBe(true);
    expect(status()).toHaveTextContent(/^Other providers could not be searched$/);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('books with the provider chosen: the fare page gets its label, offer and total', async () => {
    const { user } = renderResults();
    await screen.findByRole('article', { name: 'IndiGo 6E 2001' });
    FakeEventSource.instances[0].send(
      'offers',
      progress({
        offers: [sold(CHEAP, [quote('duffel', 'Duffel', 870_000)])],
        answers: [duffelAnswered],
        complete: true,
      }),
    );
    await openProviders(user, 'IndiGo 6E 2001');
    await user.click(within(card('IndiGo 6E 2001')).getByRole('button', { name: 'Book with Duffel' }));
    expect(screen.getByText('Fare page')).toBeInTheDocument();
    expect(loadSelectedFlight()).toMatchObject({
      id: '1',
      providers: 2,
      providersOptions: ['Duffel', 'Travel Portal'],
      provider: { supplier: 'duffel', offerId: 'off_duffel_870000', label: 'Duffel', totalMinor: 870_000 },
    });
  });

  it('Select books our own fare', async () => {
    const { user } = renderResults();
    await screen.findByRole('article', { name: 'IndiGo 6E 2001' });
    await user.click(within(card('IndiGo 6E 2001')).getByRole('button', { name: 'Select' }));
    expect(loadSelectedFlight()).toMatchObject({ providersOptions: ['Travel Portal'], provider: null });
  });

  it('asks each flight of a round trip one way, and closes the streams when the page goes', async () => {
    const back = addDays(DAY, 4);
    const { unmount } = renderResults(
      `/flight-details?trip=round-trip&from=DEL&to=BOM&date=${DAY}&returnDate=${back}&adults=1&children=1&childAges=5&cabin=business`,
    );
    await screen.findByRole('article', { name: 'IndiGo 6E 2001' });
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual([
      `/api/flights/offers?from=DEL&to=BOM&date=${DAY}&adults=1&childAges=5&cabin=business`,
      `/api/flights/offers?from=BOM&to=DEL&date=${back}&adults=1&childAges=5&cabin=business`,
    ]);
    unmount();
    expect(FakeEventSource.instances.every((source) => source.closed)).toBe(true);
  });
});
