import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient } from '@travel/shared-ui/api';
import DealsPage from './DealsPage';
import type { FlightDeals, HotelDeals } from './api/getDeals';
import { unreachableCall } from '@travel/shared-ui/test/failedCall';

const FLIGHT_DEALS: FlightDeals = {
  weeks: 4,
  window: { first: '2026-11-23', last: '2026-12-20' },
  deals: [
    {
      from: 'DEL',
      fromCity: 'Delhi',
      to: 'BOM',
      toCity: 'Mumbai',
      country: 'India',
      image: '/api/deals/images/mumbai.svg',
      date: '2026-12-01',
      cabin: 'economy',
      adults: 1,
      priceMinor: 389_900,
      currency: 'INR',
    },
    {
      from: 'BOM',
      fromCity: 'Mumbai',
      to: 'DXB',
      toCity: 'Dubai',
      country: 'United Arab Emirates',
      image: '/api/deals/images/dubai.svg',
      date: '2026-12-08',
      cabin: 'economy',
      adults: 1,
      priceMinor: 1_149_900,
      currency: 'INR',
    },
  ],
};

const HOTEL_DEALS: HotelDeals = {
  deals: [
    {
      hotelId: 'PAR-0042',
      name: 'Hôtel Lumière',
      city: 'Paris',
      country: 'France',
      neighbourhood: 'Le Marais',
      propertyType: 'Hotel',
      stars: 3,
      reviewScore: 8.1,
      image: '/api/hotels/PAR-0042/photos/1.svg',
      pricePerNightMinor: 540_000,
      pricePerNightWithTaxesMinor: 604_800,
      currency: 'INR',
      search: { checkIn: '2026-11-29', checkOut: '2026-11-30', adults: 2, children: 0, rooms: 1, minRating: 7 },
    },
  ],
};

function renderPage(kind: 'flight' | 'hotel') {
  render(
    <MemoryRouter>
      <DealsPage kind={kind} />
    </MemoryRouter>,
  );
}

const linkOf = (card: HTMLElement, name: string) => {
  const url = new URL(within(card).getByRole('link', { name }).getAttribute('href')!, 'http://localhost');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};

afterEach(() => jest.restoreAllMocks());

describe('DealsPage', () => {
  it('shows each flight deal from the API with its image, and links it to the search that finds it', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: FLIGHT_DEALS });
    renderPage('flight');
    const cards = await screen.findAllByTestId('deal-card');
    expect(get).toHaveBeenCalledWith('/deals/flights', expect.anything());
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Lowest fares in the next 4 weeks' })).toBeInTheDocument();
    expect(screen.queryByText(/this week|last 7 days/i)).not.toBeInTheDocument();

    const dubai = cards[1];
    expect(within(dubai).getByRole('heading', { name: 'Dubai, United Arab Emirates' })).toBeInTheDocument();
    expect(within(dubai).getByText('From Mumbai on Tue 8 Dec')).toBeInTheDocument();
    expect(within(dubai).getByText('₹11,499')).toBeInTheDocument();
    const image = within(dubai).getByRole('img', { name: 'Dubai, United Arab Emirates' });
    expect(image).toHaveAttribute('src', '/api/deals/images/dubai.svg');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '210');

    expect(linkOf(cards[0], 'See fares')).toEqual({
      path: '/flight-details',
      query: {
        trip: 'one-way',
        from: 'DEL',
        to: 'BOM',
        date: '2026-12-01',
        adults: '1',
        cabin: 'economy',
        sort: 'cheapest',
      },
    });
    expect(linkOf(dubai, 'See fares')).toEqual({
      path: '/flight-details',
      query: {
        trip: 'one-way',
        from: 'BOM',
        to: 'DXB',
        date: '2026-12-08',
        adults: '1',
        cabin: 'economy',
        sort: 'cheapest',
      },
    });
  });

  it('links each hotel deal to the results page search that lists that hotel first', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: HOTEL_DEALS });
    renderPage('hotel');
    const [paris] = await screen.findAllByTestId('deal-card');
    expect(within(paris).getByRole('heading', { name: 'Paris, France' })).toBeInTheDocument();
    expect(within(paris).getByText('Hôtel Lumière, Le Marais')).toBeInTheDocument();
    expect(within(paris).getByRole('img', { name: 'Hôtel Lumière' })).toHaveAttribute(
      'src',
      '/api/hotels/PAR-0042/photos/1.svg',
    );
    // The night with its taxes, as the results page's card shows it.
    expect(within(paris).getByText('₹6,048')).toBeInTheDocument();
    expect(screen.getByText('Prices are per night for two adults in one room, taxes included.')).toBeInTheDocument();
    expect(linkOf(paris, 'See rooms')).toEqual({
      path: '/hotel-details',
      query: {
        destination: 'Paris',
        checkIn: '2026-11-29',
        checkOut: '2026-11-30',
        adults: '2',
        children: '0',
        rooms: '1',
        minRating: '7',
        sort: 'cheapest',
      },
    });
  });

  it('says when the deals cannot be loaded, and Try again asks once more', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const get = jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(unreachableCall())
      .mockResolvedValueOnce({ data: FLIGHT_DEALS });
    renderPage('flight');
    expect(await screen.findByRole('alert')).toHaveTextContent('The deals could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('deal-card')).toHaveLength(2);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
