import { airportLabel, formatDay } from '@travel/contracts/rules';
import type { LegResult } from '@travel/contracts/flights';

/** 'Fri 27 Nov' */
export const cardDay = (day: string) => formatDay(day, { weekday: 'short', day: 'numeric', month: 'short' });

type LegScope = Pick<LegResult, 'departureWindow' | 'nearby'>;

/** True when the leg's flights depart on more than one day (a flexible search): cards then show their date. */
export const spansDays = (leg: LegScope) => leg.departureWindow.first !== leg.departureWindow.last;

/** 'Departing Tue 24 Nov - Mon 30 Nov', or null for one day. */
export function windowNote(leg: LegScope): string | null {
  return spansDays(leg)
    ? `Departing ${cardDay(leg.departureWindow.first)} – ${cardDay(leg.departureWindow.last)}`
    : null;
}

/** 'Including nearby airports: London Gatwick (LGW), Newark (EWR)', or null when none were added. */
export function nearbyNote(leg: LegScope): string | null {
  const airports = [...leg.nearby.from, ...leg.nearby.to];
  return airports.length ? `Including nearby airports: ${airports.map(airportLabel).join(', ')}` : null;
}
