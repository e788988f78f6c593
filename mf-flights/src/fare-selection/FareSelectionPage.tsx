import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  DEFAULT_FARE,
  FARE_TYPES,
  farePrice,
  type FareType,
  fromMinor,
  partyTotal,
  Price,
  splitFarePrice,
  toast,
} from '@travel/shared-ui';
import {
  loadSelectedFlight,
  saveSelectedFlight,
  stopsLabel,
  toSelectedFlight,
  type SelectedFlight,
} from '../search/selectedFlight';
import { AMENITIES, BAGGAGE_TABLE, FARE_DETAILS, INFO_SECTIONS } from './fareContent';
import { useSimilarFlights } from './useSimilarFlights';
import { AirlineLogo } from '../common/AirlineLogo';
import './FareSelectionPage.css';

export const NO_FLIGHT_MESSAGE = 'Please search and select a flight first.';

const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** /single-flight-search: the fares, rules and price of the offer chosen on the results page. */
export default function FareSelectionPage() {
  const navigate = useNavigate();
  const [flight, setFlight] = useState<SelectedFlight | null>(() => loadSelectedFlight());

  useEffect(() => {
    if (!flight) {
      toast.info(NO_FLIGHT_MESSAGE);
      navigate('/flight-home', { replace: true, state: { message: NO_FLIGHT_MESSAGE } });
    }
  }, [flight, navigate]);

  if (!flight) return null;
  return (
    <FareSelection
      key={flight.id}
      flight={flight}
      onChooseFlight={(next) => {
        saveSelectedFlight(next);
        setFlight(next);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}

function FareSelection({
  flight,
  onChooseFlight,
}: {
  flight: SelectedFlight;
  onChooseFlight: (f: SelectedFlight) => void;
}) {
  const [fare, setFare] = useState<FareType>(DEFAULT_FARE);
  const [expandedFare, setExpandedFare] = useState<FareType | null>(null);
  const [openSections, setOpenSections] = useState<Record<string, boolean>>({});
  const [seatMapOpen, setSeatMapOpen] = useState(false);
  const [coupon, setCoupon] = useState('');
  const [couponMessage, setCouponMessage] = useState<string | null>(null);
  const similar = useSimilarFlights(flight);

  const perPerson = farePrice(flight.price, fare);
  const total = partyTotal(perPerson, flight.adults, flight.children);
  const split = splitFarePrice(total);
  const passengers = `${flight.passengers} ${flight.passengers === 1 ? 'passenger' : 'passengers'}`;

  const applyCoupon = () => {
    const code = coupon.trim();
    if (!code) return;
    setCouponMessage(`Coupon ${code.toUpperCase()} applied.`);
  };

  return (
    <div className="sf-page">
      <div className="sf-topbar">
        <div className="sf-topbar__inner">
          <div>
            <strong>
              {flight.from} → {flight.to}
            </strong>
            <span>
              {longDate(flight.date)} · {passengers}
            </span>
          </div>
          <div className="sf-topbar__buy">
            <Price amount={total} className="sf-topbar__price" />
            <a className="tp-button" href="#sf-price">
              Continue
            </a>
          </div>
        </div>
      </div>

      <div className="tp-page sf-layout">
        <div className="sf-main">
          <section className="sf-summary" aria-labelledby="sf-title">
            <h1 id="sf-title">
              {flight.from} to {flight.to}
            </h1>
            <p>
              {flight.airline} {flight.flightNumber} · {flight.aircraft} · {flight.cabin} · {longDate(flight.date)}
            </p>
            <ol className="sf-timeline" aria-label="Flight timeline">
              <li>
                <strong>{flight.departure}</strong> {flight.from} ({flight.fromCode})
              </li>
              <li className="sf-timeline__leg">
                {flight.duration} · {stopsLabel(flight.stops, flight.via)}
              </li>
              <li>
                <strong>
                  {flight.arrival}
                  {flight.arrivalDayOffset > 0 && ` (+${flight.arrivalDayOffset} day)`}
                </strong>{' '}
                {flight.to} ({flight.toCode})
              </li>
            </ol>
          </section>

          <section aria-labelledby="sf-fares-title">
            <h2 id="sf-fares-title">Select Your Fare</h2>
            <div className="sf-fares" role="radiogroup" aria-label="Fares">
              {FARE_TYPES.map((type) => {
                const details = FARE_DETAILS[type];
                const expanded = expandedFare === type;
                const features = expanded ? details.features : details.features.slice(0, 4);
                return (
                  <div
                    key={type}
                    className={`sf-fare${fare === type ? ' is-selected' : ''}`}
                    data-testid={`fare-${type}`}
                  >
                    <button
                      type="button"
                      role="radio"
                      aria-checked={fare === type}
                      className="sf-fare__choose"
                      onClick={() => setFare(type)}
                    >
                      <span className="sf-fare__name">{type}</span>
                      {details.popular && <span className="sf-fare__popular">Most popular</span>}
                      <Price amount={farePrice(flight.price, type)} className="sf-fare__price" />
                      <span className="sf-fare__per">per adult</span>
                    </button>
                    <ul className="sf-fare__features">
                      {features.map((feature) => (
                        <li key={feature.text} className={feature.included ? 'is-included' : 'is-excluded'}>
                          <span className="tp-visually-hidden">
                            {feature.included ? 'Included: ' : 'Not included: '}
                          </span>
                          {feature.text}
                          {feature.fee !== undefined && (
                            <>
                              {' '}
                              <Price amount={feature.fee} />
                            </>
                          )}
                        </li>
                      ))}
                    </ul>
                    {expanded && (
                      <ul className="sf-fare__conditions">
                        {details.conditions.map((condition) => (
                          <li key={condition.text}>
                            {condition.text}
                            {condition.fee !== undefined && (
                              <>
                                {' '}
                                <Price amount={condition.fee} /> {condition.after}
                              </>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                    <button
                      type="button"
                      className="sf-link-button"
                      aria-expanded={expanded}
                      onClick={() => setExpandedFare(expanded ? null : type)}
                    >
                      {expanded ? 'Show Less' : 'More Details'}
                    </button>
                  </div>
                );
              })}
            </div>
          </section>

          <section className="sf-box" aria-labelledby="sf-seats-title">
            <h2 id="sf-seats-title">Aircraft &amp; Seats</h2>
            <p>{flight.aircraft}: 3-3 layout, 180 seats.</p>
            <ul className="sf-legend">
              <li>
                <span className="sf-seat sf-seat--available" aria-hidden="true" /> Available
              </li>
              <li>
                <span className="sf-seat sf-seat--paid" aria-hidden="true" /> Paid
              </li>
              <li>
                <span className="sf-seat sf-seat--occupied" aria-hidden="true" /> Occupied
              </li>
            </ul>
            <button
              type="button"
              className="tp-button tp-button--secondary"
              aria-expanded={seatMapOpen}
              onClick={() => setSeatMapOpen((open) => !open)}
            >
              Choose Seats
            </button>
            {seatMapOpen && (
              <div className="sf-seatmap">
                <p>
                  Selected seats: none. Seats are assigned at check-in for this fare; paid seats open after booking.
                </p>
                <div className="sf-seatmap__rows" aria-hidden="true">
                  {Array.from({ length: 4 }, (_, row) => (
                    <div key={row} className="sf-seatmap__row">
                      {['A', 'B', 'C', '', 'D', 'E', 'F'].map((letter, i) =>
                        letter ? (
                          <span
                            key={letter}
                            className={`sf-seat sf-seat--${(row + i) % 3 === 0 ? 'occupied' : (row + i) % 3 === 1 ? 'paid' : 'available'}`}
                          />
                        ) : (
                          <span key={`aisle-${i}`} className="sf-seatmap__aisle" />
                        ),
                      )}
                    </div>
                  ))}
                </div>
              </div>
            )}
          </section>

          <section className="sf-box" aria-labelledby="sf-info-title">
            <h2 id="sf-info-title">Important Information</h2>
            {INFO_SECTIONS.map((section) => {
              const open = openSections[section.id] ?? false;
              return (
                <div key={section.id} className="sf-info">
                  <h3>
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={`sf-info-${section.id}`}
                      onClick={() => setOpenSections({ ...openSections, [section.id]: !open })}
                    >
                      {section.title}
                    </button>
                  </h3>
                  {open && (
                    <div id={`sf-info-${section.id}`}>
                      {section.body.map((text) => (
                        <p key={text}>{text}</p>
                      ))}
                    </div>
                  )}
                </div>
              );
            })}
          </section>

          <section className="sf-box" aria-labelledby="sf-baggage-title">
            <h2 id="sf-baggage-title">Baggage</h2>
            <table className="sf-table">
              <thead>
                <tr>
                  <th scope="col">Class</th>
                  <th scope="col">Checked</th>
                  <th scope="col">Carry-on</th>
                  <th scope="col">Personal item</th>
                </tr>
              </thead>
              <tbody>
                {BAGGAGE_TABLE.map((row) => (
                  <tr key={row.class}>
                    <th scope="row">{row.class}</th>
                    <td>{row.checked}</td>
                    <td>{row.carryOn}</td>
                    <td>{row.personal}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <section className="sf-box" aria-labelledby="sf-amenities-title">
            <h2 id="sf-amenities-title">Amenities</h2>
            <ul className="sf-amenities">
              {AMENITIES.map((amenity) => (
                <li key={amenity}>{amenity}</li>
              ))}
            </ul>
          </section>
        </div>

        <aside className="sf-side">
          <section className="sf-box sf-price" id="sf-price" aria-labelledby="sf-price-title" tabIndex={-1}>
            <h2 id="sf-price-title">Price breakdown</h2>
            <p className="sf-price__fare">
              {fare} fare × {passengers}
            </p>
            <dl>
              <div>
                <dt>Base fare</dt>
                <dd data-testid="base-fare">
                  <Price amount={split.baseFare} />
                </dd>
              </div>
              <div>
                <dt>Taxes &amp; surcharges</dt>
                <dd data-testid="taxes">
                  <Price amount={split.taxes} />
                </dd>
              </div>
              <div>
                <dt>Service fees</dt>
                <dd data-testid="fees">
                  <Price amount={split.fees} />
                </dd>
              </div>
              <div className="sf-price__total">
                <dt>Total</dt>
                <dd data-testid="total-price">
                  <Price amount={total} />
                </dd>
              </div>
            </dl>
            <div className="sf-coupon">
              <label htmlFor="sf-coupon">Coupon code</label>
              <div>
                <input id="sf-coupon" value={coupon} onChange={(event) => setCoupon(event.target.value)} />
                <button type="button" className="tp-button tp-button--secondary" onClick={applyCoupon}>
                  Apply
                </button>
              </div>
              {couponMessage && <p role="status">{couponMessage}</p>}
            </div>
          </section>

          <section className="sf-box sf-hotel" aria-labelledby="sf-hotel-title">
            <h2 id="sf-hotel-title">Need a Hotel?</h2>
            <p>Book a stay in {flight.to} with your flight and save up to 20%.</p>
            <Link className="tp-button" to="/hotel-home">
              Browse Hotels
            </Link>
          </section>
        </aside>
      </div>

      <section className="tp-page sf-similar" aria-labelledby="sf-similar-title">
        <h2 id="sf-similar-title">Similar Flights</h2>
        {similar.loading ? (
          <p>Loading similar flights…</p>
        ) : similar.flights.length === 0 ? (
          <p>No similar flights on this day.</p>
        ) : (
          <ul className="sf-similar__list">
            {similar.flights.map((other) => (
              <li key={other.id} className="sf-similar__card">
                <span className="sf-similar__tag">{other.tag}</span>
                <span className="sf-similar__airline">
                  <AirlineLogo code={other.airlineCode} />
                  <strong>
                    {other.airline} {other.flightNumber}
                  </strong>
                </span>
                <span>
                  {other.departure} – {other.arrival} · {other.duration}
                </span>
                <Price amount={fromMinor(other.priceMinor)} className="sf-similar__price" />
                {other.discountPercent > 0 && (
                  <span className="sf-similar__discount">{other.discountPercent}% cheaper</span>
                )}
                <button
                  type="button"
                  className="tp-button tp-button--secondary"
                  aria-label={`See details of ${other.airline} ${other.flightNumber}`}
                  onClick={() =>
                    onChooseFlight(
                      toSelectedFlight(other, {
                        adults: flight.adults,
                        children: flight.children,
                        cabinClass: flight.cabinClass,
                      }),
                    )
                  }
                >
                  See Details
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
