import type { HotelOfferGroup, HotelSupplierProgress, HotelSupplierQuote } from '@travel/contracts/hotels';
import type { OfferStore } from './offerStore';
import { scatterSearch } from './scatterSearch';
import type { StayOffer, StaySearch, StaySupplier, StaySupplierName } from './stays';
import type { SupplierGuard, SupplierHealth } from './supplierGuard';

export type StaysSearchResult = HotelSupplierProgress;

/** A property of our catalogue as a supplier's answer is matched to it. */
export interface OurProperty {
  id: string;
  name: string;
  lat: number;
  lng: number;
}

export interface GuardedStaySupplier {
  supplier: StaySupplier;
  guard: SupplierGuard;
}

/** A stay search with the catalogue's properties of its destination, which the suppliers' answers go on. */
export interface StaysRequest {
  search: StaySearch;
  properties: readonly OurProperty[];
}

/** How far apart two suppliers' positions of one property may be (their geocoding differs a little). */
export const SAME_PLACE_KM = 0.25;

const EARTH_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A name as suppliers spell it differently: case, accents, punctuation and the word "hotel" set aside. */
export const nameKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bhotels?\b/g, ' ')
    .replace(/[^a-z0-9]+/g, '');

/**
 * Which of our properties a supplier's offer is: the supplier's own mapping to our id when it gives one, else the
 * one of the same name within SAME_PLACE_KM; undefined when none (the offer is not shown on a card).
 */
export function matchProperty(offer: StayOffer, properties: readonly OurProperty[]): string | undefined {
  if (offer.mappedId && properties.some((p) => p.id === offer.mappedId)) return offer.mappedId;
  const name = nameKey(offer.name);
  let best: { id: string; km: number } | undefined;
  for (const property of properties) {
    if (nameKey(property.name) !== name) continue;
    const km = distanceKm(property, offer);
    if (km <= SAME_PLACE_KM && (!best || km < best.km)) best = { id: property.id, km };
  }
  return best?.id;
}

const byTotal = (a: HotelSupplierQuote, b: HotelSupplierQuote) =>
  a.total.amountMinor - b.total.amountMinor || a.label.localeCompare(b.label);

/**
 * Every supplier's offers put on our properties: for each property, each supplier's cheapest unexpired rate (its
 * total for the stay, pay now or at the hotel, its cancellation policy), cheapest first. Offers expired at `now`
 * and offers matching none of our properties are left out; quotes in another currency than the first are too.
 */
export function mergeStayOffers(
  offers: readonly StayOffer[],
  properties: readonly OurProperty[],
  labels: Readonly<Partial<Record<StaySupplierName, string>>>,
  now: Date,
): HotelOfferGroup[] {
  const byProperty = new Map<string, Map<string, HotelSupplierQuote>>();
  for (const offer of offers) {
    if (Date.parse(offer.expiresAt) <= now.getTime()) continue;
    const rate = offer.rates[0];
    if (!rate) continue;
    const hotelId = matchProperty(offer, properties);
    if (!hotelId) continue;
    const quote: HotelSupplierQuote = {
      supplier: offer.supplier,
      label: labels[offer.supplier] ?? offer.supplier,
      supplierHotelId: offer.hotelId,
      rateKey: rate.key,
      roomName: rate.roomName,
      boardName: rate.boardName,
      total: rate.total,
      payment: rate.payment,
      cancellation: {
        freeUntil: rate.cancellation.freeUntil,
        penalty: rate.cancellation.penalty,
        text: rate.cancellation.text,
      },
      expiresAt: offer.expiresAt,
    };
    const bySupplier = byProperty.get(hotelId) ?? new Map<string, HotelSupplierQuote>();
    const known = bySupplier.get(offer.supplier);
    if (!known || quote.total.amountMinor < known.total.amountMinor) bySupplier.set(offer.supplier, quote);
    byProperty.set(hotelId, bySupplier);
  }
  return [...byProperty].map(([hotelId, bySupplier]) => {
    const currency = [...bySupplier.values()][0].total.currency;
    const quotes = [...bySupplier.values()].filter((q) => q.total.currency === currency).sort(byTotal);
    const expiresAt = quotes.reduce(
      (earliest, q) => (Date.parse(q.expiresAt) < Date.parse(earliest) ? q.expiresAt : earliest),
      quotes[0].expiresAt,
    );
    return { hotelId, quotes, expiresAt };
  });
}

/** A stay search's identity: the same place, dates and rooms, whatever order the caller wrote them in. */
export const staysSearchKey = ({ search }: StaysRequest) =>
  [
    'stays',
    search.destination
      ? `${search.destination.city}@${search.destination.lat},${search.destination.lng}~${search.destination.radiusKm}`
      : [...(search.hotelIds ?? [])].sort().join(','),
    search.checkIn,
    search.checkOut,
    search.rooms.map((room) => `${room.adults}a${[...room.childAges].sort((a, b) => a - b).join('.')}`).join('|'),
  ].join(':');

/**
 * The hotels' scatter and gather, on the same scatterSearch as flights: every stay supplier asked at once under
 * its deadline and circuit breaker, their offers put on our properties (mergeStayOffers), streamed as each
 * answers, a complete answer kept until its earliest quote expires.
 */
export function staysSearch(deps: { suppliers: GuardedStaySupplier[]; store: OfferStore; now?: () => Date }) {
  const labels = Object.fromEntries(deps.suppliers.map(({ supplier }) => [supplier.name, supplier.label]));
  const scatter = scatterSearch<StaysRequest, StayOffer, HotelOfferGroup>({
    suppliers: deps.suppliers.map(({ supplier, guard }) => ({
      name: supplier.name,
      label: supplier.label,
      search: (request, signal) => supplier.search(request.search, signal),
      guard,
    })),
    store: deps.store,
    key: staysSearchKey,
    merge: (offers, request, at) => mergeStayOffers(offers, request.properties, labels, at),
    expiresAt: (group) => group.expiresAt,
    now: deps.now,
  });
  return {
    search: scatter.search as (
      request: StaysRequest,
      onUpdate?: (result: StaysSearchResult) => void,
    ) => Promise<StaysSearchResult>,
    health: scatter.health as () => ({ supplier: StaySupplierName; label: string } & SupplierHealth)[],
  };
}

export type StaysSearchService = ReturnType<typeof staysSearch>;
