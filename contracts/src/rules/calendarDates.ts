import { addDays as addToDate, differenceInCalendarDays, formatISO } from 'date-fns';
import { isCalendarDay } from './calendarDay';

/*
 * Calendar dates as YYYY-MM-DD strings, the way the pages, the URLs and the API carry them. A date-only string is
 * read as local midnight and formatISO writes the local calendar day back, so the arithmetic between them never
 * shifts a day by the time-zone offset (nor across a daylight-saving change).
 */

/**
 * A YYYY-MM-DD day as local midnight; an ISO date-time without an offset as that local moment. The platform's
 * parser reads these forms as local time, so date-fns' parseISO (1.9 KB gzipped on every flight and hotel page's
 * first visit) is not needed for them (docs/performance.md, "The first paint").
 */
function readDay(value: string): Date {
  if (isCalendarDay(value)) return new Date(`${value}T00:00:00`);
  return /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : new Date(NaN);
}

/** YYYY-MM-DD of a moment in the local calendar: the visitor's in a page, the server's in the API. */
export function isoDate(date: Date = new Date()): string {
  return formatISO(date, { representation: 'date' });
}

/** The calendar day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return isoDate(addToDate(readDay(day), days));
}

/** Whole nights between two YYYY-MM-DD dates (0 or negative when check-out is not after check-in; 0 if unreadable). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const nights = differenceInCalendarDays(readDay(checkOut), readDay(checkIn));
  return Number.isNaN(nights) ? 0 : nights;
}

/**
 * A YYYY-MM-DD day written out in British English with the given parts: { weekday: 'short', day: 'numeric',
 * month: 'short' } gives 'Fri 27 Nov'. The day is read and written in UTC, so no time zone moves it.
 */
export function formatDay(day: string, parts: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { ...parts, timeZone: 'UTC' });
}
