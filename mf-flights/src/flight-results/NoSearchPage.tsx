import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readFlightSearchQuery } from '@travel/contracts/flights';
import { searchFromQuery } from '../search/searchState';
import { SearchFirst } from './SearchFirst';

/**
 * /flight-details for a link without a date (a bookmark, the navbar's history): only the search card, prefilled with
 * what the link had. `onSearchNear` runs when the pointer or the focus reaches the card, for the results' code.
 */
export default function NoSearchPage({ onSearchNear }: { onSearchNear: () => void }) {
  const [params] = useSearchParams();
  const initial = useMemo(() => searchFromQuery(readFlightSearchQuery(params)), [params]);
  return <SearchFirst initial={initial} problem={null} onNear={onSearchNear} />;
}
