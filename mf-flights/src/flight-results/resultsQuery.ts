import { DEPARTURE_BAND_VALUES, SORT_VALUES, type DepartureBand, type FlightSort } from '@travel/shared-ui';

/** The results page's filters and order, kept in its query string so a reload or a shared link keeps them. */
export interface ResultFilters {
  stops: number[];
  airlines: string[];
  departure: DepartureBand | null;
  /** Rupees; null: no limit (the slider at its maximum). */
  maxPrice: number | null;
  lowerCo2: boolean;
  /** The search's 'Flexible dates ±3 days': shown and removable like a filter (removing it narrows to the date). */
  flexible: boolean;
  sort: FlightSort;
}

/** The filters proper, cleared by Clear all filters (which keeps the search, flexible dates included). */
export const NO_FILTERS: Omit<ResultFilters, 'sort' | 'flexible'> = {
  stops: [],
  airlines: [],
  departure: null,
  maxPrice: null,
  lowerCo2: false,
};

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

export function filtersFromQuery(query: URLSearchParams): ResultFilters {
  const departure = query.get('departure') as DepartureBand | null;
  const sort = query.get('sort') as FlightSort | null;
  const maxPrice = Number(query.get('maxPrice'));
  return {
    stops: list(query.get('stops'))
      .map(Number)
      .filter((s) => [0, 1, 2].includes(s)),
    airlines: list(query.get('airlines')),
    departure: departure && DEPARTURE_BAND_VALUES.includes(departure) ? departure : null,
    maxPrice: maxPrice > 0 ? maxPrice : null,
    lowerCo2: query.get('lowerCo2') === '1',
    flexible: query.get('flexible') === '1',
    sort: sort && SORT_VALUES.includes(sort) ? sort : 'best',
  };
}

/** The query string with these filters in place of the old ones (the search itself is kept). */
export function withFilters(query: URLSearchParams, filters: ResultFilters): URLSearchParams {
  const next = new URLSearchParams(query);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('stops', filters.stops.length ? [...filters.stops].sort().join(',') : null);
  set('airlines', filters.airlines.length ? filters.airlines.join(',') : null);
  set('departure', filters.departure);
  set('maxPrice', filters.maxPrice === null ? null : String(filters.maxPrice));
  set('lowerCo2', filters.lowerCo2 ? '1' : null);
  set('flexible', filters.flexible ? '1' : null);
  set('sort', filters.sort === 'best' ? null : filters.sort);
  return next;
}

/** The page's query string as the API's: the search, the filters, and multi-city legs spelled out. */
export function apiQuery(query: URLSearchParams, page: number): URLSearchParams {
  const api = new URLSearchParams();
  const copy = (key: string, as = key) => {
    const value = query.get(key);
    if (value) api.set(as, value);
  };
  if (query.get('trip') === 'multi-city' && query.get('legs')) {
    api.set('legs', [`${query.get('from')}-${query.get('to')}-${query.get('date')}`, query.get('legs')].join(','));
  } else {
    ['from', 'to', 'date'].forEach((key) => copy(key));
    if (query.get('trip') !== 'one-way') copy('returnDate');
  }
  ['adults', 'children', 'childAges', 'cabin', 'stops', 'airlines', 'departure', 'maxPrice', 'sort'].forEach((key) =>
    copy(key),
  );
  if (query.get('lowerCo2') === '1') api.set('lowerCo2', 'true');
  ['flexible', 'nearbyFrom', 'nearbyTo'].forEach((key) => query.get(key) === '1' && api.set(key, '1'));
  api.set('page', String(page));
  return api;
}
