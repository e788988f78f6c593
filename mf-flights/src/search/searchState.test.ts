import { defaultSearch, searchError, searchFromQuery, searchToQuery } from './searchState';

const TODAY = '2026-11-21';

describe('flight search state', () => {
  it('round-trips through the query string', () => {
    const search = {
      ...defaultSearch(TODAY),
      tripType: 'Round-trip' as const,
      from: 'DEL',
      to: 'BOM',
      adults: 2,
      children: 1,
      childAges: [7],
      travelClass: 'business' as const,
      flexibleDates: true,
      directOnly: true,
    };
    expect(searchFromQuery(searchToQuery(search), TODAY)).toEqual(search);
  });

  it('checks dates and cities', () => {
    const base = defaultSearch(TODAY);
    expect(searchError(base, TODAY)).toBeNull();
    expect(searchError({ ...base, departureDate: '2026-11-20' }, TODAY)).toBe(
      'The departure date cannot be in the past',
    );
    expect(searchError({ ...base, tripType: 'Round-trip', returnDate: '2026-11-22' }, TODAY)).toBe(
      'The return date cannot be before the departure date',
    );
    expect(searchError({ ...base, departureDate: '2027-06-01' }, TODAY)).toBe(
      'Flights can be searched up to 90 days ahead',
    );
  });
});
