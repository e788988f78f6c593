import { nightsBetween } from '@travel/contracts/rules';

export interface StayDates {
  checkIn: string;
  checkOut: string;
}

/** What is wrong with a search's dates (a date missing counts as no night), or null. */
export const stayDatesProblem = ({ checkIn, checkOut }: StayDates) =>
  nightsBetween(checkIn, checkOut) < 1 ? 'Check-out must be at least one night after check-in' : null;
