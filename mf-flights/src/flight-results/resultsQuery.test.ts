import { readFlightSearchQuery, writeFlightSearchQuery } from '@travel/contracts/flights';
import { filtersFromQuery, withFilters } from './resultsQuery';

describe('results query string', () => {
  it('keeps filters and sort in the query string and reads them back', () => {
    const base = readFlightSearchQuery(
      new URLSearchParams('trip=one-way&from=DEL&to=BOM&date=2026-12-01&adults=1&cabin=economy'),
    );
    const filters = {
      stops: [1, 0],
      airlines: ['6E'],
      departure: 'morning' as const,
      maxPriceMinor: 900_000,
      lowerCo2: true,
      flexibleDates: true,
      sort: 'cheapest' as const,
    };
    const query = writeFlightSearchQuery(withFilters(base, filters));
    expect(query.getAll('stops')).toEqual(['0', '1']);
    expect(query.get('lowerCo2')).toBe('true');
    expect(filtersFromQuery(readFlightSearchQuery(query))).toEqual({ ...filters, stops: [0, 1] });
    expect(query.get('from')).toBe('DEL');
    const narrowed = writeFlightSearchQuery(
      withFilters(readFlightSearchQuery(query), { ...filters, flexibleDates: false }),
    );
    expect(narrowed.get('flexibleDates')).toBeNull();
  });

  it('reads the filters of a link of the earlier shape', () => {
    const old = new URLSearchParams(
      'from=DEL&to=BOM&date=2026-12-01&stops=0,1&airlines=6E&maxPrice=9000&lowerCo2=1&flexible=1',
    );
    expect(filtersFromQuery(readFlightSearchQuery(old))).toEqual({
      stops: [0, 1],
      airlines: ['6E'],
      departure: null,
      maxPriceMinor: 900_000,
      lowerCo2: true,
      flexibleDates: true,
      sort: 'best',
    });
  });
});
