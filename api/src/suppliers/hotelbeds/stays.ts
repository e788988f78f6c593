import { createHash } from 'node:crypto';
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
import { hotelbedsApi } from './client';
import type {
  HbAvailabilityAnswer,
  HbBooking,
  HbBookingAnswer,
  HbBookingListAnswer,
  HbCancellationPolicy,
  HbCheckRateAnswer,
  HbHotel,
  HbPax,
  HbRate,
} from './wire';

/*
 * Hotelbeds APItude (Booking API, hotel-api 1.0) as our StaySupplier. Built from the public reference
 * (developer.hotelbeds.com). Not confirmed from public material, and so read with care: the field carrying the
 * hotel's own confirmation number (read as `hotel.hotelConfirmationNumber`), the cancellation answer's amount
 * (read as `hotel.cancellationAmount`), an address in the availability answer (Hotelbeds gives it through its
 * Content API; read when present, else the zone), and the wording of refusals (recognised by their text).
 */

export interface HotelbedsStaysOptions {
  apiKey: string;
  secret: string;
  baseUrl: string;
  /** A search's own deadline; the caller's signal can end it sooner. */
  searchTimeoutMs?: number;
  /** Every other call's deadline. */
  callTimeoutMs?: number;
  now?: () => Date;
}

const API = '/hotel-api/1.0';
/** Hotelbeds gives no expiry with its rates: we sell them for 30 minutes from the search. */
const OFFER_MINUTES = 30;
/** Hotelbeds' clientReference takes at most 20 characters. */
const CLIENT_REFERENCE_MAX = 20;
/** A booking list page: Hotelbeds pages with item numbers `from`/`to`. */
const LIST_PAGE = 50;

/**
 * Our order reference as Hotelbeds' clientReference: itself when it fits, else a stable 20-character form (the
 * reference's head and a hash of the whole), so the booking can be found again from the reference alone.
 */
export function clientReferenceOf(reference: string): string {
  if (reference.length <= CLIENT_REFERENCE_MAX) return reference;
  const digest = createHash('sha256').update(reference).digest('hex').slice(0, 8);
  return `${reference.slice(0, CLIENT_REFERENCE_MAX - 9)}-${digest}`;
}

/** '4EST' → 4, '3 STARS' → 3; 0 when unrated. */
export function starsOf(hotel: Pick<HbHotel, 'categoryCode' | 'categoryName'>): number {
  const match = /^(\d)/.exec(hotel.categoryCode ?? '') ?? /(\d)\s*STAR/i.exec(hotel.categoryName ?? '');
  return match ? Number(match[1]) : 0;
}

const money = (amount: string | number, currency: string): Money => ({
  amountMinor: toMinor(amount, currency),
  currency,
});

/** What the traveller pays for the rate: the hotel's selling rate when paid there, else Hotelbeds' net. */
function rateTotal(rate: Pick<HbRate, 'net' | 'sellingRate' | 'paymentType'>, currency: string): Money {
  const amount = rate.paymentType === 'AT_HOTEL' && rate.sellingRate !== undefined ? rate.sellingRate : rate.net;
  if (amount === undefined) throw new SupplierError('Hotelbeds sent a rate without a price.', 'malformed', false, 200);
  return money(amount, currency);
}

/** Hotelbeds' policies ([{amount, from}]) as ours: free until the earliest `from`, then that amount. */
export function policyOf(policies: HbCancellationPolicy[] | undefined, total: Money, at: Date): StayCancellationPolicy {
  const sorted = [...(policies ?? [])].sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
  if (sorted.length === 0) {
    return { freeUntil: null, penalty: total, text: 'No cancellation terms given: treated as non-refundable.' };
  }
  const first = sorted[0];
  const firstAt = Date.parse(first.from);
  const freeUntil = Number.isFinite(firstAt) && firstAt > at.getTime() ? new Date(firstAt).toISOString() : null;
  const text = sorted.map((policy) => `From ${policy.from}: ${String(policy.amount)} ${total.currency}`).join('; ');
  return { freeUntil, penalty: money(first.amount, total.currency), text };
}

function rateOf(room: { code: string; name?: string }, rate: HbRate, currency: string, at: Date): StayRate {
  const total = rateTotal(rate, currency);
  return {
    key: rate.rateKey,
    roomName: room.name ?? room.code,
    boardName: rate.boardName ?? rate.boardCode ?? '',
    payment: rate.paymentType === 'AT_HOTEL' ? 'pay_at_hotel' : 'pay_now',
    total,
    needsCheck: rate.rateType === 'RECHECK',
    cancellation: policyOf(rate.cancellationPolicies, total, at),
    ...(typeof rate.allotment === 'number' ? { roomsLeft: rate.allotment } : {}),
  };
}

const STATUSES: Record<string, StayBooking['status']> = { CONFIRMED: 'confirmed', CANCELLED: 'cancelled' };

function bookingOf(booking: HbBooking, at: Date): StayBooking {
  const hotel = booking.hotel;
  const currency = booking.currency ?? hotel?.currency;
  const firstRate = hotel?.rooms?.[0]?.rates?.[0];
  const amount =
    firstRate?.paymentType === 'AT_HOTEL' ? (booking.totalSellingRate ?? hotel?.totalSellingRate) : undefined;
  const totalAmount = amount ?? booking.totalNet ?? hotel?.totalNet;
  if (!booking.reference || !hotel?.checkIn || !currency || totalAmount === undefined) {
    throw new SupplierError('Hotelbeds sent a booking that could not be read.', 'malformed', false, 200);
  }
  const total = money(totalAmount, currency);
  // Each room's rate carries its own policies: the stay is free until the earliest, and costs them all after.
  const policies = (hotel.rooms ?? []).flatMap((room) =>
    (room.rates ?? []).flatMap((r) => r.cancellationPolicies ?? []),
  );
  const merged = policyOf(policies, total, at);
  const rooms = hotel.rooms ?? [];
  const penaltyMinor = rooms.reduce((sum, room) => {
    const sorted = [...(room.rates?.[0]?.cancellationPolicies ?? [])].sort(
      (a, b) => Date.parse(a.from) - Date.parse(b.from),
    );
    return sum + (sorted[0] ? toMinor(sorted[0].amount, currency) : 0);
  }, 0);
  return {
    supplier: 'hotelbeds',
    id: booking.reference,
    status: STATUSES[booking.status?.toUpperCase()] ?? 'pending',
    hotelName: hotel.name ?? '',
    checkIn: hotel.checkIn,
    checkOut: hotel.checkOut,
    total,
    cancellation: rooms.length > 1 ? { ...merged, penalty: { amountMinor: penaltyMinor, currency } } : merged,
    hotelConfirmation: hotel.hotelConfirmationNumber ?? null,
  };
}

/** Rooms asked for → Hotelbeds occupancies, identical rooms as one occupancy of several rooms. */
function occupanciesOf(search: StaySearch) {
  const groups = new Map<
    string,
    { rooms: number; adults: number; children: number; paxes?: { type: 'CH'; age: number }[] }
  >();
  for (const room of search.rooms) {
    const ages = [...room.childAges].sort((a, b) => a - b);
    const key = `${room.adults}|${ages.join(',')}`;
    const group = groups.get(key);
    if (group) group.rooms += 1;
    else {
      groups.set(key, {
        rooms: 1,
        adults: room.adults,
        children: ages.length,
        ...(ages.length ? { paxes: ages.map((age) => ({ type: 'CH' as const, age })) } : {}),
      });
    }
  }
  return [...groups.values()];
}

/** Hotelbeds as one of our hotel suppliers. */
export function hotelbedsStays(options: HotelbedsStaysOptions): StaySupplier {
  const now = options.now ?? (() => new Date());
  const api = hotelbedsApi({ apiKey: options.apiKey, secret: options.secret, baseUrl: options.baseUrl, now });
  const searchTimeoutMs = options.searchTimeoutMs ?? 25_000;
  const callTimeoutMs = options.callTimeoutMs ?? 15_000;

  /** Rate key → the price and check state last seen for it in this process (lost on restart: then checked again). */
  const seen = new Map<string, { total: Money; needsCheck: boolean }>();

  const remember = (rate: StayRate) => {
    seen.set(rate.key, { total: rate.total, needsCheck: rate.needsCheck });
    if (seen.size > 20_000) seen.delete(seen.keys().next().value as string);
  };

  async function checkRate(rateKey: string): Promise<StayRate> {
    const answer = await api.call<HbCheckRateAnswer>({
      method: 'POST',
      path: `${API}/checkrates`,
      json: { rooms: [{ rateKey }] },
      answerHas: 'hotel',
      maxAttempts: 2,
      timeoutMs: callTimeoutMs,
    });
    const room = answer.hotel.rooms?.[0];
    const rate = room?.rates?.[0];
    const currency = answer.hotel.currency;
    if (!room || !rate?.rateKey || !currency) {
      throw new SupplierError('Hotelbeds sent a checked rate that could not be read.', 'malformed', false, 200);
    }
    const checked = rateOf(room, rate, currency, now());
    // A checked rate is bookable as it stands; its (possibly new) key books it.
    const result = { ...checked, needsCheck: false };
    remember(result);
    return result;
  }

  async function getBooking(reference: string): Promise<StayBooking> {
    const answer = await api.call<HbBookingAnswer>({
      method: 'GET',
      path: `${API}/bookings/${encodeURIComponent(reference)}`,
      answerHas: 'booking',
      maxAttempts: 2,
      timeoutMs: callTimeoutMs,
    });
    return bookingOf(answer.booking, now());
  }

  async function cancellation(reference: string, flag: 'SIMULATION' | 'CANCELLATION') {
    return api.call<HbBookingAnswer>({
      method: 'DELETE',
      path: `${API}/bookings/${encodeURIComponent(reference)}?cancellationFlag=${flag}`,
      answerHas: 'booking',
      maxAttempts: flag === 'SIMULATION' ? 2 : 1,
      timeoutMs: callTimeoutMs,
    });
  }

  return {
    name: 'hotelbeds',
    label: 'Hotelbeds',

    async search(search: StaySearch, signal?: AbortSignal) {
      const searchedAt = now();
      const occupancies = occupanciesOf(search);
      const where = search.hotelIds?.length
        ? { hotels: { hotel: search.hotelIds.map((id) => (/^\d+$/.test(id) ? Number(id) : id)) } }
        : search.destination
          ? {
              geolocation: {
                latitude: search.destination.lat,
                longitude: search.destination.lng,
                radius: search.destination.radiusKm,
                unit: 'km',
              },
            }
          : null;
      if (!where) throw new SupplierError('A stay search needs a destination or hotel ids.', 'invalid_search', true);
      const answer = await api.call<HbAvailabilityAnswer>({
        method: 'POST',
        path: `${API}/hotels`,
        json: { stay: { checkIn: search.checkIn, checkOut: search.checkOut }, occupancies, ...where },
        answerHas: 'hotels',
        maxAttempts: 2,
        timeoutMs: searchTimeoutMs,
        signal,
      });
      const expiresAt = new Date(searchedAt.getTime() + OFFER_MINUTES * 60_000).toISOString();
      // Policies are read as of the answer: a charge from the moment of the search is never "free until" it.
      const answeredAt = now();
      // One StayRate stands for every room asked for, so only a single occupancy can be sold as one rate key;
      // rooms of different make-up would need one key each (not offered here yet).
      if (occupancies.length !== 1) return [];
      const wanted = occupancies[0];
      const offers: StayOffer[] = [];
      for (const hotel of answer.hotels.hotels ?? []) {
        if (!hotel.currency) continue;
        const rates: StayRate[] = [];
        for (const room of hotel.rooms ?? []) {
          for (const rate of room.rates ?? []) {
            if (!rate.rateKey) continue;
            if ((rate.rooms ?? wanted.rooms) !== wanted.rooms) continue;
            try {
              rates.push(rateOf(room, rate, hotel.currency, answeredAt));
            } catch {
              continue; // a rate we cannot price is not offered
            }
          }
        }
        if (rates.length === 0) continue;
        rates.sort((a, b) => a.total.amountMinor - b.total.amountMinor);
        rates.forEach(remember);
        const lat = Number(hotel.latitude);
        const lng = Number(hotel.longitude);
        offers.push({
          supplier: 'hotelbeds',
          hotelId: String(hotel.code),
          name: hotel.name,
          stars: starsOf(hotel),
          address: hotel.address ?? hotel.zoneName ?? '',
          city: hotel.destinationName ?? search.destination?.city ?? '',
          lat: Number.isFinite(lat) ? lat : 0,
          lng: Number.isFinite(lng) ? lng : 0,
          rates,
          expiresAt,
        });
      }
      return offers;
    },

    checkRate,

    async book(request: StayBookingRequest) {
      // The price to book at: the last one seen for this key, checked first when Hotelbeds asks for it (RECHECK)
      // or when this process never saw the key. A price that moved is refused before anything is sent.
      let key = request.rateKey;
      let known = seen.get(key);
      if (!known || known.needsCheck) {
        const checked = await checkRate(key);
        key = checked.key;
        known = { total: checked.total, needsCheck: false };
      }
      if (known.total.currency !== request.total.currency || known.total.amountMinor !== request.total.amountMinor) {
        throw new SupplierError(
          `Hotelbeds sells this rate at ${fromMinor(known.total.amountMinor)} ${known.total.currency} now.`,
          'price_changed',
          true,
        );
      }
      const paxes: HbPax[] = request.rooms.flatMap((guests, index) =>
        guests.map((guest) => ({
          roomId: index + 1,
          type: guest.type === 'child' ? 'CH' : 'AD',
          ...(guest.age !== undefined ? { age: guest.age } : {}),
          name: guest.givenName,
          surname: guest.familyName,
        })),
      );
      const answer = await api.call<HbBookingAnswer>({
        method: 'POST',
        path: `${API}/bookings`,
        json: {
          holder: { name: request.holder.givenName, surname: request.holder.familyName },
          rooms: [{ rateKey: key, paxes }],
          // Hotelbeds' holder is a name only; the traveller's contact details are ours to keep, not a remark's.
          clientReference: clientReferenceOf(request.reference),
        },
        answerHas: 'booking',
        maxAttempts: 1,
        timeoutMs: callTimeoutMs,
      });
      const booked = bookingOf(answer.booking, now());
      if (booked.total.currency !== request.total.currency || booked.total.amountMinor !== request.total.amountMinor) {
        // Booked, but not at the accepted price: the booking stands, so this is not a refusal (nor 'price_changed',
        // which callers read as "nothing booked"); it is looked up and dealt with by staff.
        throw new SupplierError(
          `Hotelbeds booked ${booked.id} at ${fromMinor(booked.total.amountMinor)} ${booked.total.currency}, not the accepted price.`,
          'booked_at_other_price',
          false,
          200,
        );
      }
      return booked;
    },

    getBooking,

    async findBooking(reference: string, checkIn: string) {
      const clientReference = clientReferenceOf(reference);
      const wanted = clientReference.toUpperCase();
      const matches: HbBooking[] = [];
      let complete = false;
      // Bookings by check-in day, ours by clientReference; pages are read until every booking listed was seen.
      for (let from = 1; from < 1 + LIST_PAGE * 10; from += LIST_PAGE) {
        const query = new URLSearchParams({
          start: checkIn,
          end: checkIn,
          filterType: 'CHECKIN',
          status: 'ALL',
          clientReference,
          from: String(from),
          to: String(from + LIST_PAGE - 1),
        });
        const answer = await api.call<HbBookingListAnswer>({
          method: 'GET',
          path: `${API}/bookings?${query.toString()}`,
          answerHas: 'bookings',
          maxAttempts: 2,
          timeoutMs: callTimeoutMs,
        });
        const page = answer.bookings.bookings ?? [];
        const total = answer.bookings.total;
        matches.push(...page.filter((b) => (b.clientReference ?? '').toUpperCase() === wanted));
        if (typeof total !== 'number') break; // nobody can say the list is complete
        if (from - 1 + page.length >= total) {
          complete = true;
          break;
        }
        if (page.length === 0) break;
      }
      const live = matches.find((b) => b.status?.toUpperCase() !== 'CANCELLED') ?? matches[0];
      if (live) return getBooking(live.reference);
      if (!complete) {
        throw new SupplierError(
          'Hotelbeds’ booking list could not be read to its end: whether this order was booked is unknown.',
          'unknown_reference',
          false,
        );
      }
      return null;
    },

    async quoteCancellation(bookingId: string): Promise<StayCancellationQuote> {
      const answer = await cancellation(bookingId, 'SIMULATION');
      const booking = bookingOf(answer.booking, now());
      const amount = answer.booking.hotel?.cancellationAmount;
      if (amount === undefined) {
        throw new SupplierError('Hotelbeds sent a cancellation quote without its amount.', 'malformed', false, 200);
      }
      const penalty = money(amount, booking.total.currency);
      return {
        bookingId,
        penalty,
        refund: {
          amountMinor: Math.max(0, booking.total.amountMinor - penalty.amountMinor),
          currency: booking.total.currency,
        },
      };
    },

    async cancel(bookingId: string) {
      try {
        const answer = await cancellation(bookingId, 'CANCELLATION');
        return bookingOf(answer.booking, now());
      } catch (error) {
        // Sent again after an unclear answer, the cancellation already made is this one.
        if (error instanceof SupplierError && error.refused && error.code === 'already_cancelled') {
          return getBooking(bookingId);
        }
        throw error;
      }
    },
  };
}
