import { stopsLabel, type SelectedFlight } from '../../search/selectedFlight';
import { OWN_SELLER_NAME, travelDay } from '@travel/contracts/rules';

/** The flight itself: route, airline, aircraft, cabin, day, who sells it and its timeline. */
export function FlightSummary({ flight }: { flight: SelectedFlight }) {
  return (
    <section className="sf-summary" aria-labelledby="sf-title">
      <h1 id="sf-title">
        {flight.from} to {flight.to}
      </h1>
      <p>
        {flight.airline} {flight.flightNumber} · {flight.aircraft} · {flight.cabin} · {travelDay(flight.date)}
      </p>
      <p className="sf-summary__seller" data-testid="sold-by">
        {`Sold by ${flight.provider?.label ?? OWN_SELLER_NAME}`}
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
  );
}
