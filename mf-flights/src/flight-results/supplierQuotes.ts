import type { FlightOffer, MergedFlightOffer, ProviderQuote } from '@travel/contracts/flights';

/** The currency our prices and the cards' totals are in; a quote in another one cannot be compared here. */
const CARD_CURRENCY = 'INR';

/** One line of a card's "Compare N providers": who sells the flight and the total they asked for the party. */
export interface ProviderRow {
  /** 'own' for our own fare, else the supplier that quoted ('duffel', 'tripjack'). */
  supplier: string;
  label: string;
  /** The supplier's offer id; null for our own fare. */
  offerId: string | null;
  /** All travellers of the search, in paise. */
  totalMinor: number;
  /** When the supplier's price lapses; null for our own fare. */
  expiresAt: string | null;
}

/** What makes a supplier's offer the flight on a card: carrier, flight number, date and local departure time. */
export function flightKey(carrier: string, flightNumber: string, date: string, departure: string): string {
  const code = carrier.trim().toUpperCase();
  let number = flightNumber.replace(/[\s-]+/g, '').toUpperCase();
  if (number.startsWith(code)) number = number.slice(code.length);
  return `${code}${number}@${date}T${departure}`;
}

/** The key of a card's flight. */
export const offerFlightKey = (offer: Pick<FlightOffer, 'airlineCode' | 'flightNumber' | 'date' | 'departure'>) =>
  flightKey(offer.airlineCode, offer.flightNumber, offer.date, offer.departure);

/**
 * The suppliers' quotes by flight: for each one-flight itinerary (one slice of one segment, as a card is), each
 * supplier's cheapest quote in rupees that has not expired at `now`. Fare families of the same flight fold into
 * it: a card shows a provider once, at the lowest total it asked.
 */
export function quotesByFlight(offers: readonly MergedFlightOffer[], now: number): Map<string, ProviderQuote[]> {
  const byFlight = new Map<string, Map<string, ProviderQuote>>();
  for (const offer of offers) {
    if (offer.slices.length !== 1 || offer.slices[0].segments.length !== 1) continue;
    const segment = offer.slices[0].segments[0];
    const [date, time] = segment.departingAt.split('T');
    if (!date || !time) continue;
    const key = flightKey(segment.carrier, segment.flightNumber, date, time.slice(0, 5));
    const bySupplier = byFlight.get(key) ?? new Map<string, ProviderQuote>();
    for (const quote of offer.providers) {
      if (quote.total.currency !== CARD_CURRENCY || Date.parse(quote.expiresAt) <= now) continue;
      const known = bySupplier.get(quote.supplier);
      if (!known || quote.total.amountMinor < known.total.amountMinor) bySupplier.set(quote.supplier, quote);
    }
    if (bySupplier.size > 0) byFlight.set(key, bySupplier);
  }
  return new Map([...byFlight].map(([key, bySupplier]) => [key, [...bySupplier.values()]]));
}

/**
 * A card's providers: our own fare (as /api/flights/search gives it) and every supplier's quote for that flight,
 * cheapest first; a quote that expired by `now` is left out.
 */
export function providerRows(
  offer: FlightOffer,
  quotes: ReadonlyMap<string, readonly ProviderQuote[]>,
  now: number,
): ProviderRow[] {
  const own: ProviderRow[] = offer.providers.map((provider) => ({
    supplier: provider.supplier,
    label: provider.name,
    offerId: null,
    totalMinor: provider.totalMinor,
    expiresAt: null,
  }));
  const suppliers: ProviderRow[] = (quotes.get(offerFlightKey(offer)) ?? [])
    .filter((quote) => Date.parse(quote.expiresAt) > now)
    .map((quote) => ({
      supplier: quote.supplier,
      label: quote.label,
      offerId: quote.offerId,
      totalMinor: quote.total.amountMinor,
      expiresAt: quote.expiresAt,
    }));
  return [...own, ...suppliers].sort(
    (a, b) => a.totalMinor - b.totalMinor || Number(a.offerId !== null) - Number(b.offerId !== null),
  );
}

/** The earliest expiry among the quotes still shown after `now`, in ms; null when none lapses. */
export function nextExpiry(quotes: ReadonlyMap<string, readonly ProviderQuote[]>, now: number): number | null {
  let next: number | null = null;
  for (const list of quotes.values()) {
    for (const quote of list) {
      const at = Date.parse(quote.expiresAt);
      if (at > now && (next === null || at < next)) next = at;
    }
  }
  return next;
}
