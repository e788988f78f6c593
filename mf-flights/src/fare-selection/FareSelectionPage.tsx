import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadSelectedFlight, saveSelectedFlight, type SelectedFlight } from '../search/selectedFlight';
import { useSelectedFare } from './useSelectedFare';
import { FareTopBar } from './sections/FareTopBar';
import { FlightSummary } from './sections/FlightSummary';
import { FareCards } from './sections/FareCards';
import { SupplierFare } from './sections/SupplierFare';
import { SeatsSection } from './sections/SeatsSection';
import { ImportantInformation } from './sections/ImportantInformation';
import { BaggageTable } from './sections/BaggageTable';
import { Amenities } from './sections/Amenities';
import { PriceBreakdown } from './sections/PriceBreakdown';
import { HotelOffer } from './sections/HotelOffer';
import { SimilarFlights } from './sections/SimilarFlights';
import { RepriceDialog } from './sections/RepriceDialog';
import { useContinueToCheckout } from './useContinueToCheckout';
import { backToFlightSearch } from '../search/backToFlightSearch';
import './FareSelectionPage.css';

/** /single-flight-search: the fares, rules and price of the offer chosen on the results page. */
export default function FareSelectionPage() {
  const navigate = useNavigate();
  const [flight, setFlight] = useState<SelectedFlight | null>(() => loadSelectedFlight());

  useEffect(() => {
    if (!flight) backToFlightSearch(navigate);
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
  const selected = useSelectedFare(flight);
  const couponCode = selected.coupon.state.status === 'applied' ? selected.coupon.state.code : undefined;
  const checkout = useContinueToCheckout(flight, selected.fare, couponCode);
  return (
    <div className="sf-page">
      <FareTopBar
        flight={flight}
        payable={selected.payable}
        pending={checkout.pending}
        onContinue={() => checkout.continueTo('travellers')}
      />
      {checkout.error && (
        <p role="alert" className="tp-page sf-continue-error">
          {checkout.error}
        </p>
      )}
      <RepriceDialog checkout={checkout} />
      <div className="tp-page sf-layout">
        <div className="sf-main">
          <FlightSummary flight={flight} />
          {flight.provider ? (
            <SupplierFare provider={flight.provider} passengers={flight.passengers} />
          ) : (
            <FareCards standardPrice={flight.price} selected={selected.fare} onSelect={selected.chooseFare} />
          )}
          <SeatsSection
            aircraft={flight.aircraft}
            pending={checkout.pending}
            onChooseSeats={() => checkout.continueTo('seats')}
          />
          <ImportantInformation />
          <BaggageTable />
          <Amenities />
        </div>
        <aside className="sf-side">
          <PriceBreakdown
            selected={selected}
            passengers={flight.passengers}
            pending={checkout.pending}
            onContinue={() => checkout.continueTo('travellers')}
          />
          <HotelOffer flight={flight} />
        </aside>
      </div>
      <SimilarFlights flight={flight} onChooseFlight={onChooseFlight} />
    </div>
  );
}
