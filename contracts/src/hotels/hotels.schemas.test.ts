import { Value } from '@sinclair/typebox/value';
import { buildHotelSearchRequest, emptyRoom, type HotelBookingFormValues } from '../rules';
import { HotelSearchQuery, HotelSearchRequest } from './hotels.schemas';

const form = (overrides: Partial<HotelBookingFormValues> = {}): HotelBookingFormValues => ({
  checkinDate: '2030-05-10',
  checkoutDate: '2030-05-12',
  city: 'Dubai',
  nationality: 'IN',
  currency: 'USD',
  rooms: [emptyRoom(), { adults: 1, children: 2, childAges: '4, 9' }],
  ratings: [4, 5],
  fsc: true,
  sync: true,
  ...overrides,
});

describe('hotel schemas', () => {
  it('accept the request the booking form builds, as the API checks it', () => {
    expect(Value.Errors(HotelSearchRequest, buildHotelSearchRequest(form())).First()).toBeUndefined();
  });

  it('refuse a currency the form does not offer, and the form never sends one', () => {
    const request = buildHotelSearchRequest(form());
    const aud = {
      ...request,
      searchQuery: { ...request.searchQuery, searchCriteria: { city: 'Dubai', nationality: 'IN', currency: 'AUD' } },
    };
    expect(Value.Check(HotelSearchRequest, aud)).toBe(false);
    expect(buildHotelSearchRequest(form({ currency: 'AUD' })).searchQuery.searchCriteria.currency).toBe('INR');
  });

  it('take the results page query with lists and a sort tab, and refuse an unknown sort', () => {
    const query = { destination: 'Mumbai', stars: [4, 5], freeCancellation: true, sort: 'cheapest', page: 2 };
    expect(Value.Check(HotelSearchQuery, query)).toBe(true);
    expect(Value.Check(HotelSearchQuery, { ...query, sort: 'nearest' })).toBe(false);
  });
});
