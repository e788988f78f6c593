import type { Money } from '../air';
import { SupplierError, fromMinor, toMinor } from '../errors';
import type {
  StayBooking,
  StayBookingRequest,
  StayCancellationPolicy,
  StayCancellationQuote,
  StayOffer,
  StayRate,
  StaySearch,
  StaySupplier,
} from '../stays';
import { duffelApi, type DuffelCall } from './client';
import type {
  DsAccommodation,
  DsBooking,
  DsBookingBody,
  DsCancellationEntry,
  DsGuestType,
  DsQuote,
  DsRate,
  DsRoom,
  DsSearch,
  DsSearchBody,
  DsSearchResult,
} from './staysWire';

/*
 * Duffel Stays (API v2) as our StaySupplier, built from Duffel's public reference: search (by location and radius,
 * or accommodation ids) → fetch_all_rates per search result → a quote per rate (the price and availability check)
 * → a booking from the quote → get / cancel. Same transport as the air adapter (bearer token, `Duffel-Version: v2`,
 * `{data}` bodies, `{errors: [...]}` refusals).
 *
 * Not confirmed from public material, and so read with care: that a booking accepts `metadata` on creation (the
 * booking object carries it; findBooking relies on it, as the air adapter does for orders); where a booking's price
 * is (read from `total_amount` when present, else from the booked rate in `accommodation.rooms`); Duffel's error
 * codes for a rate or quote gone, a room sold out and a booking already cancelled (recognised by code and text).
 */

export interface DuffelStaysOptions {
  accessToken: string;
  /** 'https://api.duffel.com', or a local sandbox's url. */
  baseUrl: string;
  /** The whole search's deadline (search and every fetch_all_rates); the caller's signal can end it sooner. */
  searchTimeoutMs?: number;
  /** Every other call's deadline. */
  callTimeoutMs?: number;
  /** How many search results get their rates fetched (the cheapest first). Default 20. */
  maxResults?: number;
  /** How many pages of bookings findBooking reads before giving up. Default 10. */
  findBookingPages?: number;
  /** Bookings a page when findBooking reads the list. Default 50. */
  findBookingPageSize?: number;
  now?: () => Date;
}

/** When a search result gives no expiry, its rates are sold for this long from the search. */
const OFFER_MINUTES = 30;
/** fetch_all_rates calls in flight at once during a search. */
const FETCH_CONCURRENCY = 4;

const BOARDS: Record<string, string> = {
  room_only: 'Room only',
  breakfast: 'Breakfast included',
  half_board: 'Half board',
  full_board: 'Full board',
  all_inclusive: 'All inclusive',
};

/**
 * Our code for one of Duffel's explained refusals on a stays call. Duffel's codes for these are not all public, so
 * both the code and the text are read; any other refusal keeps Duffel's own code.
 */
export function staysRefusalCode(code: string | undefined, message: string): string {
  // Duffel's own code first: a rate that is gone says "no longer available" too, but is not a room sold out.
  for (const text of [code ?? '', message]) {
    if (/price.?(has )?(changed|increased|mismatch)/i.test(text)) return 'price_changed';
    if (
      /offer_gone|(rate|quote|search.?result)[ _](is )?(no longer|unavailable|expired|not.?found)|expired/i.test(text)
    ) {
      return 'offer_gone';
    }
    if (
      /sold.?out|(accommodation|room)[ _](is )?(no longer available|unavailable)|no (longer )?availab|insufficient/i.test(
        text,
      )
    ) {
      return 'sold_out';
    }
    if (/already.?cancel/i.test(text)) return 'already_cancelled';
    if (/not.?found/i.test(text)) return 'not_found';
  }
  return code || 'refused';
}

const money = (amount: string, currency: string): Money => ({ amountMinor: toMinor(amount, currency), currency });

/** Duffel's cancellation timeline as our policy: free until the last full refund, then what the next step keeps. */
export function policyOf(timeline: DsCancellationEntry[] | undefined, total: Money, at: Date): StayCancellationPolicy {
  const steps = [...(timeline ?? [])]
    .filter((step) => Number.isFinite(Date.parse(step.before)))
    .sort((a, b) => Date.parse(a.before) - Date.parse(b.before));
  const text = steps.length
    ? [
        ...steps.map((step) => `Refund ${step.refund_amount} ${step.currency} if cancelled before ${step.before}`),
        `no refund after ${steps[steps.length - 1].before}`,
      ].join('; ')
    : 'Non-refundable.';
  const live = steps.filter((step) => Date.parse(step.before) > at.getTime());
  const refundOf = (step: DsCancellationEntry) =>
    Math.min(total.amountMinor, toMinor(step.refund_amount, total.currency));
  const full = live.filter((step) => refundOf(step) >= total.amountMinor);
  const lastFree = full.at(-1);
  const next = lastFree ? live.find((step) => Date.parse(step.before) > Date.parse(lastFree.before)) : live[0];
  return {
    freeUntil: lastFree ? new Date(Date.parse(lastFree.before)).toISOString() : null,
    penalty: { amountMinor: total.amountMinor - (next ? refundOf(next) : 0), currency: total.currency },
    text,
  };
}

/** What comes back if the booking is cancelled at `at`: the first step whose deadline is still ahead. */
export function refundAt(timeline: DsCancellationEntry[] | undefined, total: Money, at: Date): number {
  const steps = [...(timeline ?? [])]
    .filter((step) => Date.parse(step.before) > at.getTime())
    .sort((a, b) => Date.parse(a.before) - Date.parse(b.before));
  return steps[0] ? Math.min(total.amountMinor, toMinor(steps[0].refund_amount, total.currency)) : 0;
}

/** One Duffel rate as ours; null for a rate we cannot sell as one of our two kinds (a deposit rate). */
function rateOf(room: DsRoom, rate: DsRate, at: Date, total?: Money): StayRate | null {
  // A deposit rate is part paid now, part at the property: neither of our payment kinds, so not offered.
  if (rate.payment_type === 'deposit') return null;
  const price = total ?? money(rate.total_amount, rate.total_currency);
  return {
    key: rate.id,
    roomName: room.name,
    boardName: BOARDS[rate.board_type ?? ''] ?? rate.board_type ?? '',
    payment: rate.payment_type === 'guarantee' ? 'pay_at_hotel' : 'pay_now',
    total: price,
    // Our book() quotes the rate itself right before booking: nothing to check first.
    needsCheck: false,
    cancellation: policyOf(rate.cancellation_timeline, price, at),
    ...(typeof rate.quantity_available === 'number' ? { roomsLeft: rate.quantity_available } : {}),
  };
}

function offerOf(result: DsSearchResult, at: Date, fallbackExpiry: string, city: string): StayOffer | null {
  const accommodation = result.accommodation;
  if (!accommodation?.id || !accommodation.name) return null;
  const rates: StayRate[] = [];
  for (const room of accommodation.rooms ?? []) {
    for (const rate of room.rates ?? []) {
      if (!rate?.id) continue;
      try {
        const ours = rateOf(room, rate, at);
        if (ours) rates.push(ours);
      } catch {
        continue; // a rate we cannot price is not offered
      }
    }
  }
  if (rates.length === 0) return null;
  rates.sort((a, b) => a.total.amountMinor - b.total.amountMinor);
  const where = accommodation.location;
  const expires = Date.parse(result.expires_at ?? '');
  return {
    supplier: 'duffel-stays',
    hotelId: accommodation.id,
    name: accommodation.name,
    stars: typeof accommodation.rating === 'number' ? Math.max(0, Math.min(5, Math.floor(accommodation.rating))) : 0,
    address: where?.address?.line_one ?? '',
    city: where?.address?.city_name ?? city,
    lat: where?.geographic_coordinates?.latitude ?? 0,
    lng: where?.geographic_coordinates?.longitude ?? 0,
    rates,
    expiresAt: Number.isFinite(expires) ? new Date(expires).toISOString() : fallbackExpiry,
  };
}

/** The booked room and rate, as a booking (or a quote) carries it. */
const bookedRate = (accommodation: DsAccommodation | undefined) => {
  const room = accommodation?.rooms?.find((r) => r.rates?.length);
  return room ? { room, rate: room.rates[0] } : undefined;
};

function bookingOf(booking: DsBooking, at: Date): StayBooking {
  const booked = bookedRate(booking.accommodation);
  const amount = booking.total_amount ?? booked?.rate.total_amount;
  const currency = booking.total_currency ?? booked?.rate.total_currency;
  if (!booking.id || !booking.check_in_date || !booking.check_out_date || !amount || !currency) {
    throw new SupplierError('Duffel sent a stay booking that could not be read.', 'malformed', false, 200);
  }
  const total = money(amount, currency);
  return {
    supplier: 'duffel-stays',
    id: booking.id,
    status: booking.status === 'confirmed' ? 'confirmed' : booking.status === 'cancelled' ? 'cancelled' : 'pending',
    hotelName: booking.accommodation?.name ?? '',
    checkIn: booking.check_in_date,
    checkOut: booking.check_out_date,
    total,
    cancellation: policyOf(booked?.rate.cancellation_timeline, total, at),
    hotelConfirmation: booking.reference ?? null,
  };
}

/** Every guest of every room, as Duffel's search counts them (it prices all rooms together). */
export function guestsOf(search: StaySearch): DsGuestType[] {
  return search.rooms.flatMap((room) => [
    ...Array.from({ length: room.adults }, () => ({ type: 'adult' as const })),
    ...room.childAges.map((age) => ({ type: 'child' as const, age })),
  ]);
}

/** Duffel Stays as one of our hotel suppliers. */
export function duffelStays(options: DuffelStaysOptions): StaySupplier {
  const now = options.now ?? (() => new Date());
  const api = duffelApi({ accessToken: options.accessToken, baseUrl: options.baseUrl });
  const searchTimeoutMs = options.searchTimeoutMs ?? 20_000;
  const callTimeoutMs = options.callTimeoutMs ?? 20_000;
  const maxResults = options.maxResults ?? 20;
  const findBookingPages = options.findBookingPages ?? 10;
  const findBookingPageSize = options.findBookingPageSize ?? 50;

  /** One call; an explained refusal gets our code for it. */
  async function call<T>(request: DuffelCall) {
    try {
      return await api.call<T>(request);
    } catch (error) {
      if (error instanceof SupplierError && error.refused && error.httpStatus !== 401 && error.httpStatus !== 403) {
        throw new SupplierError(error.message, staysRefusalCode(error.code, error.message), true, error.httpStatus);
      }
      throw error;
    }
  }

  const read = { maxAttempts: 2, timeoutMs: callTimeoutMs };

  async function quote(rateId: string) {
    const answer = await call<DsQuote>({
      method: 'POST',
      path: '/stays/quotes',
      data: { rate_id: rateId },
      // A quote sells nothing: asking again after an unclear answer is harmless.
      ...read,
    });
    const found = bookedRate(answer.data.accommodation);
    if (!answer.data.id || !answer.data.total_amount || !answer.data.total_currency || !found) {
      throw new SupplierError('Duffel sent a quote that could not be read.', 'malformed', false, 200);
    }
    const total = money(answer.data.total_amount, answer.data.total_currency);
    const rate = rateOf(found.room, { ...found.rate, id: rateId }, now(), total);
    if (!rate) throw new SupplierError('Duffel quoted a deposit rate, which is not sold here.', 'offer_gone', true);
    return { quoteId: answer.data.id, rate };
  }

  async function getRaw(bookingId: string) {
    const answer = await call<DsBooking>({
      method: 'GET',
      path: `/stays/bookings/${encodeURIComponent(bookingId)}`,
      ...read,
    });
    return answer.data;
  }

  const getBooking = async (bookingId: string) => bookingOf(await getRaw(bookingId), now());

  return {
    name: 'duffel-stays',
    label: 'Duffel Stays',

    async search(search: StaySearch, signal?: AbortSignal) {
      const searchedAt = now();
      const deadline = AbortSignal.timeout(searchTimeoutMs);
      const within = signal ? AbortSignal.any([signal, deadline]) : deadline;
      const body: DsSearchBody = {
        check_in_date: search.checkIn,
        check_out_date: search.checkOut,
        rooms: search.rooms.length,
        guests: guestsOf(search),
        ...(search.hotelIds?.length
          ? { accommodation: { ids: search.hotelIds, fetch_rates: true } }
          : search.destination
            ? {
                location: {
                  radius: Math.max(1, Math.round(search.destination.radiusKm)),
                  geographic_coordinates: { latitude: search.destination.lat, longitude: search.destination.lng },
                },
              }
            : {}),
      };
      if (!body.accommodation && !body.location) {
        throw new SupplierError('A stay search needs a destination or hotel ids.', 'invalid_search', true);
      }
      if (search.rooms.length === 0) throw new SupplierError('A stay search needs a room.', 'invalid_search', true);
      const answer = await call<DsSearch>({
        method: 'POST',
        path: '/stays/search',
        data: body,
        maxAttempts: 2,
        timeoutMs: searchTimeoutMs,
        signal: within,
      });
      if (!Array.isArray(answer.data.results)) {
        throw new SupplierError('Duffel sent a search without results.', 'malformed', false, 200);
      }
      const fallbackExpiry = new Date(searchedAt.getTime() + OFFER_MINUTES * 60_000).toISOString();
      const price = (r: DsSearchResult) => {
        try {
          return toMinor(r.cheapest_rate_total_amount ?? '', r.cheapest_rate_currency ?? '');
        } catch {
          return Number.MAX_SAFE_INTEGER;
        }
      };
      const results = answer.data.results
        .filter((r) => r?.id && r.accommodation?.id)
        .sort((a, b) => price(a) - price(b))
        .slice(0, maxResults);

      // Every result's rates, a few at a time; a result whose rates could not be had before the deadline is left out.
      const fetched: (DsSearchResult | null)[] = new Array<DsSearchResult | null>(results.length).fill(null);
      const failures: unknown[] = [];
      let next = 0;
      const worker = async () => {
        while (next < results.length && !within.aborted) {
          const index = next++;
          const result = results[index];
          const hasRates = (result.accommodation.rooms ?? []).some((room) => room.rates?.length);
          if (body.accommodation && hasRates) {
            fetched[index] = result;
            continue;
          }
          try {
            const rates = await call<DsSearchResult>({
              method: 'POST',
              path: `/stays/search_results/${encodeURIComponent(result.id)}/actions/fetch_all_rates`,
              maxAttempts: 2,
              timeoutMs: searchTimeoutMs,
              signal: within,
            });
            fetched[index] = rates.data;
          } catch (error) {
            failures.push(error);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(FETCH_CONCURRENCY, results.length) }, worker));
      const answeredAt = now();
      const offers = fetched
        .filter((r): r is DsSearchResult => r !== null)
        .map((r) => offerOf(r, answeredAt, fallbackExpiry, search.destination?.city ?? ''))
        .filter((o): o is StayOffer => o !== null);
      // Properties were found but not one could be priced: that is Duffel failing, not an empty city.
      if (offers.length === 0 && failures.length > 0) throw failures[0];
      if (offers.length === 0 && results.length > 0 && within.aborted) {
        throw new SupplierError('Duffel gave no rates before the search’s deadline.', 'timeout', false);
      }
      return offers;
    },

    async checkRate(rateKey: string) {
      return (await quote(rateKey)).rate;
    },

    async book(request: StayBookingRequest) {
      // A fresh quote right before booking: the price Duffel sells at now, and the quote id a booking needs.
      const { quoteId, rate } = await quote(request.rateKey);
      if (rate.total.currency !== request.total.currency || rate.total.amountMinor !== request.total.amountMinor) {
        throw new SupplierError(
          `Duffel sells this rate at ${fromMinor(rate.total.amountMinor)} ${rate.total.currency} now.`,
          'price_changed',
          true,
        );
      }
      // The lead guest holds the booking; one named guest per further room, as Duffel recommends.
      const holder = { given_name: request.holder.givenName, family_name: request.holder.familyName };
      const leads = request.rooms
        .slice(1)
        .map((guests) => guests.find((g) => g.type === 'adult') ?? guests[0])
        .filter((g) => g !== undefined)
        .map((g) => ({ given_name: g.givenName, family_name: g.familyName }));
      const body: DsBookingBody = {
        quote_id: quoteId,
        guests: [holder, ...leads],
        email: request.holder.email,
        phone_number: request.holder.phone,
        // How findBooking recognises this booking after an unclear answer.
        metadata: { reference: request.reference },
      };
      const answer = await call<DsBooking>({
        method: 'POST',
        path: '/stays/bookings',
        data: body,
        // Never sent twice: Duffel has no idempotency key.
        maxAttempts: 1,
        timeoutMs: callTimeoutMs,
      });
      const booked = bookingOf(answer.data, now());
      if (booked.total.currency !== request.total.currency || booked.total.amountMinor !== request.total.amountMinor) {
        // Booked, but not at the accepted price: the booking stands, so this is neither a refusal nor price_changed.
        throw new SupplierError(
          `Duffel booked ${booked.id} at ${fromMinor(booked.total.amountMinor)} ${booked.total.currency}, not the accepted price.`,
          'booked_at_other_price',
          false,
          200,
        );
      }
      return booked;
    },

    getBooking,

    async findBooking(reference: string, checkIn: string) {
      let after: string | null | undefined;
      for (let page = 0; page < findBookingPages; page++) {
        const query = `limit=${findBookingPageSize}${after ? `&after=${encodeURIComponent(after)}` : ''}`;
        const answer = await call<DsBooking[]>({ method: 'GET', path: `/stays/bookings?${query}`, ...read });
        if (!Array.isArray(answer.data)) {
          throw new SupplierError('Duffel sent a booking list that could not be read.', 'malformed', false, 200);
        }
        const mine = answer.data.filter(
          (b) => b.metadata?.reference === reference && (!checkIn || b.check_in_date === checkIn),
        );
        const live = mine.find((b) => b.status !== 'cancelled') ?? mine[0];
        if (live) return getBooking(live.id);
        after = answer.meta?.after;
        if (!after) return null;
      }
      throw new SupplierError(
        `Duffel: no stay booking for ${reference} in the ${findBookingPages * findBookingPageSize} latest; the search stopped there.`,
        'unknown_reference',
        false,
      );
    },

    async quoteCancellation(bookingId: string): Promise<StayCancellationQuote> {
      // Duffel cancels in one step, with no quote: what comes back is read from the booked rate's timeline.
      const raw = await getRaw(bookingId);
      const booking = bookingOf(raw, now());
      const at = raw.cancelled_at && Number.isFinite(Date.parse(raw.cancelled_at)) ? new Date(raw.cancelled_at) : now();
      const refund = refundAt(bookedRate(raw.accommodation)?.rate.cancellation_timeline, booking.total, at);
      return {
        bookingId,
        penalty: { amountMinor: booking.total.amountMinor - refund, currency: booking.total.currency },
        refund: { amountMinor: refund, currency: booking.total.currency },
      };
    },

    async cancel(bookingId: string) {
      try {
        const answer = await call<DsBooking>({
          method: 'POST',
          path: `/stays/bookings/${encodeURIComponent(bookingId)}/actions/cancel`,
          maxAttempts: 1,
          timeoutMs: callTimeoutMs,
        });
        return bookingOf(answer.data, now());
      } catch (error) {
        // Refused because it is cancelled already (sent again after an unclear answer): that cancellation is this one.
        if (error instanceof SupplierError && error.refused && error.code !== 'not_found') {
          const booking = await getBooking(bookingId);
          if (booking.status === 'cancelled') return booking;
        }
        throw error;
      }
    },
  };
}
