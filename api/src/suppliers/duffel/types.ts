/**
 * The parts of Duffel's Air API v2 objects this adapter reads and its sandbox writes
 * (https://duffel.com/docs/api). Fields are as Duffel names them; everything else an answer carries is ignored.
 */

export interface DuffelPlace {
  iata_code: string;
  name?: string;
  type?: 'airport' | 'city';
}

export interface DuffelBaggage {
  type: 'checked' | 'carry_on';
  quantity: number;
  /**
   * Not in Duffel's schema for included bags (it gives counts only); our sandbox adds the fare's weight here, the
   * way Duffel describes a bag service's `metadata.maximum_weight_kg`.
   */
  metadata?: { maximum_weight_kg?: number | null } | null;
}

export interface DuffelSegmentPassenger {
  passenger_id: string;
  cabin_class: string;
  cabin_class_marketing_name?: string | null;
  fare_basis_code?: string | null;
  baggages: DuffelBaggage[];
  seat?: { designator: string } | null;
}

export interface DuffelSegment {
  id: string;
  origin: DuffelPlace;
  destination: DuffelPlace;
  /** Local wall-clock time at the airport, no zone: '2026-12-20T06:15:00'. */
  departing_at: string;
  arriving_at: string;
  /** ISO 8601: 'PT2H10M'. */
  duration?: string | null;
  marketing_carrier: { iata_code: string; name?: string };
  marketing_carrier_flight_number: string;
  operating_carrier?: { iata_code: string; name?: string };
  operating_carrier_flight_number?: string | null;
  aircraft?: { name: string; iata_code?: string } | null;
  stops?: { id?: string; airport: DuffelPlace; arriving_at?: string; departing_at?: string; duration?: string }[];
  passengers: DuffelSegmentPassenger[];
}

export interface DuffelSlice {
  id: string;
  origin: DuffelPlace;
  destination: DuffelPlace;
  duration?: string | null;
  fare_brand_name?: string | null;
  segments: DuffelSegment[];
  changeable?: boolean | null;
  conditions?: DuffelConditions;
}

export interface DuffelCondition {
  allowed: boolean;
  penalty_amount?: string | null;
  penalty_currency?: string | null;
}

export interface DuffelConditions {
  refund_before_departure?: DuffelCondition | null;
  change_before_departure?: DuffelCondition | null;
}

export interface DuffelOfferPassenger {
  id: string;
  type?: 'adult' | 'child' | 'infant_without_seat' | null;
  age?: number | null;
}

export interface DuffelOffer {
  id: string;
  total_amount: string;
  total_currency: string;
  base_amount?: string | null;
  base_currency?: string | null;
  tax_amount?: string | null;
  tax_currency?: string | null;
  expires_at: string;
  created_at?: string;
  live_mode?: boolean;
  owner?: { iata_code: string; name?: string };
  slices: DuffelSlice[];
  passengers: DuffelOfferPassenger[];
  conditions?: DuffelConditions;
  payment_requirements?: {
    requires_instant_payment: boolean;
    payment_required_by: string | null;
    price_guarantee_expires_at: string | null;
  };
  /** Not documented for offers; our sandbox says how many seats it has left at this price. */
  available_seats?: number | null;
}

export interface DuffelOfferRequest {
  id: string;
  cabin_class?: string | null;
  created_at?: string;
  live_mode?: boolean;
  slices?: unknown[];
  passengers: DuffelOfferPassenger[];
  offers: DuffelOffer[];
}

export interface DuffelSeatService {
  id: string;
  passenger_id: string;
  total_amount: string;
  total_currency: string;
}

export interface DuffelSeatElement {
  type: 'seat' | 'bassinet' | 'empty' | 'exit_row' | 'lavatory' | 'galley' | 'closet' | 'stairs';
  designator?: string;
  name?: string | null;
  disclosures?: string[];
  available_services?: DuffelSeatService[];
}

export interface DuffelSeatMap {
  id: string;
  segment_id: string;
  slice_id: string;
  cabins: {
    cabin_class: string;
    deck: number;
    aisles: number;
    rows: { sections: { elements: DuffelSeatElement[] }[] }[];
  }[];
}

export interface DuffelOrderPassenger {
  id: string;
  type?: string;
  title: string;
  gender: string;
  given_name: string;
  family_name: string;
  born_on: string;
  email?: string;
  phone_number?: string;
  infant_passenger_id?: string | null;
}

export interface DuffelOrder {
  id: string;
  type?: 'instant' | 'hold';
  booking_reference: string | null;
  total_amount: string;
  total_currency: string;
  base_amount?: string | null;
  tax_amount?: string | null;
  created_at?: string;
  cancelled_at?: string | null;
  live_mode?: boolean;
  owner?: { iata_code: string; name?: string };
  slices: DuffelSlice[];
  passengers: DuffelOrderPassenger[];
  documents?: { type: string; unique_identifier: string; passenger_ids?: string[] }[];
  payment_status?: {
    awaiting_payment: boolean;
    payment_required_by: string | null;
    price_guarantee_expires_at: string | null;
    paid_at?: string | null;
  };
  metadata?: Record<string, string> | null;
  conditions?: DuffelConditions;
}

export interface DuffelPayment {
  id: string;
  amount: string;
  currency: string;
  type: string;
  created_at: string;
}

export interface DuffelOrderCancellation {
  id: string;
  order_id: string;
  refund_amount: string | null;
  refund_currency: string | null;
  refund_to: string;
  expires_at: string;
  confirmed_at: string | null;
  created_at: string;
  live_mode?: boolean;
}

export interface DuffelOrderChangeOffer {
  id: string;
  order_change_id?: string | null;
  slices: { add: DuffelSlice[]; remove: DuffelSlice[] };
  change_total_amount: string;
  change_total_currency: string;
  new_total_amount: string;
  new_total_currency: string;
  penalty_total_amount?: string | null;
  penalty_total_currency?: string | null;
  refund_to?: string | null;
  expires_at: string;
  created_at?: string;
  updated_at?: string;
  live_mode?: boolean;
}

export interface DuffelOrderChangeRequest {
  id: string;
  order_id: string;
  slices: { add: unknown[]; remove: unknown[] };
  order_change_offers: DuffelOrderChangeOffer[];
  created_at?: string;
  live_mode?: boolean;
}

export interface DuffelOrderChange {
  id: string;
  order_id: string;
  slices: { add: DuffelSlice[]; remove: DuffelSlice[] };
  change_total_amount: string;
  change_total_currency: string;
  new_total_amount: string;
  new_total_currency: string;
  penalty_total_amount?: string | null;
  penalty_total_currency?: string | null;
  refund_to?: string | null;
  expires_at: string;
  confirmed_at: string | null;
  created_at?: string;
  live_mode?: boolean;
}

export interface DuffelAirlineInitiatedChange {
  id: string;
  order_id: string;
  added: DuffelSlice[];
  removed: DuffelSlice[];
  available_actions: string[];
  action_taken: 'accepted' | 'cancelled' | 'changed' | null;
  action_taken_at: string | null;
  created_at: string;
  updated_at: string;
  travel_agent_ticket?: unknown;
}
