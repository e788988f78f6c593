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
      minPriceMinor: 200_000,
      maxPriceMinor: 1_500_000,
      sort: 'best',
    });
    expect(writeResultsState(state).toString()).toBe(
      'destination=Mumbai&checkIn=2030-01-08&checkOut=2030-01-09&adults=2&children=0&rooms=1&minRating=7',
    );
  });

  it("keeps each room's guests (room=2&room=1-6) until the guests picker changes the totals", () => {
    const state = readResultsState(
      new URLSearchParams('destination=Paris&checkIn=2030-02-01&checkOut=2030-02-03&room=2&room=1-6'),
    );
    expect(state).toMatchObject({ adults: 3, children: 1, rooms: 2 });
    expect(writeResultsState(state).toString()).toBe(
      'destination=Paris&checkIn=2030-02-01&checkOut=2030-02-03&room=2&room=1-6&minRating=7',
    );
    expect(writeResultsState({ ...state, adults: 4 }).toString()).toBe(
      'destination=Paris&checkIn=2030-02-01&checkOut=2030-02-03&adults=4&children=1&rooms=2&minRating=7',
    );
  });

  it('round-trips every filter and drops bad values', () => {
    const query =
      'destination=Paris&checkIn=2030-02-01&checkOut=2030-02-03&adults=3&children=1&rooms=2&minPriceMinor=400000' +
      '&maxPriceMinor=900000&stars=5&stars=4&minRating=8&neighbourhoods=Montmartre&propertyTypes=Hotel&popularWith=Couples' +
      '&amenities=Pool&freeCancellation=true&payOnArrival=true&near=Louvre&sort=cheapest';
    const state = readResultsState(new URLSearchParams(query));
    expect(writeResultsState(state).toString()).toBe(
      'destination=Paris&checkIn=2030-02-01&checkOut=2030-02-03&adults=3&children=1&rooms=2&minPriceMinor=400000' +
        '&maxPriceMinor=900000&stars=5&stars=4&minRating=8&neighbourhoods=Montmartre&propertyTypes=Hotel&popularWith=Couples&amenities=Pool' +
        '&freeCancellation=true&payOnArrival=true&near=Louvre&sort=cheapest',
    );
    expect(clearFilters(state)).toMatchObject({
      stars: [],
      minRating: 7,
      amenities: [],
      near: 'Louvre',
      sort: 'cheapest',
    });
    const bad = readResultsState(new URLSearchParams('adults=0&stars=9&minRating=11&sort=random&minPriceMinor=5000'));
    expect(bad).toMatchObject({ adults: 2, stars: [], minRating: 7, sort: 'best', minPriceMinor: 200_000 });
  });

  it('reads the whole rupees of earlier links (priceMin, priceMax) and writes paise under minPriceMinor, maxPriceMinor', () => {
    const state = readResultsState(new URLSearchParams('destination=Goa&priceMin=4000&priceMax=9500'), '2030-01-01');
    expect(state).toMatchObject({ minPriceMinor: 400_000, maxPriceMinor: 950_000 });
    const written = writeResultsState(state);
    expect(written.get('minPriceMinor')).toBe('400000');
    expect(written.get('maxPriceMinor')).toBe('950000');
    expect(written.has('priceMin')).toBe(false);
    expect(written.has('priceMax')).toBe(false);
    // Out of the slider's range (₹2,000 to ₹15,000): no limit, as before.
    expect(readResultsState(new URLSearchParams('priceMin=50&priceMax=99000'))).toMatchObject({
      minPriceMinor: 200_000,
      maxPriceMinor: 1_500_000,
    });
  });
});
