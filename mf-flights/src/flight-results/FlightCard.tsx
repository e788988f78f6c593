import { useId, useState } from 'react';
import { Price, fromMinor } from '@travel/shared-ui/money';
import type { FlightOffer } from '@travel/contracts/flights';
import { stopsLabel } from '../search/selectedFlight';
import { cardDay } from './searchScope';
import { AirlineLogo } from '../common/AirlineLogo';

/**
 * One offer: times, airports, duration, stops, tags, price, the providers selling it, and Select; with
 * showDate (a search over several days) its departure date too.
 */
export function FlightCard({
  offer,
  showDate = false,
  onSelect,
}: {
  offer: FlightOffer;
  showDate?: boolean;
  onSelect: (offer: FlightOffer) => void;
}) {
  const [providersOpen, setProvidersOpen] = useState(false);
  const providersId = useId();
  return (
    <article className="fr-card" aria-label={`${offer.airline} ${offer.flightNumber}`} data-testid="flight-card">
      <div className="fr-card__airline">
        <AirlineLogo code={offer.airlineCode} />
        <div>
          <strong className="fr-card__airline-name">{offer.airline}</strong>
          <span className="fr-card__number">{offer.flightNumber}</span>
        </div>
      </div>
      <div className="fr-card__times">
        <div>
          {showDate && (
            <span className="fr-card__date" data-testid="departure-date">
              {cardDay(offer.date)}
            </span>
          )}
          <strong className="fr-card__time" data-testid="departure-time">
            {offer.departure}
          </strong>
          <span data-testid="from-airport">{offer.from}</span>
        </div>
        <div className="fr-card__path">
          <span>{offer.duration}</span>
          <span className="fr-card__line" aria-hidden="true" />
          <span className="fr-card__stops" data-testid="stops">
            {stopsLabel(offer.stops, offer.via)}
          </span>
        </div>
        <div>
          <strong className="fr-card__time">
            {offer.arrival}
            {offer.arrivalDayOffset > 0 && <sup title="Arrives the next day">+{offer.arrivalDayOffset}</sup>}
          </strong>
          <span data-testid="to-airport">{offer.to}</span>
        </div>
      </div>
      <ul className="fr-card__tags" aria-label="Fare details">
        <li className="fr-tag">{offer.cabin}</li>
        <li className="fr-tag">
          {offer.baggage.checkedKg} kg check-in, {offer.baggage.cabinKg} kg cabin
        </li>
        {offer.refundable && <li className="fr-tag fr-tag--green">Refundable</li>}
        {offer.popular && <li className="fr-tag fr-tag--orange">Popular</li>}
        {offer.lowerCo2 && <li className="fr-tag fr-tag--green">Lower CO2 ({offer.co2Kg} kg)</li>}
        {offer.seatsLeft <= 5 && <li className="fr-tag fr-tag--red">{offer.seatsLeft} seats left</li>}
      </ul>
      <div className="fr-card__buy">
        <Price amount={fromMinor(offer.priceMinor)} className="fr-card__price" />
        <button
          type="button"
          className="fr-card__providers-toggle"
          aria-expanded={providersOpen}
          aria-controls={providersId}
          onClick={() => setProvidersOpen((open) => !open)}
        >
          Compare {offer.providers.length} providers
        </button>
        <button type="button" className="tp-button" onClick={() => onSelect(offer)}>
          Select
        </button>
      </div>
      {providersOpen && (
        <ul className="fr-card__providers" id={providersId} aria-label="Provider options">
          {offer.providers.map((provider) => (
            <li key={provider.name}>
              <span>{provider.name}</span>
              <Price amount={fromMinor(provider.priceMinor)} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
