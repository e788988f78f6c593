import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useDrawnInBrowser } from '@travel/shared-ui/components';
import { Price } from '@travel/shared-ui/money';
import { RemoteModule } from '../federation/RemoteModule';
import { HOME_TABS as TABS } from './homeTabs';
import './HomePage.css';

// Fixed sample deals for the home page.
const DEALS = [
  { destination: 'Dubai', country: 'United Arab Emirates', price: 12999, tag: 'Weekend escape' },
  { destination: 'Singapore', country: 'Singapore', price: 18999, tag: 'Family favourite' },
  { destination: 'Bangkok', country: 'Thailand', price: 15999, tag: 'Best value' },
  { destination: 'London', country: 'United Kingdom', price: 45999, tag: 'Winter sale' },
];

const ENTRY_POINTS = [
  { to: '/offer', title: 'Offers', text: 'Promotions from our partners, shown where you search.' },
  { to: '/info', title: 'Info Center', text: 'Answers on booking, fees, payments and safety.' },
  { to: '/refund-calculator', title: 'Refunds', text: 'Estimate your refund before you cancel.' },
  { to: '/hotel-booking-cancellation', title: 'Cancel a hotel booking', text: 'File a cancellation in three steps.' },
];

/**
 * The front door, composed from the remotes: the flight and hotel search widgets each load on their own
 * (a remote that is down shows a contained fallback), while deals and entry points are the shell's.
 */
export function HomePage() {
  const [active, setActive] = useState<(typeof TABS)[number]['id']>(TABS[0].id);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // Served as the first paint, the tabs are inert until React draws the live ones: a tap is not taken and lost.
  const inBrowser = useDrawnInBrowser();

  const onTabKey = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setActive(TABS[next].id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="tp-home">
      <section className="tp-home__hero" aria-labelledby="tp-home-title">
        <div className="tp-home__hero-inner">
          <h1 id="tp-home-title">Compare flights and hotels</h1>
          <p>Search hundreds of airlines and hotels in one place, then book with the provider that suits you.</p>
          <div role="tablist" aria-label="What are you searching for?" className="tp-home__tabs" inert={!inBrowser}>
            {TABS.map((tab, index) => (
              <button
                key={tab.id}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`tp-home-tab-${tab.id}`}
                aria-selected={active === tab.id}
                aria-controls={`tp-home-panel-${tab.id}`}
                tabIndex={active === tab.id ? 0 : -1}
                className="tp-home__tab"
                onClick={() => setActive(tab.id)}
                onKeyDown={(event) => onTabKey(event, index)}
              >
                {tab.label}
              </button>
            ))}
          </div>
          {TABS.filter((tab) => tab.id === active).map((tab) => (
            <div
              key={tab.id}
              role="tabpanel"
              id={`tp-home-panel-${tab.id}`}
              aria-labelledby={`tp-home-tab-${tab.id}`}
              className="tp-home__panel"
            >
              <RemoteModule
                remote={tab.remote}
                module={tab.module}
                label={`Loading ${tab.label.toLowerCase()} search…`}
              />
            </div>
          ))}
        </div>
      </section>

      <div className="tp-page">
        <section aria-labelledby="tp-home-deals">
          <h2 id="tp-home-deals">Deals from India</h2>
          <ul className="tp-home__deals">
            {DEALS.map((deal) => (
              <li key={deal.destination} className="tp-home__deal">
                <span className="tp-home__deal-tag">{deal.tag}</span>
                <h3>{deal.destination}</h3>
                <p>{deal.country}</p>
                <p className="tp-home__deal-price">
                  from <Price amount={deal.price} />
                </p>
                <Link to="/flight-home">Search flights to {deal.destination}</Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/flight-deals">All flight deals</Link> · <Link to="/hotel-deals">All hotel deals</Link>
          </p>
        </section>

        <section aria-labelledby="tp-home-more">
          <h2 id="tp-home-more">Plan, book and manage</h2>
          <ul className="tp-home__links">
            {ENTRY_POINTS.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to} className="tp-home__entry">
                  <strong>{entry.title}</strong>
                  <span>{entry.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
