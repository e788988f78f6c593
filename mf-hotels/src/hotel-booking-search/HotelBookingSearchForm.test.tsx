import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { HotelSearchRequestReply } from '@travel/contracts/hotels';
import { submitHotelSearch } from './api/submitHotelSearch';
import HotelBookingSearchForm from './HotelBookingSearchForm';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

jest.mock('./api/submitHotelSearch', () => ({ submitHotelSearch: jest.fn() }));
const submit = submitHotelSearch as jest.Mock;

const NO_HOTELS: HotelSearchRequestReply = {
  success: true,
  searchId: 's-1',
  sync: true,
  status: 'completed',
  city: 'Dubai',
  currency: 'USD',
  nationality: 'IN',
  checkinDate: '2030-03-01',
  checkoutDate: '2030-03-03',
  nights: 2,
  rooms: 2,
  adults: 4,
  children: 1,
  total: 0,
  hotels: [],
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

const renderForm = (query: string) =>
  render(
    <MemoryRouter initialEntries={[`/hotel-booking?${query}`]}>
      <HotelBookingSearchForm />
    </MemoryRouter>,
  );

describe('HotelBookingSearchForm', () => {
  beforeEach(() => submit.mockReset());

  it('names the missing fields and sends nothing', async () => {
    renderForm('');
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect(screen.getByText('Check-in date is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the rooms, ages, ratings and switches as the section 3 request and shows the answer', async () => {
    submit.mockResolvedValue(NO_HOTELS);
    renderForm('city=Dubai&checkIn=2030-04-01&checkOut=2030-04-03');
    await userEvent.clear(screen.getByLabelText('Children'));
    await userEvent.type(screen.getByLabelText('Children'), '1');
    await userEvent.type(screen.getByLabelText('Children ages (comma-separated)'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Add room' }));
    expect(screen.getByRole('button', { name: 'Remove room 2' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Currency *'), 'USD');
    await userEvent.click(screen.getByLabelText('5 stars'));
    await userEvent.click(screen.getByLabelText('3 stars'));
    await userEvent.click(screen.getByLabelText('Free cancellation only (fsc)'));
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }));

    expect(submit).toHaveBeenCalledWith({
      searchQuery: {
        checkinDate: '2030-04-01',
        checkoutDate: '2030-04-03',
        roomInfo: [
          { numberOfAdults: 2, numberOfChild: 1, childAge: [7] },
          { numberOfAdults: 2, numberOfChild: 0 },
        ],
        searchCriteria: { city: 'Dubai', nationality: 'IN', currency: 'USD' },
        searchPreferences: { ratings: [3, 5], fsc: true },
      },
      sync: true,
    });
    expect(
      await screen.findByRole('heading', { name: '0 hotels in Dubai for 4 adults, 1 child, 2 rooms' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/No hotels match these preferences/)).toBeInTheDocument();
  });

  it("opens the chosen hotel's page for the searched stay, children's ages included", async () => {
    const hotel = {
      id: 'DXB-0007',
      name: 'Creek View',
      image: '/api/hotels/DXB-0007/photos/1.svg',
      photoCount: 4,
      hasPhotos: true,
      propertyType: 'Hotel',
      rating: 4,
      reviewScore: 8.1,
      reviewText: 'Very good',
      reviewCount: 90,
      location: 'Deira, Dubai',
      neighbourhood: 'Deira',
      lat: 25.27,
      lng: 55.3,
      distanceKm: 2,
      distanceFrom: 'Dubai Mall',
      pricePerNightMinor: 800000,
      originalPriceMinor: 800000,
      pricePerNightWithTaxesMinor: 944000,
      originalPriceWithTaxesMinor: 944000,
      totalPriceMinor: 1600000,
      currency: 'INR',
      nights: 2,
      freeCancellation: true,
      payOnArrival: false,
      breakfastIncluded: false,
      providers: [{ supplier: 'own' as const, name: 'Travel Portal', totalMinor: 1600000 }],
      amenities: [],
      popularWith: [],
    };
    submit.mockResolvedValue({ ...NO_HOTELS, total: 1, rooms: 1, adults: 2, children: 1, hotels: [hotel] });
    renderForm('city=Dubai&checkIn=2030-04-01&checkOut=2030-04-03');
    await userEvent.clear(screen.getByLabelText('Children'));
    await userEvent.type(screen.getByLabelText('Children'), '1');
    await userEvent.type(screen.getByLabelText('Children ages (comma-separated)'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    // Each room's guests, the child's age included (`room`: adults, then each child's age).
    const stay = 'checkIn=2030-03-01&checkOut=2030-03-03&room=2-7';
    expect(await screen.findByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      `/hotel?hotelId=DXB-0007&${stay}`,
    );
    expect(screen.getByRole('link', { name: 'View deal' })).toHaveAttribute(
      'href',
      `/hotel?hotelId=DXB-0007&${stay}#rooms`,
    );
  });

  it("shows the server's message when the search fails", async () => {
    submit.mockRejectedValue(refusedCall(400, 'checkinDate must not be in the past'));
    renderForm('city=Dubai&checkIn=2030-04-01&checkOut=2030-04-03');
    await userEvent.click(screen.getByRole('button', { name: 'Search hotels' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('checkinDate must not be in the past');
  });
});
