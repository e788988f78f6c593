import { Suspense, useMemo, useState, type FormEvent } from 'react';
import {
  deferredDialog,
  deferredPart,
  LoadError,
  Spinner,
  useQueryState,
  useDrawnInBrowser,
  useMediaQuery,
} from '@travel/shared-ui/components';
import {
  HOTEL_CITIES,
  HOTEL_COUNTRY_OF,
  HOTEL_SORT_LABELS,
  HOTEL_SORTS,
  matchHotelCity,
} from '@travel/contracts/rules';
import { TextField } from '@travel/shared-ui/fields';
import { roomParams } from '@travel/contracts/hotels';
import { stayRooms } from '../common/hotelStay';
import { StayDateFields } from '../common/StayDateFields';
import { stayDatesProblem } from '../common/stayDates';
import { GuestsPicker } from '../hotel-search/GuestsPicker';
import { completeRooms, pickerRoomsOf, pickerTotals, spreadPickerRooms } from '../hotel-search/pickerRooms';
import { writeStoredRooms } from '../hotel-search/useStoredRooms';
import { FiltersPanel } from './FiltersPanel';
import { HotelCard } from './HotelCard';
import { HotelSupplierStatus } from './HotelSupplierStatus';
import { providerRows } from './hotelQuotes';
import { useHotelOffers } from './useHotelOffers';
import {
  activeFilterCount,
  clearFilters,
  readResultsState,
  writeResultsState,
  type ResultsState,
} from './resultsQuery';
import { PHONE_LAYOUT_QUERY } from './phoneLayout';
import { useHotelSearch } from './api/useHotelSearch';
import './HotelResultsPage.css';

// The map comes when the pointer or the focus reaches its button, or when it is pressed: most searches never open it,
// so its drawing is not part of the page's first download.
const ResultsMap = deferredPart(
  () => import(/* webpackChunkName: "results-map" */ './ResultsMap'),
  (module) => module.ResultsMap,
);

// On a phone the filters and the map open in a sheet, which comes when the pointer or the focus reaches their button.
const Sheet = deferredDialog(
  () => import('@travel/shared-ui/modal'),
  (entry) => entry.Sheet,
);

/** The Filters sheet's footer button: how many hotels the chosen filters leave. */
const showHotelsText = (total: number) =>
  total === 1 ? 'Show 1 hotel' : `Show ${total.toLocaleString('en-IN')} hotels`;

const cityLabel = (city: string) => `${city}, ${HOTEL_COUNTRY_OF[city] ?? ''}`.replace(/, $/, '');

/** /hotel-details: the search bar, 'Near a place', sort tabs, filters, cards, Load more and the map. */
export default function HotelResultsPage() {
  const [searchParams, setSearchParams] = useQueryState();
  const state = useMemo(() => readResultsState(searchParams), [searchParams]);
  const query = writeResultsState(state).toString();
  const { search, result, current, loadMore, loadingMore, loadMoreError } = useHotelSearch(query);
  const [showMap, setShowMap] = useState(false);
  // On a phone the results come first: the filters wait behind the Filters button and the map behind Map, each in a
  // sheet (phoneLayout.ts). A screen turned wide closes them (the panel is beside the results again).
  const phone = useMediaQuery(PHONE_LAYOUT_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [mapSheetOpen, setMapSheetOpen] = useState(false);
  if ((filtersOpen || mapSheetOpen) && !phone) {
    setFiltersOpen(false);
    setMapSheetOpen(false);
  }
  // Drawn at build time too (FIRST_PAINT_PATHS), as the frame every search first shows: there the search bar is
  // empty, the filters' box empty and no sort chosen, since they are the link's; and all of it inert, so a tap
  // before React draws the live page is not lost on a control that does nothing yet.
  const inBrowser = useDrawnInBrowser();

  const update = (next: Partial<ResultsState>) =>
    setSearchParams(writeResultsState({ ...state, ...next }), { replace: true });
  const clear = () => setSearchParams(writeResultsState(clearFilters(state)), { replace: true });
  const filterCount = activeFilterCount(state);
  const closeFilters = () => setFiltersOpen(false);
  const searching = search.status === 'loading' || search.isRefreshing;

  // The search bar edits a draft; Search applies it.
  const [draft, setDraft] = useState({
    destination: cityLabel(state.destination),
    checkIn: state.checkIn,
    checkOut: state.checkOut,
  });
  // Each room's guests as the URL gives them (the totals of an earlier link spread, their children's ages asked).
  const [rooms, setRooms] = useState(() => (state.perRoom ? pickerRoomsOf(state.perRoom) : spreadPickerRooms(state)));
  const [submitCount, setSubmitCount] = useState(0);
  const [draftError, setDraftError] = useState('');
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    const city = matchHotelCity(draft.destination);
    if (!city) return setDraftError(`No destinations found matching "${draft.destination.trim()}"`);
    const datesProblem = stayDatesProblem(draft);
    if (datesProblem) return setDraftError(datesProblem);
    setDraftError('');
    // A child without an age: the guests picker opens at it and says so.
    const guests = completeRooms(rooms);
    if (!guests) return;
    writeStoredRooms(window.localStorage, rooms);
    setSearchParams(
      writeResultsState({
        ...state,
        destination: city,
        checkIn: draft.checkIn,
        checkOut: draft.checkOut,
        ...pickerTotals(rooms),
        perRoom: guests,
        neighbourhoods: city === state.destination ? state.neighbourhoods : [],
        near: city === state.destination ? state.near : '',
      }),
    );
  };

  const stay = {
    checkIn: state.checkIn,
    checkOut: state.checkOut,
    adults: state.adults,
    children: state.children,
    rooms: state.rooms,
    childAges: [],
    // A link's rooms go on while the guests picker has not changed the totals.
    ...(state.perRoom && writeResultsState(state).has('room')
      ? { childAges: state.perRoom.flatMap((room) => room.childAges), perRoom: state.perRoom }
      : {}),
  };
  // The suppliers are asked for the same stay beside our own search (each room's guests, every child's age known).
  const supplierRooms = roomParams(stayRooms(stay));
  const supplierCity = matchHotelCity(state.destination);
  const offers = useHotelOffers(
    inBrowser && supplierCity && supplierRooms
      ? { destination: supplierCity, checkIn: stay.checkIn, checkOut: stay.checkOut, room: supplierRooms }
      : null,
  );

  return (
    <div className="tp-page hh-results" inert={!inBrowser}>
      <form className="hh-searchbar" onSubmit={submitSearch} aria-label="Change search" noValidate>
        <TextField
          id="hh-results-destination"
          className="hh-field"
          labelClassName="hh-label"
          label="Destination"
          list="hh-results-cities"
          value={inBrowser ? draft.destination : ''}
          onChange={(event) => setDraft({ ...draft, destination: event.target.value })}
        />
        <datalist id="hh-results-cities">
          {HOTEL_CITIES.map((city) => (
            <option key={city} value={cityLabel(city)} />
          ))}
        </datalist>
        <StayDateFields
          idPrefix="hh-results"
          dates={inBrowser ? draft : { checkIn: '', checkOut: '' }}
          onChange={(dates) => setDraft({ ...draft, ...dates })}
        />
        <GuestsPicker rooms={rooms} onChange={setRooms} submitCount={submitCount} />
        <button type="submit" className="tp-button">
          Search
        </button>
        {draftError && (
          <p className="tp-field__error hh-searchbar__error" role="alert">
            {draftError}
          </p>
        )}
      </form>

      {/* Drawn at build time too: the stylesheet shows it on a phone only, in place of the panel. */}
      {(phone || !inBrowser) && (
        <button
          type="button"
          className="tp-button tp-button--secondary hh-results__filters-toggle"
          aria-haspopup="dialog"
          aria-label={inBrowser && filterCount > 0 ? `Filters, ${filterCount} active` : undefined}
          onPointerEnter={Sheet.prefetch}
          onFocus={Sheet.prefetch}
          onClick={() => setFiltersOpen(true)}
        >
          Filters
          {inBrowser && filterCount > 0 && (
            <span className="hh-results__filters-count" aria-hidden="true">
              {filterCount}
            </span>
          )}
        </button>
      )}
      {phone && filtersOpen && (
        <Suspense fallback={null}>
          <Sheet
            title="Filters"
            onClose={closeFilters}
            actions={
              <button type="button" className="tp-button" onClick={closeFilters}>
                {searching || !current ? 'Searching hotels…' : showHotelsText(current.total)}
              </button>
            }
          >
            <FiltersPanel state={state} facets={result?.facets} onChange={update} onClear={clear} inSheet />
          </Sheet>
        </Suspense>
      )}
      <div className="hh-results__layout">
        {inBrowser ? (
          !phone && <FiltersPanel state={state} facets={result?.facets} onChange={update} onClear={clear} />
        ) : (
          <aside className="hh-filters" id="hh-filters" aria-label="Filters" aria-busy="true" />
        )}

        <section className="hh-results__main" aria-labelledby="hh-results-title">
          <div className="hh-results__head">
            <div>
              <h1 id="hh-results-title">Hotel Results</h1>
              {/* The list's heading (its cards are h3), so it reads h1, h2, h3 in order. */}
              <h2 aria-live="polite" className="hh-results__count">
                {current
                  ? `${current.total.toLocaleString('en-IN')} ${current.total === 1 ? 'hotel' : 'hotels'} in ${cityLabel(current.destination.city)} · ${current.nights} ${current.nights === 1 ? 'night' : 'nights'}`
                  : search.status === 'loading' || search.isRefreshing
                    ? 'Searching hotels…'
                    : ''}
              </h2>
            </div>
            {phone ? (
              <button
                type="button"
                className="tp-button tp-button--secondary"
                aria-haspopup="dialog"
                disabled={!result || result.hotels.length === 0}
                onPointerEnter={() => {
                  ResultsMap.prefetch();
                  Sheet.prefetch();
                }}
                onFocus={() => {
                  ResultsMap.prefetch();
                  Sheet.prefetch();
                }}
                onClick={() => setMapSheetOpen(true)}
              >
                Map
              </button>
            ) : (
              <button
                type="button"
                className="tp-button tp-button--secondary"
                aria-pressed={showMap}
                onPointerEnter={ResultsMap.prefetch}
                onFocus={ResultsMap.prefetch}
                onClick={() => setShowMap((value) => !value)}
              >
                {showMap ? 'Hide map' : 'Map'}
              </button>
            )}
          </div>

          {!result && search.status === 'loading' && (
            // The chips' row, kept while the first answer is on its way, so the sort buttons below do not move.
            <div className="hh-near" aria-hidden="true">
              <span className="hh-near__label">Near a place:</span>
              <span className="hh-chip hh-chip--placeholder" />
            </div>
          )}
          {result && result.places.length > 0 && (
            <div className="hh-near" role="group" aria-label="Near a place">
              <span className="hh-near__label">Near a place:</span>
              {result.places.map((place) => (
                <button
                  key={place.name}
                  type="button"
                  className="hh-chip"
                  aria-pressed={state.near === place.name}
                  onClick={() =>
                    state.near === place.name
                      ? update({ near: '', sort: state.sort === 'closest' ? 'best' : state.sort })
                      : update({ near: place.name, sort: 'closest' })
                  }
                >
                  {place.name}
                </button>
              ))}
            </div>
          )}

          <div className="hh-sort" role="group" aria-label="Sort by">
            {HOTEL_SORTS.map((sort) => (
              <button
                key={sort}
                type="button"
                className="hh-sort__tab"
                aria-pressed={inBrowser && state.sort === sort}
                onClick={() => update({ sort })}
              >
                {HOTEL_SORT_LABELS[sort]}
              </button>
            ))}
          </div>

          {phone && mapSheetOpen && result && result.hotels.length > 0 && (
            <Suspense fallback={null}>
              <Sheet title="Map" onClose={() => setMapSheetOpen(false)}>
                <Suspense
                  fallback={
                    <div className="hh-map hh-map--loading">
                      <Spinner label="Loading…" />
                    </div>
                  }
                >
                  <ResultsMap hotels={result.hotels} places={result.places} near={state.near} />
                </Suspense>
              </Sheet>
            </Suspense>
          )}
          {!phone && showMap && result && result.hotels.length > 0 && (
            <Suspense
              fallback={
                <div className="hh-map hh-map--loading">
                  <Spinner label="Loading…" />
                </div>
              }
            >
              <ResultsMap hotels={result.hotels} places={result.places} near={state.near} />
            </Suspense>
          )}

          {(search.status === 'loading' || search.isRefreshing) && <Spinner label="Searching hotels…" />}
          {search.status === 'error' &&
            (matchHotelCity(state.destination) ? (
              <LoadError message={search.message} onRetry={search.retry} />
            ) : (
              // A link from elsewhere (a flight to Delhi) naming a city the inventory lacks: trying again cannot help.
              <div className="hh-results__empty">
                <h2>{`We do not list hotels in ${state.destination} yet`}</h2>
                <p>{`Search one of our destinations: ${HOTEL_CITIES.join(', ')}.`}</p>
              </div>
            ))}
          {current && current.hotels.length === 0 && (
            <div className="hh-results__empty">
              <h2>No hotels match your filters</h2>
              <p>Try a lower guest rating, a wider price range or fewer filters.</p>
              <button
                type="button"
                className="tp-button"
                onClick={() => setSearchParams(writeResultsState(clearFilters(state)), { replace: true })}
              >
                Clear filters
              </button>
            </div>
          )}
          {/* Reserved height: the cards never move as providers answer. */}
          <HotelSupplierStatus status={offers} />
          {current && current.hotels.length > 0 && (
            <>
              <ol className="hh-results__list" aria-label="Hotels">
                {current.hotels.map((hotel) => (
                  <li key={hotel.id}>
                    <HotelCard hotel={hotel} stay={stay} providers={providerRows(hotel, offers.quotes, offers.now)} />
                  </li>
                ))}
              </ol>
              {/* One text node, so the page translator can reorder the sentence. */}
              <p className="hh-results__shown">{`Showing ${current.hotels.length} of ${current.total.toLocaleString('en-IN')}`}</p>
              {loadMoreError && <p role="alert">{loadMoreError}</p>}
              {current.hasMore && (
                <button type="button" className="tp-button hh-results__more" onClick={loadMore} disabled={loadingMore}>
                  {loadingMore ? 'Loading…' : 'Load more Hotels'}
                </button>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
