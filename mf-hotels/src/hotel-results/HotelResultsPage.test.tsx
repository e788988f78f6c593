import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, invalidateQueries } from '@travel/shared-ui/api';
import { drawAsAtBuildTime } from '@travel/shared-ui/test/drawAsAtBuildTime';
import type { HotelCard, HotelSearchReply } from '@travel/contracts/hotels';
import { searchHotels } from './api/searchHotels';
import HotelResultsPage from './HotelResultsPage';

jest.mock('./api/searchHotels', () => ({ searchHotels: jest.fn() }));
const search = searchHotels as jest.Mock;

const card = (n: number): HotelCard => ({
  id: `MUM-${String(n).padStart(4, '0')}`,
  name: `Hotel ${n}`,
  image: '/api/hotels/MUM-0001/photos/1.svg',
  photoCount: 4,
  hasPhotos: true,
  propertyType: 'Hotel',
  rating: 4,
  reviewScore: 8.2,
  reviewText: 'Very good',
  reviewCount: 120,
  location: 'Colaba, Mumbai',
  neighbourhood: 'Colaba',
  lat: 18.9 + n / 1000,
  lng: 72.8,
  distanceKm: 1.2,
  distanceFrom: 'CSMT',
  pricePerNightMinor: 450000,
  originalPriceMinor: 520000,
  // With 5% GST: the nightly prices the card shows.
  pricePerNightWithTaxesMinor: 472500,
  originalPriceWithTaxesMinor: 546000,
  // 2 nights at ₹4,500, 5% GST and the ₹249 booking fee: what the hotel page and checkout charge.
  totalPriceMinor: 969900,
  currency: 'INR',
  nights: 2,
  freeCancellation: true,
  payOnArrival: false,
  breakfastIncluded: true,
  providers: [{ supplier: 'own', name: 'Travel Portal', totalMinor: 969900 }],
  amenities: ['Wi-Fi'],
  popularWith: ['Couples'],
});

const result = (page: number, hotels: HotelCard[], total: number): HotelSearchReply => ({
  success: true,
  destination: { city: 'Mumbai', country: 'India', centre: { name: 'CSMT', lat: 18.94, lng: 72.83 } },
  checkIn: '2030-03-01',
  checkOut: '2030-03-03',
  nights: 2,
  guests: { adults: 2, children: 0, rooms: 1 },
  sort: 'best',
  near: null,
  page,
  pageSize: 10,
  total,
  hasMore: page * 10 < total,
  hotels,
  places: [
    { name: 'CSMT', lat: 18.94, lng: 72.83 },
    { name: 'Marine Drive', lat: 18.94, lng: 72.82 },
    { name: 'Andheri', lat: 19.11, lng: 72.87 },
  ],
  facets: {
    price: { minMinor: 150000, maxMinor: 2000000 },
    stars: { '5': 40, '4': 80, '3': 100, '2': 50, '1': 30 },
    propertyTypes: { Hotel: 180, Apartment: 50, Hostel: 30, Resort: 40 },
    neighbourhoods: [{ name: 'Colaba', distanceKm: 3.9, count: 40 }],
    popularWith: { Families: 100, Couples: 120, Business: 90, 'Solo travelers': 60 },
    amenities: { 'Wi-Fi': 280, Parking: 100, Breakfast: 120, Pool: 60, Gym: 80 },
    policies: { freeCancellation: 160, payOnArrival: 100, breakfastIncluded: 110, dealsTonight: 20 },
  },
});

const renderPage = (query: string) =>
  render(
    <MemoryRouter initialEntries={[`/hotel-details?${query}`]}>
      <HotelResultsPage />
    </MemoryRouter>,
  );

describe('HotelResultsPage', () => {
  beforeEach(() => {
    search.mockReset();
    invalidateQueries(['hotels']);
  });

  it("asks the API for each room's guests of the link and carries them to the hotel page", async () => {
    search.mockImplementation(async (_query: URLSearchParams, page: number) => result(page, [card(1)], 1));
    renderPage('destination=Mumbai&checkIn=2030-03-01&checkOut=2030-03-03&room=2&room=1-6');
    const first = (await screen.findAllByTestId('hotel-card'))[0];
    const query: URLSearchParams = search.mock.calls[0][0];
    expect(query.getAll('room')).toEqual(['2', '1-6']);
    expect(within(first).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/hotel?hotelId=MUM-0001&checkIn=2030-03-01&checkOut=2030-03-03&room=2&room=1-6',
    );
  });

  it('prefills the guests picker with each room of the link, and searches with the rooms changed', async () => {
    search.mockImplementation(async (_query: URLSearchParams, page: number) => result(page, [card(1)], 1));
    renderPage('destination=Mumbai&checkIn=2030-03-01&checkOut=2030-03-03&room=2&room=1-6');
    await screen.findAllByTestId('hotel-card');
    const picker = screen.getByRole('button', { name: /Guests and rooms/ });
    expect(picker).toHaveTextContent('3 adults, 1 child, 2 rooms');
    await userEvent.click(picker);
    const room2 = within(await screen.findByRole('group', { name: 'Room 2' }));
    expect(
      within(screen.getByRole('group', { name: 'Room 1' })).getByRole('status', { name: 'Adults' }),
    ).toHaveTextContent('2');
    expect(room2.getByRole('status', { name: 'Adults' })).toHaveTextContent('1');
    expect(room2.getByRole('combobox', { name: 'Room 2: age of child 1' })).toHaveValue('6');
    await userEvent.click(room2.getByRole('button', { name: 'Room 2: add adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const query: URLSearchParams = search.mock.calls[search.mock.calls.length - 1][0];
    expect(query.getAll('room')).toEqual(['2', '2-6']);
  });

  it('shows cards with per-night and stay totals, filters through the API, and loads more', async () => {
    search.mockImplementation(async (query: URLSearchParams, page: number) =>
      result(
        page,
        Array.from({ length: 10 }, (_, i) => card((page - 1) * 10 + i + 1)),
        25 + (query.get('stars') ? 0 : 100),
      ),
    );
    renderPage('destination=Mumbai&checkIn=2030-03-01&checkOut=2030-03-03');
    expect(await screen.findByText('125 hotels in Mumbai, India · 2 nights')).toBeInTheDocument();
    const first = screen.getAllByTestId('hotel-card')[0];
    // Issue #35: the nightly price on the hotel page's basis, taxes included, in its words.
    expect(within(first).getByText('per room per night, taxes included').parentElement).toHaveTextContent(
      '₹4,725 per room per night, taxes included',
    );
    expect(within(first).getByLabelText('Usual price')).toHaveTextContent('₹5,460');
    expect(within(first).getByText(/total for 1 room, 2 nights/)).toHaveTextContent('₹9,699');
    expect(within(first).getByText('Taxes and fees included')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Compare 1 provider' })).toBeInTheDocument();
    expect(within(first).getByText('Breakfast included')).toBeInTheDocument();
    // The hotel page's stay: each room's guests (`room`), two adults in the one room.
    const stay = 'checkIn=2030-03-01&checkOut=2030-03-03&room=2';
    expect(within(first).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      `/hotel?hotelId=MUM-0001&${stay}`,
    );
    expect(within(first).getByRole('link', { name: 'View deal' })).toHaveAttribute(
      'href',
      `/hotel?hotelId=MUM-0001&${stay}#rooms`,
    );

    await userEvent.click(screen.getByRole('checkbox', { name: /^4 stars/ }));
    expect(await screen.findByText('25 hotels in Mumbai, India · 2 nights')).toBeInTheDocument();
    const lastQuery: URLSearchParams = search.mock.calls[search.mock.calls.length - 1][0];
    expect(lastQuery.getAll('stars')).toEqual(['4']);
    expect(lastQuery.get('minRating')).toBe('7');

    await userEvent.click(screen.getByRole('button', { name: 'Load more Hotels' }));
    expect(await screen.findByText('Showing 20 of 25')).toBeInTheDocument();
    // Page 2, with the signal that aborts it should the search change before it comes.
    expect(search).toHaveBeenLastCalledWith(expect.any(URLSearchParams), 2, expect.any(AbortSignal));
  });

  it("View photos opens the hotel's photos in a dialog that Escape closes", async () => {
    search.mockResolvedValue(result(1, [card(1)], 1));
    jest.spyOn(apiClient, 'get').mockReturnValue(new Promise(() => undefined));
    renderPage('destination=Mumbai&checkIn=2030-03-01&checkOut=2030-03-03');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Hotel 1' });
    expect(within(dialog).getByRole('img', { name: 'Hotel 1, photo 1' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('Map draws the loaded hotels and the places on the map, and Hide map takes it away', async () => {
    search.mockResolvedValue(result(1, [card(1), card(2)], 2));
    renderPage('destination=Mumbai&checkIn=2030-03-01&checkOut=2030-03-03');
    await screen.findAllByTestId('hotel-card');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Map' }));
    const map = await screen.findByRole('img', { name: 'Map of 2 hotels' });
    expect(within(map).getByText('Marine Drive')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide map' }));
    expect(screen.queryByRole('img', { name: 'Map of 2 hotels' })).not.toBeInTheDocument();
  });

  it('opens an earlier link with the price in rupees, and asks the API in paise', async () => {
    search.mockImplementation(async (_query: URLSearchParams, page: number) => result(page, [card(1)], 1));
    renderPage('destination=Mumbai&priceMin=4000&priceMax=9500');
    expect(await screen.findByText('Hotel 1')).toBeInTheDocument();
    const price = screen.getByRole('group', { name: 'Price per night' });
    expect(within(price).getByText('₹4,000 – ₹9,500')).toBeInTheDocument();
    let lastQuery: URLSearchParams = search.mock.calls[search.mock.calls.length - 1][0];
    expect(lastQuery.get('minPriceMinor')).toBe('400000');
    expect(lastQuery.get('maxPriceMinor')).toBe('950000');
    expect(lastQuery.has('priceMin')).toBe(false);

    fireEvent.change(within(price).getByRole('slider', { name: 'Maximum' }), { target: { value: '1200000' } });
    expect(await within(price).findByText('₹4,000 – ₹12,000')).toBeInTheDocument();
    lastQuery = search.mock.calls[search.mock.calls.length - 1][0];
    expect(lastQuery.get('maxPriceMinor')).toBe('1200000');
  });

  it('says when the search failed, and Try again searches again', async () => {
    search.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(result(1, [card(1)], 1));
    renderPage('destination=Mumbai');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hotel 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a city without hotels has none, instead of an error to try again', async () => {
    search.mockRejectedValue(new Error('destination must be one of: Mumbai, Paris'));
    renderPage('destination=Delhi');
    expect(await screen.findByRole('heading', { name: 'We do not list hotels in Delhi yet' })).toBeInTheDocument();
    expect(screen.getByText(/^Search one of our destinations: Mumbai, Paris, London/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows an empty state that clears the filters', async () => {
    search.mockImplementation(async (query: URLSearchParams, page: number) =>
      query.get('payOnArrival') ? result(page, [], 0) : result(page, [card(1)], 1),
    );
    renderPage('destination=Mumbai&payOnArrival=true');
    expect(await screen.findByRole('heading', { name: 'No hotels match your filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Hotel 1')).toBeInTheDocument();
  });

  it('shows the counts of the current search, greying an option that would leave none yet keeping it usable', async () => {
    search.mockImplementation(async (query: URLSearchParams, page: number) => {
      const base = result(page, [card(1)], 1);
      const freeCancellation = query.get('freeCancellation') === 'true';
      return {
        ...base,
        facets: { ...base.facets, stars: { '5': freeCancellation ? 12 : 40, '4': 80, '3': 100, '2': 50, '1': 0 } },
      };
    });
    renderPage('destination=Mumbai');
    const fiveStars = await screen.findByRole('checkbox', { name: /^5 stars.*40$/ });
    await userEvent.click(screen.getByRole('checkbox', { name: /^Free cancellation/ }));
    expect(await screen.findByRole('checkbox', { name: /^5 stars.*12$/ })).toBe(fiveStars);

    const oneStar = screen.getByRole('checkbox', { name: /^1 star.*0$/ });
    expect(oneStar.closest('label')).toHaveClass('hh-filter__option--none');
    expect(fiveStars.closest('label')).not.toHaveClass('hh-filter__option--none');
    await userEvent.click(oneStar);
    expect(oneStar).toBeChecked();
    const lastQuery: URLSearchParams = search.mock.calls[search.mock.calls.length - 1][0];
    expect(lastQuery.getAll('stars')).toEqual(['1']);
    await userEvent.click(oneStar);
    expect(oneStar).not.toBeChecked();
  });
});

describe('drawn at build time (prerenderPages.ts), the frame every search first shows', () => {
  it('has the heading and the sort tabs, and nothing of the link’s: the search bar empty, no filters, all inert', async () => {
    const drawn = await drawAsAtBuildTime(
      <HotelResultsPage />,
      '/hotel-details?destination=Paris&checkIn=2030-05-01&checkOut=2030-05-03&adults=3&sort=cheapest',
    );
    expect(within(drawn).getByRole('heading', { level: 1 })).toHaveTextContent('Hotel Results');
    expect(within(drawn).getByRole('heading', { level: 2 })).toHaveTextContent('Searching hotels…');
    expect(drawn.querySelector('.hh-results')).toHaveAttribute('inert');
    const form = drawn.querySelector('form.hh-searchbar')!;
    for (const input of form.querySelectorAll('input')) expect(input).toHaveValue('');
    expect(drawn.textContent).not.toMatch(/Paris|2030|3 adults/);
    expect(drawn.querySelectorAll('.hh-sort__tab[aria-pressed="true"]')).toHaveLength(0);
    expect(drawn.querySelector('aside.hh-filters')).toBeEmptyDOMElement();
  });
});
