/**
 * Hotelbeds APItude Booking API (hotel-api 1.0) as JSON, trimmed to the fields this adapter reads or sends.
 * Amounts are decimal strings (some answers give numbers); the currency is the hotel's (or the booking's).
 */

export interface HbCancellationPolicy {
  amount: string | number;
  /** ISO instant from which this amount is charged. */
  from: string;
}

export interface HbRate {
  rateKey: string;
  rateClass?: string;
  rateType?: 'BOOKABLE' | 'RECHECK' | string;
  net?: string | number;
  sellingRate?: string | number;
  hotelMandatory?: boolean;
  allotment?: number;
  paymentType?: 'AT_WEB' | 'AT_HOTEL' | string;
  boardCode?: string;
  boardName?: string;
  cancellationPolicies?: HbCancellationPolicy[];
  rooms?: number;
  adults?: number;
  children?: number;
  childrenAges?: string;
}

export interface HbRoom {
  code: string;
  name?: string;
  rates?: HbRate[];
}

export interface HbHotel {
  code: number | string;
  name: string;
  categoryCode?: string;
  categoryName?: string;
  destinationCode?: string;
  destinationName?: string;
  zoneName?: string;
  /** Not part of the documented availability answer (the Content API has it); read when present. */
  address?: string;
  latitude?: string | number;
  longitude?: string | number;
  rooms?: HbRoom[];
  currency?: string;
}

export interface HbAvailabilityAnswer {
  hotels: { hotels?: HbHotel[]; total?: number; checkIn?: string; checkOut?: string };
}

export interface HbCheckRateAnswer {
  hotel: HbHotel & {
    checkIn?: string;
    checkOut?: string;
    totalNet?: string | number;
    totalSellingRate?: string | number;
  };
}

export interface HbPax {
  roomId: number;
  type: 'AD' | 'CH';
  age?: number;
  name?: string;
  surname?: string;
}

export interface HbBookedRoom {
  id?: number;
  status?: string;
  code?: string;
  name?: string;
  paxes?: HbPax[];
  rates?: Omit<HbRate, 'rateKey'>[];
}

export interface HbBooking {
  reference: string;
  cancellationReference?: string;
  clientReference?: string;
  creationDate?: string;
  status: 'CONFIRMED' | 'CANCELLED' | 'PRECONFIRMED' | string;
  holder?: { name?: string; surname?: string };
  hotel?: {
    checkIn: string;
    checkOut: string;
    code?: number | string;
    name?: string;
    rooms?: HbBookedRoom[];
    totalNet?: string | number;
    totalSellingRate?: string | number;
    currency?: string;
    /** What cancelling costs, in a cancellation (or its simulation) answer. */
    cancellationAmount?: string | number;
    /** The hotel's own confirmation number (field name not confirmed from public material). */
    hotelConfirmationNumber?: string;
    supplier?: { name?: string; vatNumber?: string };
  };
  remark?: string;
  totalNet?: string | number;
  totalSellingRate?: string | number;
  pendingAmount?: string | number;
  currency?: string;
}

export interface HbBookingAnswer {
  booking: HbBooking;
}

export interface HbBookingListAnswer {
  bookings: { from?: number; to?: number; total?: number; bookings?: HbBooking[] };
}

/** Hotelbeds' error body: `{"auditData": {…}, "error": {"code": "INVALID_DATA", "message": "…"}}`. */
export interface HbErrorBody {
  error?: { code?: string; message?: string };
}
