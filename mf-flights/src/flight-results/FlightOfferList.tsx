import { useNavigate } from 'react-router-dom';
import type { FlightOffer, ProviderQuote } from '@travel/contracts/flights';
import { saveSelectedFlight, toSelectedFlight } from '../search/selectedFlight';
import { FlightCard } from './FlightCard';
import { providerRows, type ProviderRow } from './supplierQuotes';

const NO_QUOTES: ReadonlyMap<string, readonly ProviderQuote[]> = new Map();

/**
 * The answer's offers as cards, in the answer's order (quotes arriving never move a card), each with its
 * providers: our own fare and the suppliers' quotes for that flight. Select (our own fare) or a provider's Book
 * keeps the offer with the search's travellers and cabin, and the provider chosen, for the fare page and opens it.
 */
export function FlightOfferList({
  offers,
  showDate,
  travellers,
  quotes = NO_QUOTES,
  now = 0,
}: {
  offers: FlightOffer[];
  showDate: boolean;
  travellers: { adults: number; children: number; childAges?: number[]; cabinClass: string };
  /** The suppliers' unexpired quotes by flight (useSupplierOffers). */
  quotes?: ReadonlyMap<string, readonly ProviderQuote[]>;
  /** The time quotes are checked against their expiry. */
  now?: number;
}) {
  const navigate = useNavigate();
  const select = (offer: FlightOffer, rows: ProviderRow[], provider?: ProviderRow) => {
    saveSelectedFlight(toSelectedFlight(offer, travellers, { providers: rows, chosen: provider }));
    navigate('/single-flight-search');
  };
  return (
    <div className="fr-list">
      {offers.map((offer) => {
        const rows = providerRows(offer, quotes, now);
        return (
          <FlightCard
            key={offer.id}
            offer={offer}
            showDate={showDate}
            providers={rows}
            travellers={travellers.adults + travellers.children}
            onSelect={(chosen, provider) => select(chosen, rows, provider)}
          />
        );
      })}
    </div>
  );
}
