import { FLIGHT_DATE_GRACE_DAYS, flightDateWindow } from './flightSearch';

describe('flight date window', () => {
  it('runs from today to the 90th day of the inventory; the API also keeps yesterday', () => {
    expect(flightDateWindow('2026-11-21')).toEqual({ first: '2026-11-21', last: '2027-02-18' });
    expect(flightDateWindow('2026-11-21', FLIGHT_DATE_GRACE_DAYS)).toEqual({ first: '2026-11-20', last: '2027-02-18' });
  });
});
