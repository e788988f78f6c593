import type { SupplierAnswer, SupplierSearchProgress } from '@travel/contracts/flights';
import type { AirSearch, AirSupplier, AirSupplierName, SupplierOffer } from './air';
import { mergeOffers, type MergedAirOffer } from './mergeOffers';
import type { OfferStore } from './offerStore';
import { scatterSearch } from './scatterSearch';
import type { SupplierGuard, SupplierHealth } from './supplierGuard';

/** How one supplier took part in a search; a search's state as the results page receives it. */
export type { SupplierAnswer };

export interface AirSearchResult extends SupplierSearchProgress {
  offers: MergedAirOffer[];
}

export interface GuardedAirSupplier {
  supplier: AirSupplier;
  guard: SupplierGuard;
}

/** A search's identity: the same trip and party, whatever order the caller wrote them in. */
export const searchKey = (search: AirSearch) =>
  [
    search.slices.map((s) => `${s.from}-${s.to}-${s.date}`).join(','),
    search.adults,
    search.children,
    search.infants,
    search.cabin,
  ].join(':');

/**
 * The flights' scatter and gather (scatterSearch.ts): every enabled supplier is asked at once, each under its own
 * deadline and circuit breaker; offers of the same itinerary are merged, their providers being the suppliers that
 * really answered. `onUpdate` sees the merged set grow as each supplier answers (the results page streams it). A
 * complete answer is kept until its earliest offer expires, so a repeated search is answered from the store.
 */
export function airSearch(deps: { suppliers: GuardedAirSupplier[]; store: OfferStore; now?: () => Date }) {
  const labels = Object.fromEntries(deps.suppliers.map(({ supplier }) => [supplier.name, supplier.label])) as Record<
    AirSupplierName,
    string
  >;
  const scatter = scatterSearch<AirSearch, SupplierOffer, MergedAirOffer>({
    suppliers: deps.suppliers.map(({ supplier, guard }) => ({
      name: supplier.name,
      label: supplier.label,
      search: (request, signal) => supplier.search(request, signal),
      guard,
    })),
    store: deps.store,
    key: searchKey,
    merge: (offers, _request, at) => mergeOffers(offers, labels, at),
    expiresAt: (offer) => offer.expiresAt,
    now: deps.now,
  });
  return {
    search: scatter.search as (
      request: AirSearch,
      onUpdate?: (result: AirSearchResult) => void,
    ) => Promise<AirSearchResult>,
    health: scatter.health as () => ({ supplier: AirSupplierName; label: string } & SupplierHealth)[],
  };
}

export type AirSearchService = ReturnType<typeof airSearch>;
