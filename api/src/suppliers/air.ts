import type { CabinClass } from '@travel/contracts/rules';

/**
 * The one interface every air supplier's adapter implements (Duffel, TripJack, …), whatever its protocol.
 * Money crosses it in minor units with its currency, converted once at the adapter's edge; the supplier's ids
 * (offers, orders, quotes) cross it untouched and are never parsed.
 *
 * An adapter throws `SupplierError` (./errors): `refused` when the supplier answered with a definite, explained
 * refusal (nothing was done), otherwise the outcome is unknown (time-out, 5xx, malformed 200): the caller looks
 * the order up, it never assumes a refusal and never sends an order twice.
 */

export type AirSupplierName = 'duffel' | 'tripjack';

export interface Money {
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
}

export interface AirSearch {
  /** One per leg: a one-way trip has one, a round trip two. Airports are IATA codes; dates YYYY-MM-DD. */
  slices: { from: string; to: string; date: string }[];
  adults: number;
  children: number;
  infants: number;
  cabin: CabinClass;
}

export interface SupplierSegment {
  /** IATA airline code of the marketing carrier ('6E'). */
  carrier: string;
  /** As the carrier writes it with its code ('6E 2131'). */
  flightNumber: string;
  from: string;
  to: string;
  /** Local wall-clock time at the airport, 'YYYY-MM-DDTHH:mm', as suppliers give it (no zone). */
  departingAt: string;
  arrivingAt: string;
  aircraft?: string;
}

export interface SupplierSlice {
  from: string;
  to: string;
  durationMin: number;
  segments: SupplierSegment[];
}

/** One priced offer from one supplier: what a card's provider line and a checkout need. */
export interface SupplierOffer {
  supplier: AirSupplierName;
  /** The supplier's own id for this offer (Duffel `off_…`, TripJack's price id). */
  id: string;
  slices: SupplierSlice[];
  /** Everything the travellers pay the supplier for the fare, taxes included. */
  total: Money;
  /** The supplier's fare family or brand ('Economy', 'Saver', 'Flexi'); part of what makes offers the same. */
  fareFamily: string;
  /** ISO instant; the offer is neither shown nor sold after it. */
  expiresAt: string;
  refundable: boolean;
  changeable: boolean;
  baggage: { checkedKg: number; cabinKg: number };
  seatsLeft?: number;
  /** The offer can be held unpaid until this ISO instant; null when it must be paid at once. */
  holdUntil: string | null;
}

export interface SupplierPassenger {
  type: 'adult' | 'child' | 'infant';
  title: 'mr' | 'ms' | 'mrs' | 'miss' | 'dr';
  gender: 'm' | 'f';
  givenName: string;
  familyName: string;
  /** YYYY-MM-DD */
  bornOn: string;
  email: string;
  /** E.164: '+919876543210'. */
  phone: string;
}

export interface SupplierSeat {
  /** '12A' */
  designator: string;
  available: boolean;
  /** What choosing it costs per passenger (0 when free); absent when taken. */
  price?: Money;
  /** The supplier's id for buying it as a service on the order. */
  serviceId?: string;
}

export interface SupplierSeatMap {
  /** Which segment, in flight order over every slice. */
  segmentIndex: number;
  seats: SupplierSeat[];
}

export interface SupplierOrderRequest {
  offerId: string;
  /** 'instant' pays now; 'hold' keeps the seats unpaid until the order's `payBy`. */
  type: 'instant' | 'hold';
  passengers: SupplierPassenger[];
  /** Paid seats and bags chosen at checkout, by the supplier's service ids. */
  serviceIds?: string[];
  /** For an instant order: exactly the offer's total plus services, else the supplier refuses. */
  payment?: Money;
  /** Our order's reference, written on the supplier's order where the protocol allows, to find it again. */
  reference: string;
}

export type SupplierOrderStatus = 'held' | 'ticketed' | 'cancelled' | 'pending';

export interface SupplierOrder {
  supplier: AirSupplierName;
  /** The supplier's id for the order (Duffel `ord_…`, TripJack's booking id). */
  id: string;
  status: SupplierOrderStatus;
  /** The airline's booking reference (PNR), once there is one. */
  bookingReference: string | null;
  /** E-ticket numbers, once ticketed. */
  ticketNumbers: string[];
  total: Money;
  /** For a held order: pay before this ISO instant. */
  payBy: string | null;
  slices: SupplierSlice[];
}

export interface CancellationQuote {
  /** The supplier's id for this quote, to confirm it. */
  id: string;
  orderId: string;
  refund: Money;
  /** Where the supplier sends the refund ('original_form_of_payment', 'balance', 'voucher', …). */
  refundTo: string;
  /** The quote can be confirmed until this ISO instant. */
  expiresAt: string;
  /** Set once the cancellation is made. */
  confirmedAt: string | null;
}

export interface ChangeOffer {
  id: string;
  orderId: string;
  /** The new slices replacing the removed ones. */
  slices: SupplierSlice[];
  /** What the change costs on top (penalty plus fare difference); may be 0. */
  changeTotal: Money;
  expiresAt: string;
}

export interface AirlineChange {
  /** The supplier's id for the change. */
  id: string;
  orderId: string;
  removed: SupplierSlice[];
  added: SupplierSlice[];
  /** What the traveller may do: accept it, ask for another flight, cancel for a refund. */
  actions: ('accept' | 'change' | 'cancel')[];
  /** Answer by this ISO instant, when the supplier sets one. */
  respondBy: string | null;
  acceptedAt: string | null;
}

export interface AirSupplier {
  readonly name: AirSupplierName;
  /** The provider name a traveller sees on a card. */
  readonly label: string;
  /** Every offer for the trip; `signal` ends the call at the search's deadline. */
  search(search: AirSearch, signal?: AbortSignal): Promise<SupplierOffer[]>;
  /** The offer as the supplier prices it now; SupplierError code 'offer_gone' when it is no longer sold. */
  priceOffer(offerId: string): Promise<SupplierOffer>;
  seatMaps(offerId: string): Promise<SupplierSeatMap[]>;
  createOrder(request: SupplierOrderRequest): Promise<SupplierOrder>;
  /** Pays a held order (ticketing it). */
  payHeldOrder(orderId: string, payment: Money): Promise<SupplierOrder>;
  /** Lets a held order go before its time (our hold expired). */
  releaseHeldOrder(orderId: string): Promise<void>;
  getOrder(orderId: string): Promise<SupplierOrder>;
  /**
   * After an unclear answer to createOrder: the order made for our `reference`, or null when the supplier has
   * none (only then may the order be sent again).
   */
  findOrder(reference: string, offerId: string): Promise<SupplierOrder | null>;
  quoteCancellation(orderId: string): Promise<CancellationQuote>;
  confirmCancellation(quoteId: string): Promise<CancellationQuote>;
  /** Offers to replace the order's slice at `sliceIndex` by a flight on `date`. */
  changeOffers(orderId: string, sliceIndex: number, date: string): Promise<ChangeOffer[]>;
  confirmChange(changeOfferId: string, payment: Money | null): Promise<SupplierOrder>;
  airlineChanges(orderId: string): Promise<AirlineChange[]>;
  acceptAirlineChange(changeId: string): Promise<AirlineChange>;
}

/** What a sandbox supplier sells: one dated flight of our generated timetable. */
export interface ScheduledFlight {
  carrier: string;
  flightNumber: string;
  from: string;
  to: string;
  /** YYYY-MM-DD */
  date: string;
  /** Minutes after local midnight. */
  depMinute: number;
  durationMin: number;
  stops: number;
  via: string | null;
  aircraft: string;
  checkedKg: number;
  cabinKg: number;
  refundable: boolean;
  /** Our generated economy fare per adult, in paise: the sandboxes price around it. */
  economyMinor: number;
  seatsLeft: number;
}

/** The dated flights of a route on a day, in departure order; what the sandboxes serve. */
export type FlightTimetable = (leg: { from: string; to: string; date: string }) => Promise<ScheduledFlight[]>;
