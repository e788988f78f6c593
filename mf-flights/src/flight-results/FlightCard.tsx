import { useId, useState } from 'react';
import { Price, fromMinor } from '@travel/shared-ui/money';
import type { FlightOffer } from '@travel/contracts/flights';
import { stopsLabel } from '../search/selectedFlight';
import { cardDay } from './searchScope';
import { AirlineLogo } from '../common/AirlineLogo';
import { providerRows, type ProviderRow } from './supplierQuotes';

/** 'Total for 3 travellers': what a provider's figure is. */
export const partyTotalText = (travellers: number) =>
  travellers === 1 ? 'Total for 1 traveller' : `Total for ${travellers} travellers`;

/**
 * One offer: times, airports, duration, stops, tags, price, the providers selling it, and Select; with
 * showDate (a search over several days) its departure date too. The providers are our own fare and the quotes
 * suppliers gave for this flight (`providers`, cheapest first; our own fare alone by default), each with the total
 * it asked for the search's travellers and a button to book with it (onSelect with that provider).
 */
export function FlightCard({
  offer,
  showDate = false,
  providers,
  travellers = 1,
  onSelect,
}: {
  offer: FlightOffer;
  showDate?: boolean;
  providers?: ProviderRow[];
  /** How many travellers the search is for: the providers' totals are for all of them. */
  travellers?: number;
  onSelect: (offer: FlightOffer, provider?: ProviderRow) => void;
}) {
  const rows = providers ?? providerRows(offer, new Map(), 0);
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
          {rows.length === 1 ? 'Compare 1 provider' : `Compare ${rows.length} providers`}
        </button>
        <button type="button" className="tp-button" onClick={() => onSelect(offer)}>
          Select
        </button>
      </div>
      {providersOpen && (
        <ul className="fr-card__providers" id={providersId} aria-label="Provider options">
          {rows.map((provider) => (
            <li key={`${provider.supplier}:${provider.offerId ?? ''}`} data-testid="provider-row">
              <span className="fr-card__provider-name" translate="no">
                {provider.label}
              </span>
              <span className="fr-card__provider-price">
                <Price amount={fromMinor(provider.totalMinor)} />
                <small>{partyTotalText(travellers)}</small>
              </span>
              <button
                type="button"
                className="tp-button tp-button--secondary fr-card__provider-book"
                onClick={() => onSelect(offer, provider)}
              >
                {`Book with ${provider.label}`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
