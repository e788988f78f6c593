import { DEPARTURE_BAND_VALUES, SORT_VALUES, type DepartureBand, type FlightSort } from '@travel/contracts/rules';
import type { FlightSearchQuery } from '@travel/contracts/flights';

/** The results page's filters and order, kept in its query so a reload or a shared link keeps them. */
export interface ResultFilters {
  stops: number[];
  airlines: string[];
  departure: DepartureBand | null;
  /** Paise per adult; null: no limit (the slider at its maximum). */
  maxPriceMinor: number | null;
  lowerCo2: boolean;
  /** The search's 'Flexible dates ±3 days': shown and removable like a filter (removing it narrows to the date). */
  flexibleDates: boolean;
  sort: FlightSort;
}

/** The filters proper, cleared by Clear all filters (which keeps the search, flexible dates included). */
export const NO_FILTERS: Omit<ResultFilters, 'sort' | 'flexibleDates'> = {
  stops: [],
  airlines: [],
  departure: null,
  maxPriceMinor: null,
  lowerCo2: false,
};

export function filtersFromQuery(query: FlightSearchQuery): ResultFilters {
  const departure = query.departure as DepartureBand | undefined;
  const sort = query.sort as FlightSort | undefined;
  return {
    stops: (query.stops ?? []).filter((s) => [0, 1, 2].includes(s)),
    airlines: query.airlines ?? [],
    departure: departure && DEPARTURE_BAND_VALUES.includes(departure) ? departure : null,
    maxPriceMinor: query.maxPriceMinor && query.maxPriceMinor > 0 ? query.maxPriceMinor : null,
    lowerCo2: query.lowerCo2 ?? false,
    flexibleDates: query.flexibleDates ?? false,
    sort: sort && SORT_VALUES.includes(sort) ? sort : 'best',
  };
}

/** The query with these filters in place of the old ones (the search itself is kept). */
export function withFilters(query: FlightSearchQuery, filters: ResultFilters): FlightSearchQuery {
  return {
    ...query,
    stops: filters.stops.length ? [...filters.stops].sort() : undefined,
    airlines: filters.airlines.length ? filters.airlines : undefined,
    departure: filters.departure ?? undefined,
    maxPriceMinor: filters.maxPriceMinor ?? undefined,
    lowerCo2: filters.lowerCo2,
    flexibleDates: filters.flexibleDates,
    sort: filters.sort === 'best' ? undefined : filters.sort,
  };
}

/** How many filters proper are chosen (the Filters button's count): each stop, airline, and the time, price and CO2 ones. */
export const activeFilterCount = (filters: ResultFilters): number =>
  filters.stops.length +
  filters.airlines.length +
  (filters.departure ? 1 : 0) +
  (filters.maxPriceMinor !== null ? 1 : 0) +
  (filters.lowerCo2 ? 1 : 0);
