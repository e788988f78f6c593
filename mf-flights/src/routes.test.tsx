import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { addDays, isoDate } from '@travel/contracts/rules';
import { pages } from './routes';
import { searchFlights } from './flight-results/api/searchFlights';

jest.mock('./flight-results/api/searchFlights', () => ({ searchFlights: jest.fn() }));
const search = jest.mocked(searchFlights);

function Location() {
  return <p data-testid="location">{useLocation().search}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {pages
          .filter((page) => page.path !== '/flight-home')
          .map((page) => (
            <Route key={page.path} path={page.path} element={page.element} />
          ))}
        <Route path="/flight-home" element={<h1>Search flights</h1>} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

afterEach(() => search.mockReset());

describe('/flight-details', () => {
  it('without a date shows only the search card, asks the API nothing, and its search opens the results', async () => {
    const user = renderAt('/flight-details');
    expect(await screen.findByRole('heading', { name: 'Search flights', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('BOM');
    expect(screen.getByLabelText('To')).toHaveValue('DXB');
    expect(screen.getByRole('button', { name: '1 Adult' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cabin class')).toHaveValue('economy');
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();

    search.mockResolvedValue({ legs: [] } as never);
    await user.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(await screen.findByRole('heading', { name: 'No results' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`date=${addDays(isoDate(), 7)}`);
    expect(search).toHaveBeenCalledTimes(1);
  });
});

describe('flight checkout routes', () => {
  beforeEach(() => sessionStorage.clear());

  it.each(['/flight-checkout', '/flight-checkout/seats', '/flight-checkout/review'])(
    '%s without a chosen flight in the tab goes back to the search',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Search flights' })).toBeInTheDocument();
    },
  );
});
