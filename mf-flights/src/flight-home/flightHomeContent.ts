/** Static content of /flight-home (fixed sample deals; tips written for the page). */
export interface Deal {
  destination: string;
  country: string;
  /** Rupees. */
  price: number;
  tag: string;
  description: string;
  /** Airport code when the portal flies there: the card then opens a search from Mumbai. */
  code?: string;
}

/** The destination's drawn picture, served by the API (no binary assets in the repository). */
export const dealImage = (destination: string) =>
  `/api/deals/images/${destination.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`;

export const DEALS: Deal[] = [
  {
    destination: 'Dubai',
    country: 'UAE',
    price: 12999,
    tag: 'Most booked',
    description: 'Skyline, souks and desert evenings.',
    code: 'DXB',
  },
  {
    destination: 'Singapore',
    country: 'Singapore',
    price: 18999,
    tag: 'Family pick',
    description: 'Gardens, hawker food and a world-class airport.',
    code: 'SIN',
  },
  {
    destination: 'Bangkok',
    country: 'Thailand',
    price: 15999,
    tag: 'Budget friendly',
    description: 'Temples, street food and island hops.',
  },
  {
    destination: 'London',
    country: 'United Kingdom',
    price: 45999,
    tag: 'Long weekend',
    description: 'Museums, markets and West End shows.',
    code: 'LHR',
  },
  {
    destination: 'Tokyo',
    country: 'Japan',
    price: 38999,
    tag: 'Trending',
    description: 'Neon nights, quiet shrines and ramen.',
    code: 'NRT',
  },
  {
    destination: 'New York',
    country: 'United States',
    price: 62999,
    tag: 'Bucket list',
    description: 'Broadway, bagels and Central Park.',
    code: 'JFK',
  },
];

export interface Tip {
  title: string;
  text: string;
}

export const TIPS: Tip[] = [
  { title: 'Book 3-6 weeks ahead', text: 'Domestic fares are usually lowest a month before departure.' },
  { title: 'Fly mid-week', text: 'Tuesday and Wednesday departures are often cheaper than weekends.' },
  { title: 'Check the month view', text: 'Use View month on the results page to spot the cheapest day.' },
  {
    title: 'Mind the baggage',
    text: 'Saver fares carry cabin baggage only: compare the total, not the headline price.',
  },
  { title: 'Web check-in early', text: 'Web check-in opens 48 hours before departure: pick your seat first.' },
  { title: 'Set a price alert', text: 'Tick Price alert when searching and we will tell you when fares drop.' },
];
