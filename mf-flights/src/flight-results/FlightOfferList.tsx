import { useNavigate } from 'react-router-dom';
import type { FlightOffer } from '@travel/contracts/flights';
import { saveSelectedFlight, toSelectedFlight } from '../search/selectedFlight';
import { FlightCard } from './FlightCard';

/**
 * The answer's offers as cards. Select keeps the offer with the search's travellers and cabin for the fare page
 * and opens it.
 */
export function FlightOfferList({
  offers,
  showDate,
  travellers,
}: {
  offers: FlightOffer[];
  showDate: boolean;
  travellers: { adults: number; children: number; childAges?: number[]; cabinClass: string };
}) {
  const navigate = useNavigate();
  const select = (offer: FlightOffer) => {
    saveSelectedFlight(toSelectedFlight(offer, travellers));
    navigate('/single-flight-search');
  };
  return (
    <div className="fr-list">
      {offers.map((offer) => (
        <FlightCard key={offer.id} offer={offer} showDate={showDate} onSelect={select} />
      ))}
    </div>
  );
}
