import { Link } from 'react-router-dom';
import { Price } from '@travel/shared-ui';
import '../common/content.css';

interface Deal {
  title: string;
  detail: string;
  price: number;
  unit: string;
}

const FLIGHT_DEALS: Deal[] = [
  { title: 'Mumbai to Dubai', detail: 'Return, economy, 2 weeks ahead', price: 12999, unit: 'return' },
  { title: 'Chennai to Singapore', detail: 'Return, economy', price: 18999, unit: 'return' },
  { title: 'Delhi to Bangkok', detail: 'Return, economy', price: 15999, unit: 'return' },
  { title: 'Mumbai to London', detail: 'Return, economy, winter', price: 45999, unit: 'return' },
  { title: 'Delhi to Mumbai', detail: 'One way, economy, weekday', price: 4299, unit: 'one way' },
  { title: 'Bengaluru to Goa', detail: 'One way, economy', price: 3199, unit: 'one way' },
];

const HOTEL_DEALS: Deal[] = [
  {
    title: 'Goa beach resort',
    detail: '4-star, breakfast included, free cancellation',
    price: 5499,
    unit: 'per night',
  },
  { title: 'Jaipur heritage haveli', detail: '4-star, old city', price: 4299, unit: 'per night' },
  { title: 'Mumbai business hotel', detail: '5-star, near BKC', price: 8999, unit: 'per night' },
  { title: 'Munnar tea-estate stay', detail: '3-star, monsoon rate', price: 2799, unit: 'per night' },
  { title: 'Dubai Marina apartment', detail: 'Apartment, pay on arrival', price: 9499, unit: 'per night' },
  { title: 'Bangkok riverside hotel', detail: '4-star, free cancellation', price: 3999, unit: 'per night' },
];

const KINDS = {
  flight: {
    title: 'Flight deals',
    intro: 'Fares our travellers found this week on popular routes. Prices change quickly; search to see today’s fare.',
    deals: FLIGHT_DEALS,
    search: { to: '/flight-home', label: 'Search flights' },
    notes: [
      'Fares are the lowest found in the last 7 days, including taxes.',
      'Availability varies by date and airline.',
      'Set a price alert to hear when your route drops.',
    ],
  },
  hotel: {
    title: 'Hotel deals',
    intro: 'Stays with the best value this week, compared across our partners. Totals may vary by dates and taxes.',
    deals: HOTEL_DEALS,
    search: { to: '/hotel-home', label: 'Search hotels' },
    notes: [
      'Prices are per night for two adults; taxes may apply.',
      'Filter for free cancellation to keep your plans flexible.',
      'Compare providers on each hotel to find the lowest price.',
    ],
  },
} as const;

/** /flight-deals and /hotel-deals: a grid of current deals, every price through <Price>. */
export default function DealsPage({ kind }: { kind: 'flight' | 'hotel' }) {
  const page = KINDS[kind];
  return (
    <article className="tc-page">
      <header className="tc-hero">
        <p className="tc-hero__eyebrow">Deals</p>
        <h1>{page.title}</h1>
        <p>{page.intro}</p>
        <div className="tc-actions">
          <Link to={page.search.to} className="tp-button tp-button--secondary">
            {page.search.label}
          </Link>
          <Link to="/price-alerts" className="tp-button">
            Price alerts
          </Link>
        </div>
      </header>
      <section className="tc-section" aria-labelledby="deals-heading">
        <h2 id="deals-heading">This week’s best prices</h2>
        <ul className="tc-grid" style={{ listStyle: 'none', padding: 0 }}>
          {page.deals.map((deal) => (
            <li key={deal.title} className="tc-card">
              <h3>{deal.title}</h3>
              <p>{deal.detail}</p>
              <p>
                From <Price amount={deal.price} className="tc-price" /> {deal.unit}
              </p>
              <Link to={page.search.to}>See {kind === 'flight' ? 'fares' : 'rooms'}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="tc-section">
        <h2>Good to know</h2>
        <ul>
          {page.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
