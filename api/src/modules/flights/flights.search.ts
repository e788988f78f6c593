import { DEPARTURE_BANDS, type FlightSort } from '@travel/contracts/rules';
import type { FlightFilters, FlightRow } from './flights.repository';

/**
 * The search over one leg's flights (a route-day's 20 to 44 rows, or a flexible week's with nearby airports,
 * read with one index range scan per route and memoized): filters, orders and facets as pure functions.
 */
export function matchesFilters(row: FlightRow, filters: FlightFilters): boolean {
  if (filters.stops?.length && !filters.stops.includes(Math.min(row.stops, 2))) return false;
  if (filters.airlines?.length && !filters.airlines.includes(row.airline_code)) return false;
  if (filters.departure) {
    const band = DEPARTURE_BANDS.find((b) => b.value === filters.departure)!;
    if (row.dep_minute < band.from || row.dep_minute >= band.to) return false;
  }
  if (filters.maxEconomyPriceMinor !== undefined && row.price_minor > filters.maxEconomyPriceMinor) return false;
  if (filters.minEconomyPriceMinor !== undefined && row.price_minor < filters.minEconomyPriceMinor) return false;
  if (filters.lowerCo2 && !row.low_co2) return false;
  return true;
}

/** Ids are bigints as text: shorter is smaller, else compare the text. */
const byId = (a: FlightRow, b: FlightRow) => a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const byDate = (a: FlightRow, b: FlightRow) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/**
 * Best: the price in rupees plus what the other qualities cost a traveller (best_penalty, set with the
 * inventory: ₹8 per minute of travel, ₹1,200 per stop, ₹300 per airline rating point below 5, ₹600 for a
 * departure between midnight and 6:00).
 */
const bestScore = (row: FlightRow) => Math.floor(row.price_minor / 100) + row.best_penalty;

const ORDERS: Record<FlightSort, (a: FlightRow, b: FlightRow) => number> = {
  best: (a, b) => bestScore(a) - bestScore(b) || byId(a, b),
  cheapest: (a, b) => a.price_minor - b.price_minor || byDate(a, b) || a.dep_minute - b.dep_minute || byId(a, b),
  // Early and late are the time of day (over a flexible window too), the earlier date first.
  early: (a, b) => a.dep_minute - b.dep_minute || byDate(a, b) || a.price_minor - b.price_minor || byId(a, b),
  late: (a, b) => b.dep_minute - a.dep_minute || byDate(a, b) || a.price_minor - b.price_minor || byId(a, b),
};

/** The flights that pass the filters, in the chosen order, one page of them, and how many passed. */
export function searchDay(rows: FlightRow[], filters: FlightFilters, sort: FlightSort, limit: number, offset: number) {
  const matching = rows.filter((row) => matchesFilters(row, filters)).sort(ORDERS[sort]);
  return { total: matching.length, page: matching.slice(offset, offset + limit) };
}

export interface DayFacets {
  stops: { stops: number; count: number; minPriceMinor: number }[];
  airlines: { code: string; count: number; minPriceMinor: number }[];
  price: { minMinor: number; maxMinor: number } | null;
  lowerCo2: { count: number; minPriceMinor: number | null };
  dayTotal: number;
}

/** Per stops option (0, 1, 2+) and per airline: how many fly (that day, or in the window) and the from-price. */
export function dayFacets(rows: FlightRow[]): DayFacets {
  const group = (key: (row: FlightRow) => string | number) => {
    const groups = new Map<string | number, { count: number; minPriceMinor: number }>();
    for (const row of rows) {
      const g = groups.get(key(row));
      if (g) {
        g.count++;
        g.minPriceMinor = Math.min(g.minPriceMinor, row.price_minor);
      } else groups.set(key(row), { count: 1, minPriceMinor: row.price_minor });
    }
    return groups;
  };
  const prices = rows.map((row) => row.price_minor);
  const green = rows.filter((row) => row.low_co2).map((row) => row.price_minor);
  return {
    stops: [...group((row) => Math.min(row.stops, 2))]
      .map(([stops, g]) => ({ stops: Number(stops), ...g }))
      .sort((a, b) => a.stops - b.stops),
    airlines: [...group((row) => row.airline_code)]
      .map(([code, g]) => ({ code: String(code), ...g }))
      .sort((a, b) => a.minPriceMinor - b.minPriceMinor || a.code.localeCompare(b.code)),
    price: rows.length ? { minMinor: Math.min(...prices), maxMinor: Math.max(...prices) } : null,
    lowerCo2: { count: green.length, minPriceMinor: green.length ? Math.min(...green) : null },
    dayTotal: rows.length,
  };
}
