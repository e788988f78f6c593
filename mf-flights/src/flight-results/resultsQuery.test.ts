import { apiQuery, filtersFromQuery, withFilters } from './resultsQuery';

describe('results query string', () => {
  it('keeps filters and sort in the query string and reads them back', () => {
    const base = new URLSearchParams('trip=one-way&from=DEL&to=BOM&date=2026-12-01&adults=1&cabin=economy');
    const filters = {
      stops: [1, 0],
      airlines: ['6E'],
      departure: 'morning' as const,
      maxPrice: 9000,
      lowerCo2: true,
      flexible: true,
      sort: 'cheapest' as const,
    };
    const query = withFilters(base, filters);
    expect(query.get('stops')).toBe('0,1');
    expect(filtersFromQuery(query)).toEqual({ ...filters, stops: [0, 1] });
    expect(query.get('from')).toBe('DEL');
    expect(withFilters(query, { ...filters, flexible: false }).get('flexible')).toBeNull();
  });

  it('asks the API for flexible dates and nearby airports when the search has them', () => {
    const query = new URLSearchParams(
      'trip=round-trip&from=LHR&to=JFK&date=2026-12-01&returnDate=2026-12-08&flexible=1&nearbyFrom=1&nearbyTo=1',
    );
    expect(apiQuery(query, 1).toString()).toBe(
      'from=LHR&to=JFK&date=2026-12-01&returnDate=2026-12-08&flexible=1&nearbyFrom=1&nearbyTo=1&page=1',
    );
    query.delete('flexible');
    query.set('nearbyTo', '0');
    expect(apiQuery(query, 1).toString()).toBe(
      'from=LHR&to=JFK&date=2026-12-01&returnDate=2026-12-08&nearbyFrom=1&page=1',
    );
  });

  it('asks the API for every leg of a multi-city trip and the page wanted', () => {
    const query = new URLSearchParams(
      'trip=multi-city&from=DEL&to=BOM&date=2026-12-01&legs=BOM-DXB-2026-12-04&adults=2&cabin=business&lowerCo2=1',
    );
    expect(Object.fromEntries(apiQuery(query, 3))).toEqual({
      legs: 'DEL-BOM-2026-12-01,BOM-DXB-2026-12-04',
      adults: '2',
      cabin: 'business',
      lowerCo2: 'true',
      page: '3',
    });
  });

  it('sends the return date only for a round trip', () => {
    const roundTrip = new URLSearchParams('trip=round-trip&from=DEL&to=BOM&date=2026-12-01&returnDate=2026-12-05');
    expect(apiQuery(roundTrip, 1).get('returnDate')).toBe('2026-12-05');
    roundTrip.set('trip', 'one-way');
    expect(apiQuery(roundTrip, 1).get('returnDate')).toBeNull();
  });
});
