import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  deferredDialog,
  deferredPart,
  LoadError,
  useQueryState,
  useDrawnInBrowser,
  useMediaQuery,
} from '@travel/shared-ui/components';
import { Price, fromMinor } from '@travel/shared-ui/money';
import { SORT_OPTIONS, cabinLabel, travelDay, travellersLabel, tripText } from '@travel/contracts/rules';
import {
  formatLeg,
  parseLeg,
  readFlightSearchQuery,
  tripOf,
  writeFlightSearchQuery,
  type FlightSearchQuery,
} from '@travel/contracts/flights';
import { searchError, searchFromQuery } from '../search/searchState';
import { FilterChips } from './FilterChips';
import { FilterPanel } from './FilterPanel';
import { activeFilterCount, filtersFromQuery, withFilters, type ResultFilters } from './resultsQuery';
import { PHONE_LAYOUT_QUERY } from './phoneLayout';
import { nearbyNote, spansDays, windowNote } from './searchScope';
import { SearchFirst } from './SearchFirst';
import { useFlightResults } from './useFlightResults';
import { supplierSearchOf, useSupplierOffers } from './useSupplierOffers';
import { SupplierStatus } from './SupplierStatus';
import {
  FactsPlaceholder,
  FlightListPlaceholder,
  WeekBannerPlaceholder,
  WeekGraphPlaceholder,
} from './ResultsPlaceholders';
import './FlightResultsPage.css';

/*
 * The cards, the ±3 days graph and the month calendar are drawn only with results, the calendar only on 'View month':
 * their code is not part of the page's chunk (a visit with no search loads none of them). The cards' and the graph's
 * are fetched as the search starts, beside its request; the calendar's when the pointer or focus reaches its button.
 */
const FlightOfferList = deferredPart(
  () => import(/* webpackChunkName: "flight-offer-list" */ './FlightOfferList'),
  (list) => list.FlightOfferList,
);
const WeekPriceGraph = deferredPart(
  () => import(/* webpackChunkName: "week-price-graph" */ './WeekPriceGraph'),
  (graph) => graph.WeekPriceGraph,
);
const MonthCalendar = deferredPart(
  () => import(/* webpackChunkName: "month-calendar" */ './MonthCalendar'),
  (calendar) => calendar.MonthCalendar,
);
// The phone's Filters sheet comes when the pointer or the focus reaches the Filters button, or when it is pressed.
const Sheet = deferredDialog(
  () => import('@travel/shared-ui/modal'),
  (entry) => entry.Sheet,
);

/** The Filters sheet's footer button: how many flights the chosen filters leave. */
const showFlightsText = (total: number) => (total === 1 ? 'Show 1 flight' : `Show ${total} flights`);

/** /flight-details with a date: the results of the search in the query string. */
export default function FlightResultsPage() {
  const [params, setParams] = useQueryState();
  // The page's query is the API's (links of the earlier shape are read too, and rewritten on the next change).
  const query = useMemo(() => readFlightSearchQuery(params), [params]);
  const setQuery = useCallback(
    (next: FlightSearchQuery, options?: { replace: boolean }) => setParams(writeFlightSearchQuery(next), options),
    [setParams],
  );
  const search = searchFromQuery(query);
  const filters = filtersFromQuery(query);
  // Drawn at build time too (FIRST_PAINT_PATHS): the frame every search first shows, with nothing of the link's but
  // its date, which the shell's server writes in (WeekBannerPlaceholder); inert until React draws the live page.
  const inBrowser = useDrawnInBrowser();
  // Drawn for a link with a date only (routes.tsx): a link without one shows the search card instead.
  const { legs, loading, loadingMore, error, invalidSearch, loadMore, retry } = useFlightResults(
    writeFlightSearchQuery(query).toString(),
  );
  // Every supplier is asked for each flight of the trip; their quotes join the cards' providers as they come.
  const suppliers = useSupplierOffers(inBrowser && !invalidSearch ? supplierSearchOf(search) : null);
  const [legIndex, setLegIndex] = useState(0);
  const [calendarOpen, setCalendarOpen] = useState(false);
  // On a phone the results come first: the filters wait behind the Filters button, in a sheet (phoneLayout.ts), and
  // the ±3 days graph starts folded (its button opens it), so the first flights are on the first screen.
  const phone = useMediaQuery(PHONE_LAYOUT_QUERY);
  const [weekOpenChosen, setWeekOpen] = useState<boolean | null>(null);
  const weekOpen = weekOpenChosen ?? !phone;
  const [filtersOpen, setFiltersOpen] = useState(false);
  // A screen turned wide shows the panel again; the sheet does not come back when it turns narrow once more.
  if (filtersOpen && !phone) setFiltersOpen(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const filterCount = activeFilterCount(filters);
  useEffect(() => {
    FlightOfferList.prefetch();
    WeekPriceGraph.prefetch();
  }, []);
  const leg = legs[Math.min(legIndex, legs.length - 1)];
  const activeLeg = Math.min(legIndex, Math.max(legs.length - 1, 0));

  const changeFilters = (next: ResultFilters) => setQuery(withFilters(query, next), { replace: true });

  /** Searches another day for the leg on show. */
  const pickDay = useCallback(
    (day: string) => {
      const next = { ...query };
      if (activeLeg === 0) next.date = day;
      else if (tripOf(query) === 'round-trip') next.returnDate = day;
      else {
        next.legs = (query.legs ?? []).map((text, i) => {
          const leg = i === activeLeg - 1 ? parseLeg(text) : null;
          return leg ? formatLeg({ ...leg, date: day }) : text;
        });
      }
      setCalendarOpen(false);
      setQuery(next);
    },
    [activeLeg, query, setQuery],
  );
  const closeCalendar = useCallback(() => setCalendarOpen(false), []);

  if (invalidSearch) {
    const problem =
      searchError(search) ?? 'Some details of this search cannot be used. Please check them and search again.';
    return <SearchFirst initial={search} problem={problem} />;
  }

  return (
    <div className="tp-page fr-page" inert={!inBrowser}>
      <header className="fr-header">
        <div>
          <h1>{leg ? `${leg.fromCity} to ${leg.toCity}` : inBrowser ? `${search.from} to ${search.to}` : '\u00a0'}</h1>
          <p className="fr-header__facts">
            {!leg && loading && (
              <FactsPlaceholder
                travellers={inBrowser ? `${travellersLabel(search)}, ${cabinLabel(search.travelClass)}` : undefined}
              />
            )}
            {leg && (
              <>
                <span>{leg.distanceKm.toLocaleString('en-IN')} km</span>
                <span>{leg.flightTime} flight time</span>
                <span>
                  {travellersLabel(search)}, {cabinLabel(search.travelClass)}
                </span>
                {leg.cheapestThisMonthMinor !== null && (
                  <span>
                    Cheapest this month: <Price amount={fromMinor(leg.cheapestThisMonthMinor)} />
                  </span>
                )}
                {windowNote(leg) && <span>{windowNote(leg)}</span>}
                {nearbyNote(leg) && <span>{nearbyNote(leg)}</span>}
              </>
            )}
          </p>
        </div>
        <div className="fr-header__actions">
          <button
            type="button"
            className="tp-button tp-button--secondary"
            aria-expanded={calendarOpen}
            disabled={!leg}
            onPointerEnter={MonthCalendar.prefetch}
            onFocus={MonthCalendar.prefetch}
            onClick={() => setCalendarOpen((open) => !open)}
          >
            View month
          </button>
          <Link className="tp-button tp-button--secondary" to="/flight-home">
            Change search
          </Link>
          {calendarOpen && leg && (
            <Suspense fallback={null}>
              <MonthCalendar days={leg.calendar} selected={leg.date} onPick={pickDay} onCancel={closeCalendar} />
            </Suspense>
          )}
        </div>
      </header>

      {legs.length > 1 && (
        <div className="fr-legs" role="tablist" aria-label="Flights of the trip">
          {legs.map((l, i) => (
            <button
              key={`${l.from}-${l.to}-${i}`}
              type="button"
              role="tab"
              aria-selected={i === activeLeg}
              className={`fr-legs__tab${i === activeLeg ? ' is-active' : ''}`}
              onClick={() => setLegIndex(i)}
            >
              {tripOf(query) === 'round-trip' ? (i === 0 ? 'Outbound' : 'Return') : `Flight ${i + 1}`}:{' '}
              {tripText(l.fromCity, l.toCity, l.date)}
            </button>
          ))}
        </div>
      )}

      {!leg && loading && <WeekBannerPlaceholder date={inBrowser ? query.date : undefined} />}
      {leg && (
        <section className="fr-week-banner" aria-label="Prices around your date">
          <div className="fr-week-banner__head">
            <strong>Prices ±3 days around {travelDay(leg.date)}</strong>
            <button
              type="button"
              className="tp-button tp-button--secondary"
              aria-expanded={weekOpen}
              onClick={() => setWeekOpen(!weekOpen)}
            >
              ±3 days
            </button>
          </div>
          {weekOpen && (
            <Suspense fallback={<WeekGraphPlaceholder />}>
              <WeekPriceGraph days={leg.week} selected={leg.date} onPick={pickDay} />
            </Suspense>
          )}
        </section>
      )}

      <div className="fr-layout">
        {/* Drawn at build time both ways: the stylesheet shows the panel or the Filters button by the width. */}
        {!phone && <FilterPanel filters={filters} facets={leg?.facets} onChange={changeFilters} />}
        <section className="fr-results" aria-labelledby="fr-results-title" aria-busy={loading}>
          <div className="fr-toolbar">
            {(phone || !inBrowser) && (
              <button
                type="button"
                className="tp-button tp-button--secondary fr-filters-button"
                aria-haspopup="dialog"
                aria-label={filterCount > 0 ? `Filters, ${filterCount} active` : undefined}
                onPointerEnter={Sheet.prefetch}
                onFocus={Sheet.prefetch}
                onClick={() => setFiltersOpen(true)}
              >
                Filters
                {filterCount > 0 && (
                  <span className="fr-filters-button__count" aria-hidden="true">
                    {filterCount}
                  </span>
                )}
              </button>
            )}
            <div className="fr-sort" role="group" aria-label="Sort by">
              {SORT_OPTIONS.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  className={`fr-sort__tab${inBrowser && filters.sort === option.value ? ' is-active' : ''}`}
                  aria-pressed={inBrowser && filters.sort === option.value}
                  onClick={() => changeFilters({ ...filters, sort: option.value })}
                >
                  {option.label}
                </button>
              ))}
            </div>
          </div>
          {phone && filtersOpen && (
            <Suspense fallback={null}>
              <Sheet
                title="Filters"
                onClose={closeFilters}
                actions={
                  <button type="button" className="tp-button" onClick={closeFilters}>
                    {loading ? 'Searching flights…' : showFlightsText(leg?.total ?? 0)}
                  </button>
                }
              >
                <FilterPanel filters={filters} facets={leg?.facets} onChange={changeFilters} inSheet />
              </Sheet>
            </Suspense>
          )}
          <div className="fr-results__summary">
            <h2 id="fr-results-title" aria-live="polite">
              {loading ? 'Searching flights…' : leg ? `${leg.total} flights found` : 'No results'}
            </h2>
            <span className="fr-badge">Best time to book</span>
          </div>
          {filters.sort === 'best' && (
            <p className="fr-note">Best is ranked by price, duration, stops, airline and times.</p>
          )}
          {inBrowser && <FilterChips filters={filters} onChange={changeFilters} />}
          <SupplierStatus status={suppliers} />

          {error && <LoadError message={error} onRetry={legs.length > 0 ? loadMore : retry} />}
          {loading ? (
            <FlightListPlaceholder />
          ) : leg && leg.offers.length > 0 ? (
            <Suspense fallback={<FlightListPlaceholder />}>
              <FlightOfferList
                offers={leg.offers}
                showDate={spansDays(leg)}
                travellers={{
                  adults: search.adults,
                  children: search.children,
                  childAges: search.childAges,
                  cabinClass: search.travelClass,
                }}
                quotes={suppliers.quotes}
                now={suppliers.now}
              />
              {leg.offers.length < leg.total && (
                <button type="button" className="tp-button fr-load-more" disabled={loadingMore} onClick={loadMore}>
                  {loadingMore ? 'Loading…' : 'Load more flights'}
                </button>
              )}
            </Suspense>
          ) : (
            !error && (
              <div className="fr-empty">
                <h3>No flights match your search</h3>
                <p>Try another day from the calendar, or remove some filters.</p>
                <button
                  type="button"
                  className="tp-button tp-button--secondary"
                  onClick={() =>
                    changeFilters({
                      ...filters,
                      stops: [],
                      airlines: [],
                      departure: null,
                      maxPriceMinor: null,
                      lowerCo2: false,
                    })
                  }
                >
                  Clear all filters
                </button>
              </div>
            )
          )}
        </section>
      </div>
    </div>
  );
}
