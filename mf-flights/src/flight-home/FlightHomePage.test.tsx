import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import { addDays, isoDate } from '@travel/contracts/rules';
import { MemoryRouter } from 'react-router-dom';
import { apiClient } from '@travel/shared-ui/api';
import { NO_FLIGHT_MESSAGE } from '../search/backToFlightSearch';
import FlightHomePage from './FlightHomePage';

afterEach(() => jest.restoreAllMocks());

it('shows every deal card of “Flight options from India” with its destination’s picture, sized before it loads', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { faqs: [] } } });
  render(
    <MemoryRouter>
      <FlightHomePage />
    </MemoryRouter>,
  );
  const grid = screen.getByRole('region', { name: 'Flight options from India' });
  const cards = within(grid).getAllByRole('listitem');
  expect(cards.length).toBeGreaterThanOrEqual(4);
  for (const card of cards) {
    const image = within(card).getByRole('img');
    const [destination, country] = within(card).getByRole('heading', { level: 3 }).textContent!.split(', ');
    expect(image).toHaveAccessibleName(`${destination}, ${country}`);
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '210');
  }
  expect(within(cards[0]).getByRole('img')).toHaveAttribute('src', '/api/deals/images/dubai.svg');
  await screen.findByRole('heading', { name: 'Travel tips' });
});

it('says above the search card why a page that needed a chosen flight sent the traveller here, and only then', () => {
  const { unmount } = render(
    <MemoryRouter initialEntries={[{ pathname: '/flight-home', state: { notice: NO_FLIGHT_MESSAGE } }]}>
      <FlightHomePage />
    </MemoryRouter>,
  );
  const notice = screen.getByRole('alert');
  expect(notice).toHaveTextContent('Please search and select a flight first.');
  expect(notice.nextElementSibling).toContainElement(screen.getByRole('button', { name: 'Search Flights' }));
  unmount();

  render(
    <MemoryRouter initialEntries={['/flight-home']}>
      <FlightHomePage />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

describe('drawn at build time (prerenderPages.ts), a page a visitor may see days later', () => {
  const drawnAtBuildTime = () =>
    renderToString(
      <MemoryRouter>
        <FlightHomePage />
      </MemoryRouter>,
    );

  it('shows no date or price that would be stale: the search card’s date is empty and inert, deals link without one', () => {
    const drawn = document.createElement('div');
    drawn.innerHTML = drawnAtBuildTime();
    expect(within(drawn).getByRole('heading', { level: 1 })).toHaveTextContent('Find cheap flights');
    const form = drawn.querySelector('form.fs-card')!;
    expect(form).toHaveAttribute('inert');
    expect(form.querySelector('input[type="date"]')).toHaveValue('');
    expect(drawn.querySelector('.fh-deal__price')!.textContent).toBe('\u00a0');
    expect(
      within(drawn)
        .getByText(/See flights to Dubai/)
        .getAttribute('href'),
    ).not.toContain('date=');
  });

  it('in the browser, the card’s date is a week from today and the deals link to a day two weeks ahead', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { faqs: [] } } });
    render(
      <MemoryRouter>
        <FlightHomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('form', { name: 'Search flights' })).not.toHaveAttribute('inert');
    expect(screen.getByLabelText('Departure date')).toHaveValue(addDays(isoDate(), 7));
    expect(screen.getByRole('link', { name: 'See flights to Dubai' })).toHaveAttribute(
      'href',
      expect.stringContaining(`date=${addDays(isoDate(), 14)}`),
    );
    expect(screen.getAllByText(/^from/)[0]).toHaveTextContent(/from ₹/);
    await screen.findByRole('heading', { name: 'Travel tips' });
  });
});
