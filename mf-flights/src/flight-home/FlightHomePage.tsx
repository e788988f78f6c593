import { useState } from 'react';
import { useDrawnInBrowser } from '@travel/shared-ui/components';
import { Link, useLocation } from 'react-router-dom';
import { FaqSection } from '@travel/shared-ui/faq-section';
import { getFaqs } from './api/getFaqs';
import { Price } from '@travel/shared-ui/money';
import { addDays, isoDate, type TripType } from '@travel/contracts/rules';
import { FlightSearchWidget } from '../flight-search/FlightSearchWidget';
import { searchNotice } from '../search/backToFlightSearch';
import { DEALS, TIPS, dealImage } from './flightHomeContent';
import './FlightHomePage.css';
import { writeFlightSearchQuery } from '@travel/contracts/flights';

export default function FlightHomePage() {
  const [tripType, setTripType] = useState<TripType>('One-way');
  const [showAllTips, setShowAllTips] = useState(false);
  // Drawn at build time too (FIRST_PAINT_PATHS): the deals' dates and prices only in the browser.
  const inBrowser = useDrawnInBrowser();
  const dealDate = inBrowser ? addDays(isoDate(), 14) : undefined;
  // Why a page that needed a chosen flight sent the traveller here (backToFlightSearch).
  const notice = searchNotice(useLocation().state);

  return (
    <div className="fh-page">
      <section className={`fh-hero${tripType === 'Round-trip' ? ' fh-hero--wide' : ''}`} aria-labelledby="fh-title">
        <div className="fh-hero__inner">
          <nav className="fh-tabs" aria-label="Search type">
            <span className="fh-tab is-active" aria-current="page">
              Flight
            </span>
            <Link className="fh-tab" to="/hotel-home">
              Hotels
            </Link>
          </nav>
          <h1 id="fh-title">Find cheap flights</h1>
          <p className="fh-hero__lead">
            Compare fares from Air India, IndiGo, Vistara and SpiceJet across travel sites.
          </p>
          {notice && (
            <p className="fh-notice" role="alert">
              {notice}
            </p>
          )}
          <FlightSearchWidget onTripTypeChange={setTripType} />
        </div>
      </section>

      <section className="tp-page fh-deals" aria-labelledby="fh-deals-title">
        <h2 id="fh-deals-title">Flight options from India</h2>
        <ul className="fh-deals__grid">
          {DEALS.map((deal) => (
            <li key={deal.destination} className="fh-deal">
              <img
                className="fh-deal__image"
                src={dealImage(deal.destination)}
                alt={`${deal.destination}, ${deal.country}`}
                width={400}
                height={210}
                loading="lazy"
              />
              <div className="fh-deal__body">
                <span className="fh-deal__tag">{deal.tag}</span>
                <h3>
                  {deal.destination}, <span>{deal.country}</span>
                </h3>
                <p>{deal.description}</p>
                <p className="fh-deal__price">
                  {inBrowser ? (
                    <>
                      from <Price amount={deal.price} />
                    </>
                  ) : (
                    '\u00a0'
                  )}
                </p>
                {deal.code && (
                  <Link
                    className="tp-button tp-button--secondary"
                    to={`/flight-details?${writeFlightSearchQuery({ trip: 'one-way', from: 'BOM', to: deal.code, date: dealDate, adults: 1, cabin: 'economy' })}`}
                  >
                    See flights to {deal.destination}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="tp-page fh-tips" aria-labelledby="fh-tips-title">
        <h2 id="fh-tips-title">Travel tips</h2>
        {/* How many show before View All is the stylesheet's (by screen width), so the build's drawing is right. */}
        <ul className={`fh-tips__grid${showAllTips ? ' is-all' : ''}`}>
          {TIPS.map((tip) => (
            <li key={tip.title} className="fh-tip">
              <h3>{tip.title}</h3>
              <p>{tip.text}</p>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="tp-button tp-button--secondary fh-tips__toggle"
          onClick={() => setShowAllTips((all) => !all)}
        >
          {showAllTips ? 'Show Less' : 'View All'}
        </button>
      </section>

      <div className="tp-page">
        <FaqSection load={getFaqs} slug="flight" whenNear />
      </div>
    </div>
  );
}
