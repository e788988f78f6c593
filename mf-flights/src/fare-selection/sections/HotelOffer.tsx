import { Link } from 'react-router-dom';

/** A pointer to the hotels of the destination. */
export function HotelOffer({ city }: { city: string }) {
  return (
    <section className="sf-box sf-hotel" aria-labelledby="sf-hotel-title">
      <h2 id="sf-hotel-title">Need a Hotel?</h2>
      <p>Book a stay in {city} with your flight and save up to 20%.</p>
      <Link className="tp-button" to="/hotel-home">
        Browse Hotels
      </Link>
    </section>
  );
}
