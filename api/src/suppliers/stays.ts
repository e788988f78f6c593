import type { Money } from './air';

/**
 * The one interface every hotel supplier's adapter implements (Hotelbeds APItude, Duffel Stays, …). As for air:
 * money in minor units with its currency, converted once at the adapter's edge; the supplier's ids and rate keys
 * pass through untouched and are never parsed; a SupplierError (./errors) is `refused` only on a definite,
 * explained refusal, otherwise the outcome is unknown and the booking is looked up, never sent twice.
 */

export type StaySupplierName = 'hotelbeds' | 'duffel-stays';

export interface StayRoomRequest {
  adults: number;
  /** One age (0 to 17) per child. */
  childAges: number[];
}

export interface StaySearch {
  /** A city of our catalogue ('Paris'), searched around its centre … */
  destination?: { city: string; lat: number; lng: number; radiusKm: number };
  /** … or these properties, by the supplier's own ids. */
  hotelIds?: string[];
  /** YYYY-MM-DD */
  checkIn: string;
  checkOut: string;
  rooms: StayRoomRequest[];
}

export interface StayCancellationPolicy {
  /** Free cancellation until this ISO instant; null when never free. */
  freeUntil: string | null;
  /** What cancelling costs after that (the whole stay for a non-refundable rate). */
  penalty: Money;
  /** The policy as the supplier states it, shown as it is. */
  text: string;
}

/** One bookable rate of one room type, for the whole stay and every room asked for. */
export interface StayRate {
  /** The supplier's key for this rate (Hotelbeds' rateKey, Duffel's rate id): passed back untouched. */
  key: string;
  roomName: string;
  boardName: string;
  /** 'pay_now' is charged by us now; 'pay_at_hotel' is paid to the hotel at the stay. */
  payment: 'pay_now' | 'pay_at_hotel';
  total: Money;
  /** Must be checked with checkRate before booking (Hotelbeds' rateType RECHECK). */
  needsCheck: boolean;
  cancellation: StayCancellationPolicy;
  /** Rooms of this kind left at this rate, when the supplier says. */
  roomsLeft?: number;
}

/** A property as one supplier offers it for the stay. */
export interface StayOffer {
  supplier: StaySupplierName;
  /** The supplier's id for the property. */
  hotelId: string;
  name: string;
  /** Stars, 0 when unrated. */
  stars: number;
  address: string;
  city: string;
  lat: number;
  lng: number;
  /** Our catalogue's id for the property, when the supplier's mapping gives it (merging uses it first). */
  mappedId?: string;
  /** Cheapest first. */
  rates: StayRate[];
  /** ISO instant after which the rates are not sold as they are. */
  expiresAt: string;
}

export interface StayGuest {
  givenName: string;
  familyName: string;
  type: 'adult' | 'child';
  age?: number;
}

export interface StayBookingRequest {
  rateKey: string;
  /** The lead guest, who holds the booking. */
  holder: { givenName: string; familyName: string; email: string; phone: string };
  /** Guests per room, in the order the rooms were asked for. */
  rooms: StayGuest[][];
  /** Our order's reference, written on the booking (Hotelbeds' clientReference) to find it again. */
  reference: string;
  /** The rate's total as the traveller accepted it: a supplier whose price moved refuses. */
  total: Money;
}

export interface StayBooking {
  supplier: StaySupplierName;
  /** The supplier's booking reference (also its confirmation number for the voucher). */
  id: string;
  status: 'confirmed' | 'cancelled' | 'pending';
  hotelName: string;
  checkIn: string;
  checkOut: string;
  total: Money;
  cancellation: StayCancellationPolicy;
  /** The hotel's own confirmation number, when the supplier gives one. */
  hotelConfirmation: string | null;
}

export interface StayCancellationQuote {
  bookingId: string;
  /** What cancelling now costs, and what comes back. */
  penalty: Money;
  refund: Money;
}

export interface StaySupplier {
  readonly name: StaySupplierName;
  /** The provider name a traveller sees on a card. */
  readonly label: string;
  search(search: StaySearch, signal?: AbortSignal): Promise<StayOffer[]>;
  /** The rate as the supplier sells it now (price and policy); SupplierError 'offer_gone' when it is not sold. */
  checkRate(rateKey: string): Promise<StayRate>;
  book(request: StayBookingRequest): Promise<StayBooking>;
  getBooking(bookingId: string): Promise<StayBooking>;
  /** After an unclear answer to book: the booking made for our reference, or null when the supplier has none. */
  findBooking(reference: string, checkIn: string): Promise<StayBooking | null>;
  /** What cancelling would cost now (Hotelbeds' SIMULATION), nothing done. */
  quoteCancellation(bookingId: string): Promise<StayCancellationQuote>;
  cancel(bookingId: string): Promise<StayBooking>;
}

/** What a sandbox hotel supplier sells: one property of our catalogue with its rooms for the stay. */
export interface CatalogueHotel {
  /** Our catalogue's id. */
  id: string;
  name: string;
  stars: number;
  address: string;
  city: string;
  lat: number;
  lng: number;
  rooms: {
    /** Our room type's id. */
    id: string;
    name: string;
    maxGuests: number;
    /** Our nightly rate in paise, one per night of the stay, before taxes. */
    nightlyMinor: number[];
    /** Rooms free on every night of the stay. */
    available: number;
    breakfastIncluded: boolean;
    freeCancellation: boolean;
  }[];
}

/** The catalogue's properties for a stay in a city (or by ids): what the hotel sandboxes serve. */
export type HotelCatalogue = (query: {
  city?: string;
  hotelIds?: string[];
  checkIn: string;
  checkOut: string;
}) => Promise<CatalogueHotel[]>;
