import {
  buildHotelSearchRequest,
  canAddRoom,
  canRemoveRoom,
  changeGuests,
  DEFAULT_HOTEL_GUESTS,
  emptyRoom,
  filterDestinations,
  guestsSummary,
  matchHotelCity,
  nightsBetween,
  parseChildAges,
  readStoredGuests,
  validateCancellationSearch,
  validateHotelBookingForm,
  writeStoredGuests,
  type HotelBookingFormValues,
} from './index';

const validForm = (overrides: Partial<HotelBookingFormValues> = {}): HotelBookingFormValues => ({
  checkinDate: '2030-05-10',
  checkoutDate: '2030-05-12',
  city: 'Dubai',
  nationality: 'IN',
  currency: 'INR',
  rooms: [emptyRoom()],
  ratings: [],
  fsc: false,
  sync: true,
  ...overrides,
});

describe('hotel guests', () => {
  it('never goes below 1 adult, 0 children, 1 room', () => {
    const guests = { adults: 1, children: 0, rooms: 1 };
    expect(changeGuests(guests, 'adults', -1)).toEqual(guests);
    expect(changeGuests(guests, 'children', -1)).toEqual(guests);
    expect(changeGuests(guests, 'rooms', -1)).toEqual(guests);
    expect(changeGuests(guests, 'children', 1)).toEqual({ adults: 1, children: 1, rooms: 1 });
  });

  it('round-trips through storage under guestsAdults, guestsChildren, guestsRooms', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(readStoredGuests(storage)).toEqual(DEFAULT_HOTEL_GUESTS);
    writeStoredGuests(storage, { adults: 3, children: 2, rooms: 2 });
    expect(Object.fromEntries(store)).toEqual({ guestsAdults: '3', guestsChildren: '2', guestsRooms: '2' });
    expect(readStoredGuests(storage)).toEqual({ adults: 3, children: 2, rooms: 2 });
    store.set('guestsAdults', '0');
    store.set('guestsRooms', 'many');
    expect(readStoredGuests(storage)).toEqual({ adults: 2, children: 2, rooms: 1 });
    expect(guestsSummary({ adults: 1, children: 1, rooms: 2 })).toBe('1 adult, 1 child, 2 rooms');
  });
});

describe('hotel search helpers', () => {
  it('filters the ten destinations and matches typed cities', () => {
    expect(filterDestinations('ba')).toEqual(['Dubai', 'Bangkok', 'Barcelona']);
    expect(filterDestinations('Mumbai')).toEqual([]);
    expect(filterDestinations('')).toHaveLength(10);
    expect(matchHotelCity('mumbai, India')).toBe('Mumbai');
    expect(matchHotelCity('Atlantis')).toBeUndefined();
    expect(nightsBetween('2030-03-30', '2030-04-02')).toBe(3);
  });
});

describe('hotel booking form', () => {
  it('accepts a complete form', () => {
    expect(validateHotelBookingForm(validForm(), '2030-05-01')).toEqual({});
  });

  it('names every missing or out-of-range field with its message', () => {
    const errors = validateHotelBookingForm(
      validForm({
        checkinDate: '',
        checkoutDate: '',
        city: ' ',
        nationality: '',
        currency: '',
        rooms: [
          { adults: '', children: 0, childAges: '' },
          { adults: 11, children: 13, childAges: '' },
          { adults: 2, children: 2, childAges: '4, x' },
        ],
      }),
    );
    expect(errors).toEqual({
      checkinDate: 'Check-in date is required',
      checkoutDate: 'Check-out date is required',
      city: 'City is required',
      nationality: 'Nationality is required',
      currency: 'Currency is required',
      roomErrors: [
        { adults: 'Adults is required' },
        { adults: 'Adults must be between 1 and 10', children: 'Children must be between 0 and 12' },
        { childAges: 'Enter one age (0-17) per child, separated by commas' },
      ],
    });
    expect(validateHotelBookingForm(validForm({ checkoutDate: '2030-05-10' })).checkoutDate).toBe(
      'Check-out date must be after the check-in date',
    );
    expect(validateHotelBookingForm(validForm(), '2030-06-01').checkinDate).toBe('Check-in date cannot be in the past');
  });

  it('allows 1 to 5 rooms: no remove for one room, no add at five', () => {
    expect(canRemoveRoom([emptyRoom()])).toBe(false);
    expect(canAddRoom(Array.from({ length: 4 }, emptyRoom))).toBe(true);
    expect(canAddRoom(Array.from({ length: 5 }, emptyRoom))).toBe(false);
  });

  it('builds the section 3 request: childAge only with children, all five ratings when none chosen', () => {
    expect(parseChildAges('4, x, 9,, 3.5')).toEqual([4, 9]);
    const request = buildHotelSearchRequest(
      validForm({
        rooms: [
          { adults: 2, children: 2, childAges: '4, 9' },
          { adults: 1, children: 0, childAges: '' },
        ],
      }),
    );
    expect(request).toEqual({
      searchQuery: {
        checkinDate: '2030-05-10',
        checkoutDate: '2030-05-12',
        roomInfo: [
          { numberOfAdults: 2, numberOfChild: 2, childAge: [4, 9] },
          { numberOfAdults: 1, numberOfChild: 0 },
        ],
        searchCriteria: { city: 'Dubai', nationality: 'IN', currency: 'INR' },
        searchPreferences: { ratings: [1, 2, 3, 4, 5], fsc: false },
      },
      sync: true,
    });
    expect(buildHotelSearchRequest(validForm({ ratings: [5, 3] })).searchQuery.searchPreferences.ratings).toEqual([
      3, 5,
    ]);
  });
});

describe('cancellation search', () => {
  it('requires Booking ID and email, checks email and an optional 10-digit phone', () => {
    expect(validateCancellationSearch({ bookingId: '', email: '', phone: '' })).toEqual({
      bookingId: 'Booking ID is required',
      email: 'Email is required',
    });
    expect(validateCancellationSearch({ bookingId: 'HB-1', email: 'a@b', phone: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Mobile number must be exactly 10 digits',
    });
    expect(validateCancellationSearch({ bookingId: 'HB-1', email: 'a@b.co', phone: '' })).toEqual({});
  });
});
