/** The search tabs of home, each a remote's widget; the first is open on arrival (the shell's server preloads it). */
export const HOME_TABS = [
  { id: 'flight', label: 'Flight', remote: 'mf_flights', module: 'FlightSearchWidget' },
  { id: 'hotels', label: 'Hotels', remote: 'mf_hotels', module: 'HotelSearchWidget' },
] as const;
