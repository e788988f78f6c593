import { Price, formatInr, fromMinor } from '@travel/shared-ui/money';
import { useDrawnInBrowser } from '@travel/shared-ui/components';
import { DEPARTURE_BANDS, PRICE_SLIDER, STOP_OPTIONS } from '@travel/contracts/rules';
import type { LegResult } from '@travel/contracts/flights';
import { RadioGroupField } from '@travel/shared-ui/fields';
import { NO_FILTERS, type ResultFilters } from './resultsQuery';

/** The departure band radio's value for no band. */
const ANY_TIME = 'any';

/**
 * The left panel, or on a phone the body of the Filters sheet (`inSheet`: the sheet's title names it, so no heading
 * and no landmark of its own): every control changes the query string, which runs the search again.
 */
export function FilterPanel({
  filters,
  facets,
  onChange,
  inSheet = false,
}: {
  filters: ResultFilters;
  facets: LegResult['facets'] | undefined;
  onChange: (filters: ResultFilters) => void;
  inSheet?: boolean;
}) {
  const toggle = <T,>(values: T[], value: T) =>
    values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  // The slider moves in rupees; the filter holds paise.
  const maxPrice = filters.maxPriceMinor === null ? null : fromMinor(filters.maxPriceMinor);
  const sliderValue = maxPrice ?? PRICE_SLIDER.max;
  // Drawn at build time too (the results page's loading frame): no amounts, which are in the visitor's currency.
  const inBrowser = useDrawnInBrowser();

  const Panel = inSheet ? 'div' : 'aside';
  return (
    <Panel className={`fr-filters${inSheet ? ' fr-filters--sheet' : ''}`} aria-label={inSheet ? undefined : 'Filters'}>
      <div className="fr-filters__head">
        {!inSheet && <h2>Filters</h2>}
        <button type="button" className="fr-link-button" onClick={() => onChange({ ...filters, ...NO_FILTERS })}>
          Clear all
        </button>
      </div>

      <fieldset>
        <legend>Price</legend>
        <label className="fr-slider">
          <span>Max price: {maxPrice === null ? 'Any' : <Price amount={maxPrice} />}</span>
          <input
            type="range"
            min={PRICE_SLIDER.min}
            max={PRICE_SLIDER.max}
            step={PRICE_SLIDER.step}
            value={sliderValue}
            aria-valuetext={maxPrice === null ? 'Any price' : formatInr(maxPrice)}
            onChange={(event) => {
              const value = Number(event.target.value);
              onChange({ ...filters, maxPriceMinor: value >= PRICE_SLIDER.max ? null : value * 100 });
            }}
          />
        </label>
        <div className="fr-slider__ends" aria-hidden="true">
          {inBrowser ? <Price amount={PRICE_SLIDER.min} /> : '\u00a0'}
          <span>{inBrowser && <Price amount={PRICE_SLIDER.max} />}+</span>
        </div>
      </fieldset>

      <fieldset>
        <legend>Stops</legend>
        {STOP_OPTIONS.map((option) => {
          const facet = facets?.stops.find((s) => s.stops === option.value);
          return (
            <label key={option.value} className="fr-option">
              <input
                type="checkbox"
                checked={filters.stops.includes(option.value)}
                disabled={!facet && !filters.stops.includes(option.value)}
                onChange={() => onChange({ ...filters, stops: toggle(filters.stops, option.value) })}
              />
              <span>{option.label}</span>
              <span className="fr-option__price">
                {facet ? <Price amount={fromMinor(facet.minPriceMinor)} /> : '—'}
              </span>
            </label>
          );
        })}
      </fieldset>

      <RadioGroupField
        id="fr-departure"
        name="departure"
        legend="Departure time"
        className=""
        optionClassName="fr-option"
        optionHintClassName="fr-option__hint"
        options={[
          { value: ANY_TIME, label: <span>Any time</span> },
          ...DEPARTURE_BANDS.map((band) => ({ value: band.value, label: band.label, hint: band.hours })),
        ]}
        value={filters.departure ?? ANY_TIME}
        onValueChange={(departure) => onChange({ ...filters, departure: departure === ANY_TIME ? null : departure })}
      />

      <fieldset>
        <legend>Airlines</legend>
        {(facets?.airlines ?? []).map((airline) => (
          <label key={airline.code} className="fr-option">
            <input
              type="checkbox"
              checked={filters.airlines.includes(airline.code)}
              onChange={() => onChange({ ...filters, airlines: toggle(filters.airlines, airline.code) })}
            />
            <span>{airline.name}</span>
            <span className="fr-option__price">
              <Price amount={fromMinor(airline.minPriceMinor)} />
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset>
        <legend>Emissions</legend>
        <label className="fr-option">
          <input
            type="checkbox"
            checked={filters.lowerCo2}
            onChange={(event) => onChange({ ...filters, lowerCo2: event.target.checked })}
          />
          <span>Lower CO2 emissions</span>
          {facets?.lowerCo2.minPriceMinor != null && (
            <span className="fr-option__price">
              <Price amount={fromMinor(facets.lowerCo2.minPriceMinor)} />
            </span>
          )}
        </label>
      </fieldset>
    </Panel>
  );
}
