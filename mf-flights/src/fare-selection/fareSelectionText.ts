/** 'Thu, 26 Nov 2026' */
export const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** '1 passenger', '3 passengers' */
export const passengersLabel = (count: number) => `${count} ${count === 1 ? 'passenger' : 'passengers'}`;
