import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { FlightOffer } from '@travel/contracts/flights';
import { loadSelectedFlight } from '../search/selectedFlight';
import { FlightCard } from './FlightCard';
import { FlightOfferList } from './FlightOfferList';

const OFFER: FlightOffer = {
  id: '1234520784',
  airline: 'Vistara',
  airlineCode: 'UK',
  flightNumber: 'UK 1701',
  aircraft: 'Boeing 787-8',
  from: 'LGW',
  to: 'JFK',
  fromCity: 'London',
  toCity: 'New York',
  date: '2026-11-27',
  departure: '09:05',
  arrival: '20:40',
  arrivalDayOffset: 0,
  durationMin: 695,
  duration: '11h 35m',
  stops: 1,
  via: 'DXB',
  cabin: 'Economy',
  baggage: { checkedKg: 30, cabinKg: 7 },
  refundable: false,
  co2Kg: 700,
  lowerCo2: false,
  seatsLeft: 12,
  popular: false,
  priceMinor: 4_520_000,
  totalMinor: 4_520_000,
  providers: [{ supplier: 'own', name: 'Travel Portal', priceMinor: 4_520_000, totalMinor: 4_520_000 }],
};

describe('FlightCard', () => {
  it('shows the airports the flight really uses', () => {
    render(<FlightCard offer={OFFER} onSelect={jest.fn()} />);
    expect(screen.getByTestId('from-airport')).toHaveTextContent('LGW');
    expect(screen.getByTestId('to-airport')).toHaveTextContent('JFK');
  });

  it('shows the departure date only when the search spans several days', () => {
    const { rerender } = render(<FlightCard offer={OFFER} onSelect={jest.fn()} />);
    expect(screen.queryByTestId('departure-date')).toBeNull();
    rerender(<FlightCard offer={OFFER} showDate onSelect={jest.fn()} />);
    expect(screen.getByTestId('departure-date')).toHaveTextContent('Fri 27 Nov');
  });
});

describe('FlightOfferList', () => {
  afterEach(() => localStorage.clear());

  it("Select keeps the offer with the search's travellers and cabin, and opens the fare page", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/flight-details']}>
        <Routes>
          <Route
            path="/flight-details"
            element={
              <FlightOfferList
                offers={[OFFER]}
                showDate={false}
                travellers={{ adults: 2, children: 1, childAges: [5], cabinClass: 'economy' }}
              />
            }
          />
          <Route path="/single-flight-search" element={<p>Fare page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(screen.getByText('Fare page')).toBeInTheDocument();
    expect(loadSelectedFlight()).toMatchObject({
      id: OFFER.id,
      flightNumber: 'UK 1701',
      adults: 2,
      children: 1,
      childAges: [5],
      passengers: 3,
    });
  });
});
