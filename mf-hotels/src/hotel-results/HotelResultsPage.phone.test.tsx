import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { HotelCard, HotelSearchReply } from '@travel/contracts/hotels';
import { installMatchMedia } from '@travel/shared-ui/test/matchMedia';
import { drawAsAtBuildTime } from '@travel/shared-ui/test/drawAsAtBuildTime';
import { searchHotels } from './api/searchHotels';
import HotelResultsPage from './HotelResultsPage';
import { PHONE_LAYOUT_MAX_WIDTH_PX } from './phoneLayout';

jest.mock('./api/searchHotels', () => ({ searchHotels: jest.fn() }));
// Whole pages, clicked through; on a shared machine they take seconds.
jest.setTimeout(30_000);
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

const URL = '/hotel-details?destination=Mumbai&checkIn=2030-03-01&checkOut=2030-03-03';

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <HotelResultsPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** 57 hotels, 23 of them with free cancellation (and only those when the query asks for it). */
beforeEach(() =>
  search.mockImplementation(async (query: URLSearchParams, page: number) =>
    query.get('freeCancellation') === 'true' ? result(page, [card(1)], 23) : result(page, [card(1), card(2)], 57),
  ),
);
afterEach(() => search.mockReset());

describe('the hotel results on a phone (390 px)', () => {
  const viewport = installMatchMedia(390);

  it('puts the results first, the filters behind a Filters button that counts the chosen ones', async () => {
    renderAt(`${URL}&stars=4&freeCancellation=true`);
    expect(await screen.findByText('23 hotels in Mumbai, India · 2 nights')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters, 2 active' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('group', { name: 'Sort by' })).toBeInTheDocument();
  });

  it('opens the filters in a modal sheet with the focus inside; Escape closes it and the focus goes back', async () => {
    const user = renderAt(URL);
    await screen.findByText('57 hotels in Mumbai, India · 2 nights');
    const button = screen.getByRole('button', { name: 'Filters' });
    await user.click(button);

    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(within(sheet).getByRole('button', { name: 'Show 57 hotels' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('says how many hotels the filters chosen in the sheet leave, and shows them when asked', async () => {
    const user = renderAt(URL);
    await screen.findByText('57 hotels in Mumbai, India · 2 nights');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });

    await user.click(within(sheet).getByRole('checkbox', { name: /^Free cancellation/ }));
    const show = await within(sheet).findByRole('button', { name: 'Show 23 hotels' });
    await user.click(show);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toHaveFocus();
    expect(screen.getByText('23 hotels in Mumbai, India · 2 nights')).toBeInTheDocument();
    expect(screen.getAllByTestId('hotel-card')).toHaveLength(1);
  });

  it('opens the map in a sheet behind Map, which Close closes; a screen turned wide has the panel back', async () => {
    const user = renderAt(URL);
    await screen.findAllByTestId('hotel-card');
    const mapButton = screen.getByRole('button', { name: 'Map' });
    expect(mapButton).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(mapButton);
    const sheet = await screen.findByRole('dialog', { name: 'Map' });
    expect(await within(sheet).findByRole('img', { name: 'Map of 2 hotels' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mapButton).toHaveFocus();

    viewport.resize(PHONE_LAYOUT_MAX_WIDTH_PX + 1);
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the hotel results on a wide screen', () => {
  installMatchMedia(1280);

  it('keep the filter panel as a sidebar, with no Filters button, and the map inline', async () => {
    renderAt(URL);
    await screen.findAllByTestId('hotel-card');
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('drawn at build time, before the width is known', () => {
  it('has both the panel’s place and the Filters button, the stylesheet showing the one that fits', async () => {
    const drawn = await drawAsAtBuildTime(<HotelResultsPage />, URL);
    expect(drawn.querySelector('.hh-results__layout > aside.hh-filters')).not.toBeNull();
    expect(drawn.querySelector('.hh-results__filters-toggle')).toHaveTextContent(/^Filters$/);
  });
});
