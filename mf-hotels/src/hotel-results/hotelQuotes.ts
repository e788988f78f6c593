import type { HotelCard, HotelOfferGroup, HotelSupplierQuote } from '@travel/contracts/hotels';

/** The currency our prices and the cards' totals are in; a quote in another one cannot be compared here. */
const CARD_CURRENCY = 'INR';

/** One line of a card's "Compare N providers": who sells the stay, for how much, how it is paid and cancelled. */
export interface ProviderRow {
  /** 'own' for our own rate, else the supplier that quoted ('hotelbeds', 'duffel-stays'). */
  supplier: string;
  label: string;
  /** Every room and night of the stay, in paise. */
  totalMinor: number;
  /** Paid to us now, or to the hotel at the stay. */
  payment: 'pay_now' | 'pay_at_hotel';
  /** The cancellation policy as the seller states it. */
  policy: string;
  /** When the supplier's price lapses; null for our own rate. */
  expiresAt: string | null;
}

/** An instant as a policy line writes it, in UTC (a card knows no hotel's time zone): '8 Dec, 11:59'. */
const policyMoment = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'UTC',
  })}`;

/**
 * A supplier's cancellation policy in the card's words: free until its deadline while that is ahead, else
 * non-refundable (what cancelling costs then is the supplier's, checked with the rate before payment).
 */
export function policyText(cancellation: HotelSupplierQuote['cancellation'], now: number): string {
  return cancellation.freeUntil && Date.parse(cancellation.freeUntil) > now
    ? `Free cancellation until ${policyMoment(cancellation.freeUntil)} UTC`
    : 'Non-refundable';
}

/**
 * The suppliers' quotes by our hotel's id: each supplier's cheapest quote in rupees that has not expired at
 * `now`. A supplier quoting twice for one property counts once, at the lower total.
 */
export function quotesByHotel(groups: readonly HotelOfferGroup[], now: number): Map<string, HotelSupplierQuote[]> {
  const byHotel = new Map<string, Map<string, HotelSupplierQuote>>();
  for (const group of groups) {
    const bySupplier = byHotel.get(group.hotelId) ?? new Map<string, HotelSupplierQuote>();
    for (const quote of group.quotes) {
      if (quote.total.currency !== CARD_CURRENCY || Date.parse(quote.expiresAt) <= now) continue;
      const known = bySupplier.get(quote.supplier);
      if (!known || quote.total.amountMinor < known.total.amountMinor) bySupplier.set(quote.supplier, quote);
    }
    if (bySupplier.size > 0) byHotel.set(group.hotelId, bySupplier);
  }
  return new Map([...byHotel].map(([id, bySupplier]) => [id, [...bySupplier.values()]]));
}

/**
 * A card's providers: our own rate (as /api/hotels/search gives it) and every supplier's quote for that property,
 * cheapest first (our own first at an equal total); a quote that expired by `now` is left out.
 */
export function providerRows(
  hotel: Pick<HotelCard, 'id' | 'providers' | 'freeCancellation'>,
  quotes: ReadonlyMap<string, readonly HotelSupplierQuote[]>,
  now: number,
): ProviderRow[] {
  const own: ProviderRow[] = hotel.providers.map((provider) => ({
    supplier: provider.supplier,
    label: provider.name,
    totalMinor: provider.totalMinor,
    payment: 'pay_now',
    policy: hotel.freeCancellation ? 'Free cancellation' : 'Non-refundable',
    expiresAt: null,
  }));
  const suppliers: ProviderRow[] = (quotes.get(hotel.id) ?? [])
    .filter((quote) => Date.parse(quote.expiresAt) > now)
    .map((quote) => ({
      supplier: quote.supplier,
      label: quote.label,
      totalMinor: quote.total.amountMinor,
      payment: quote.payment,
      policy: policyText(quote.cancellation, now),
      expiresAt: quote.expiresAt,
    }));
  return [...own, ...suppliers].sort(
    (a, b) => a.totalMinor - b.totalMinor || Number(a.expiresAt !== null) - Number(b.expiresAt !== null),
  );
}

/** The earliest expiry among the quotes still shown after `now`, in ms; null when none lapses. */
export function nextExpiry(quotes: ReadonlyMap<string, readonly HotelSupplierQuote[]>, now: number): number | null {
  let next: number | null = null;
  for (const list of quotes.values()) {
    for (const quote of list) {
      const at = Date.parse(quote.expiresAt);
      if (at > now && (next === null || at < next)) next = at;
    }
  }
  return next;
}
