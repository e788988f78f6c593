import { formatDay } from '@travel/contracts/rules';

/** 'Thu, 26 Nov 2026' */
export const longDate = (day: string) =>
  formatDay(day, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** '1 passenger', '3 passengers' */
export const passengersLabel = (count: number) => `${count} ${count === 1 ? 'passenger' : 'passengers'}`;
