import { Value } from '@sinclair/typebox/value';
import { HotelSearchQuery } from './hotels.schemas';
import { readHotelSearchQuery, writeHotelSearchQuery } from './hotelSearchQuery';

const read = (text: string) => readHotelSearchQuery(new URLSearchParams(text));

describe('the hotel search query string', () => {
  it('reads every field of the schema, each as its type, and writes it back as it was', () => {
    const text =
      'destination=Paris&checkIn=2030-02-01&checkOut=2030-02-03&adults=3&children=1&rooms=2&room=2&room=1-6' +
      '&minPriceMinor=400000&maxPriceMinor=900000&priceMin=4000&priceMax=9000&stars=5&stars=4&minRating=7.5' +
      '&neighbourhoods=Montmartre&neighbourhoods=Le+Marais&propertyTypes=Hotel&popularWith=Couples&amenities=Pool' +
      '&freeCancellation=true&payOnArrival=true&breakfastIncluded=true&dealsTonight=true&near=Louvre&sort=cheapest' +
      '&page=2&pageSize=20';

    const query = read(text);

    expect(query).toEqual({
      destination: 'Paris',
      checkIn: '2030-02-01',
      checkOut: '2030-02-03',
      adults: 3,
      children: 1,
      rooms: 2,
      room: ['2', '1-6'],
      minPriceMinor: 400000,
      maxPriceMinor: 900000,
      priceMin: 4000,
      priceMax: 9000,
      stars: [5, 4],
      minRating: 7.5,
      neighbourhoods: ['Montmartre', 'Le Marais'],
      propertyTypes: ['Hotel'],
      popularWith: ['Couples'],
      amenities: ['Pool'],
      freeCancellation: true,
      payOnArrival: true,
      breakfastIncluded: true,
      dealsTonight: true,
      near: 'Louvre',
      sort: 'cheapest',
      page: 2,
      pageSize: 20,
    });
    // Every field of the API's schema is read: none is missing from the query above.
    expect(Object.keys(query).sort()).toEqual(Object.keys(HotelSearchQuery.properties).sort());
    expect(Value.Check(HotelSearchQuery, query)).toBe(true);
    expect(writeHotelSearchQuery(query).toString()).toBe(text);
  });

  it("writes the schema's order whatever the object's, and leaves out what is empty or off", () => {
    const written = writeHotelSearchQuery({
      sort: 'rating',
      stars: [],
      near: '',
      freeCancellation: false,
      children: 0,
      destination: 'Goa',
    });
    expect(written.toString()).toBe('destination=Goa&children=0&sort=rating');
  });

  it('leaves out values of the wrong type, so the page takes its default', () => {
    expect(
      read('destination=&adults=two&children=1.5&minRating=high&stars=5&stars=x&sort=random&freeCancellation=1&page='),
    ).toEqual({ stars: [5] });
  });

  it('keeps values of the right type out of bounds for the API to refuse, and an unknown field out', () => {
    expect(read('destination=Goa&adults=0&stars=9&minRating=11&city=Goa')).toEqual({
      destination: 'Goa',
      adults: 0,
      stars: [9],
      minRating: 11,
    });
  });
});
