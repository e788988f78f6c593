import { addDays, formatDay, isoDate, nightsBetween } from './calendarDates';

// Whatever the machine's time zone (try TZ=Pacific/Auckland or TZ=America/New_York), these are calendar days.
describe('calendar dates', () => {
  it('writes a moment as its day in the local calendar, late evening included', () => {
    expect(isoDate(new Date(2026, 2, 29, 23, 30))).toBe('2026-03-29');
    expect(isoDate(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
  });

  it('adds days across months, years, leap days and daylight-saving changes', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30'); // Europe springs forward on the 29th
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02'); // the United States fall back on the 1st
    expect(addDays('2026-11-21', 89)).toBe('2027-02-18');
  });

  it('counts nights as calendar days, 0 when a date is unreadable', () => {
    expect(nightsBetween('2030-03-30', '2030-04-02')).toBe(3);
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(nightsBetween('2026-03-30', '2026-03-28')).toBe(-2);
    expect(nightsBetween('', '2026-03-28')).toBe(0);
    expect(nightsBetween('2030-02-27', '2030-02-30')).toBe(0);
    expect(nightsBetween('2026-03-28', 'next week')).toBe(0);
  });

  it('reads a date-time as its local calendar day, as a day would be', () => {
    expect(addDays('2026-11-21T18:45:00', 10)).toBe('2026-12-01');
    expect(nightsBetween('2026-03-28T23:00', '2026-03-30T01:00')).toBe(2);
  });

  it('refuses to add days to a day not on the calendar', () => {
    expect(() => addDays('2030-13-01', 1)).toThrow(RangeError);
  });

  it('writes a day out as that day in any time zone', () => {
    expect(formatDay('2026-11-27', { weekday: 'short', day: 'numeric', month: 'short' })).toBe('Fri 27 Nov');
    expect(formatDay('2026-01-01', { month: 'long', year: 'numeric' })).toBe('January 2026');
  });
});
