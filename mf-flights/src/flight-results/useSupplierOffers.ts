import { useEffect, useMemo, useState } from 'react';
import type { MergedFlightOffer, ProviderQuote, SupplierSearchProgress } from '@travel/contracts/flights';
import { nextExpiry, quotesByFlight } from './supplierQuotes';

/** One flight of the trip, asked of the suppliers as a one-way search. */
export interface SupplierLeg {
  from: string;
  to: string;
  date: string;
}

/** What the suppliers are asked: each leg, for the search's travellers and cabin. */
export interface SupplierSearch {
  legs: SupplierLeg[];
  adults: number;
  childAges: number[];
  cabin: string;
}

/** The suppliers' search of the page's search: each flight of the trip one way, its travellers and cabin. */
export function supplierSearchOf(search: {
  tripType: string;
  from: string;
  to: string;
  departureDate: string;
  returnDate: string;
  extraLegs: SupplierLeg[];
  adults: number;
  children: number;
  childAges: number[];
  travelClass: string;
}): SupplierSearch {
  const legs: SupplierLeg[] = [{ from: search.from, to: search.to, date: search.departureDate }];
  if (search.tripType === 'Round-trip' && search.returnDate) {
    legs.push({ from: search.to, to: search.from, date: search.returnDate });
  }
  if (search.tripType === 'Multi-city') legs.push(...search.extraLegs);
  return {
    legs: legs.filter((leg) => leg.from && leg.to && leg.date),
    adults: search.adults,
    childAges: search.childAges.slice(0, search.children),
    cabin: search.travelClass,
  };
}

/** GET /api/flights/offers's URL for one leg. */
export function supplierOffersUrl(leg: SupplierLeg, search: Omit<SupplierSearch, 'legs'>): string {
  const params = new URLSearchParams({ from: leg.from, to: leg.to, date: leg.date, adults: String(search.adults) });
  search.childAges.forEach((age) => params.append('childAges', String(age)));
  params.set('cabin', search.cabin);
  return `/api/flights/offers?${params.toString()}`;
}

/** One leg's stream: nothing heard yet, the latest progress, or the stream broke before it completed. */
type LegState =
  | { state: 'waiting' }
  | { state: 'progress'; progress: SupplierSearchProgress }
  | { state: 'failed'; progress: SupplierSearchProgress | null };

const NOT_ANSWERED = new Set(['failed', 'timed_out', 'skipped']);

export interface SupplierOffersState {
  /** Each flight's unexpired supplier quotes (supplierQuotes.ts's key). */
  quotes: ReadonlyMap<string, readonly ProviderQuote[]>;
  /** The time the quotes were last checked against their expiry. */
  now: number;
  /** True until every leg has said who it is asking. */
  starting: boolean;
  /** The labels of the suppliers still being asked. */
  pending: string[];
  /** The labels of the suppliers that failed, timed out or were skipped. */
  notAnswered: string[];
  /** A leg's stream broke (an `event: failed` or a lost connection) before it completed. */
  interrupted: boolean;
}

const unique = (labels: string[]) => [...new Set(labels)];

/**
 * Asks every supplier for each leg of the search, one EventSource per leg (GET /api/flights/offers), and keeps
 * their quotes as they stream in. Each stream is closed when it completes or fails, and all of them when the
 * search changes or the page goes. Quotes past their expiry drop out (a timer wakes at the next one).
 * With no search (null) nothing is asked.
 */
export function useSupplierOffers(search: SupplierSearch | null): SupplierOffersState {
  const urls = useMemo(
    // Without EventSource (a page drawn at build time) nothing is asked.
    () =>
      search && typeof EventSource !== 'undefined' ? search.legs.map((leg) => supplierOffersUrl(leg, search)) : [],
    // The URLs say everything the search asks; a new object for the same search asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search && JSON.stringify(search)],
  );
  const urlsKey = urls.join('\n');
  const [legs, setLegs] = useState<{ key: string; states: LegState[] }>({ key: '', states: [] });
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (urls.length === 0) return undefined;
    const update = (index: number, next: (current: LegState) => LegState) => {
      setLegs((current) => {
        const states = current.key === urlsKey ? current.states : urls.map((): LegState => ({ state: 'waiting' }));
        return { key: urlsKey, states: states.map((leg, i) => (i === index ? next(leg) : leg)) };
      });
      // Check the quotes it brings against the clock of now.
      setNow(Date.now());
    };
    const lastProgress = (leg: LegState) => (leg.state === 'waiting' ? null : leg.progress);
    const sources = urls.map((url, index) => {
      const source = new EventSource(url);
      source.addEventListener('offers', (event) => {
        let progress: SupplierSearchProgress;
        try {
          progress = JSON.parse((event as MessageEvent<string>).data) as SupplierSearchProgress;
        } catch {
          return;
        }
        if (progress.complete) source.close();
        update(index, () => ({ state: 'progress', progress }));
      });
      const broke = () => {
        source.close();
        update(index, (leg) =>
          leg.state === 'progress' && leg.progress.complete ? leg : { state: 'failed', progress: lastProgress(leg) },
        );
      };
      source.addEventListener('failed', broke);
      // The browser would connect again and again: a stream that broke is one failed search.
      source.onerror = broke;
      return source;
    });
    return () => sources.forEach((source) => source.close());
  }, [urls, urlsKey]);

  const states = useMemo(
    () => (legs.key === urlsKey ? legs.states : urls.map((): LegState => ({ state: 'waiting' }))),
    [legs, urls, urlsKey],
  );
  const offers: MergedFlightOffer[] = useMemo(
    () => states.flatMap((leg) => (leg.state === 'waiting' ? [] : (leg.progress?.offers ?? []))),
    [states],
  );
  const quotes = useMemo(() => quotesByFlight(offers, now), [offers, now]);
  useEffect(() => {
    const at = nextExpiry(quotes, now);
    if (at === null) return undefined;
    // setTimeout's delay is a 32-bit integer: a far expiry is checked again within the day.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(at - Date.now(), 0) + 50, 86_400_000));
    return () => clearTimeout(timer);
  }, [quotes, now]);

  const progresses = states.flatMap((leg) => (leg.state !== 'waiting' && leg.progress ? [leg.progress] : []));
  return {
    quotes,
    now,
    starting: states.some((leg) => leg.state === 'waiting'),
    pending: unique(
      states.flatMap((leg) => (leg.state === 'progress' && !leg.progress.complete ? leg.progress.pending : [])),
    ),
    notAnswered: unique(
      progresses.flatMap((progress) =>
        progress.answers.filter((answer) => NOT_ANSWERED.has(answer.outcome)).map((answer) => answer.label),
      ),
    ),
    interrupted: states.some((leg) => leg.state === 'failed'),
  };
}
