import { Link } from 'react-router-dom';
import { matchHotelCity } from '@travel/contracts/rules';
import type { SelectedFlight } from '../../search/selectedFlight';

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The hotel search for the trip: the destination city, from the day the flight lands, for the party; or none when
 * the hotel inventory has no such city (Delhi, Bangalore…), whose search would only answer an error.
 */
export function hotelSearchLink(flight: SelectedFlight): string | null {
  const city = matchHotelCity(flight.to);
  if (!city) return null;
  const checkIn = addDays(flight.date, flight.arrivalDayOffset ?? 0);
  const params = new URLSearchParams({
    destination: city,
    checkIn,
    checkOut: addDays(checkIn, 1),
    adults: String(flight.adults),
    children: String(flight.children),
    rooms: '1',
  });
  return `/hotel-details?${params.toString()}`;
}

/** A pointer to the hotels of the destination, searched for the trip's city and dates. */
export function HotelOffer({ flight }: { flight: SelectedFlight }) {
  const link = hotelSearchLink(flight);
  return (
    <section className="sf-box sf-hotel" aria-labelledby="sf-hotel-title">
      <h2 id="sf-hotel-title">Need a Hotel?</h2>
      {link ? (
        <p>Book a stay in {flight.to} with your flight and save up to 20%.</p>
      ) : (
        <p>We do not list hotels in {flight.to} yet. See our hotel destinations for your next trip.</p>
      )}
      <Link className="tp-button" to={link ?? '/hotel-home'}>
        Browse Hotels
      </Link>
    </section>
  );
}
