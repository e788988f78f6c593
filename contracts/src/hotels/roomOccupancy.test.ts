import { Value } from '@sinclair/typebox/value';
import { hotelStayProblems } from '../hotel-checkout/hotelCheckoutRules';
import { HotelRoomsQuery, HotelSearchQuery } from './index';
import {
  formatRoomParam,
  orderRoomGuests,
  parseRoomParam,
  readRoomGuests,
  roomCompanions,
  roomGuestsText,
  roomGuestsTotals,
  roomParams,
  spreadGuests,
  type OrderRoomsInput,
} from './roomOccupancy';

describe("each room's guests in the URL (room=2&room=1-6)", () => {
  const uneven = [
    { adults: 2, children: 0, childAges: [] },
    { adults: 1, children: 1, childAges: [6] },
  ];

  it('writes and reads back the same rooms', () => {
    const params = roomParams(uneven)!;
    expect(params).toEqual(['2', '1-6']);
    const url = new URLSearchParams(params.map((room) => ['room', room]));
    expect(url.toString()).toBe('room=2&room=1-6');
    expect(readRoomGuests({ room: url.getAll('room') })).toEqual(uneven);
    expect(roomGuestsTotals(uneven)).toEqual({ adults: 3, children: 1, rooms: 2, childAges: [6] });
    expect(formatRoomParam({ adults: 1, childAges: [0, 17] })).toBe('1-0-17');
  });

  it('refuses a room that is not one', () => {
    expect(parseRoomParam('0')).toBeUndefined();
    expect(parseRoomParam('11')).toBeUndefined();
    expect(parseRoomParam('2-18')).toBeUndefined();
    expect(parseRoomParam('2,6')).toBeUndefined();
    expect(readRoomGuests({ room: ['2', 'two'] })).toBeUndefined();
  });

  it('still reads the earlier shape, the guests spread as evenly as they go', () => {
    expect(readRoomGuests({ adults: 3, children: 1, rooms: 2, childAges: [6] })).toEqual(uneven);
    expect(readRoomGuests({})).toEqual([{ adults: 2, children: 0, childAges: [] }]);
    // An age not known yet (the results page's widget has counts only): no `room` can be written for it.
    const unknownAge = spreadGuests(2, 1, 1);
    expect(unknownAge).toEqual([{ adults: 2, children: 1, childAges: [] }]);
    expect(roomParams(unknownAge)).toBeUndefined();
  });

  it('spreads no room above ceil(guests / rooms) in any count, as the even rule always did', () => {
    for (let rooms = 1; rooms <= 5; rooms++)
      for (let adults = rooms; adults <= 10; adults++)
        for (let children = 0; children <= 6; children++) {
          const spread = spreadGuests(adults, children, rooms);
          expect(roomGuestsTotals(spread)).toMatchObject({ adults, children, rooms });
          expect(Math.max(...spread.map((r) => r.adults))).toBe(Math.ceil(adults / rooms));
          expect(Math.max(...spread.map((r) => r.children))).toBe(Math.ceil(children / rooms));
          expect(Math.max(...spread.map((r) => r.adults + r.children))).toBe(Math.ceil((adults + children) / rooms));
        }
  });

  it('is the API query of the search and of the rooms, beside the earlier totals', () => {
    expect(Value.Check(HotelSearchQuery, { destination: 'Paris', room: ['2', '1-6'] })).toBe(true);
    expect(Value.Check(HotelRoomsQuery, { checkIn: '2030-03-01', checkOut: '2030-03-03', room: ['2', '1-6'] })).toBe(
      true,
    );
    expect(Value.Check(HotelRoomsQuery, { checkIn: '2030-03-01', checkOut: '2030-03-03', adults: 2, rooms: 1 })).toBe(
      true,
    );
    expect(Value.Check(HotelRoomsQuery, { checkIn: '2030-03-01', checkOut: '2030-03-03', room: ['2 adults'] })).toBe(
      false,
    );
  });

  it('says a room has two adults, or an adult and a child', () => {
    expect(roomGuestsText(uneven[0])).toBe('2 adults');
    expect(roomGuestsText(uneven[1])).toBe('1 adult, 1 child');
  });

  it("checkout's stay rules: the rooms' guests must be rooms and add up to the stay", () => {
    const stay = { checkIn: '2030-03-01', checkOut: '2030-03-03', rooms: 2, adults: 3, childAges: [6] };
    expect(hotelStayProblems({ ...stay, room: ['2', '1-6'] }, '2030-01-01')).toEqual([]);
    expect(hotelStayProblems({ ...stay, room: ['2', '1-7'] }, '2030-01-01')).toEqual([
      { field: 'room', message: "The rooms' guests must add up to the stay's adults and children" },
    ]);
    expect(hotelStayProblems({ ...stay, room: ['3-6'] }, '2030-01-01')).toEqual([
      { field: 'room', message: 'Give the guests of each of the 2 room(s)' },
    ]);
  });
});

describe("an order's rooms and who sleeps in each", () => {
  // A lead guest as an order keeps it: without its room's party when the order was made before rooms were kept.
  const lead: OrderRoomsInput['guests'][number] & { title: string; firstName: string; lastName: string } = {
    title: 'Ms',
    firstName: 'Asha',
    lastName: 'Verma',
  };

  it("reads each room's guests the order kept, else spreads its totals", () => {
    const perRoom = {
      rooms: 2,
      adults: 3,
      childAges: [6],
      guests: [
        { ...lead, adults: 2, childAges: [] },
        { ...lead, adults: 1, childAges: [6] },
      ],
    };
    expect(orderRoomGuests(perRoom)).toEqual([
      { adults: 2, children: 0, childAges: [] },
      { adults: 1, children: 1, childAges: [6] },
    ]);
    // An order from before rooms were kept: 3 adults and a child over 2 rooms, as the search spread them.
    expect(orderRoomGuests({ rooms: 2, adults: 3, childAges: [6], guests: [lead, lead] })).toEqual([
      { adults: 2, children: 0, childAges: [] },
      { adults: 1, children: 1, childAges: [6] },
    ]);
  });

  it('names everyone beside the lead guest', () => {
    expect(roomCompanions({ adults: 1, children: 0, childAges: [] })).toEqual([]);
    expect(roomCompanions({ adults: 2, children: 0, childAges: [] })).toEqual(['1 more adult']);
    expect(roomCompanions({ adults: 3, children: 2, childAges: [4, 9] })).toEqual([
      '2 more adults',
      'child aged 4',
      'child aged 9',
    ]);
    expect(roomCompanions({ adults: 1, children: 2, childAges: [] })).toEqual(['2 children']);
  });
});
