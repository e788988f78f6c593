import type { NavigateFunction } from 'react-router-dom';

export const NO_FLIGHT_MESSAGE = 'Please search and select a flight first.';

/**
 * A page that needs a chosen flight and has none (a new tab, an old bookmark) sends the traveller to the flight
 * search, which says why in the page (`searchNotice`): a visit that only passes through downloads no toast library.
 */
export function backToFlightSearch(navigate: NavigateFunction) {
  void navigate('/flight-home', { replace: true, state: { notice: NO_FLIGHT_MESSAGE } });
}

/** Why a page sent the traveller to the search, read from the history entry's state. */
export function searchNotice(state: unknown): string | undefined {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : undefined;
}
