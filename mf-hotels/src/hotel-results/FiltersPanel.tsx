import { AMENITIES, GUEST_RATING, POPULAR_WITH, PRICE_RANGE, PROPERTY_TYPES, formatInr } from '@travel/shared-ui';
import type { HotelFacets } from '../api/hotelsApi';
import { Stars } from '../common/Stars';
import { toggle, type FilterKey, type ResultsState } from './resultsQuery';

const count = (n: number | undefined) => <span className="hh-filter__count">{n ?? 0}</span>;

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
        <label key={option.value} className="hh-filter__option">
          <input type="checkbox" checked={selected.includes(option.value)} onChange={() => onToggle(option.value)} />
          <span>
            {option.label}
            {option.hint && (
              <span className="hh-filter__hint" translate="no">
                {' '}
                {option.hint}
              </span>
            )}
          </span>
          {count(counts[option.value])}
        </label>
      ))}
    </fieldset>
  );
}

/** The sidebar: every group filters the API search (counts are for the whole city). */
export function FiltersPanel({
  state,
  facets,
  onChange,
  onClear,
}: {
  state: ResultsState;
  facets?: HotelFacets;
  onChange: (next: Partial<ResultsState>) => void;
  onClear: () => void;
}) {
  const listGroup = (key: FilterKey) => (value: string) => onChange({ [key]: toggle(state[key], value) });
  return (
    <aside className="hh-filters" id="hh-filters" aria-label="Filters">
      <div className="hh-filters__head">
        <h2>Filters</h2>
        <button type="button" className="hh-link-button" onClick={onClear}>
          Clear all
        </button>
      </div>

      <fieldset className="hh-filter">
        <legend>Price per night</legend>
        <p className="hh-filter__range" aria-live="polite">
          {formatInr(state.priceMin)} – {formatInr(state.priceMax)}
          {state.priceMax === PRICE_RANGE.max ? '+' : ''}
        </p>
        <label className="hh-filter__slider">
          <span>Minimum</span>
          <input
            type="range"
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            step={500}
            value={state.priceMin}
            onChange={(event) => onChange({ priceMin: Math.min(Number(event.target.value), state.priceMax) })}
          />
        </label>
        <label className="hh-filter__slider">
          <span>Maximum</span>
          <input
            type="range"
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            step={500}
            value={state.priceMax}
            onChange={(event) => onChange({ priceMax: Math.max(Number(event.target.value), state.priceMin) })}
          />
        </label>
      </fieldset>

      <fieldset className="hh-filter">
        <legend>Star rating</legend>
        {[5, 4, 3, 2, 1].map((stars) => (
          <label key={stars} className="hh-filter__option">
            <input
              type="checkbox"
              checked={state.stars.includes(stars)}
              onChange={() => onChange({ stars: toggle(state.stars, stars) })}
            />
            <span>
              {stars} {stars === 1 ? 'star' : 'stars'} <Stars count={stars} />
            </span>
            {count(facets?.stars[String(stars)])}
          </label>
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
          ] as const
        ).map(([key, label]) => (
          <label key={key} className="hh-filter__option">
            <input
              type="checkbox"
              checked={state[key]}
              onChange={(event) => onChange({ [key]: event.target.checked })}
            />
            <span>{label}</span>
            {count(facets?.policies[key])}
          </label>
        ))}
        <label className="hh-filter__option">
          <input
            type="checkbox"
            checked={state.dealsTonight}
            onChange={(event) => onChange({ dealsTonight: event.target.checked })}
          />
          <span>Deals tonight</span>
        </label>
      </fieldset>
    </aside>
  );
}
