import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { addDays, isoDate } from '@travel/contracts/rules';
import type { FlightOffer, FlightSearchQuery, FlightSearchResponse, LegResult } from '@travel/contracts/flights';
import { installMatchMedia } from '@travel/shared-ui/test/matchMedia';
import { drawAsAtBuildTime } from '@travel/shared-ui/test/drawAsAtBuildTime';
import FlightResultsPage from './FlightResultsPage';
import { searchFlights } from './api/searchFlights';
import { PHONE_LAYOUT_MAX_WIDTH_PX } from './phoneLayout';

jest.mock('./api/searchFlights', () => ({ searchFlights: jest.fn() }));
// Whole pages, clicked through; on a shared machine they take seconds.
jest.setTimeout(30_000);
const search = jest.mocked(searchFlights);

const DAY = addDays(isoDate(), 12);
const URL = `/flight-details?trip=one-way&from=DEL&to=BOM&date=${DAY}&adults=1&cabin=economy`;

const offer = (id: string, flightNumber: string, stops: number, priceMinor: number): FlightOffer => ({
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
  departure: '06:00',
  arrival: '08:05',
  arrivalDayOffset: 0,
  durationMin: 125,
  duration: '2h 5m',
  stops,
  via: stops ? 'BLR' : null,
  cabin: 'Economy',
  baggage: { checkedKg: 15, cabinKg: 7 },
  refundable: false,
  co2Kg: 90,
  lowerCo2: false,
  seatsLeft: 9,
  popular: false,
  priceMinor,
  totalMinor: priceMinor,
  providers: [{ supplier: 'own', name: 'Travel Portal', priceMinor, totalMinor: priceMinor }],
});

/** The API's answer: 57 flights, 23 of them direct (and only those when the query asks for direct ones). */
function answer(query: FlightSearchQuery): FlightSearchResponse {
  const directOnly = query.stops?.length === 1 && query.stops[0] === 0;
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
    total: directOnly ? 23 : 57,
    page: 1,
    pageSize: 10,
    hasMore: false,
    offers: directOnly
      ? [offer('1', '6E 2001', 0, 450_000)]
      : [offer('1', '6E 2001', 0, 450_000), offer('2', '6E 5310', 1, 390_000)],
    facets: {
      stops: [
        { stops: 0, count: 23, minPriceMinor: 450_000 },
        { stops: 1, count: 34, minPriceMinor: 390_000 },
      ],
      airlines: [{ code: '6E', name: 'IndiGo', count: 57, minPriceMinor: 390_000 }],
      price: null,
      lowerCo2: { count: 0, minPriceMinor: null },
      dayTotal: 57,
    },
    calendar: [],
    week: [],
  };
  return {
    success: true,
    tripType: 'one-way',
    cabin: 'economy',
    travellers: { adults: 1, children: 0, childAges: [] },
    inventoryDays: 365,
    legs: [leg],
  };
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/flight-details" element={<FlightResultsPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => search.mockImplementation(async (query) => answer(query)));
afterEach(() => search.mockReset());

describe('the flight results on a phone (390 px)', () => {
  const viewport = installMatchMedia(390);

  it('puts the results first: no filter panel before them, a Filters button beside the sort', async () => {
    renderAt(URL);
    expect(await screen.findByRole('heading', { name: '57 flights found' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('flight-card')).toHaveLength(2);
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('group', { name: 'Sort by' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The ±3 days graph starts folded, one tap away.
    expect(screen.getByRole('button', { name: '±3 days' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('No prices for these days.')).not.toBeInTheDocument();
  });

  it('counts the chosen filters on the Filters button', async () => {
    renderAt(`${URL}&stops=0&airlines=6E`);
    expect(await screen.findByRole('button', { name: 'Filters, 2 active' })).toHaveTextContent(/^Filters2$/);
  });

  it('opens the filters in a modal sheet with the focus inside; Escape closes it and the focus goes back', async () => {
    const user = renderAt(URL);
    await screen.findByRole('heading', { name: '57 flights found' });
    const button = screen.getByRole('button', { name: 'Filters' });
    await user.click(button);

    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(within(sheet).getByRole('checkbox', { name: /^Direct/ })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Show 57 flights' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('says how many flights the filters chosen in the sheet leave, and shows them when asked', async () => {
    const user = renderAt(URL);
    await screen.findByRole('heading', { name: '57 flights found' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });

    await user.click(within(sheet).getByRole('checkbox', { name: /^Direct/ }));
    const show = await within(sheet).findByRole('button', { name: 'Show 23 flights' });
    expect(within(sheet).getByRole('checkbox', { name: /^Direct/ })).toBeChecked();

    await user.click(show);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: '23 flights found' })).toBeInTheDocument();
    expect(screen.getAllByTestId('flight-card')).toHaveLength(1);
  });

  it('closes with its Close button too, and on a screen turned wide, where the panel is back beside the results', async () => {
    const user = renderAt(URL);
    await screen.findByRole('heading', { name: '57 flights found' });
    const button = screen.getByRole('button', { name: 'Filters' });
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    viewport.resize(PHONE_LAYOUT_MAX_WIDTH_PX + 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');

    // Narrow again: the Filters button is back, the sheet stays closed until it is pressed.
    viewport.resize(390);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the flight results on a wide screen', () => {
  installMatchMedia(1280);

  it('keep the filter panel as a sidebar, with no Filters button', async () => {
    renderAt(URL);
    expect(await screen.findByRole('heading', { name: '57 flights found' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '±3 days' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('No prices for these days.')).toBeInTheDocument();
  });
});

describe('drawn at build time, before the width is known', () => {
  it('has both the panel and the Filters button, the stylesheet showing the one that fits', async () => {
    const drawn = await drawAsAtBuildTime(<FlightResultsPage />, URL);
    expect(drawn.querySelector('.fr-layout > aside.fr-filters')).not.toBeNull();
    expect(drawn.querySelector('.fr-toolbar .fr-filters-button')).toHaveTextContent(/^Filters$/);
  });
});
