import { fromMinor, Price } from '@travel/shared-ui/money';
import { toSelectedFlight, type SelectedFlight } from '../../search/selectedFlight';
import { AirlineLogo } from '../../common/AirlineLogo';
import { useSimilarFlights } from '../api/getSimilarFlights';

interface SimilarFlightsProps {
  flight: SelectedFlight;
  /** Called with another flight, for the same party and cabin, when its "See Details" is pressed. */
  onChooseFlight: (next: SelectedFlight) => void;
}

/** Other flights of the day, from the API, each of which can replace the selected one. */
export function SimilarFlights({ flight, onChooseFlight }: SimilarFlightsProps) {
  const similar = useSimilarFlights(flight);
  // A failed call reads as no similar flights: the section is a suggestion, the page works without it.
  const flights = similar.status === 'success' ? similar.data : [];
  return (
    <section className="tp-page sf-similar" id="sf-similar" aria-labelledby="sf-similar-title" tabIndex={-1}>
      <h2 id="sf-similar-title">Similar Flights</h2>
      {similar.status === 'loading' ? (
        <p>Loading similar flights…</p>
      ) : flights.length === 0 ? (
        <p>No similar flights on this day.</p>
      ) : (
        <ul className="sf-similar__list">
          {flights.map((other) => (
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
                      childAges: flight.childAges,
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
  );
}
