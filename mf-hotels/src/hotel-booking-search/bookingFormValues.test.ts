import { emptyRoom } from '@travel/contracts/rules';
import {
  childrenChange,
  initialBookingValues,
  numberOrBlank,
  replaceRoom,
  toggleRating,
  withoutRoom,
} from './bookingFormValues';

describe('booking form values', () => {
  it('starts from the link: dates and a known city, one room, Indian rupees, synchronous', () => {
    const values = initialBookingValues(new URLSearchParams('city=mumbai&checkIn=2030-04-01'));
    expect(values).toEqual({
      checkinDate: '2030-04-01',
      checkoutDate: '2030-04-02',
      city: 'Mumbai',
      nationality: 'IN',
      currency: 'INR',
      rooms: [{ adults: 2, children: 0, childAges: '' }],
      ratings: [],
      fsc: false,
      sync: true,
    });
    expect(initialBookingValues(new URLSearchParams('city=Atlantis'))).toMatchObject({
      checkinDate: '',
      checkoutDate: '',
      city: '',
    });
  });

  it('keeps a blank number blank, so the required message can show', () => {
    expect(numberOrBlank('')).toBe('');
    expect(numberOrBlank('3')).toBe(3);
  });

  it('changes or removes one room and leaves the others', () => {
    const rooms = [emptyRoom(), emptyRoom(), emptyRoom()];
    expect(replaceRoom(rooms, 1, { adults: 4 }).map((room) => room.adults)).toEqual([2, 4, 2]);
    expect(withoutRoom(replaceRoom(rooms, 2, { adults: 1 }), 1).map((room) => room.adults)).toEqual([2, 1]);
  });

  it('empties the ages when the children go back to none', () => {
    const room = { adults: 2, children: 2, childAges: '4, 9' } as const;
    expect(childrenChange(room, '0')).toEqual({ children: 0, childAges: '' });
    expect(childrenChange(room, '3')).toEqual({ children: 3, childAges: '4, 9' });
  });

  it('toggles a star rating on and off', () => {
    expect(toggleRating([3], 4)).toEqual([3, 4]);
    expect(toggleRating([3, 4], 3)).toEqual([4]);
  });
});
