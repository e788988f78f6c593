import type { ReactNode } from 'react';
import { formatInr, fromMinor } from '@travel/shared-ui/money';
import type { HotelFacets } from '@travel/contracts/hotels';
import { AMENITIES, GUEST_RATING, POPULAR_WITH, PRICE_RANGE_MINOR, PROPERTY_TYPES } from '@travel/contracts/rules';
import { Stars } from '../common/Stars';
import { toggle, type FilterKey, type ResultsState } from './resultsQuery';

/**
 * One checkbox with how many hotels it would leave. An option that would leave none is greyed but stays
 * operable, so a ticked one can always be unticked. No count is drawn until the first search answers.
 */
function FilterOption({
  checked,
  count,
  onToggle,
  children,
}: {
  checked: boolean;
  count: number | undefined;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <label className={`hh-filter__option${count === 0 ? ' hh-filter__option--none' : ''}`}>
      <input type="checkbox" checked={checked} onChange={onToggle} />
      {children}
      {count !== undefined && <span className="hh-filter__count">{count}</span>}
    </label>
  );
}

function CheckGroup({
  legend,
  options,
  selected,
  counts,
  onToggle,
}: {
  legend: string;
  options: { value: string; label: string; hint?: string }[];
  selected: string[];
  counts: Record<string, number | undefined>;
  onToggle: (value: string) => void;
}) {
  return (
    <fieldset className="hh-filter">
      <legend>{legend}</legend>
      {options.map((option) => (
        <FilterOption
          key={option.value}
          checked={selected.includes(option.value)}
          count={counts[option.value]}
          onToggle={() => onToggle(option.value)}
        >
          <span>
            {option.label}
            {option.hint && (
              <span className="hh-filter__hint" translate="no">
                {' '}
                {option.hint}
              </span>
            )}
          </span>
        </FilterOption>
      ))}
    </fieldset>
  );
}

/**
 * The sidebar: every group filters the API search. The counts are the API's for the current search: an
 * option counts the hotels that match every other group's filters (and the price and rating) with it.
 */
export function FiltersPanel({
  state,
  facets,
  onChange,
  onClear,
  inSheet = false,
}: {
  state: ResultsState;
  facets?: HotelFacets;
  onChange: (next: Partial<ResultsState>) => void;
  onClear: () => void;
  /** The body of the phone's Filters sheet: the sheet's title names it, so no heading and no landmark of its own. */
  inSheet?: boolean;
}) {
  const listGroup = (key: FilterKey) => (value: string) => onChange({ [key]: toggle(state[key], value) });
  const Panel = inSheet ? 'div' : 'aside';
  return (
    <Panel
      className={`hh-filters${inSheet ? ' hh-filters--sheet' : ''}`}
      id={inSheet ? undefined : 'hh-filters'}
      aria-label={inSheet ? undefined : 'Filters'}
    >
      <div className="hh-filters__head">
        {!inSheet && <h2>Filters</h2>}
        <button type="button" className="hh-link-button" onClick={onClear}>
          Clear all
        </button>
      </div>

      <fieldset className="hh-filter">
        <legend>Price per night</legend>
        <p className="hh-filter__range" aria-live="polite">
          {formatInr(fromMinor(state.minPriceMinor))} – {formatInr(fromMinor(state.maxPriceMinor))}
          {state.maxPriceMinor === PRICE_RANGE_MINOR.max ? '+' : ''}
        </p>
        <label className="hh-filter__slider">
          <span>Minimum</span>
          <input
            type="range"
            min={PRICE_RANGE_MINOR.min}
            max={PRICE_RANGE_MINOR.max}
            step={PRICE_RANGE_MINOR.step}
            value={state.minPriceMinor}
            onChange={(event) => onChange({ minPriceMinor: Math.min(Number(event.target.value), state.maxPriceMinor) })}
          />
        </label>
        <label className="hh-filter__slider">
          <span>Maximum</span>
          <input
            type="range"
            min={PRICE_RANGE_MINOR.min}
            max={PRICE_RANGE_MINOR.max}
            step={PRICE_RANGE_MINOR.step}
            value={state.maxPriceMinor}
            onChange={(event) => onChange({ maxPriceMinor: Math.max(Number(event.target.value), state.minPriceMinor) })}
          />
        </label>
      </fieldset>

      <fieldset className="hh-filter">
        <legend>Star rating</legend>
        {[5, 4, 3, 2, 1].map((stars) => (
          <FilterOption
            key={stars}
            checked={state.stars.includes(stars)}
            count={facets?.stars[String(stars)]}
            onToggle={() => onChange({ stars: toggle(state.stars, stars) })}
          >
            <span>
              {stars} {stars === 1 ? 'star' : 'stars'} <Stars count={stars} />
            </span>
          </FilterOption>
        ))}
      </fieldset>

      <fieldset className="hh-filter">
        <legend>Guest rating</legend>
        <label className="hh-filter__slider">
          <span>
            Minimum score: <strong>{state.minRating}+</strong>
          </span>
          <input
            type="range"
            min={GUEST_RATING.min}
            max={GUEST_RATING.max}
            step={GUEST_RATING.step}
            value={state.minRating}
            onChange={(event) => onChange({ minRating: Number(event.target.value) })}
          />
        </label>
      </fieldset>

      <CheckGroup
        legend="Neighbourhoods"
        options={(facets?.neighbourhoods ?? []).map((n) => ({
          value: n.name,
          label: n.name,
          hint: `${n.distanceKm.toFixed(1)} km`,
        }))}
        selected={state.neighbourhoods}
        counts={Object.fromEntries((facets?.neighbourhoods ?? []).map((n) => [n.name, n.count]))}
        onToggle={listGroup('neighbourhoods')}
      />
      <CheckGroup
        legend="Property type"
        options={PROPERTY_TYPES.map((value) => ({ value, label: value }))}
        selected={state.propertyTypes}
        counts={facets?.propertyTypes ?? {}}
        onToggle={listGroup('propertyTypes')}
      />
      <CheckGroup
        legend="Popular with"
        options={POPULAR_WITH.map((value) => ({ value, label: value }))}
        selected={state.popularWith}
        counts={facets?.popularWith ?? {}}
        onToggle={listGroup('popularWith')}
      />
      <CheckGroup
        legend="Amenities"
        options={AMENITIES.map((value) => ({ value, label: value }))}
        selected={state.amenities}
        counts={facets?.amenities ?? {}}
        onToggle={listGroup('amenities')}
      />
      <fieldset className="hh-filter">
        <legend>Deal policies</legend>
        {(
          [
            ['freeCancellation', 'Free cancellation'],
            ['payOnArrival', 'Pay on arrival'],
            ['breakfastIncluded', 'Breakfast included'],
            ['dealsTonight', 'Deals tonight'],
          ] as const
        ).map(([key, label]) => (
          <FilterOption
            key={key}
            checked={state[key]}
            count={facets?.policies[key]}
            onToggle={() => onChange({ [key]: !state[key] })}
          >
            <span>{label}</span>
          </FilterOption>
        ))}
      </fieldset>
    </Panel>
  );
}
