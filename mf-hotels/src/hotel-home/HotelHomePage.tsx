import { Link } from 'react-router-dom';
import { FaqSection } from '@travel/shared-ui/faq-section';
import { getFaqs } from './api/getFaqs';
import { addDays, DEFAULT_HOTEL_GUESTS, hotelPhotoPath, isoDate } from '@travel/contracts/rules';
import { spreadGuests } from '@travel/contracts/hotels';
import HotelSearchWidget from '../hotel-search/HotelSearchWidget';
import { hotelResultsLink } from '../hotel-search/searchLink';
import './HotelHomePage.css';

const CITY_ESCAPES = [
  { city: 'Paris', photo: 'PAR-0003', text: 'Boutique stays a short walk from the Seine and the Marais.' },
  { city: 'Tokyo', photo: 'TOK-0007', text: 'Compact, spotless rooms beside Shinjuku and Shibuya stations.' },
  { city: 'Dubai', photo: 'DUB-0002', text: 'Resorts with pools, and towers with views over the Marina.' },
  { city: 'Barcelona', photo: 'BAR-0005', text: 'Apartments in Eixample and hotels steps from the beach.' },
];

const QUICK_INFO = [
  { value: '2,200+', label: 'hotels compared' },
  { value: '11', label: 'cities' },
  { value: '8', label: 'booking partners' },
  { value: '24/7', label: 'support' },
];

const FEATURES = [
  {
    title: 'Compare providers',
    text: 'Every hotel shows our own rate and the quotes of the suppliers that answered, cheapest first.',
  },
  { title: 'Free cancellation', text: 'Filter for rates you can cancel up to 48 hours before check-in.' },
  { title: 'The whole price', text: 'Cards show the price per night and the total for your stay.' },
  { title: 'Refunds in days', text: 'Cancel online and follow your refund: 5-10 business days to your account.' },
];

/** /hotel-home: hero with the Flight/Hotels switch and the search form, ideas, quick facts, features, FAQ. */
export default function HotelHomePage() {
  const checkIn = addDays(isoDate(), 7);
  return (
    <div className="hh-home">
      <section className="hh-hero" aria-labelledby="hh-hero-title">
        <div className="hh-hero__inner">
          <nav className="hh-tabs" aria-label="Search type">
            <Link to="/flight-home" className="hh-tabs__tab">
              Flight
            </Link>
            <Link to="/hotel-home" className="hh-tabs__tab is-active" aria-current="page">
              Hotels
            </Link>
          </nav>
          <h1 id="hh-hero-title">Find the right hotel at the right price</h1>
          <p>Compare hotels, apartments, hostels and resorts from several providers in one search.</p>
          <HotelSearchWidget />
        </div>
      </section>

      <div className="tp-page">
        <section className="hh-escapes" aria-labelledby="hh-escapes-title">
          <h2 id="hh-escapes-title">Perfect Choice for City Escape</h2>
          <ul className="hh-escapes__grid">
            {CITY_ESCAPES.map((escape) => (
              <li key={escape.city} className="hh-escape">
                <img src={hotelPhotoPath(escape.photo, 1)} alt="" loading="lazy" width={400} height={240} />
                <h3>{escape.city}</h3>
                <p>{escape.text}</p>
                <Link
                  to={hotelResultsLink({
                    destination: escape.city,
                    checkIn,
                    checkOut: addDays(checkIn, 2),
                    rooms: spreadGuests(DEFAULT_HOTEL_GUESTS.adults, 0, DEFAULT_HOTEL_GUESTS.rooms),
                  })}
                >
                  See hotels in {escape.city}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section className="hh-quick-info" aria-labelledby="hh-quick-info-title">
          <h2 id="hh-quick-info-title">Quick Info</h2>
          <dl>
            {QUICK_INFO.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="hh-features" aria-labelledby="hh-features-title">
          <h2 id="hh-features-title">Why book your hotel with us</h2>
          <ul>
            {FEATURES.map((feature) => (
              <li key={feature.title}>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
          <p className="hh-features__links">
            Already booked? <Link to="/hotel-booking-cancellation">Cancel a hotel booking</Link> or{' '}
            <Link to="/hotel-booking">search with the detailed booking form</Link>.
          </p>
        </section>

        <FaqSection load={getFaqs} slug="hotel" whenNear />
      </div>
    </div>
  );
}
