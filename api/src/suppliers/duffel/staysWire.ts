/**
 * Duffel Stays (API v2) objects as JSON, trimmed to the fields the stays adapter reads or sends and its sandbox
 * writes (https://duffel.com/docs/api/v2/search, /search-result, /quotes, /bookings). Amounts are decimal strings
 * with their currency beside them; ids (`srr_…`, `rat_…`, `quo_…`, `bok_…`, `acc_…`) are Duffel's and opaque.
 */

/** One step of a rate's refunds: `refund_amount` comes back if the booking is cancelled before `before`. */
export interface DsCancellationEntry {
  refund_amount: string;
  currency: string;
  /** ISO instant. */
  before: string;
}

export type DsBoardType = 'room_only' | 'breakfast' | 'half_board' | 'full_board' | 'all_inclusive';

export interface DsRate {
  id: string;
  /** What the booking costs, for every room and night of the search. */
  total_amount: string;
  total_currency: string;
  base_amount?: string | null;
  base_currency?: string;
  tax_amount?: string | null;
  tax_currency?: string;
  fee_amount?: string | null;
  fee_currency?: string;
  /** Mandatory fees paid at the property, not collected at booking. */
  due_at_accommodation_amount?: string | null;
  due_at_accommodation_currency?: string;
  /** 'pay_now' (paid at booking), 'guarantee' (a card secures it, paid at the property), 'deposit' (part now). */
  payment_type?: 'pay_now' | 'deposit' | 'guarantee' | string;
  board_type?: DsBoardType | string;
  /** Ascending by `before`; empty for a non-refundable rate. After the last `before`, nothing is refunded. */
  cancellation_timeline?: DsCancellationEntry[];
  quantity_available?: number | null;
  conditions?: { title: string; description: string }[];
}

export interface DsRoom {
  name: string;
  rates: DsRate[];
  beds?: { type: string; count: number }[];
}

export interface DsAddress {
  line_one?: string;
  city_name?: string;
  postal_code?: string | null;
  region?: string | null;
  country_code?: string;
}

export interface DsAccommodation {
  id: string;
  name: string;
  /** Stars, 1–5; null when unrated. */
  rating?: number | null;
  location?: {
    geographic_coordinates?: { latitude: number; longitude: number } | null;
    address?: DsAddress;
  };
  /** May be empty in a search answer: fetch_all_rates gives them all. */
  rooms?: DsRoom[];
}

/** A guest as searched for: an adult, or a child with an age. */
export interface DsGuestType {
  type: 'adult' | 'child';
  age?: number;
}

export interface DsSearchBody {
  check_in_date: string;
  check_out_date: string;
  rooms: number;
  guests: DsGuestType[];
  location?: { radius: number; geographic_coordinates: { latitude: number; longitude: number } };
  accommodation?: { ids: string[]; fetch_rates?: boolean };
}

export interface DsSearchResult {
  id: string;
  check_in_date: string;
  check_out_date: string;
  rooms: number;
  guests?: DsGuestType[];
  /** After this the search result, and so its rates, cannot be quoted. */
  expires_at?: string;
  cheapest_rate_total_amount?: string;
  cheapest_rate_currency?: string;
  accommodation: DsAccommodation;
}

export interface DsSearch {
  created_at?: string;
  results: DsSearchResult[];
}

/** The final price and availability check of one rate: the accommodation carries that one room and rate. */
export interface DsQuote {
  id: string;
  check_in_date: string;
  check_out_date: string;
  rooms?: number;
  guests?: DsGuestType[] | null;
  total_amount: string;
  total_currency: string;
  base_amount?: string | null;
  tax_amount?: string | null;
  due_at_accommodation_amount?: string | null;
  accommodation: DsAccommodation;
}

export interface DsBookingGuest {
  given_name: string;
  family_name: string;
  born_on?: string;
}

export interface DsBookingBody {
  quote_id: string;
  guests: DsBookingGuest[];
  email: string;
  phone_number: string;
  stay_special_requests?: string;
  metadata?: Record<string, string>;
}

export interface DsBooking {
  id: string;
  status: 'confirmed' | 'cancelled' | string;
  /** The accommodation's own reference for the reservation. */
  reference?: string | null;
  check_in_date: string;
  check_out_date: string;
  confirmed_at?: string | null;
  cancelled_at?: string | null;
  email?: string;
  phone_number?: string;
  rooms?: number;
  guests?: DsBookingGuest[];
  metadata?: Record<string, string> | null;
  /** The property with the room and rate booked. */
  accommodation?: DsAccommodation;
  /** Not in the public booking schema; read when an answer carries it, else the booked rate's total is used. */
  total_amount?: string;
  total_currency?: string;
}
