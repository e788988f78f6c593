import { isCalendarDay } from './calendarDay';

/*
 * Calendar dates as YYYY-MM-DD strings, the way the pages, the URLs and the API carry them. A date-only string is
 * read as local midnight and a moment written back as its local calendar day, so the arithmetic between them never
 * shifts a day by the time-zone offset (nor across a daylight-saving change). Plain Date arithmetic, not date-fns:
 * these rules run on the flight and hotel pages' first visit, and date-fns' ISO parser alone was 1.9 KB gzipped of
 * it (docs/architecture.md, "The first paint").
 */

/** A YYYY-MM-DD day as local midnight; an ISO date-time as that moment (as date-fns' parseISO reads them). */
function readDay(value: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    if (!isCalendarDay(value)) return new Date(NaN);
    const [year, month, day] = value.split('-').map(Number);
    const date = new Date(2000, month - 1, day);
    date.setFullYear(year);
    return date;
  }
  return /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : new Date(NaN);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYY-MM-DD of a moment in the local calendar: the visitor's in a page, the server's in the API. */
export function isoDate(date: Date = new Date()): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = readDay(day);
  date.setDate(date.getDate() + days);
  return isoDate(date);
}

/** Whole nights between two YYYY-MM-DD dates (0 or negative when check-out is not after check-in; 0 if unreadable). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const dayOf = (value: string) => {
    const date = readDay(value);
    return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;
  };
  const nights = dayOf(checkOut) - dayOf(checkIn);
  return Number.isNaN(nights) ? 0 : nights;
}

/**
 * A YYYY-MM-DD day written out in British English with the given parts: { weekday: 'short', day: 'numeric',
 * month: 'short' } gives 'Fri 27 Nov'. The day is read and written in UTC, so no time zone moves it.
 */
export function formatDay(day: string, parts: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { ...parts, timeZone: 'UTC' });
}
