import { formatLeg, parseLeg, readFlightSearchQuery, tripOf, writeFlightSearchQuery } from './flightSearch';

describe('the flight search query string (the results page URL and the API query)', () => {
  it('writes switches as true and lists as repeated keys, and reads them back', () => {
    const query = {
      trip: 'multi-city',
      from: 'DEL',
      to: 'BOM',
      date: '2026-12-01',
      legs: ['BOM-DXB-2026-12-04', 'DXB-LHR-2026-12-06'],
      adults: 2,
      children: 2,
      childAges: [4, 9],
      cabin: 'business',
      nearbyAirportsFrom: true,
      stops: [0, 1],
      airlines: ['6E', 'AI'],
      lowerCo2: true,
    };
    const params = writeFlightSearchQuery({ ...query, flexibleDates: false });
    expect(params.toString()).toBe(
      'trip=multi-city&from=DEL&to=BOM&date=2026-12-01&legs=BOM-DXB-2026-12-04&legs=DXB-LHR-2026-12-06' +
        '&adults=2&children=2&childAges=4&childAges=9&cabin=business&nearbyAirportsFrom=true' +
        '&stops=0&stops=1&airlines=6E&airlines=AI&lowerCo2=true',
    );
    expect(readFlightSearchQuery(params)).toEqual(query);
  });

  it('reads the links of the earlier shape: other names, switches as 1, lists joined with commas', () => {
    const old = new URLSearchParams(
      'trip=multi-city&from=DEL&to=BOM&date=2026-12-01&legs=BOM-DXB-2026-12-04,DXB-LHR-2026-12-06' +
        '&children=2&childAges=4,9&flexible=1&nearbyFrom=1&nearbyTo=1&stops=0,1&lowerCo2=1',
    );
    expect(readFlightSearchQuery(old)).toEqual({
      trip: 'multi-city',
      from: 'DEL',
      to: 'BOM',
      date: '2026-12-01',
      legs: ['BOM-DXB-2026-12-04', 'DXB-LHR-2026-12-06'],
      children: 2,
      childAges: [4, 9],
      flexibleDates: true,
      nearbyAirportsFrom: true,
      nearbyAirportsTo: true,
      stops: [0, 1],
      lowerCo2: true,
    });
  });

  it('leaves out what is not of its type, so the defaults apply', () => {
    expect(readFlightSearchQuery(new URLSearchParams('adults=two&childAges=4,x&flexibleDates=yes&stops='))).toEqual({});
  });

  it('infers the trip when a query does not name it', () => {
    expect(tripOf({})).toBe('one-way');
    expect(tripOf({ returnDate: '2026-12-08' })).toBe('round-trip');
    expect(tripOf({ legs: ['BOM-DXB-2026-12-04'] })).toBe('multi-city');
    expect(tripOf({ trip: 'one-way', returnDate: '2026-12-08' })).toBe('one-way');
  });

  it('writes and reads one leg', () => {
    expect(formatLeg({ from: 'BOM', to: 'DXB', date: '2026-12-04' })).toBe('BOM-DXB-2026-12-04');
    expect(parseLeg('bom-dxb-2026-12-04')).toEqual({ from: 'BOM', to: 'DXB', date: '2026-12-04' });
    expect(parseLeg('BOM-DXB')).toBeNull();
  });
});
