import { randomUUID } from 'node:crypto';
import type { CabinClass } from '@travel/contracts/rules';
import type {
  AirlineChange,
  AirSearch,
  AirSupplier,
  CancellationQuote,
  Money,
  SupplierOffer,
  SupplierOrder,
  SupplierOrderRequest,
  SupplierOrderStatus,
  SupplierPassenger,
  SupplierSeatMap,
  SupplierSlice,
} from '../air';
import { SupplierError, fromMinor, toMinor } from '../errors';
import { tripjackApi, type TripjackApi } from './client';
import type {
  PaxType,
  TjAmendmentChargesAnswer,
  TjAmendmentDetailsAnswer,
  TjBookingDetailsAnswer,
  TjPaxFare,
  TjPrice,
  TjReviewAnswer,
  TjSearchAnswer,
  TjSeatAnswer,
  TjSegment,
  TjSubmitAmendmentAnswer,
} from './wire';

/*
 * TripJack's Flights API (v2) as our AirSupplier. Its documentation is shared with partners only; what is built
 * here follows the endpoint names and fields public integrations use (see ./wire.ts). Not confirmed, and so
 * chosen with care: the hold deadline field (`timeLimit`), the seat map's shape, the FAREALERT alert, the
 * amendment totals, a refund's destination, TripJack's numeric error codes (refusals are recognised by their
 * text), and the reissue flow for date changes (not offered: changeOffers and confirmChange refuse).
 */

export interface TripjackAirOptions {
  apiKey: string;
  baseUrl: string;
  /** A search's own deadline; the caller's signal can end it sooner. */
  searchTimeoutMs?: number;
  /** Every other call's deadline. */
  callTimeoutMs?: number;
  /** Between amendment-details polls while a cancellation is processed. */
  amendmentPollMs?: number;
  /** Polls before confirmCancellation gives up with an unknown outcome (a later call resumes polling). */
  amendmentPolls?: number;
  now?: () => Date;
  /**
   * Where our order references are paired with TripJack's bookingIds before a booking is sent. By default this
   * process's memory; give a durable one (shared by every API instance) so findOrder can answer after a restart.
   */
  references?: TripjackReferenceStore;
  /**
   * Each booking's slices as booked (or last accepted), to notice the airline's changes (TripJack sends no notice).
   * By default this process's memory; give a durable one so a change is noticed by any process, after a restart.
   */
  schedules?: TripjackScheduleStore;
}

/** bookingId → its slices as booked or last accepted. */
export interface TripjackScheduleStore {
  get(bookingId: string): Promise<SupplierSlice[] | undefined>;
  set(bookingId: string, slices: SupplierSlice[]): Promise<void>;
  /** Records them only when nothing is recorded for the booking yet (its first read is the baseline). */
  init(bookingId: string, slices: SupplierSlice[]): Promise<void>;
}

export function memoryScheduleStore(): TripjackScheduleStore {
  const slices = new Map<string, SupplierSlice[]>();
  return {
    get: async (bookingId) => slices.get(bookingId),
    set: async (bookingId, booked) => void slices.set(bookingId, booked),
    init: async (bookingId, booked) => void (slices.has(bookingId) || slices.set(bookingId, booked)),
  };
}

/**
 * Our order reference → the TripJack bookingId its booking was sent with. TripJack keys a booking by the bookingId
 * its review gave, and a booking carries no reference of ours, so this pairing is the only way back to it.
 */
export interface TripjackReferenceStore {
  get(reference: string): Promise<string | undefined>;
  /** Recorded before the booking is sent. */
  set(reference: string, bookingId: string): Promise<void>;
  /** The records outlive this process and are shared by every instance: no record then means never sent. */
  readonly durable: boolean;
}

/** The default store: this process's memory, so not durable. */
export function memoryReferenceStore(): TripjackReferenceStore {
  const pairs = new Map<string, string>();
  return {
    durable: false,
    get: async (reference) => pairs.get(reference),
    set: async (reference, bookingId) => void pairs.set(reference, bookingId),
  };
}

/** TripJack sells in rupees and its answers carry no currency. */
const CURRENCY = 'INR';
/**
 * TripJack's search answer gives no expiry for its price ids, which do expire: we treat an offer as good for 15
 * minutes from the search. A review's session length (`conditions.st`) is used once there is one.
 */
const SEARCH_OFFER_MINUTES = 15;
/** TripJack gives cancellation charges without a validity; we let a quote be confirmed for 15 minutes. */
const QUOTE_MINUTES = 15;
/**
 * A review says whether the fare can be held (`conditions.isBA`) but not for how long; the booking's own
 * deadline comes with booking-details. Until then we count on 20 minutes.
 */
const HOLD_MINUTES = 20;

const CABINS: Record<CabinClass, string> = {
  economy: 'ECONOMY',
  premium_economy: 'PREMIUM_ECONOMY',
  business: 'BUSINESS',
  first: 'FIRST',
};

/** TripJack's fare identifiers as the brand a traveller sees. */
const FARE_FAMILIES: Record<string, string> = {
  PUBLISHED: 'Published',
  STANDARD: 'Standard',
  FLEXI: 'Flexi',
  SME: 'SME',
  CORPORATE: 'Corporate',
  SALE: 'Sale',
  SPECIAL_RETURN: 'Special Return',
  FAMILY: 'Family',
};
export const fareFamilyOf = (identifier: string | undefined) =>
  identifier
    ? (FARE_FAMILIES[identifier.toUpperCase()] ??
      identifier
        .toLowerCase()
        .split(/[_\s]+/)
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(' '))
    : 'Standard';

/** '15 Kg', '15KG', '1 Piece (15 Kg)' → 15; anything unreadable → 0. */
export function kilos(text: string | undefined): number {
  const match = /(\d+(?:\.\d+)?)\s*kg/i.exec(text ?? '');
  return match ? Math.round(Number(match[1])) : 0;
}

const PAX_TYPES: PaxType[] = ['ADULT', 'CHILD', 'INFANT'];

const addMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000).toISOString();

function segmentsToSlice(segments: TjSegment[]): SupplierSlice {
  const first = segments[0];
  const last = segments[segments.length - 1];
  return {
    from: first.da.code,
    to: last.aa.code,
    durationMin: segments.reduce((sum, s, i) => sum + s.duration + (i < segments.length - 1 ? (s.cT ?? 0) : 0), 0),
    segments: segments.map((s) => ({
      carrier: s.fD.aI.code,
      flightNumber: `${s.fD.aI.code} ${s.fD.fN}`,
      from: s.da.code,
      to: s.aa.code,
      departingAt: s.dt.slice(0, 16),
      arrivingAt: s.at.slice(0, 16),
      ...(s.fD.eT ? { aircraft: s.fD.eT } : {}),
    })),
  };
}

/** A trip's segments as slices: a COMBO carries the way back as segments marked `isRs`. */
function slicesOf(segments: TjSegment[]): SupplierSlice[] {
  if (segments.length === 0) return [];
  const out = segments.filter((s) => !s.isRs);
  const back = segments.filter((s) => s.isRs);
  return back.length && out.length ? [segmentsToSlice(out), segmentsToSlice(back)] : [segmentsToSlice(segments)];
}

const refundableType = (fare: TjPaxFare | undefined) => fare?.rT ?? 0;

function offerFrom(
  price: TjPrice,
  slices: SupplierSlice[],
  pax: Record<PaxType, number>,
  totalMinor: number,
  expiresAt: string,
  holdUntil: string | null,
): SupplierOffer {
  const adult = price.fd.ADULT;
  const refundable = refundableType(adult) !== 0;
  const seats = PAX_TYPES.filter((type) => pax[type] > 0 && type !== 'INFANT')
    .map((type) => price.fd[type]?.sR)
    .filter((n): n is number => typeof n === 'number');
  return {
    supplier: 'tripjack',
    id: price.id,
    slices,
    total: { amountMinor: totalMinor, currency: CURRENCY },
    fareFamily: fareFamilyOf(price.fareIdentifier),
    expiresAt,
    refundable,
    // A search gives no change terms (those are fms/v2/farerule's); a refundable fare is taken as changeable.
    changeable: refundable || /FLEXI/i.test(price.fareIdentifier ?? ''),
    baggage: { checkedKg: kilos(adult?.bI?.iB), cabinKg: kilos(adult?.bI?.cB) },
    ...(seats.length ? { seatsLeft: Math.min(...seats) } : {}),
    holdUntil,
  };
}

const STATUSES: Record<string, SupplierOrderStatus> = {
  SUCCESS: 'ticketed',
  ON_HOLD: 'held',
  CANCELLED: 'cancelled',
  UNCONFIRMED: 'cancelled',
  ABORTED: 'cancelled',
  FAILED: 'cancelled',
};

const TITLES: Record<SupplierPassenger['title'], string> = { mr: 'Mr', ms: 'Ms', mrs: 'Mrs', miss: 'Ms', dr: 'Dr' };

function travellerOf(passenger: SupplierPassenger) {
  const child = passenger.type !== 'adult';
  return {
    // TripJack takes Mr/Mrs/Ms for adults and Master/Ms for children and infants.
    ti: child ? (passenger.gender === 'm' ? 'Master' : 'Ms') : TITLES[passenger.title],
    pt: passenger.type.toUpperCase(),
    fN: passenger.givenName,
    lN: passenger.familyName,
    dob: passenger.bornOn,
  };
}

interface Reviewed {
  bookingId: string;
  totalMinor: number;
  expiresAt: number;
  offer: SupplierOffer;
}

interface QuoteRecord {
  quote: CancellationQuote;
  amendmentId?: string;
}

const sameSlice = (a: SupplierSlice | undefined, b: SupplierSlice | undefined) =>
  JSON.stringify(a?.segments ?? []) === JSON.stringify(b?.segments ?? []);

/** TripJack as one of our air suppliers. */
export function tripjackAir(options: TripjackAirOptions): AirSupplier {
  const api: TripjackApi = tripjackApi({ apiKey: options.apiKey, baseUrl: options.baseUrl });
  const now = options.now ?? (() => new Date());
  const searchTimeoutMs = options.searchTimeoutMs ?? 25_000;
  const callTimeoutMs = options.callTimeoutMs ?? 15_000;
  const pollMs = options.amendmentPollMs ?? 5_000;
  const polls = options.amendmentPolls ?? 5;

  // What this process learnt, keyed by ids TripJack owns (never encoded into ids we hand out); lost on restart.
  /** Price id → the last review of it (its bookingId is what book takes). */
  const reviews = new Map<string, Reviewed>();
  const references = options.references ?? memoryReferenceStore();
  /** References this process started an order for: with no pairing recorded, their booking was never sent. */
  const attempted = new Set<string>();
  /** bookingId → the one order reference it books for: two orders never share a review's bookingId. */
  const claimedBy = new Map<string, string>();
  /** Search passengers per price id, to total a reviewed offer's per-passenger fares. */
  const searchPax = new Map<string, Record<PaxType, number>>();
  /** Our quote ids → what they stand for. */
  const quotes = new Map<string, QuoteRecord>();
  /** bookingId → the slices as booked (or last accepted), to notice the airline's changes. */
  const booked = options.schedules ?? memoryScheduleStore();
  /** Our airline-change ids → the change. */
  const changes = new Map<string, AirlineChange>();

  const call = <T extends object>(path: string, json: unknown, maxAttempts = 2, signal?: AbortSignal) =>
    api.call<T & { status?: { success?: boolean } }>({ path, json, maxAttempts, timeoutMs: callTimeoutMs, signal });

  async function review(priceId: string): Promise<Reviewed> {
    const answer = await call<TjReviewAnswer>('fms/v1/review', { priceIds: [priceId] });
    const tf = answer.totalPriceInfo?.totalFareDetail?.fC?.TF;
    const trip = answer.tripInfos?.[0];
    const price = trip?.totalPriceList?.find((p) => p.id === priceId) ?? trip?.totalPriceList?.[0];
    if (!answer.bookingId || tf === undefined || !trip || !price) {
      throw new SupplierError('TripJack sent a review that could not be read.', 'malformed', false, 200);
    }
    const at = now();
    const expiresAt = at.getTime() + (answer.conditions?.st ?? SEARCH_OFFER_MINUTES * 60) * 1000;
    const totalMinor = toMinor(tf, CURRENCY);
    const slices = answer.tripInfos.flatMap((t) => slicesOf(t.sI));
    const pax = searchPax.get(priceId) ?? { ADULT: 1, CHILD: 0, INFANT: 0 };
    const holdUntil = answer.conditions?.isBA ? addMinutes(at, HOLD_MINUTES) : null;
    const offer = offerFrom(price, slices, pax, totalMinor, new Date(expiresAt).toISOString(), holdUntil);
    offer.id = priceId;
    const reviewed = { bookingId: answer.bookingId, totalMinor, expiresAt, offer };
    reviews.set(priceId, reviewed);
    return reviewed;
  }

  /** The review to read seats from: the last one while its session lasts, else a new one. */
  async function currentReview(priceId: string): Promise<Reviewed> {
    const last = reviews.get(priceId);
    return last && last.expiresAt > now().getTime() ? last : review(priceId);
  }

  /** The review to book `reference` from: the last one while it lasts and no other order claimed it, else a new one. */
  async function reviewFor(reference: string, priceId: string): Promise<Reviewed> {
    const last = reviews.get(priceId);
    const usable = (r: Reviewed | undefined): r is Reviewed =>
      r !== undefined && r.expiresAt > now().getTime() && (claimedBy.get(r.bookingId) ?? reference) === reference;
    const chosen = usable(last) ? last : await review(priceId);
    claimedBy.set(chosen.bookingId, reference);
    return chosen;
  }

  async function details(bookingId: string): Promise<TjBookingDetailsAnswer> {
    const answer = await call<TjBookingDetailsAnswer>('oms/v1/booking-details', { bookingId });
    if (!answer.order?.status) {
      throw new SupplierError('TripJack sent booking details that could not be read.', 'malformed', false, 200);
    }
    return answer;
  }

  function orderFrom(answer: TjBookingDetailsAnswer): SupplierOrder {
    const air = answer.itemInfos?.AIR;
    const status = STATUSES[answer.order.status.toUpperCase()] ?? 'pending';
    const travellers = air?.travellerInfos ?? [];
    const pnrs = travellers.flatMap((t) => Object.values(t.pnrDetails ?? {})).filter(Boolean);
    const tickets = travellers.flatMap((t) => Object.values(t.ticketNumberDetails ?? {})).filter(Boolean);
    const total = air?.totalPriceInfo?.totalFareDetail?.fC?.TF ?? answer.order.amount ?? 0;
    return {
      supplier: 'tripjack',
      id: answer.order.bookingId,
      status,
      bookingReference: pnrs[0] ?? null,
      ticketNumbers: [...new Set(tickets)],
      total: { amountMinor: toMinor(total, CURRENCY), currency: CURRENCY },
      payBy: status === 'held' ? (air?.timeLimit ?? null) : null,
      slices: (air?.tripInfos ?? []).flatMap((t) => slicesOf(t.sI)),
    };
  }

  async function order(bookingId: string): Promise<SupplierOrder> {
    const found = orderFrom(await details(bookingId));
    if (found.slices.length) await booked.init(bookingId, found.slices);
    return found;
  }

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const supplier: AirSupplier = {
    name: 'tripjack',
    label: 'TripJack',

    async search(search: AirSearch, signal?: AbortSignal) {
      const searchedAt = now();
      const pax: Record<PaxType, number> = { ADULT: search.adults, CHILD: search.children, INFANT: search.infants };
      const answer = await api.call<TjSearchAnswer>({
        path: 'fms/v1/air-search-all',
        json: {
          searchQuery: {
            cabinClass: CABINS[search.cabin],
            paxInfo: { ADULT: String(search.adults), CHILD: String(search.children), INFANT: String(search.infants) },
            routeInfos: search.slices.map((slice) => ({
              fromCityOrAirport: { code: slice.from },
              toCityOrAirport: { code: slice.to },
              travelDate: slice.date,
            })),
            searchModifiers: { isDirectFlight: false, isConnectingFlight: true },
          },
        },
        maxAttempts: 2,
        timeoutMs: searchTimeoutMs,
        signal,
      });
      const tripInfos = answer.searchResult?.tripInfos ?? {};
      // A one-way trip comes as ONWARD; a round trip priced as one as COMBO. A domestic round trip can also come
      // as separate ONWARD and RETURN lists, each booked with its own price id: one offer cannot carry two ids,
      // so those are not offered here.
      const trips = search.slices.length === 1 ? (tripInfos.ONWARD ?? []) : (tripInfos.COMBO ?? []);
      const expiresAt = addMinutes(searchedAt, SEARCH_OFFER_MINUTES);
      const offers: SupplierOffer[] = [];
      for (const trip of trips) {
        const slices = slicesOf(trip.sI ?? []);
        if (slices.length !== search.slices.length) continue;
        for (const price of trip.totalPriceList ?? []) {
          let totalMinor = 0;
          try {
            for (const type of PAX_TYPES) {
              if (pax[type] === 0) continue;
              const fare = price.fd?.[type]?.fC?.TF;
              if (fare === undefined) throw new SupplierError(`No ${type} fare`, 'malformed', false);
              totalMinor += toMinor(fare, CURRENCY) * pax[type];
            }
          } catch {
            continue; // a price we cannot total is not offered
          }
          searchPax.set(price.id, pax);
          // Holds are allowed per fare only at review (`conditions.isBA`), so a searched offer says none.
          offers.push(offerFrom(price, slices, pax, totalMinor, expiresAt, null));
        }
      }
      return offers;
    },

    async priceOffer(offerId) {
      return (await review(offerId)).offer;
    },

    async seatMaps(offerId) {
      const { bookingId, offer } = await currentReview(offerId);
      const answer = await call<TjSeatAnswer>('fms/v1/seat', { bookingId });
      const bySegment = answer.tripSeatMap?.tripSeat ?? {};
      const segmentCount = offer.slices.reduce((sum, slice) => sum + slice.segments.length, 0);
      const maps: SupplierSeatMap[] = [];
      Object.values(bySegment).forEach((segment, segmentIndex) => {
        if (segmentIndex >= segmentCount) return;
        maps.push({
          segmentIndex,
          seats: (segment.sInfo ?? []).map((seat) => ({
            designator: seat.seatNo ?? seat.code,
            available: !seat.isBooked,
            ...(seat.isBooked
              ? {}
              : { price: { amountMinor: toMinor(seat.amount ?? 0, CURRENCY), currency: CURRENCY } }),
          })),
        });
      });
      return maps;
    },

    async createOrder(request: SupplierOrderRequest) {
      if (request.serviceIds?.length) {
        throw new SupplierError('Seats and bags are not sold through TripJack here yet.', 'not_supported', true);
      }
      attempted.add(request.reference);
      const reviewed = await reviewFor(request.reference, request.offerId);
      if (request.type === 'instant') {
        if (!request.payment) throw new SupplierError('An instant order needs its payment.', 'payment_required', true);
        if (request.payment.currency !== CURRENCY || request.payment.amountMinor !== reviewed.totalMinor) {
          throw new SupplierError(
            `TripJack prices this fare at ${fromMinor(reviewed.totalMinor)} ${CURRENCY} now.`,
            'price_changed',
            true,
          );
        }
      } else if (!reviewed.offer.holdUntil) {
        throw new SupplierError('TripJack does not hold this fare unpaid.', 'hold_not_allowed', true);
      }
      // TripJack orders are keyed by the reviewed bookingId: a booking carries no reference of ours, so we keep
      // the pairing to find it again after an unclear answer (findOrder).
      await references.set(request.reference, reviewed.bookingId);
      const first = request.passengers[0];
      try {
        await call(
          'oms/v1/air/book',
          {
            bookingId: reviewed.bookingId,
            travellerInfo: request.passengers.map(travellerOf),
            deliveryInfo: { emails: [first?.email].filter(Boolean), contacts: [first?.phone].filter(Boolean) },
            ...(request.type === 'instant'
              ? { paymentInfos: [{ amount: Number(fromMinor(reviewed.totalMinor)) }] }
              : {}),
          },
          1,
        );
      } catch (error) {
        // Sent again after an unclear answer, this order's own bookingId is already booked: that booking is ours.
        if (!(
          error instanceof SupplierError &&
          error.refused &&
          /already (exists|booked)|duplicate/i.test(error.message)
        )) {
          throw error;
        }
      }
      reviews.delete(request.offerId); // a bookingId books once; the next order from this offer reviews again
      const made = await order(reviewed.bookingId);
      await booked.init(made.id, made.slices);
      return made;
    },

    async findOrder(reference) {
      // The bookingId reviewed for this order's offer and sent in its booking; recorded before the booking went.
      const bookingId = await references.get(reference);
      if (!bookingId) {
        if (references.durable || attempted.has(reference)) return null;
        // Another process (or this one before a restart) may have sent it: saying "none" could book it twice.
        throw new SupplierError(
          'No record here of a TripJack booking for this order; it may have been sent by another process.',
          'unknown_reference',
          false,
        );
      }
      try {
        const answer = await details(bookingId);
        // A booking TripJack failed or aborted never held seats: the order may be sent again.
        if (['FAILED', 'ABORTED'].includes(answer.order.status.toUpperCase())) return null;
        const found = orderFrom(answer);
        if (found.slices.length) await booked.init(bookingId, found.slices);
        return found;
      } catch (error) {
        if (error instanceof SupplierError && error.refused && error.code === 'not_found') return null;
        throw error;
      }
    },

    async payHeldOrder(orderId: string, payment: Money) {
      if (payment.currency !== CURRENCY) {
        throw new SupplierError(`TripJack is paid in ${CURRENCY}.`, 'currency_mismatch', true);
      }
      await call('oms/v1/air/fare-validate', { bookingId: orderId }, 1);
      await call(
        'oms/v1/air/confirm-book',
        { bookingId: orderId, paymentInfos: [{ amount: Number(fromMinor(payment.amountMinor)) }] },
        1,
      );
      return order(orderId);
    },

    async releaseHeldOrder(orderId) {
      const current = await details(orderId);
      const pnrs = [
        ...new Set((current.itemInfos?.AIR?.travellerInfos ?? []).flatMap((t) => Object.values(t.pnrDetails ?? {}))),
      ];
      await call('oms/v1/air/unhold', { bookingId: orderId, pnrs }, 1);
    },

    getOrder: order,

    async quoteCancellation(orderId) {
      const answer = await call<TjAmendmentChargesAnswer>('oms/v1/air/amendment/amendment-charges', {
        bookingId: orderId,
        type: 'CANCELLATION',
        remarks: 'Cancellation requested by the traveller',
      });
      if (answer.refundableAmount === undefined) {
        throw new SupplierError('TripJack sent cancellation charges that could not be read.', 'malformed', false, 200);
      }
      const quote: CancellationQuote = {
        id: `tjq_${randomUUID()}`,
        orderId,
        refund: { amountMinor: toMinor(answer.refundableAmount, CURRENCY), currency: CURRENCY },
        // TripJack refunds a cancellation to the agency's TripJack balance.
        refundTo: 'balance',
        expiresAt: addMinutes(now(), QUOTE_MINUTES),
        confirmedAt: null,
      };
      quotes.set(quote.id, { quote });
      return quote;
    },

    async confirmCancellation(quoteId) {
      const record = quotes.get(quoteId);
      if (!record) throw new SupplierError('This cancellation quote is not known here.', 'quote_gone', true);
      if (record.quote.confirmedAt) return record.quote;
      if (!record.amendmentId) {
        if (Date.parse(record.quote.expiresAt) <= now().getTime()) {
          throw new SupplierError('This cancellation quote has expired.', 'quote_expired', true);
        }
        const submitted = await call<TjSubmitAmendmentAnswer>(
          'oms/v1/air/amendment/submit-amendment',
          { bookingId: record.quote.orderId, type: 'CANCELLATION', remarks: 'Cancellation requested by the traveller' },
          1,
        );
        if (!submitted.amendmentId) {
          throw new SupplierError(
            'TripJack accepted the cancellation without an amendment id.',
            'malformed',
            false,
            200,
          );
        }
        record.amendmentId = submitted.amendmentId;
      }
      for (let attempt = 0; attempt < polls; attempt++) {
        if (attempt > 0) await wait(pollMs);
        const detail = await call<TjAmendmentDetailsAnswer>('oms/v1/air/amendment/amendment-details', {
          amendmentId: record.amendmentId,
        });
        const status = (detail.amendmentStatus ?? '').toUpperCase();
        if (status === 'SUCCESS') {
          record.quote = {
            ...record.quote,
            ...(detail.refundableAmount === undefined
              ? {}
              : { refund: { amountMinor: toMinor(detail.refundableAmount, CURRENCY), currency: CURRENCY } }),
            confirmedAt: now().toISOString(),
          };
          return record.quote;
        }
        if (status === 'REJECTED') {
          throw new SupplierError('TripJack rejected the cancellation.', 'rejected', true);
        }
      }
      // Still processed at TripJack: confirming this quote again resumes polling, never submits twice.
      throw new SupplierError('TripJack is still processing the cancellation.', 'pending', false);
    },

    async changeOffers() {
      // TripJack changes dates through its reissue flow, whose request and answer shapes we could not confirm
      // from public material; until they are, a change is done by cancelling and booking again.
      throw new SupplierError('Date changes through TripJack are not supported yet.', 'not_supported', true);
    },

    async confirmChange() {
      throw new SupplierError('Date changes through TripJack are not supported yet.', 'not_supported', true);
    },

    async airlineChanges(orderId) {
      // TripJack sends no notice of an airline's change: booking-details is read and compared with the slices the
      // order was booked with (as this process saw them; after a restart, the first read becomes the baseline).
      const before = await booked.get(orderId);
      const current = orderFrom(await details(orderId));
      if (!before) {
        await booked.init(orderId, current.slices);
        return [];
      }
      const found: AirlineChange[] = [];
      const count = Math.max(before.length, current.slices.length);
      const tripCancelled = current.slices.length === 0;
      for (let index = 0; index < count; index++) {
        const was = before[index];
        const is = tripCancelled ? undefined : current.slices[index];
        if (sameSlice(was, is)) continue;
        // Ours, not TripJack's: the booking is in it (base64url has no '.'), so any process can accept it.
        const id = `tjchg.${Buffer.from(orderId).toString('base64url')}.${index}.${Buffer.from(
          JSON.stringify(is ?? null),
        )
          .toString('base64url')
          .slice(-12)}`;
        const change = changes.get(id) ?? {
          id,
          orderId,
          removed: was ? [was] : [],
          added: is ? [is] : [],
          // No other flight to offer: TripJack's reissue flow is not built (changeOffers refuses), so the traveller
          // is offered what can be done, never an empty list of flights (docs/decisions.md).
          actions: ['accept', 'cancel'] as AirlineChange['actions'],
          respondBy: null,
          acceptedAt: null,
        };
        changes.set(id, change);
        found.push(change);
      }
      return found;
    },

    async acceptAirlineChange(changeId) {
      // Known here, or found again on its booking (another process noticed it, or this one before a restart).
      const [, encoded] = changeId.split('.');
      if (!changes.has(changeId) && changeId.startsWith('tjchg.') && encoded) {
        await supplier.airlineChanges(Buffer.from(encoded, 'base64url').toString());
      }
      const change = changes.get(changeId);
      if (!change) throw new SupplierError('This airline change is not known here.', 'not_found', true);
      if (change.acceptedAt) return change;
      // TripJack has no call to accept a change: the new schedule stands unless the traveller changes or cancels.
      const slices = [...((await booked.get(change.orderId)) ?? [])];
      const index = slices.findIndex((slice) => sameSlice(slice, change.removed[0]));
      if (index >= 0) {
        if (change.added[0]) slices[index] = change.added[0];
        else slices.splice(index, 1);
      }
      await booked.set(change.orderId, slices);
      const accepted = { ...change, acceptedAt: now().toISOString() };
      changes.set(changeId, accepted);
      return accepted;
    },
  };
  return supplier;
}
