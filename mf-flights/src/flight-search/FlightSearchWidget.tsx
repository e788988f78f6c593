import { Suspense, useId, useRef, useState } from 'react';
import { deferredPart, useDrawnInBrowser } from '@travel/shared-ui/components';
import { useNavigate } from 'react-router-dom';
import {
  CABIN_CLASSES,
  FLIGHT_CITIES,
  TRIP_TYPES,
  addDays,
  cabinLabel,
  flightDateWindow,
  isoDate,
  travellersLabel,
  type CabinClass,
  type TripType,
} from '@travel/contracts/rules';
import { DateField, RadioGroupField, SelectField } from '@travel/shared-ui/fields';
import {
  MAX_MULTI_CITY_LEGS,
  defaultSearch,
  searchError,
  searchToQuery,
  type FlightSearchState,
  type SearchLeg,
} from '../search/searchState';
import { writeFlightSearchQuery } from '@travel/contracts/flights';
import { loadPriceAlertParts, usePriceAlertOnSearch } from './usePriceAlertOnSearch';
import './FlightSearchWidget.css';

// The popup is fetched when the pointer or the focus reaches its button, before it is pressed: the pages that draw
// the search stay within their first-visit budget (e2e/size.ts).
const TravellersPopup = deferredPart(
  () => import(/* webpackChunkName: "travellers-popup" */ './TravellersPopup'),
  (popup) => popup.TravellersPopup,
);
// Likewise the price alert's email field, when the pointer or the focus reaches the Price alert option.
const PriceAlertEmailField = deferredPart(loadPriceAlertParts, (parts) => parts.PriceAlertEmailField);

function CitySelect({ label, value, onChange }: { label: string; value: string; onChange: (code: string) => void }) {
  const id = useId();
  return (
    <SelectField
      id={id}
      className="fs-field"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={FLIGHT_CITIES.map((city) => ({ value: city.code, label: `${city.city} (${city.code})` }))}
    />
  );
}

/**
 * The flight search card (/flight-home, and the home page through Module Federation). Search Flights
 * checks the search and opens /flight-details with it in the query string.
 */
export function FlightSearchWidget({
  initial,
  onTripTypeChange,
}: {
  initial?: Partial<FlightSearchState>;
  /** The hero widens for a round trip. */
  onTripTypeChange?: (tripType: TripType) => void;
}) {
  const navigate = useNavigate();
  const today = isoDate();
  const [search, setSearch] = useState<FlightSearchState>({ ...defaultSearch(today), ...initial });
  const [travellersOpen, setTravellersOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const priceAlert = usePriceAlertOnSearch();
  const fieldId = useId();
  const alertEmailRef = useRef<HTMLInputElement>(null);
  const dates = flightDateWindow(today);
  // /flight-home is drawn at build time (FIRST_PAINT_PATHS), which may be days old: its default date is left out
  // there (the empty field keeps its size) and filled in once React takes over. Until then the drawn form is inert,
  // so nothing typed into it is lost when React draws the live one over it.
  const inBrowser = useDrawnInBrowser();

  const update = (change: Partial<FlightSearchState>) => {
    setSearch((current) => ({ ...current, ...change }));
    setError(null);
  };

  const chooseTripType = (tripType: TripType) => {
    const extraLegs =
      tripType === 'Multi-city' && search.extraLegs.length === 0
        ? [{ from: search.to, to: search.from === 'DEL' ? 'BOM' : 'DEL', date: addDays(search.departureDate, 3) }]
        : search.extraLegs;
    update({ tripType, extraLegs });
    onTripTypeChange?.(tripType);
  };

  const updateLeg = (index: number, change: Partial<SearchLeg>) =>
    update({ extraLegs: search.extraLegs.map((leg, i) => (i === index ? { ...leg, ...change } : leg)) });

  const addLeg = () => {
    const previous = search.extraLegs[search.extraLegs.length - 1];
    const to = FLIGHT_CITIES.find((city) => city.code !== previous.to && city.code !== previous.from)!.code;
    update({ extraLegs: [...search.extraLegs, { from: previous.to, to, date: addDays(previous.date, 3) }] });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = searchError(search, today);
    if (problem) {
      setError(problem);
      return;
    }
    // The alert watches the first flight of the trip.
    if (
      search.priceAlert &&
      !(await priceAlert.createIfReady({ from: search.from, to: search.to, date: search.departureDate }))
    ) {
      alertEmailRef.current?.focus();
      return;
    }
    navigate(`/flight-details?${writeFlightSearchQuery(searchToQuery(search))}`);
  };

  const isRoundTrip = search.tripType === 'Round-trip';
  const isMultiCity = search.tripType === 'Multi-city';

  return (
    <form
      className={`fs-card${isRoundTrip ? ' fs-card--wide' : ''}`}
      onSubmit={submit}
      noValidate
      aria-label="Search flights"
      inert={!inBrowser}
    >
      <RadioGroupField
        id={`${fieldId}-trip-type`}
        name="tripType"
        legend="Trip type"
        className="fs-trip-types"
        legendClassName="tp-visually-hidden"
        optionClassName="fs-trip-type"
        selectedClassName="is-active"
        options={TRIP_TYPES.map((tripType) => ({ value: tripType, label: tripType }))}
        value={search.tripType}
        onValueChange={chooseTripType}
      />

      <div className="fs-row">
        <CitySelect label="From" value={search.from} onChange={(from) => update({ from })} />
        <button
          type="button"
          className="fs-swap"
          aria-label="Swap from and to"
          onClick={() => update({ from: search.to, to: search.from })}
        >
          ⇄
        </button>
        <CitySelect label="To" value={search.to} onChange={(to) => update({ to })} />
        <DateField
          id={`${fieldId}-departure`}
          className="fs-field"
          label="Departure date"
          value={inBrowser ? search.departureDate : ''}
          min={inBrowser ? dates.first : undefined}
          max={inBrowser ? dates.last : undefined}
          onChange={(event) => update({ departureDate: event.target.value })}
        />
        {isRoundTrip && (
          <DateField
            id={`${fieldId}-return`}
            className="fs-field"
            label="Return date"
            value={search.returnDate}
            min={search.departureDate || dates.first}
            max={dates.last}
            onChange={(event) => update({ returnDate: event.target.value })}
          />
        )}
      </div>

      {isMultiCity && (
        <div className="fs-legs">
          {search.extraLegs.map((leg, i) => (
            <div className="fs-row fs-leg" key={i} role="group" aria-label={`Flight ${i + 2}`}>
              <CitySelect
                label={`From (flight ${i + 2})`}
                value={leg.from}
                onChange={(from) => updateLeg(i, { from })}
              />
              <CitySelect label={`To (flight ${i + 2})`} value={leg.to} onChange={(to) => updateLeg(i, { to })} />
              <DateField
                id={`${fieldId}-leg-${i}-date`}
                className="fs-field"
                label={`Date (flight ${i + 2})`}
                value={leg.date}
                min={dates.first}
                max={dates.last}
                onChange={(event) => updateLeg(i, { date: event.target.value })}
              />
              {search.extraLegs.length > 1 && (
                <button
                  type="button"
                  className="tp-button tp-button--secondary fs-leg__remove"
                  onClick={() => update({ extraLegs: search.extraLegs.filter((_, j) => j !== i) })}
                >
                  Remove flight {i + 2}
                </button>
              )}
            </div>
          ))}
          {search.extraLegs.length + 1 < MAX_MULTI_CITY_LEGS && (
            <button type="button" className="tp-button tp-button--secondary" onClick={addLeg}>
              Add another flight
            </button>
          )}
        </div>
      )}

      <div className="fs-row">
        <div className="fs-field fs-travellers-field">
          <span id="fs-travellers-label">Travellers</span>
          <button
            type="button"
            className="fs-travellers-toggle"
            aria-haspopup="dialog"
            aria-expanded={travellersOpen}
            aria-describedby="fs-travellers-label"
            onPointerEnter={TravellersPopup.prefetch}
            onFocus={TravellersPopup.prefetch}
            onClick={() => setTravellersOpen((open) => !open)}
          >
            {travellersLabel(search)}
          </button>
          {travellersOpen && (
            <Suspense
              fallback={
                <p className="fs-travellers" role="status">
                  Loading…
                </p>
              }
            >
              <TravellersPopup
                value={search}
                onClose={() => setTravellersOpen(false)}
                onApply={(travellers) => {
                  update(travellers);
                  setTravellersOpen(false);
                }}
              />
            </Suspense>
          )}
        </div>
        <SelectField
          id={`${fieldId}-cabin`}
          className="fs-field"
          label="Cabin class"
          value={search.travelClass}
          onChange={(event) => update({ travelClass: event.target.value as CabinClass })}
          options={CABIN_CLASSES.map((cabin) => ({ value: cabin.value, label: cabinLabel(cabin.value) }))}
        />
      </div>

      <div className="fs-options">
        {isRoundTrip && (
          <label>
            <input
              type="checkbox"
              checked={search.flexibleDates}
              onChange={(event) => update({ flexibleDates: event.target.checked })}
            />
            Flexible dates ±3 days
          </label>
        )}
        <label>
          <input
            type="checkbox"
            checked={search.nearbyAirportsFrom}
            onChange={(event) => update({ nearbyAirportsFrom: event.target.checked })}
          />
          Add nearby airports (from)
        </label>
        <label>
          <input
            type="checkbox"
            checked={search.nearbyAirportsTo}
            onChange={(event) => update({ nearbyAirportsTo: event.target.checked })}
          />
          Add nearby airports (to)
        </label>
        <label>
          <input
            type="checkbox"
            checked={search.directOnly}
            onChange={(event) => update({ directOnly: event.target.checked })}
          />
          Direct flights only
        </label>
        <label onPointerEnter={PriceAlertEmailField.prefetch} onFocus={PriceAlertEmailField.prefetch}>
          <input
            type="checkbox"
            checked={search.priceAlert}
            onChange={(event) => update({ priceAlert: event.target.checked })}
          />
          Price alert
        </label>
      </div>
      {search.priceAlert && !priceAlert.signedIn && (
        <Suspense
          fallback={
            <p className="fs-price-alert-email" role="status">
              Loading…
            </p>
          }
        >
          <PriceAlertEmailField
            value={priceAlert.email}
            error={priceAlert.emailError}
            onChange={priceAlert.setEmail}
            inputRef={alertEmailRef}
          />
        </Suspense>
      )}

      {error && (
        <p className="tp-field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="tp-button fs-submit">
        Search Flights
      </button>
    </form>
  );
}

export default FlightSearchWidget;
