import { clearFilters, readResultsState, writeResultsState } from './resultsQuery';

describe('results query string', () => {
  it('defaults to Mumbai, 2 adults, 1 room, guest rating 7, full price range, Best', () => {
    const state = readResultsState(new URLSearchParams(''), '2030-01-01');
    expect(state).toMatchObject({
      destination: 'Mumbai',
      checkIn: '2030-01-08',
      checkOut: '2030-01-09',
      adults: 2,
      rooms: 1,
      minRating: 7,
      priceMin: 2000,
      priceMax: 15000,
      sort: 'best',
    });
    expect(writeResultsState(state).toString()).toBe(
      'destination=Mumbai&checkIn=2030-01-08&checkOut=2030-01-09&adults=2&children=0&rooms=1&minRating=7',
    );
  });

  it('round-trips every filter and drops bad values', () => {
    const query =
      'destination=Paris&checkIn=2030-02-01&checkOut=2030-02-03&adults=3&children=1&rooms=2&priceMin=4000' +
      '&priceMax=9000&stars=5&stars=4&minRating=8&neighbourhoods=Montmartre&propertyTypes=Hotel&popularWith=Couples' +
      '&amenities=Pool&freeCancellation=true&payOnArrival=true&near=Louvre&sort=cheapest';
    const state = readResultsState(new URLSearchParams(query));
    expect(writeResultsState(state).toString()).toBe(
      'destination=Paris&checkIn=2030-02-01&checkOut=2030-02-03&adults=3&children=1&rooms=2&priceMin=4000&priceMax=9000' +
        '&stars=5&stars=4&minRating=8&neighbourhoods=Montmartre&propertyTypes=Hotel&popularWith=Couples&amenities=Pool' +
        '&freeCancellation=true&payOnArrival=true&near=Louvre&sort=cheapest',
    );
    expect(clearFilters(state)).toMatchObject({
      stars: [],
      minRating: 7,
      amenities: [],
      near: 'Louvre',
      sort: 'cheapest',
    });
    const bad = readResultsState(new URLSearchParams('adults=0&stars=9&minRating=11&sort=random&priceMin=50'));
    expect(bad).toMatchObject({ adults: 2, stars: [], minRating: 7, sort: 'best', priceMin: 2000 });
  });
});
