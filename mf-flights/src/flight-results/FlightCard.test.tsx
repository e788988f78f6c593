import { render, screen } from '@testing-library/react';
import type { FlightOffer } from '@travel/contracts/flights';
import { FlightCard } from './FlightCard';

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
  providers: [{ name: 'Vistara (direct)', priceMinor: 4_520_000 }],
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
