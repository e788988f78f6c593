import { useEffect, useMemo, useState } from 'react';
import type { HotelSupplierProgress, HotelSupplierQuote } from '@travel/contracts/hotels';
import { useEventStream } from '@travel/shared-ui/paged-query';
import { nextExpiry, quotesByHotel } from './hotelQuotes';

/** What the hotel suppliers are asked: the city and the stay, each room's guests (`room=2&room=1-6`). */
export interface HotelOffersSearch {
  destination: string;
  checkIn: string;
  checkOut: string;
  room: string[];
}

/** GET /api/hotels/offers's URL for a stay. */
export function hotelOffersUrl(search: HotelOffersSearch): string {
  const params = new URLSearchParams({
    destination: search.destination,
    checkIn: search.checkIn,
    checkOut: search.checkOut,
  });
  search.room.forEach((room) => params.append('room', room));
  return `/api/hotels/offers?${params.toString()}`;
}

const NOT_ANSWERED = new Set(['failed', 'timed_out', 'skipped']);
const isComplete = (progress: HotelSupplierProgress) => progress.complete;

export interface HotelOffersState {
  /** Each of our hotels' unexpired supplier quotes, by its id. */
  quotes: ReadonlyMap<string, readonly HotelSupplierQuote[]>;
  /** The time the quotes were last checked against their expiry. */
  now: number;
  /** True until the stream has said who it is asking. */
  starting: boolean;
  /** The labels of the suppliers still being asked. */
  pending: string[];
  /** The labels of the suppliers that failed, timed out or were skipped. */
  notAnswered: string[];
  /** The stream broke (an `event: failed` or a lost connection) before it completed. */
  interrupted: boolean;
}

/**
 * Asks every hotel supplier for the stay (one EventSource on GET /api/hotels/offers, closed when it completes or
 * breaks, when the search changes and when the page goes) and keeps their quotes as they stream in. Quotes past
 * their expiry drop out (a timer wakes at the next one). With no search (null) nothing is asked.
 */
export function useHotelOffers(search: HotelOffersSearch | null): HotelOffersState {
  const url = search ? hotelOffersUrl(search) : null;
  const stream = useEventStream<HotelSupplierProgress>(url, 'offers', isComplete);
  const progress = stream.state === 'waiting' ? null : stream.data;
  const [now, setNow] = useState(() => Date.now());
  // Each new answer is checked against the clock of now.
  useEffect(() => setNow(Date.now()), [progress]);
  const quotes = useMemo(() => quotesByHotel(progress?.offers ?? [], now), [progress, now]);
  useEffect(() => {
    const at = nextExpiry(quotes, now);
    if (at === null) return undefined;
    // setTimeout's delay is a 32-bit integer: a far expiry is checked again within the day.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(at - Date.now(), 0) + 50, 86_400_000));
    return () => clearTimeout(timer);
  }, [quotes, now]);

  return {
    quotes,
    now,
    starting: url !== null && typeof EventSource !== 'undefined' && stream.state === 'waiting',
    pending: stream.state === 'progress' && !stream.data.complete ? stream.data.pending : [],
    notAnswered: (progress?.answers ?? [])
      .filter((answer) => NOT_ANSWERED.has(answer.outcome))
      .map((answer) => answer.label),
    interrupted: stream.state === 'failed',
  };
}
