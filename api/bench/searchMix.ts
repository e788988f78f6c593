/** The searches the load and cached-reads benches replay: varied routes, days, sorts and filters. */
import { addDays, isoDate } from '@travel/contracts/rules';

const ROUTES = ['DEL-BOM', 'BOM-DEL', 'BOM-DXB', 'DEL-LHR', 'BLR-SIN', 'BOM-BLR', 'DXB-LHR', 'DEL-JFK', 'SIN-NRT'];
const FLIGHT_VARIANTS = [
  '',
  '&sort=cheapest',
  '&sort=early&stops=0',
  '&sort=late&airlines=6E&airlines=AI',
  '&departure=morning',
  '&stops=0&stops=1&maxPriceMinor=900000',
  '&page=2',
  '&cabin=business&adults=2&children=1&childAges=6',
];

/** 54 one-way searches over 9 routes and 6 days each, plus two round trips. */
export function flightSearchPaths(today = isoDate()): string[] {
  const paths: string[] = [];
  ROUTES.forEach((route, r) => {
    const [from, to] = route.split('-');
    for (let d = 0; d < 6; d++) {
      const date = addDays(today, 1 + ((r * 7 + d * 13) % 85));
      paths.push(
        `/api/flights/search?from=${from}&to=${to}&date=${date}${FLIGHT_VARIANTS[(r + d) % FLIGHT_VARIANTS.length]}`,
      );
    }
  });
  paths.push(`/api/flights/search?from=DEL&to=BOM&date=${addDays(today, 5)}&returnDate=${addDays(today, 9)}`);
  paths.push(`/api/flights/search?from=BOM&to=DXB&date=${addDays(today, 20)}&returnDate=${addDays(today, 27)}`);
  return paths;
}

const CITIES = ['Mumbai', 'Paris', 'London', 'New%20York', 'Tokyo', 'Dubai', 'Rome', 'Bangkok', 'Singapore'];
const SORTS = ['best', 'cheapest', 'closest', 'rating'];
const HOTEL_FILTERS = [
  'minRating=7',
  'stars=4&freeCancellation=true&minRating=7',
  'stars=5&stars=4&amenities=Wi-Fi&amenities=Pool',
  'minPriceMinor=300000&maxPriceMinor=1200000&propertyTypes=Hotel&propertyTypes=Apartment',
  'payOnArrival=true&minRating=8',
];

/** 180 hotel searches (city × sort × filters), pages 1 to 3. */
export function hotelSearchPaths(): string[] {
  return CITIES.flatMap((city, c) =>
    SORTS.flatMap((sort, s) =>
      HOTEL_FILTERS.map(
        (filter, f) =>
          `/api/hotels/search?destination=${city}&checkIn=2030-03-01&checkOut=2030-03-04&sort=${sort}&${filter}` +
          `&page=${((c + s + f) % 3) + 1}`,
      ),
    ),
  );
}
