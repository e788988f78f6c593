import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { addDays, isoDate } from '@travel/contracts/rules';
import { invalidateQueries } from '@travel/shared-ui/api';
import type {
  HotelCard,
  HotelOfferGroup,
  HotelSearchReply,
  HotelSupplierProgress,
  HotelSupplierQuote,
} from '@travel/contracts/hotels';
import { searchHotels } from './api/searchHotels';
import HotelResultsPage from './HotelResultsPage';

jest.mock('./api/searchHotels', () => ({ searchHotels: jest.fn() }));
// A whole page, clicked through; on a shared machine it takes seconds.
jest.setTimeout(30_000);
const search = jest.mocked(searchHotels);

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

const CHECK_IN = addDays(isoDate(), 12);
const CHECK_OUT = addDays(CHECK_IN, 2);
const IN_TEN_MINUTES = () => new Date(Date.now() + 600_000).toISOString();

const hotel = (id: string, name: string, totalMinor: number): HotelCard => ({
  id,
  name,
  image: `/api/hotels/${id}/photos/1.svg`,
  photoCount: 4,
  hasPhotos: false,
  propertyType: 'Hotel',
  rating: 4,
  reviewScore: 8.2,
  reviewText: 'Very good',
  reviewCount: 120,
  location: 'Le Marais, Paris',
  neighbourhood: 'Le Marais',
  lat: 48.85,
  lng: 2.36,
  distanceKm: 1.2,
  distanceFrom: 'Notre-Dame',
  pricePerNightMinor: 900000,
  originalPriceMinor: 1000000,
  pricePerNightWithTaxesMinor: 1062000,
  originalPriceWithTaxesMinor: 1180000,
  totalPriceMinor: totalMinor,
  currency: 'INR',
  nights: 2,
  freeCancellation: false,
  payOnArrival: false,
  breakfastIncluded: false,
  providers: [{ supplier: 'own', name: 'Travel Portal', totalMinor }],
  amenities: [],
  popularWith: [],
});

const MARAIS = hotel('PAR-0001', 'Maison Marais', 2_148_900);
const LOUVRE = hotel('PAR-0002', 'Grand Louvre', 2_600_000);

const reply: HotelSearchReply = {
  success: true,
  destination: { city: 'Paris', country: 'France', centre: { name: 'Notre-Dame', lat: 48.853, lng: 2.3499 } },
  checkIn: CHECK_IN,
  checkOut: CHECK_OUT,
  nights: 2,
  guests: { adults: 2, children: 0, rooms: 1 },
  sort: 'best',
  near: null,
  page: 1,
  pageSize: 10,
  total: 2,
  hasMore: false,
  hotels: [MARAIS, LOUVRE],
  places: [],
  facets: {
    price: { minMinor: 0, maxMinor: 0 },
    stars: {},
    propertyTypes: {},
    neighbourhoods: [],
    popularWith: {},
    amenities: {},
    policies: { freeCancellation: 0, payOnArrival: 0, breakfastIncluded: 0, dealsTonight: 0 },
  },
};

const quote = (
  supplier: string,
  label: string,
  amountMinor: number,
  over: Partial<HotelSupplierQuote> = {},
): HotelSupplierQuote => ({
  supplier,
  label,
  supplierHotelId: `${supplier}-1`,
  rateKey: `${supplier}-rate-${amountMinor}`,
  roomName: 'DOUBLE ROOM',
  boardName: 'ROOM ONLY',
  total: { amountMinor, currency: 'INR' },
  payment: 'pay_at_hotel',
  cancellation: {
    freeUntil: null,
    penalty: { amountMinor, currency: 'INR' },
    text: 'Non-refundable',
  },
  expiresAt: IN_TEN_MINUTES(),
  ...over,
});

const group = (hotelId: string, quotes: HotelSupplierQuote[]): HotelOfferGroup => ({
  hotelId,
  quotes,
  expiresAt: quotes[0].expiresAt,
});

const progress = (over: Partial<HotelSupplierProgress>): HotelSupplierProgress => ({
  offers: [],
  answers: [],
  pending: [],
  complete: false,
  ...over,
});

const hotelbedsAnswered = {
  supplier: 'hotelbeds',
  label: 'Hotelbeds',
  outcome: 'answered' as const,
  offerCount: 1,
  ms: 600,
};

const renderResults = (query = `destination=Paris&checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&room=2`) => {
  const view = render(
    <MemoryRouter initialEntries={[`/hotel-details?${query}`]}>
      <HotelResultsPage />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), ...view };
};

const card = (name: string) => screen.getByRole('article', { name });
const status = () => screen.getByTestId('supplier-status');
const rows = (name: string) =>
  within(card(name))
    .getAllByTestId('provider-row')
    .map((row) => row.textContent);
const cardNames = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

beforeEach(() => {
  invalidateQueries([]);
  FakeEventSource.instances = [];
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  search.mockResolvedValue(reply);
});
afterEach(() => {
  search.mockReset();
  delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
});

describe('the hotel suppliers’ quotes on the results', () => {
  it('asks the suppliers for the stay and lists each quote on its hotel’s card as it streams in, cheapest first', async () => {
    const { user } = renderResults();
    await screen.findByRole('article', { name: 'Maison Marais' });
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.instances[0];
    expect(source.url).toBe(`/api/hotels/offers?destination=Paris&checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&room=2`);
    expect(status()).toHaveTextContent('Searching providers…');

    // Before any supplier answers, a card has our own rate, for the whole stay.
    await user.click(within(card('Maison Marais')).getByRole('button', { name: 'Compare 1 provider' }));
    expect(rows('Maison Marais')).toEqual(['Travel Portal₹21,489 · Pay nowNon-refundable']);

    source.send(
      'offers',
      progress({
        offers: [group('PAR-0001', [quote('hotelbeds', 'Hotelbeds', 1_990_000)])],
        answers: [hotelbedsAnswered],
        pending: ['Duffel Stays'],
      }),
    );
    expect(status()).toHaveTextContent('Still searching 1 provider…');
    expect(within(card('Maison Marais')).getByRole('button', { name: 'Compare 2 providers' })).toBeInTheDocument();
    expect(rows('Maison Marais')).toEqual([
      'Hotelbeds₹19,900 · Pay at the hotelNon-refundable',
      'Travel Portal₹21,489 · Pay nowNon-refundable',
    ]);

    source.send(
      'offers',
      progress({
        offers: [
          group('PAR-0001', [
            quote('hotelbeds', 'Hotelbeds', 1_990_000),
            quote('duffel-stays', 'Duffel Stays', 2_050_000, {
              payment: 'pay_now',
              cancellation: {
                freeUntil: '2099-01-01T12:00:00Z',
                penalty: { amountMinor: 1_025_000, currency: 'INR' },
                text: 'From 2099-01-01T12:00:00Z: 10250 INR',
              },
            }),
          ]),
          // The dearer hotel gets a cheaper quote: the list keeps its order all the same.
          group('PAR-0002', [quote('duffel-stays', 'Duffel Stays', 1_500_000, { payment: 'pay_now' })]),
        ],
        answers: [hotelbedsAnswered, { ...hotelbedsAnswered, supplier: 'duffel-stays', label: 'Duffel Stays' }],
        complete: true,
      }),
    );
    expect(source.closed).toBe(true);
    expect(status()).toHaveTextContent(/^$/);
    expect(rows('Maison Marais')).toEqual([
      'Hotelbeds₹19,900 · Pay at the hotelNon-refundable',
      'Duffel Stays₹20,500 · Pay nowFree cancellation until 1 Jan, 12:00 UTC',
      'Travel Portal₹21,489 · Pay nowNon-refundable',
    ]);
    expect(cardNames()).toEqual(['Maison Marais', 'Grand Louvre']);
    expect(within(card('Grand Louvre')).getByRole('button', { name: 'Compare 2 providers' })).toBeInTheDocument();
  });

  it('says which supplier did not answer, and which could not be searched when the stream breaks', async () => {
    renderResults();
    await screen.findByRole('article', { name: 'Maison Marais' });
    const source = FakeEventSource.instances[0];
    source.send(
      'offers',
      progress({
        answers: [{ supplier: 'hotelbeds', label: 'Hotelbeds', outcome: 'timed_out', offerCount: 0, ms: 3000 }],
        pending: ['Duffel Stays'],
      }),
    );
    expect(status()).toHaveTextContent('Still searching 1 provider…Hotelbeds did not answer');
    source.fail();
    expect(source.closed).toBe(true);
    expect(status()).toHaveTextContent('Hotelbeds did not answer');
    expect(status()).toHaveTextContent('Other providers could not be searched');
    expect(within(card('Maison Marais')).getByRole('button', { name: 'Compare 1 provider' })).toBeInTheDocument();
  });

  it('closes the stream when the page goes, and asks again for a new stay', async () => {
    const { unmount } = renderResults();
    await screen.findByRole('article', { name: 'Maison Marais' });
    const first = FakeEventSource.instances[0];
    unmount();
    expect(first.closed).toBe(true);

    renderResults(`destination=Paris&checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&room=1-6`);
    await screen.findByRole('article', { name: 'Maison Marais' });
    expect(FakeEventSource.instances.at(-1)!.url).toBe(
      `/api/hotels/offers?destination=Paris&checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&room=1-6`,
    );
  });
});
