import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import FlightResultsPage from './FlightResultsPage';
import { searchFlights } from './api/searchFlights';
import { addDays, isoDate, travelDay, tripText } from '@travel/contracts/rules';
import type { LegResult } from '@travel/contracts/flights';
import { drawAsAtBuildTime } from '@travel/shared-ui/test/drawAsAtBuildTime';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

jest.mock('./api/searchFlights', () => ({ searchFlights: jest.fn() }));
const search = jest.mocked(searchFlights);

const badRequest = (message: string) => refusedCall(400, message);

function Location() {
  return <p data-testid="location">{useLocation().search}</p>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/flight-details"
          element={
            <>
              <FlightResultsPage />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

afterEach(() => search.mockReset());

describe('FlightResultsPage with a search it cannot run', () => {
  it('turned down by the API (400), shows the search card with what to fix, never the raw message', async () => {
    search.mockRejectedValue(badRequest('date must not be in the past'));
    const yesterday = addDays(isoDate(), -1);
    renderAt(`/flight-details?trip=one-way&from=DEL&to=BOM&date=${yesterday}&adults=2&cabin=business`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The departure date cannot be in the past');
    expect(screen.getByLabelText('From')).toHaveValue('DEL');
    expect(screen.getByLabelText('To')).toHaveValue('BOM');
    expect(screen.getByLabelText('Cabin class')).toHaveValue('business');
    expect(screen.queryByText('date must not be in the past')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says in plain words to check the search when the card itself finds nothing wrong', async () => {
    search.mockRejectedValue(badRequest('childAges must list one age per child'));
    renderAt(`/flight-details?trip=one-way&from=DEL&to=BOM&date=${addDays(isoDate(), 3)}&adults=1&cabin=economy`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some details of this search cannot be used. Please check them and search again.',
    );
    expect(screen.queryByText('childAges must list one age per child')).not.toBeInTheDocument();
  });
});

describe('the trip on the results', () => {
  const leg = (from: string, to: string, fromCity: string, toCity: string, date: string): LegResult => ({
    from,
    to,
    fromCity,
    toCity,
    date,
    departureWindow: { first: date, last: date },
    nearby: { from: [], to: [] },
    distanceKm: 1138,
    flightTime: '2h 10m',
    cheapestThisMonthMinor: null,
    total: 0,
    page: 1,
    pageSize: 10,
    hasMore: false,
    offers: [],
    facets: { stops: [], airlines: [], price: null, lowerCo2: { count: 0, minPriceMinor: null }, dayTotal: 0 },
    calendar: [],
    week: [],
  });

  it('is written as checkout writes it: cities and the day in words (issue #35)', async () => {
    const out = addDays(isoDate(), 30);
    const back = addDays(out, 4);
    search.mockResolvedValue({
      success: true,
      tripType: 'round-trip',
      cabin: 'economy',
      travellers: { adults: 1, children: 0, childAges: [] },
      inventoryDays: 365,
      legs: [leg('BOM', 'DEL', 'Mumbai', 'Delhi', out), leg('DEL', 'BOM', 'Delhi', 'Mumbai', back)],
    });
    renderAt(`/flight-details?trip=round-trip&from=BOM&to=DEL&date=${out}&returnDate=${back}&adults=1&cabin=economy`);
    expect(await screen.findByRole('tab', { name: `Outbound: ${tripText('Mumbai', 'Delhi', out)}` })).toBeVisible();
    expect(screen.getByRole('tab', { name: `Return: ${tripText('Delhi', 'Mumbai', back)}` })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Prices around your date' })).toHaveTextContent(
      `Prices ±3 days around ${travelDay(out)}`,
    );
    expect(travelDay('2026-12-20')).toBe('Sun, 20 Dec 2026');
  });
});

describe('drawn at build time (prerenderPages.ts), the frame every search first shows', () => {
  it('is the loading page with nothing of the link’s but a slot for its date, which the shell’s server fills', async () => {
    const drawn = await drawAsAtBuildTime(
      <FlightResultsPage />,
      '/flight-details?trip=one-way&from=BOM&to=DEL&date=2030-05-10&adults=2&cabin=business&sort=cheapest',
    );
    expect(drawn.querySelector('#fr-results-title')).toHaveTextContent('Searching flights…');
    expect(drawn.querySelector('.fr-week-banner strong')).toHaveTextContent(/^Prices ±3 days around$/);
    expect(drawn.querySelector('.fr-week-banner [data-query="date"]')).toBeEmptyDOMElement();
    expect(drawn.textContent).not.toMatch(/BOM|DEL|2030|2 adults|Business|₹/);
    expect(drawn.querySelector('.fr-sort__tab.is-active')).toBeNull();
    expect(drawn.querySelector('.fr-page')).toHaveAttribute('inert');
  });
});
