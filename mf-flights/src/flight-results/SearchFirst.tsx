import { FlightSearchWidget } from '../flight-search/FlightSearchWidget';
import type { FlightSearchState } from '../search/searchState';
import './SearchFirst.css';

/**
 * /flight-details without a search it can run (no query, or one the API turned down): the search card,
 * prefilled with what the link had and the defaults for the rest, and what to fix in words a person can act on.
 */
export function SearchFirst({
  initial,
  problem,
  onNear,
}: {
  initial: FlightSearchState;
  problem: string | null;
  /** Runs when the pointer or the focus reaches the card (to fetch the results' code before the search). */
  onNear?: () => void;
}) {
  return (
    <div className="tp-page fr-search-first" onPointerEnter={onNear} onFocus={onNear}>
      <h1>Search flights</h1>
      {problem ? (
        <p className="fr-search-first__problem" role="alert">
          {problem}
        </p>
      ) : (
        <p>Choose where and when you fly to see the flights and their fares.</p>
      )}
      <FlightSearchWidget initial={initial} />
    </div>
  );
}
