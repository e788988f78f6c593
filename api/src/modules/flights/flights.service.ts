import {
  CABIN_VALUES,
  DEPARTURE_BAND_VALUES,
  SORT_VALUES,
  FLIGHT_AIRLINES,
  FLIGHT_CITY_CODES,
  FLEXIBLE_DAYS,
  FLIGHT_DATE_GRACE_DAYS,
  INVENTORY_DAYS,
  addDays,
  flightDateWindow,
  isoDate,
  nearbyAirportCodes,
  cabinPriceFactor,
  cityName,
  formatDuration,
  travellersError,
  type CabinClass,
  type FlightSort,
} from '@travel/contracts/rules';
import { ApiError } from '../../plugins/errors';
import { LruMemo } from '../../cache/memo';
import { cabinPriceMinor, toOffer, type PricedFor } from './flights.offers';
import {
  changeSeatsLeft,
  type FlightFilters,
  type FlightRow,
  type FlightWindow,
  type LegQuery,
  type RouteRow,
} from './flights.repository';
import * as repo from './flights.repository';
import type { Db } from '../../db/database';
import type { ScheduledFlight } from '../../suppliers/air';
import { dayFacets, searchDay, type DayFacets } from './flights.search';
import {
  type DayPrice,
  type LegResult,
  MAX_TRIP_LEGS,
  TRIP_KINDS,
  parseLeg,
  tripOf,
  type FlightSearchQuery,
  type SimilarQuery,
  type TripKind,
} from '@travel/contracts/flights';

// What other modules use of this module's parts, through its public face.
export type { LegQuery } from './flights.repository';

const scheduledFlight = (row: FlightRow): ScheduledFlight => ({
  carrier: row.airline_code,
  flightNumber: row.flight_number,
  from: row.from_code,
  to: row.to_code,
  date: row.date,
  depMinute: row.dep_minute,
  durationMin: row.duration_min,
  stops: row.stops,
  via: row.via,
  aircraft: row.aircraft,
  checkedKg: row.checked_kg,
  cabinKg: row.cabin_kg,
  refundable: row.refundable,
  economyMinor: row.price_minor,
  seatsLeft: row.seats_left,
});

/** Checks a value of a fixed list, with a message naming the list. */
export function oneOf<T extends string>(value: string, field: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new ApiError(400, `${field} must be one of ${allowed.join(', ')}`);
  return value as T;
}

export type { DayPrice, LegResult, TripKind };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkDate(value: string, field: string, today: string) {
  const parsed = new Date(`${value}T00:00:00Z`);
  if (!DATE.test(value) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw new ApiError(400, `${field} must be a date as YYYY-MM-DD`);
  }
  const window = flightDateWindow(today, FLIGHT_DATE_GRACE_DAYS);
  if (value < window.first) throw new ApiError(400, `${field} cannot be in the past`);
  if (value > window.last) throw new ApiError(400, `${field} must be within the next ${INVENTORY_DAYS} days`);
}

function checkCity(value: string | undefined, field: string): string {
  if (!value) throw new ApiError(400, `${field} is required`);
  const code = value.toUpperCase();
  if (!FLIGHT_CITY_CODES.includes(code))
    throw new ApiError(400, `${field} must be one of ${FLIGHT_CITY_CODES.join(', ')}`);
  return code;
}

type TripQuery = Pick<FlightSearchQuery, 'trip' | 'from' | 'to' | 'date' | 'returnDate' | 'legs'>;

/**
 * The flights of the trip asked for: from/to/date, then for a round trip the way back on returnDate, for a
 * multi-city trip the later flights in legs (legs=BOM-DXB-2026-01-12&legs=DXB-LHR-2026-01-14).
 */
export function parseLegs(query: TripQuery, today: string): { kind: TripKind; legs: LegQuery[] } {
  const kind = oneOf(tripOf(query), 'trip', TRIP_KINDS);
  if (!query.date) throw new ApiError(400, 'date is required');
  const asked: LegQuery[] = [{ from: query.from ?? '', to: query.to ?? '', date: query.date }];
  if (kind === 'round-trip') {
    if (!query.returnDate) throw new ApiError(400, 'returnDate is required');
    asked.push({ from: query.to ?? '', to: query.from ?? '', date: query.returnDate });
  }
  if (kind === 'multi-city') {
    const later = query.legs ?? [];
    if (later.length < 1 || later.length > MAX_TRIP_LEGS - 1) {
      throw new ApiError(400, `legs must list 1 to ${MAX_TRIP_LEGS - 1} flights after the first`);
    }
    for (const text of later) {
      const leg = parseLeg(text);
      if (!leg) throw new ApiError(400, 'legs must look like BOM-DXB-2026-01-12');
      asked.push(leg);
    }
  }
  const legs = asked.map((leg, i) => {
    const field = (name: string) => (kind === 'multi-city' && i > 0 ? `legs.${i - 1}.${name}` : name);
    const from = checkCity(leg.from, field('from'));
    const to = checkCity(leg.to, field('to'));
    if (from === to) throw new ApiError(400, 'from and to must be different cities');
    const dateField = kind === 'round-trip' && i === 1 ? 'returnDate' : field('date');
    checkDate(leg.date, dateField, today);
    return { from, to, date: leg.date };
  });
  legs.forEach((leg, i) => {
    if (i > 0 && leg.date < legs[i - 1].date) {
      throw new ApiError(
        400,
        kind === 'round-trip'
          ? 'returnDate cannot be before date'
          : `legs.${i - 1}.date cannot be before the flight before it`,
      );
    }
  });
  return { kind, legs };
}

function checkList<T extends string | number>(
  value: T[] | undefined,
  field: string,
  allowed: readonly T[],
): T[] | undefined {
  if (!value?.length) return undefined;
  if (value.some((item) => !allowed.includes(item))) {
    throw new ApiError(400, `${field} must be a list of ${allowed.join(', ')}`);
  }
  return [...new Set(value)];
}

export function parseTravellers(query: Pick<FlightSearchQuery, 'adults' | 'children' | 'childAges'>) {
  const travellers = { adults: query.adults ?? 1, children: query.children ?? 0, childAges: query.childAges ?? [] };
  const error = travellersError(travellers);
  if (error) throw new ApiError(400, error);
  return travellers;
}

/** Price bounds in the searched cabin to economy paise per adult, the unit of the flights table. */
export function parseFilters(query: FlightSearchQuery, cabin: CabinClass): FlightFilters {
  const factor = cabinPriceFactor(cabin);
  const { minPriceMinor: min, maxPriceMinor: max } = query;
  if (min !== undefined && max !== undefined && min > max) {
    throw new ApiError(400, 'minPriceMinor cannot be above maxPriceMinor');
  }
  return {
    stops: checkList(query.stops, 'stops', [0, 1, 2]),
    airlines: checkList(
      query.airlines?.map((code) => code.toUpperCase()),
      'airlines',
      FLIGHT_AIRLINES.map((a) => a.code),
    ),
    departure: query.departure === undefined ? undefined : oneOf(query.departure, 'departure', DEPARTURE_BAND_VALUES),
    maxEconomyPriceMinor: max === undefined ? undefined : Math.floor(max / factor),
    minEconomyPriceMinor: min === undefined ? undefined : Math.ceil(min / factor),
    lowerCo2: query.lowerCo2 || undefined,
  };
}

const monthBounds = (date: string) => {
  const first = `${date.slice(0, 7)}-01`;
  const next = new Date(`${first}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { first, last: addDays(next.toISOString().slice(0, 10), -1) };
};

function facetsOf(day: DayFacets, cabin: CabinClass): LegResult['facets'] {
  const price = (economyMinor: number) => cabinPriceMinor(economyMinor, cabin);
  return {
    stops: day.stops.map((s) => ({ stops: s.stops, count: s.count, minPriceMinor: price(s.minPriceMinor) })),
    airlines: day.airlines.map((a) => ({
      code: a.code,
      name: FLIGHT_AIRLINES.find((airline) => airline.code === a.code)?.name ?? a.code,
      count: a.count,
      minPriceMinor: price(a.minPriceMinor),
    })),
    price: day.price ? { minMinor: price(day.price.minMinor), maxMinor: price(day.price.maxMinor) } : null,
    lowerCo2: {
      count: day.lowerCo2.count,
      minPriceMinor: day.lowerCo2.minPriceMinor === null ? null : price(day.lowerCo2.minPriceMinor),
    },
    dayTotal: day.dayTotal,
  };
}

/**
 * The airports and days a leg searches: its cities (with their nearby airports when asked) and its date
 * (with flexible, up to FLEXIBLE_DAYS either side, from today and within the inventory window).
 */
export function legWindow(
  leg: LegQuery,
  options: Pick<FlightSearchQuery, 'flexibleDates' | 'nearbyAirportsFrom' | 'nearbyAirportsTo'>,
  today: string,
): FlightWindow {
  const min = (a: string, b: string) => (a < b ? a : b);
  const max = (a: string, b: string) => (a > b ? a : b);
  const window = { first: leg.date, last: leg.date };
  if (options.flexibleDates) {
    window.first = max(addDays(leg.date, -FLEXIBLE_DAYS), min(today, leg.date));
    window.last = min(addDays(leg.date, FLEXIBLE_DAYS), max(flightDateWindow(today).last, leg.date));
  }
  return {
    origins: [leg.from, ...(options.nearbyAirportsFrom ? nearbyAirportCodes(leg.from) : [])],
    destinations: [leg.to, ...(options.nearbyAirportsTo ? nearbyAirportCodes(leg.to) : [])],
    ...window,
  };
}

const DAY_MS = 86_400_000;

/** Every day from `first` to `last` (YYYY-MM-DD), counted in UTC: a search lists a month's and a week's days. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= end; at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** How many route-days and calendar ranges a process keeps (~1 KB per flight: 2,000 days is ~60 MB at most). */
export const DEFAULT_MEMO_SIZE = 2000;

/** What of a flight changes: its fare and seats left. */
type Fare = Pick<FlightRow, 'id' | 'price_minor' | 'seats_left'>;

/** A flight's columns that come from its schedule, the same every day it flies. */
type ScheduleColumns = Omit<FlightRow, 'id' | 'date' | 'price_minor' | 'seats_left'>;

/** A flight's id is its schedule's times 100,000 plus its departure's day since 1970 (flights.inventory.ts). */
const scheduleOf = (id: string) => Math.floor(Number(id) / 100_000);
const dateOf = (id: string) => new Date((Number(id) % 100_000) * 86_400_000).toISOString().slice(0, 10);

/**
 * The search. A route-day's flights never change but for their seats left (and fare, when a test or a
 * re-price says so): what a search reads of the database is one range scan of the window's fares and seats;
 * each flight's other columns come from its schedule, kept in memory after the first read of a route (they
 * are fixed reference data). A route's cheapest day of every day, for the calendar, is read once per route.
 * Both, and the route-days' rows, are memoized, bounded, until the window moves (`forgetDays`); seats sold
 * forget their route-day (`forgetRouteDay`). Filters, order, paging and facets then run in memory over the
 * leg's flights: a day's 20-44, or up to a few hundred for a flexible week with nearby airports.
 * memoSize 0 turns the memos off (every search reads whole rows from the database).
 */
export function flightsService({
  db,
  ensureInventory,
  memoSize = DEFAULT_MEMO_SIZE,
  onRouteDayChanged = () => {},
}: {
  db: Db;
  ensureInventory: () => Promise<unknown>;
  memoSize?: number;
  /** Told when a route-day's seats changed, so caches of whole search answers forget them too. */
  onRouteDayChanged?: (leg: LegQuery) => void;
}) {
  const flightsByDay = new LruMemo<FlightRow[]>(memoSize);
  const pricesByRoute = new LruMemo<Map<string, number>>(memoSize);
  const schedules = new Map<number, ScheduleColumns>();
  // A flight's times and fare never change for its id (ensureInventory): checkout re-prices from memory.
  const flightsById = new LruMemo<FlightRow | undefined>(memoSize * 20);
  // Routes whose schedules are known: a window of only those reads just fares and seats.
  const knownRoutes = new Set<string>();
  // Every route's cheapest fare of each day, read at once the first time a route's are asked for (forgetDays).
  let allDayPrices: Promise<Map<string, Map<string, number>>> | undefined;
  const routeDayPrices = (from: string, to: string) => {
    if (memoSize <= 0) return repo.routeDayPrices(db, from, to);
    const all = (allDayPrices ??= repo.allRouteDayPrices(db));
    all.catch(() => (allDayPrices = undefined));
    return all.then((routes) => routes.get(`${from}-${to}`) ?? new Map<string, number>());
  };
  // Each searched route's fares and seats of every day, by day, read with one range scan the first time a day of
  // it is searched: a search of another day of the route then reads nothing. Seats sold forget the route
  // (forgetRouteDay), as do seats sold elsewhere (forgetSeats) and the window moving (forgetDays).
  const routeFares = new Map<string, Promise<Map<string, Fare[]>>>();
  function faresOfRoute(from: string, to: string): Promise<Map<string, Fare[]>> {
    const key = `${from}-${to}`;
    let fares = routeFares.get(key);
    if (!fares) {
      fares = repo.routeFares(db, from, to).then((rows) => {
        const byDay = new Map<string, Fare[]>();
        rows.sort((a, b) => a.price_minor - b.price_minor);
        for (const row of rows) {
          const day = dateOf(row.id);
          const list = byDay.get(day);
          if (list) list.push(row);
          else byDay.set(day, [row]);
        }
        return byDay;
      });
      routeFares.set(key, fares);
      fares.catch(() => routeFares.get(key) === fares && routeFares.delete(key));
    }
    return fares;
  }
  let routes: Promise<Map<string, RouteRow>> | undefined;
  async function findRoute(from: string, to: string): Promise<RouteRow> {
    routes ??= repo.routes(db).then((rows) => new Map(rows.map((row) => [`${row.from_code}-${row.to_code}`, row])));
    return (await routes).get(`${from}-${to}`)!;
  }

  /**
   * The flights of every route-day of the window, memoized one route-day at a time; what is not memoized
   * yet is read with one query for the whole window.
   */
  async function windowFlights(window: FlightWindow): Promise<FlightRow[]> {
    let read: Promise<Map<string, FlightRow[]>> | undefined;
    const readWindow = () =>
      (read ??= readFlights(window).then((rows) => {
        const byRouteDay = new Map<string, FlightRow[]>();
        for (const row of rows) {
          const key = `${row.from_code}-${row.to_code}-${row.date}`;
          const routeDay = byRouteDay.get(key);
          if (routeDay) routeDay.push(row);
          else byRouteDay.set(key, [row]);
        }
        return byRouteDay;
      }));
    const keys = window.origins.flatMap((from) =>
      window.destinations.flatMap((to) => daysBetween(window.first, window.last).map((day) => `${from}-${to}-${day}`)),
    );
    const routeDays = await Promise.all(
      keys.map((key) => flightsByDay.get(key, () => readWindow().then((byRouteDay) => byRouteDay.get(key) ?? []))),
    );
    return routeDays.flat();
  }

  /**
   * The window's flights: their fares and seats, with their schedules' columns from memory; whole rows (which
   * then fill the schedules) when a schedule is not known yet or the memos are off.
   */
  async function readFlights(window: FlightWindow): Promise<FlightRow[]> {
    const known = window.origins.every((from) => window.destinations.every((to) => knownRoutes.has(`${from}-${to}`)));
    if (memoSize > 0 && known) {
      const days = daysBetween(window.first, window.last);
      const byRoute = await Promise.all(
        window.origins.flatMap((from) => window.destinations.map((to) => faresOfRoute(from, to))),
      );
      const fares = byRoute.flatMap((route) => days.flatMap((day) => route.get(day) ?? []));
      const rows: FlightRow[] = [];
      for (const fare of fares) {
        const schedule = schedules.get(scheduleOf(fare.id));
        if (!schedule) break;
        rows.push({ ...schedule, ...fare, date: dateOf(fare.id) });
      }
      if (rows.length === fares.length) return rows;
    }
    const rows = await repo.windowFlights(db, window);
    if (memoSize > 0)
      for (const row of rows) {
        const { id: _id, date: _date, price_minor: _price, seats_left: _seats, ...schedule } = row;
        schedules.set(row.schedule_id, schedule);
        // Every schedule of a route flies every day (ensureInventory): one day's rows hold them all.
        knownRoutes.add(`${row.from_code}-${row.to_code}`);
      }
    return rows;
  }

  async function searchLeg(
    leg: LegQuery,
    window: FlightWindow,
    filters: FlightFilters,
    paging: { sort: FlightSort; page: number; pageSize: number },
    pricing: PricedFor,
  ): Promise<LegResult> {
    const month = monthBounds(leg.date);
    const offset = (paging.page - 1) * paging.pageSize;
    const [allRows, dayPrices, route] = await Promise.all([
      windowFlights(window),
      pricesByRoute.get(`${leg.from}-${leg.to}`, () => routeDayPrices(leg.from, leg.to)),
      findRoute(leg.from, leg.to),
    ]);
    // A flight without a seat for every traveller is not offered.
    const party = pricing.adults + pricing.children;
    const windowRows = allRows.filter((row) => row.seats_left >= party);
    const { total, page: rows } = searchDay(windowRows, filters, paging.sort, paging.pageSize, offset);
    const dayPrice = (date: string): DayPrice => {
      const economyMinor = dayPrices.get(date);
      return { date, minPriceMinor: economyMinor === undefined ? null : cabinPriceMinor(economyMinor, pricing.cabin) };
    };
    const calendar = daysBetween(month.first, month.last).map(dayPrice);
    const monthPrices = calendar.flatMap((d) => (d.minPriceMinor === null ? [] : [d.minPriceMinor]));
    const facets = facetsOf(dayFacets(windowRows), pricing.cabin);
    return {
      from: leg.from,
      to: leg.to,
      fromCity: cityName(leg.from),
      toCity: cityName(leg.to),
      date: leg.date,
      departureWindow: { first: window.first, last: window.last },
      nearby: { from: window.origins.slice(1), to: window.destinations.slice(1) },
      distanceKm: route.distance_km,
      flightTime: formatDuration(route.duration_min),
      cheapestThisMonthMinor: monthPrices.length ? Math.min(...monthPrices) : null,
      total,
      page: paging.page,
      pageSize: paging.pageSize,
      hasMore: offset + rows.length < total,
      offers: rows.map((row) => toOffer(row, pricing)),
      facets,
      calendar,
      week: daysBetween(addDays(leg.date, -3), addDays(leg.date, 3)).map(dayPrice),
    };
  }

  return {
    /**
     * `taken` seats of the flight were taken off sale, held or sold (negative: back on sale), in the caller's
     * transaction `tx`: the flight's seats left follow, so the search offers only seats nobody holds. Answers
     * the flight's route-day; call `forgetRouteDay` with it once `tx` has committed (a search in between may
     * have kept the old count).
     */
    async changeSeatsLeft(tx: Db, flightId: string, taken: number): Promise<LegQuery | undefined> {
      if (taken === 0) return undefined;
      const leg = await changeSeatsLeft(tx, flightId, taken);
      if (leg) this.forgetRouteDay(leg);
      flightsById.delete(flightId);
      return leg;
    },

    /** A route-day's flights as the airlines' timetable, in departure order: what the sandbox suppliers sell. */
    async timetable(leg: LegQuery): Promise<ScheduledFlight[]> {
      await ensureInventory();
      const rows = await windowFlights({
        origins: [leg.from],
        destinations: [leg.to],
        first: leg.date,
        last: leg.date,
      });
      return rows.sort((a, b) => a.dep_minute - b.dep_minute).map(scheduledFlight);
    },

    /** The memoized flights of one route-day are stale. */
    forgetRouteDay(leg: LegQuery) {
      flightsByDay.delete(`${leg.from}-${leg.to}-${leg.date}`);
      routeFares.delete(`${leg.from}-${leg.to}`);
      onRouteDayChanged(leg);
    },

    /** Called when the inventory window moved: memoized days and months may have changed. */
    forgetDays() {
      flightsByDay.clear();
      flightsById.clear();
      pricesByRoute.clear();
      routeFares.clear();
      allDayPrices = undefined;
    },

    /** Seats may have changed anywhere (told by another process): every memoized route-day is read again. */
    forgetSeats() {
      flightsByDay.clear();
      routeFares.clear();
    },

    async search(query: FlightSearchQuery) {
      const cabin = oneOf(query.cabin ?? 'economy', 'cabin', CABIN_VALUES);
      const paging = {
        sort: oneOf(query.sort ?? 'best', 'sort', SORT_VALUES),
        page: query.page ?? 1,
        pageSize: query.pageSize ?? 10,
      };
      const today = isoDate();
      const { kind, legs } = parseLegs(query, today);
      const travellers = parseTravellers(query);
      const filters = parseFilters(query, cabin);
      await ensureInventory();
      const pricing: PricedFor = { cabin, adults: travellers.adults, children: travellers.children };
      const results = await Promise.all(
        legs.map((leg, i) => {
          // A round trip's return leg flies from the trip's to city back to its from city.
          const returning = kind === 'round-trip' && i === 1;
          const window = legWindow(
            leg,
            {
              flexibleDates: query.flexibleDates,
              nearbyAirportsFrom: returning ? query.nearbyAirportsTo : query.nearbyAirportsFrom,
              nearbyAirportsTo: returning ? query.nearbyAirportsFrom : query.nearbyAirportsTo,
            },
            today,
          );
          return searchLeg(leg, window, filters, paging, pricing);
        }),
      );
      return { tripType: kind, cabin, travellers, inventoryDays: INVENTORY_DAYS, legs: results };
    },

    /** A route and day checked as a one-way search checks them (400 naming what is wrong). */
    checkedLeg(leg: LegQuery): LegQuery {
      return parseLegs({ from: leg.from, to: leg.to, date: leg.date }, isoDate()).legs[0];
    },

    /**
     * The cheapest economy fare per adult of a route-day now, in minor units (paise); null when no flight is
     * left that day. A day the inventory does not cover yet is generated first.
     */
    async cheapestEconomyFareMinor(leg: LegQuery): Promise<number | null> {
      let economyMinor = await repo.cheapestEconomyMinor(db, leg);
      if (economyMinor === null && leg.date >= isoDate()) {
        await ensureInventory();
        economyMinor = await repo.cheapestEconomyMinor(db, leg);
      }
      return economyMinor === null ? null : cabinPriceMinor(economyMinor, 'economy');
    },

    /** Per destination, the cheapest one-way economy fare for one adult from `origins` between two days. */
    async cheapestPerDestination(
      origins: readonly string[],
      destinations: readonly string[],
      first: string,
      last: string,
    ) {
      await ensureInventory();
      const rows = await repo.cheapestPerDestination(db, origins, destinations, first, last);
      return rows.map((row) => ({
        from: row.from_code,
        to: row.to_code,
        date: row.date,
        economyFareMinor: cabinPriceMinor(row.min_price_minor, 'economy'),
      }));
    },

    /** One flight priced for a cabin and party (checkout re-prices with it); 404 when there is no such flight. */
    async offer(id: string, query: { cabin: string; adults: number; children: number }) {
      const pricing: PricedFor = { ...query, cabin: oneOf(query.cabin, 'cabin', CABIN_VALUES) };
      await ensureInventory();
      const flight = /^\d{1,18}$/.test(id) ? await repo.findById(db, id) : undefined;
      if (!flight) throw new ApiError(404, 'Flight not found');
      return toOffer(flight, pricing);
    },

    /**
     * `offer`, read once and then from memory (a flight's times and fare are fixed for its id). Its seatsLeft
     * is as of that read: checkout counts the free seats in flight_seats, not here.
     */
    async pricedOffer(id: string, query: { cabin: string; adults: number; children: number }) {
      const pricing: PricedFor = { ...query, cabin: oneOf(query.cabin, 'cabin', CABIN_VALUES) };
      await ensureInventory();
      const flight = /^\d{1,18}$/.test(id) ? await flightsById.get(id, () => repo.findById(db, id)) : undefined;
      if (!flight) {
        flightsById.delete(id);
        throw new ApiError(404, 'Flight not found');
      }
      return toOffer(flight, pricing);
    },

    /** Other flights on the same route and day, for the fare page. */
    async similar(id: string, query: SimilarQuery, limit = 6) {
      const pricing: PricedFor = { ...query, cabin: oneOf(query.cabin, 'cabin', CABIN_VALUES) };
      await ensureInventory();
      const flight = /^\d{1,18}$/.test(id) ? await repo.findById(db, id) : undefined;
      if (!flight) throw new ApiError(404, 'Flight not found');
      const selected = toOffer(flight, pricing);
      const rows = await repo.similar(db, flight, limit, query.adults + query.children);
      return rows.map((row) => {
        const offer = toOffer(row, pricing);
        const discountPercent =
          offer.priceMinor < selected.priceMinor
            ? Math.round(((selected.priceMinor - offer.priceMinor) / selected.priceMinor) * 100)
            : 0;
        const tag =
          offer.priceMinor < selected.priceMinor
            ? 'Cheaper'
            : offer.stops < selected.stops
              ? 'Fewer stops'
              : offer.durationMin < selected.durationMin
                ? 'Faster'
                : 'Similar price';
        return { ...offer, discountPercent, tag };
      });
    },
  };
}

export type FlightsService = ReturnType<typeof flightsService>;
