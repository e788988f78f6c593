import type { DisruptedSlice, FlightDisruption } from '@travel/contracts/disruptions';
import { longDay } from '../tripTexts';

/** What the airline did, as the banner and the review page head it. */
export const HEADLINES: Record<FlightDisruption['kind'], string> = {
  retimed: 'The airline changed the time of your flight',
  renumbered: 'The airline changed your flight number',
  cancelled: 'The airline cancelled your flight',
};

/** '12 Dec 2026, 06:10': a supplier's wall-clock time ('YYYY-MM-DDTHH:mm', the airport's own time). */
export function wallClock(local: string): string {
  const [date, time = ''] = local.split('T');
  return time ? `${longDay(date)}, ${time.slice(0, 5)}` : longDay(date);
}

/** 'BOM → DEL'. */
export const route = (slice: DisruptedSlice) => `${slice.from} → ${slice.to}`;

/** '6E 2131' or '6E 2131, 6E 502' for a slice of several flights. */
export const flightNumbers = (slice: DisruptedSlice) => slice.flightNumbers.join(', ');

/** '20 Dec 2026, 10:30 IST': an instant (a deadline) as the airline's notice and the emails give it. */
export const whenIst = (iso: string) =>
  `${new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso))} IST`;

/** A change the traveller may still answer: open, with something left to choose. */
export const isUnanswered = (disruption: FlightDisruption) =>
  disruption.status === 'open' && disruption.actions.length > 0;
