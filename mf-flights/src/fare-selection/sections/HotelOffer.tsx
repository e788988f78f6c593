import { Link } from 'react-router-dom';
import type { SelectedFlight } from '../../search/selectedFlight';

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The hotel search for the trip: the destination city, from the day the flight lands, for the party. */
export function hotelSearchLink(flight: SelectedFlight): string {
  const checkIn = addDays(flight.date, flight.arrivalDayOffset ?? 0);
  const params = new URLSearchParams({
    destination: flight.to,
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
  return (
    <section className="sf-box sf-hotel" aria-labelledby="sf-hotel-title">
      <h2 id="sf-hotel-title">Need a Hotel?</h2>
      <p>Book a stay in {flight.to} with your flight and save up to 20%.</p>
      <Link className="tp-button" to={hotelSearchLink(flight)}>
        Browse Hotels
      </Link>
    </section>
  );
}
