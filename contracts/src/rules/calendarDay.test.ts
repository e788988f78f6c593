import { isCalendarDay } from './calendarDay';

describe('isCalendarDay', () => {
  it.each(['2030-01-31', '2028-02-29', '2030-12-01'])('takes %s', (day) => expect(isCalendarDay(day)).toBe(true));
  it.each(['2030-13-01', '2030-02-30', '2029-02-29', '2030-1-01', '01-01-2030', '', undefined])('refuses %s', (day) =>
    expect(isCalendarDay(day)).toBe(false),
  );
});
