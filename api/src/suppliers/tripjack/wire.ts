import type { TripjackEnvelope } from './client';

/**
 * The subset of TripJack's Flights API (v2) answers this adapter reads, with TripJack's terse keys. Field names
 * follow the partner documentation as public integrations use it; where one could not be confirmed, it says so.
 */

export type PaxType = 'ADULT' | 'CHILD' | 'INFANT';

export interface TjAirport {
  code: string;
  name?: string;
  city?: string;
  terminal?: string;
}

export interface TjSegment {
  id?: string;
  /** Flight designator: airline (`aI`), flight number (`fN`, digits only), equipment (`eT`). */
  fD: { aI: { code: string; name?: string; isLcc?: boolean }; fN: string; eT?: string };
  stops?: number;
  /** Stop-overs of a through flight (not confirmed: only `stops` is). */
  so?: { code: string }[];
  /** Minutes in the air for this segment. */
  duration: number;
  /** Connecting time to the next segment, minutes. */
  cT?: number;
  da: TjAirport;
  aa: TjAirport;
  /** Local wall-clock, 'YYYY-MM-DDTHH:mm'. */
  dt: string;
  at: string;
  /** On a COMBO (round trip priced together): true for the segments of the way back. */
  isRs?: boolean;
  sN?: number;
}

export interface TjFareComponents {
  /** Total fare. */
  TF: number;
  /** Base fare. */
  BF?: number;
  /** Taxes and fees. */
  TAF?: number;
}

export interface TjPaxFare {
  fC: TjFareComponents;
  /** Baggage: check-in (`iB`) and cabin (`cB`), as text ('15 Kg'). */
  bI?: { iB?: string; cB?: string };
  /** Refundable type: 0 non-refundable, 1 refundable, 2 partially refundable. */
  rT?: number;
  /** Seats remaining at this fare. */
  sR?: number;
  cc?: string;
}

export interface TjPrice {
  /** The price id: what review takes. */
  id: string;
  fareIdentifier?: string;
  fd: Partial<Record<PaxType, TjPaxFare>>;
}

export interface TjTripInfo {
  sI: TjSegment[];
  totalPriceList: TjPrice[];
}

export interface TjSearchAnswer extends TripjackEnvelope {
  searchResult?: { tripInfos?: Partial<Record<'ONWARD' | 'RETURN' | 'COMBO', TjTripInfo[]>> };
}

export interface TjReviewAnswer extends TripjackEnvelope {
  bookingId: string;
  tripInfos: TjTripInfo[];
  totalPriceInfo: { totalFareDetail: { fC: TjFareComponents } };
  /** `isBA`: the fare can be held unpaid; `st`: the session (this bookingId) lasts this many seconds. */
  conditions?: { isBA?: boolean; st?: number };
  /** A re-checked fare that moved: FAREALERT with the old and new totals (not confirmed beyond the type). */
  alerts?: { type?: string; oldFare?: number; newFare?: number }[];
}

export interface TjTraveller {
  ti?: string;
  pt?: PaxType;
  fN?: string;
  lN?: string;
  dob?: string;
  /** Keyed by 'FROM-TO'. */
  pnrDetails?: Record<string, string>;
  ticketNumberDetails?: Record<string, string>;
}

export interface TjBookingDetailsAnswer extends TripjackEnvelope {
  order: {
    bookingId: string;
    amount?: number;
    /** SUCCESS, ON_HOLD, PENDING, CANCELLED, UNCONFIRMED (a released hold), FAILED, ABORTED. */
    status: string;
    createdOn?: string;
  };
  itemInfos?: {
    AIR?: {
      tripInfos?: { sI: TjSegment[] }[];
      travellerInfos?: TjTraveller[];
      totalPriceInfo?: { totalFareDetail?: { fC?: TjFareComponents } };
      /** Pay a held booking before this instant. Not confirmed: TripJack's hold deadline field is partner-only. */
      timeLimit?: string;
    };
  };
}

export interface TjSeatAnswer extends TripjackEnvelope {
  /** Not confirmed beyond `tripSeatMap.tripSeat` keyed by segment id, each with its seats (`sInfo`). */
  tripSeatMap?: {
    tripSeat?: Record<string, { sInfo?: { code: string; seatNo?: string; amount?: number; isBooked?: boolean }[] }>;
  };
}

/**
 * The totals of a cancellation's charges. Public integrations read these top-level totals; TripJack may also
 * break them down per trip and traveller (not confirmed, not read).
 */
export interface TjAmendmentChargesAnswer extends TripjackEnvelope {
  bookingId?: string;
  amendmentCharges?: number;
  refundableAmount?: number;
  totalFare?: number;
}

export interface TjSubmitAmendmentAnswer extends TripjackEnvelope {
  bookingId?: string;
  amendmentId?: string;
}

export interface TjAmendmentDetailsAnswer extends TripjackEnvelope {
  bookingId?: string;
  amendmentId?: string;
  /** REQUESTED or PENDING (poll again), SUCCESS, REJECTED. */
  amendmentStatus?: string;
  refundableAmount?: number;
}
