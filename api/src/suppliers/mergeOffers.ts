import type { MergedFlightOffer, ProviderQuote as WireProviderQuote } from '@travel/contracts/flights';
import type { AirSupplierName, SupplierOffer } from './air';

/** One supplier's price for an itinerary: a provider line on a card (the wire's ProviderQuote). */
export interface ProviderQuote extends WireProviderQuote {
  supplier: AirSupplierName;
}

/** The same itinerary and fare family as every supplier that answered sells it; providers cheapest first. */
export interface MergedAirOffer extends MergedFlightOffer {
  providers: ProviderQuote[];
}

/**
 * What makes two suppliers' offers the same: the marketing carrier and flight number and the local times of
 * every segment, the fare family, and the currency (prices in different currencies are not compared here).
 */
export function itineraryKey(offer: SupplierOffer): string {
  const slices = offer.slices.map((slice) =>
    slice.segments
      .map((s) => `${s.carrier}${s.flightNumber.replace(/\s+/g, '').toUpperCase()}@${s.departingAt}>${s.arrivingAt}`)
      .join('+'),
  );
  return `${slices.join('|')}#${offer.fareFamily.trim().toLowerCase()}#${offer.total.currency}`;
}

const byPrice = (a: ProviderQuote, b: ProviderQuote) =>
  a.total.amountMinor - b.total.amountMinor || a.label.localeCompare(b.label);

/**
 * Offers from every supplier merged into one per itinerary, whose providers are the suppliers that really
 * offered it at the price they answered, cheapest first. Offers expired at `now` are dropped; a supplier
 * offering the same itinerary twice counts once, at its cheaper price. Ordered by the cheapest price.
 */
export function mergeOffers(
  offers: readonly SupplierOffer[],
  labels: Readonly<Record<AirSupplierName, string>>,
  now: Date,
): MergedAirOffer[] {
  const merged = new Map<string, MergedAirOffer>();
  for (const offer of offers) {
    if (Date.parse(offer.expiresAt) <= now.getTime()) continue;
    const key = itineraryKey(offer);
    const quote: ProviderQuote = {
      supplier: offer.supplier,
      label: labels[offer.supplier],
      offerId: offer.id,
      total: offer.total,
      expiresAt: offer.expiresAt,
      refundable: offer.refundable,
      changeable: offer.changeable,
      holdUntil: offer.holdUntil,
      ...(offer.seatsLeft === undefined ? {} : { seatsLeft: offer.seatsLeft }),
    };
    const entry = merged.get(key);
    if (!entry) {
      merged.set(key, {
        key,
        slices: offer.slices,
        fareFamily: offer.fareFamily,
        baggage: offer.baggage,
        providers: [quote],
        expiresAt: offer.expiresAt,
      });
      continue;
    }
    const same = entry.providers.findIndex((p) => p.supplier === offer.supplier);
    if (same === -1) entry.providers.push(quote);
    else if (quote.total.amountMinor < entry.providers[same].total.amountMinor) entry.providers[same] = quote;
  }
  const result = [...merged.values()];
  for (const entry of result) {
    entry.providers.sort(byPrice);
    entry.expiresAt = entry.providers.reduce(
      (earliest, p) => (Date.parse(p.expiresAt) < Date.parse(earliest) ? p.expiresAt : earliest),
      entry.expiresAt,
    );
  }
  return result.sort(
    (a, b) =>
      a.providers[0].total.amountMinor - b.providers[0].total.amountMinor ||
      (a.slices[0]?.segments[0]?.departingAt ?? '').localeCompare(b.slices[0]?.segments[0]?.departingAt ?? '') ||
      a.key.localeCompare(b.key),
  );
}
