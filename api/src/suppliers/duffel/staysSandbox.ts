import { createHash, randomBytes, randomInt } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fromMinor } from '../errors';
import { sandboxDelayMs } from '../sandboxLatency';
import type { CatalogueHotel, HotelCatalogue } from '../stays';
import type {
  DsAccommodation,
  DsBooking,
  DsBookingGuest,
  DsCancellationEntry,
  DsGuestType,
  DsQuote,
  DsRate,
  DsSearchResult,
} from './staysWire';

/**
 * A local Duffel Stays: a real HTTP server on loopback speaking the subset of Duffel's Stays API v2 the adapter
 * uses (same paths, `Authorization: Bearer` and `Duffel-Version: v2` headers, `{data}` bodies and `{errors: [...]}`
 * refusals). It sells a deterministic share of our catalogue (drawn apart from the Hotelbeds sandbox's, so the two
 * overlap without matching) under its own `acc_…` ids, at its own nightly prices with 12% tax, in rupees, with its
 * own cancellation timelines; keeps its bookings, quotes and learnt ids in a JSON file so they survive a restart;
 * and fails by rate or on demand.
 */

export type DuffelStaysFault = 'error' | 'timeout' | 'price_change' | 'sold_out' | 'malformed';

/** The share of requests each fault hits (0–1), named as the faults `forceNext` takes. */
export interface DuffelStaysFaultRates {
  /** A 5xx before anything is done. */
  error: number;
  /** No answer before the caller's deadline (a booking or cancellation is made first, then left unanswered). */
  timeout: number;
  /** The price moves 2–6% up at the quote, for that rate from then on. */
  price_change: number;
  /** The room goes at booking. */
  sold_out: number;
  /** A 200 nobody can read (a booking or cancellation is made first). */
  malformed: number;
}

export const DEFAULT_DUFFEL_STAYS_FAULTS: DuffelStaysFaultRates = {
  error: 0.02,
  timeout: 0.02,
  price_change: 0.08,
  sold_out: 0.04,
  malformed: 0,
};

export interface DuffelStaysSandboxOptions {
  catalogue: HotelCatalogue;
  stateFile: string;
  accessToken: string;
  /** Every call waits in this range (a long-tailed draw); by default 400–2000 ms for a search, 100–500 ms otherwise. */
  latencyMs?: { min: number; max: number };
  faults?: Partial<DuffelStaysFaultRates>;
  host?: string;
  port?: number;
  /** The sandbox's clock, ms since the epoch (tests move it to expire rates and quotes). */
  now?: () => number;
}

export interface DuffelStaysSandbox {
  url: string;
  close(): Promise<void>;
  /**
   * The next call this fault fits (price_change: a quote; sold_out: a booking; else any call), under `pathPrefix`
   * when given ('/stays/bookings'), fails with it.
   */
  forceNext(fault: DuffelStaysFault, pathPrefix?: string): void;
  /** Every request received, for tests. */
  readonly requests: { method: string; path: string; body: unknown }[];
  /** How many bookings the sandbox holds (any status). */
  bookingCount(): number;
}

/** Search results, and so their rates, can be fetched and quoted this long after the search. */
export const SEARCH_RESULT_MINUTES = 30;
/** A quote can be booked this long after it was made. */
export const QUOTE_MINUTES = 20;
const CURRENCY = 'INR';
const TAX_SHARE = 0.12;

/** A number in [0, 1) from a hash of the parts; 'duffel-stays' first, so other sandboxes draw differently. */
export function duffelStaysHash(...parts: string[]): number {
  const digest = createHash('sha256')
    .update(['duffel-stays', ...parts].join('|'))
    .digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/** About two properties in three are sold here. */
export const sellsStay = (id: string) => duffelStaysHash('sells', id) < 0.65;
/** The sandbox's own id for one of our properties: stable, Duffel-shaped. */
export const accommodationIdOf = (id: string) =>
  `acc_0000${createHash('sha256').update(`duffel-stays|acc|${id}`).digest('base64url').replace(/[-_]/g, 'x').slice(0, 18)}`;
/** This property's price factor against our catalogue's nightly rates, 0.93–1.12. */
export const stayPriceFactorOf = (id: string) => 0.93 + duffelStaysHash('price', id) * 0.19;
/** About one flexible rate in four is guaranteed by card and paid at the property. */
export const guaranteed = (id: string, roomId: string) => duffelStaysHash('pay', id, roomId) < 0.25;

/** 'F' flexible (full refund until 2 days before check-in, half until the day before), 'N' non-refundable (−12%). */
export type StayVariant = 'F' | 'N';

/** The stay's base price before tax, in paise, for every room: the catalogue's nights × the property's factor. */
export function stayBasePaise(
  hotel: CatalogueHotel,
  room: CatalogueHotel['rooms'][number],
  rooms: number,
  variant: StayVariant,
): number {
  const factor = stayPriceFactorOf(hotel.id);
  const flexible = room.nightlyMinor.reduce((sum, night) => sum + Math.round(night * factor), 0) * rooms;
  return variant === 'N' ? Math.round(flexible * 0.88) : flexible;
}
/** The base with its tax: what the traveller pays. */
export const stayTotalPaise = (base: number) => base + Math.round(base * TAX_SHARE);

/** What a sandbox rate (or search result) id stands for; the sandbox owns its ids, so it may read them back. */
interface Held {
  id: string;
  in: string;
  out: string;
  rooms: number;
  guests: DsGuestType[];
  t: number;
  room?: string;
  v?: StayVariant;
  /** The rate's total in paise when the search was answered. */
  paise?: number;
}

const encode = (prefix: string, held: Held) =>
  `${prefix}_0000${Buffer.from(JSON.stringify(held)).toString('base64url')}`;
function decode(prefix: string, text: unknown): Held | null {
  if (typeof text !== 'string' || !text.startsWith(`${prefix}_0000`)) return null;
  try {
    const held = JSON.parse(Buffer.from(text.slice(prefix.length + 5), 'base64url').toString('utf8')) as Held;
    return typeof held.id === 'string' && typeof held.t === 'number' ? held : null;
  } catch {
    return null;
  }
}

interface StoredQuote {
  rateId: string;
  held: Held;
  paise: number;
  t: number;
  bookingId?: string;
}

interface Booked {
  id: string;
  reference: string;
  status: 'confirmed' | 'cancelled';
  held: Held;
  paise: number;
  quoteId: string;
  hotelName: string;
  guests: DsBookingGuest[];
  email: string;
  phone: string;
  metadata: Record<string, string> | null;
  confirmedAt: number;
  cancelledAt?: number;
  seq: number;
}

interface State {
  seq: number;
  bookings: Record<string, Booked>;
  quotes: Record<string, StoredQuote>;
  /** Our catalogue id per sandbox accommodation id, learnt from every catalogue answer served. */
  ids: Record<string, string>;
  /** Rates whose price a quote moved: quoted (and so booked) at this price from then on. */
  moved: Record<string, number>;
}

const emptyState = (): State => ({ seq: 0, bookings: {}, quotes: {}, ids: {}, moved: {} });

const refusal = (status: number, type: string, code: string, title: string, message: string) => ({
  status,
  body: {
    errors: [{ type, code, title, message, documentation_url: `https://duffel.com/docs/api/overview/errors#${code}` }],
    meta: { status, request_id: randomBytes(8).toString('hex') },
  },
});
const invalid = (code: string, message: string) =>
  refusal(422, 'invalid_request_error', code, 'Invalid request', message);

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

/** The sandbox's refunds: full until 12:00 UTC two days before check-in, half until the day before, then none. */
export function stayTimeline(held: Pick<Held, 'in' | 'v'>, totalPaise: number): DsCancellationEntry[] {
  if (held.v === 'N') return [];
  return [
    { refund_amount: fromMinor(totalPaise), currency: CURRENCY, before: `${addDays(held.in, -2)}T12:00:00Z` },
    {
      refund_amount: fromMinor(Math.round(totalPaise / 2)),
      currency: CURRENCY,
      before: `${addDays(held.in, -1)}T12:00:00Z`,
    },
  ];
}

export async function startDuffelStaysSandbox(options: DuffelStaysSandboxOptions): Promise<DuffelStaysSandbox> {
  const clock = options.now ?? (() => Date.now());
  const rates: DuffelStaysFaultRates = { ...DEFAULT_DUFFEL_STAYS_FAULTS, ...options.faults };
  const forced: { fault: DuffelStaysFault; pathPrefix?: string }[] = [];
  const requests: { method: string; path: string; body: unknown }[] = [];
  const state: State = existsSync(options.stateFile)
    ? { ...emptyState(), ...(JSON.parse(readFileSync(options.stateFile, 'utf8')) as State) }
    : emptyState();

  const save = () => {
    // Quotes nobody booked are kept a day, so the file does not grow without end.
    const old = clock() - 24 * 3_600_000;
    for (const [id, quote] of Object.entries(state.quotes))
      if (!quote.bookingId && quote.t < old) delete state.quotes[id];
    const temp = `${options.stateFile}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(state));
    renameSync(temp, options.stateFile);
  };

  function faultFor(path: string, kinds: DuffelStaysFault[]): DuffelStaysFault | null {
    const index = forced.findIndex(
      (entry) => kinds.includes(entry.fault) && (!entry.pathPrefix || path.startsWith(entry.pathPrefix)),
    );
    if (index >= 0) return forced.splice(index, 1)[0].fault;
    for (const fault of kinds) if (rates[fault] > 0 && Math.random() < rates[fault]) return fault;
    return null;
  }

  /** Bookings are made one at a time, so two buyers of the last room cannot both have it. */
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const learn = (hotels: CatalogueHotel[]) => {
    let learnt = false;
    for (const hotel of hotels) {
      const id = accommodationIdOf(hotel.id);
      if (state.ids[id] !== hotel.id) {
        state.ids[id] = hotel.id;
        learnt = true;
      }
    }
    if (learnt) save();
  };

  /** Rooms of this kind taken by the sandbox's own live bookings on any night of the stay. */
  const roomsTaken = (id: string, roomId: string, checkIn: string, checkOut: string) =>
    Object.values(state.bookings)
      .filter(
        (b) =>
          b.status === 'confirmed' &&
          b.held.id === id &&
          b.held.room === roomId &&
          b.held.in < checkOut &&
          b.held.out > checkIn,
      )
      .reduce((sum, b) => sum + b.held.rooms, 0);

  const fits = (room: CatalogueHotel['rooms'][number], held: Pick<Held, 'rooms' | 'guests'>) =>
    Math.ceil(held.guests.length / Math.max(1, held.rooms)) <= room.maxGuests;

  function rateOf(
    hotel: CatalogueHotel,
    room: CatalogueHotel['rooms'][number],
    held: Held,
    paise: number,
    left: number,
  ) {
    const base = Math.round(paise / (1 + TAX_SHARE));
    const payAtProperty = held.v === 'F' && guaranteed(hotel.id, room.id);
    const rate: DsRate = {
      id: encode('rat', { ...held, paise }),
      total_amount: fromMinor(paise),
      total_currency: CURRENCY,
      base_amount: fromMinor(base),
      base_currency: CURRENCY,
      tax_amount: fromMinor(paise - base),
      tax_currency: CURRENCY,
      fee_amount: '0.00',
      fee_currency: CURRENCY,
      due_at_accommodation_amount: '0.00',
      due_at_accommodation_currency: CURRENCY,
      payment_type: payAtProperty ? 'guarantee' : 'pay_now',
      board_type: room.breakfastIncluded ? 'breakfast' : 'room_only',
      cancellation_timeline: stayTimeline(held, paise),
      quantity_available: left,
      conditions: held.v === 'N' ? [{ title: 'Non-refundable', description: 'No refund once booked.' }] : [],
    };
    return rate;
  }

  function accommodationOf(hotel: CatalogueHotel, rooms: DsAccommodation['rooms']): DsAccommodation {
    return {
      id: accommodationIdOf(hotel.id),
      name: hotel.name,
      rating: hotel.stars > 0 ? hotel.stars : null,
      location: {
        geographic_coordinates: { latitude: hotel.lat, longitude: hotel.lng },
        address: {
          line_one: hotel.address,
          city_name: hotel.city,
          postal_code: null,
          region: null,
          country_code: 'IN',
        },
      },
      rooms,
    };
  }

  /** Every room and rate of the property for the stay asked, priced now (a moved rate at its moved price). */
  function roomsFor(hotel: CatalogueHotel, stay: Held): NonNullable<DsAccommodation['rooms']> {
    const out: NonNullable<DsAccommodation['rooms']> = [];
    for (const room of hotel.rooms) {
      if (!fits(room, stay)) continue;
      const left = room.available - roomsTaken(hotel.id, room.id, stay.in, stay.out);
      if (left < stay.rooms) continue;
      const variants: StayVariant[] = room.freeCancellation ? ['N', 'F'] : ['N'];
      const roomRates = variants.map((v) => {
        const paise = stayTotalPaise(stayBasePaise(hotel, room, stay.rooms, v));
        return rateOf(hotel, room, { ...stay, room: room.id, v }, paise, left);
      });
      out.push({
        name: room.name,
        rates: roomRates,
        beds: [{ type: room.maxGuests > 2 ? 'king' : 'double', count: 1 }],
      });
    }
    return out;
  }

  function resultOf(hotel: CatalogueHotel, stay: Held, withRates: boolean): DsSearchResult | null {
    const rooms = roomsFor(hotel, stay);
    const all = rooms.flatMap((r) => r.rates);
    if (all.length === 0) return null;
    const cheapest = all.reduce((a, b) => (Number(b.total_amount) < Number(a.total_amount) ? b : a));
    return {
      id: encode('srr', {
        id: hotel.id,
        in: stay.in,
        out: stay.out,
        rooms: stay.rooms,
        guests: stay.guests,
        t: stay.t,
      }),
      check_in_date: stay.in,
      check_out_date: stay.out,
      rooms: stay.rooms,
      guests: stay.guests,
      expires_at: new Date(stay.t + SEARCH_RESULT_MINUTES * 60_000).toISOString(),
      cheapest_rate_total_amount: cheapest.total_amount,
      cheapest_rate_currency: CURRENCY,
      accommodation: accommodationOf(hotel, withRates ? rooms : []),
    };
  }

  async function search(body: Record<string, unknown>) {
    const checkIn = String(body.check_in_date ?? '');
    const checkOut = String(body.check_out_date ?? '');
    if (!DATE.test(checkIn) || !DATE.test(checkOut) || checkOut <= checkIn) {
      return invalid('validation_error', 'check_in_date and check_out_date must be dates, check-out after check-in');
    }
    const rooms = Number(body.rooms);
    const guests = body.guests as DsGuestType[] | undefined;
    if (!Number.isInteger(rooms) || rooms < 1) return invalid('validation_error', 'rooms must be a positive integer');
    if (!Array.isArray(guests) || !guests.some((g) => g?.type === 'adult')) {
      return invalid('validation_error', 'guests must include at least one adult');
    }
    if (guests.some((g) => g?.type === 'child' && (typeof g.age !== 'number' || g.age < 0 || g.age > 17))) {
      return invalid('validation_error', 'every child guest needs an age from 0 to 17');
    }
    const location = body.location as
      { radius?: number; geographic_coordinates?: { latitude?: number; longitude?: number } } | undefined;
    const accommodation = body.accommodation as { ids?: string[]; fetch_rates?: boolean } | undefined;
    let hotels: CatalogueHotel[];
    if (location && accommodation) return invalid('validation_error', 'search by location or accommodation, not both');
    if (accommodation && Array.isArray(accommodation.ids)) {
      const ids = accommodation.ids.map((id) => state.ids[id]).filter((id): id is string => Boolean(id));
      hotels = ids.length ? await options.catalogue({ hotelIds: ids, checkIn, checkOut }) : [];
    } else if (
      typeof location?.geographic_coordinates?.latitude === 'number' &&
      typeof location.geographic_coordinates.longitude === 'number'
    ) {
      const { latitude, longitude } = location.geographic_coordinates;
      const radius = Number(location.radius ?? 5);
      const all = await options.catalogue({ checkIn, checkOut });
      hotels = all.filter((h) => distanceKm(latitude, longitude, h.lat, h.lng) <= radius);
    } else {
      return invalid('validation_error', 'a location or an accommodation is required');
    }
    learn(hotels);
    const stay: Held = { id: '', in: checkIn, out: checkOut, rooms, guests, t: clock() };
    const results = hotels
      .filter((h) => sellsStay(h.id))
      .map((h) => resultOf(h, { ...stay, id: h.id }, Boolean(accommodation?.fetch_rates)))
      .filter((r): r is DsSearchResult => r !== null);
    return { status: 200, body: { data: { created_at: new Date(stay.t).toISOString(), results } } };
  }

  const hotelOf = async (held: Held) =>
    (await options.catalogue({ hotelIds: [held.id], checkIn: held.in, checkOut: held.out }))[0];

  async function fetchAllRates(searchResultId: string) {
    const held = decode('srr', searchResultId);
    if (!held)
      return refusal(404, 'invalid_request_error', 'not_found', 'Not found', 'The search result was not found');
    if (clock() - held.t > SEARCH_RESULT_MINUTES * 60_000) {
      return invalid('search_result_expired', 'The search result has expired; search again');
    }
    const hotel = await hotelOf(held);
    const result = hotel && sellsStay(hotel.id) ? resultOf(hotel, held, true) : null;
    if (!result) return invalid('accommodation_unavailable', 'The accommodation has no rooms left for this stay');
    return { status: 200, body: { data: { ...result, id: searchResultId } } };
  }

  /** The rate, still sold, with its property and room; else Duffel's refusal. */
  async function liveRate(
    rateId: unknown,
  ): Promise<
    | { refusal: ReturnType<typeof invalid> }
    | { held: Held; hotel: CatalogueHotel; room: CatalogueHotel['rooms'][number] }
  > {
    const held = decode('rat', rateId);
    const gone = invalid('rate_unavailable', 'The rate is no longer available; search again');
    if (!held || !held.room || !held.v || clock() - held.t > SEARCH_RESULT_MINUTES * 60_000) return { refusal: gone };
    const hotel = await hotelOf(held);
    const room = hotel?.rooms.find((r) => r.id === held.room);
    if (!hotel || !room || !sellsStay(hotel.id)) return { refusal: gone };
    return { held, hotel, room };
  }

  function quoteBody(id: string, quote: StoredQuote, hotel: CatalogueHotel, room: CatalogueHotel['rooms'][number]) {
    const left = room.available - roomsTaken(hotel.id, room.id, quote.held.in, quote.held.out);
    const rate = { ...rateOf(hotel, room, quote.held, quote.paise, Math.max(0, left)), id: quote.rateId };
    const data: DsQuote = {
      id,
      check_in_date: quote.held.in,
      check_out_date: quote.held.out,
      rooms: quote.held.rooms,
      guests: quote.held.guests,
      total_amount: rate.total_amount,
      total_currency: CURRENCY,
      base_amount: rate.base_amount,
      tax_amount: rate.tax_amount,
      due_at_accommodation_amount: rate.due_at_accommodation_amount,
      accommodation: accommodationOf(hotel, [{ name: room.name, rates: [rate] }]),
    };
    return data;
  }

  async function createQuote(body: Record<string, unknown>, fault: DuffelStaysFault | null) {
    const rateId = body.rate_id;
    if (typeof rateId !== 'string') return invalid('validation_error', 'rate_id is required');
    const found = await liveRate(rateId);
    if ('refusal' in found) return found.refusal;
    const { held, hotel, room } = found;
    const left = room.available - roomsTaken(hotel.id, room.id, held.in, held.out);
    if (left < held.rooms) return invalid('accommodation_unavailable', 'The room is no longer available');
    let paise = state.moved[rateId] ?? held.paise ?? stayTotalPaise(stayBasePaise(hotel, room, held.rooms, held.v!));
    if (fault === 'price_change') {
      paise = Math.round(paise * (1.02 + Math.random() * 0.04));
      state.moved[rateId] = paise;
    }
    const id = `quo_0000${randomBytes(12).toString('base64url').replace(/[-_]/g, 'Q')}`;
    const quote: StoredQuote = { rateId, held, paise, t: clock() };
    state.quotes[id] = quote;
    save();
    return { status: 201, body: { data: quoteBody(id, quote, hotel, room) } };
  }

  function bookingBody(booked: Booked, hotel: CatalogueHotel | undefined): DsBooking {
    const room = hotel?.rooms.find((r) => r.id === booked.held.room);
    const rate =
      hotel && room
        ? { ...rateOf(hotel, room, booked.held, booked.paise, 0), id: encode('rat', { ...booked.held }) }
        : undefined;
    return {
      id: booked.id,
      status: booked.status,
      reference: booked.reference,
      check_in_date: booked.held.in,
      check_out_date: booked.held.out,
      confirmed_at: new Date(booked.confirmedAt).toISOString(),
      cancelled_at: booked.cancelledAt ? new Date(booked.cancelledAt).toISOString() : null,
      email: booked.email,
      phone_number: booked.phone,
      rooms: booked.held.rooms,
      guests: booked.guests,
      metadata: booked.metadata,
      accommodation:
        hotel && room && rate
          ? accommodationOf(hotel, [{ name: room.name, rates: [rate] }])
          : { id: accommodationIdOf(booked.held.id), name: booked.hotelName, rooms: [] },
    };
  }

  const book = (body: Record<string, unknown>, fault: DuffelStaysFault | null) =>
    serially(async () => {
      const quoteId = body.quote_id;
      const guests = body.guests as DsBookingGuest[] | undefined;
      const email = body.email;
      const phone = body.phone_number;
      if (typeof quoteId !== 'string') return invalid('validation_error', 'quote_id is required');
      if (!Array.isArray(guests) || guests.length === 0 || guests.some((g) => !g?.given_name || !g.family_name)) {
        return invalid('validation_error', 'guests: at least one, each with given_name and family_name');
      }
      if (typeof email !== 'string' || !email.includes('@')) return invalid('validation_error', 'email is invalid');
      if (typeof phone !== 'string' || !/^\+[1-9]\d{6,14}$/.test(phone)) {
        return invalid('validation_error', 'phone_number must be in E.164 format');
      }
      const quote = state.quotes[quoteId];
      if (!quote) return refusal(404, 'invalid_request_error', 'not_found', 'Not found', 'The quote was not found');
      if (quote.bookingId) return invalid('quote_already_booked', 'This quote has already been booked');
      if (clock() - quote.t > QUOTE_MINUTES * 60_000) return invalid('quote_expired', 'The quote has expired');
      const hotel = await hotelOf(quote.held);
      const room = hotel?.rooms.find((r) => r.id === quote.held.room);
      if (!hotel || !room) return invalid('rate_unavailable', 'The rate is no longer available; search again');
      const left = room.available - roomsTaken(hotel.id, room.id, quote.held.in, quote.held.out);
      if (fault === 'sold_out' || left < quote.held.rooms) {
        return invalid('accommodation_unavailable', 'The room is no longer available at this accommodation');
      }
      state.seq += 1;
      const id = `bok_0000${randomBytes(12).toString('base64url').replace(/[-_]/g, 'B')}`;
      const metadata =
        body.metadata && typeof body.metadata === 'object' ? (body.metadata as Record<string, string>) : null;
      const booked: Booked = {
        id,
        reference: Array.from({ length: 8 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[randomInt(32)]).join(''),
        status: 'confirmed',
        held: quote.held,
        paise: quote.paise,
        quoteId,
        hotelName: hotel.name,
        guests: guests.map((g) => ({ given_name: g.given_name, family_name: g.family_name })),
        email,
        phone,
        metadata,
        confirmedAt: clock(),
        seq: state.seq,
      };
      state.bookings[id] = booked;
      quote.bookingId = id;
      save();
      return { status: 201, body: { data: bookingBody(booked, hotel) } };
    });

  async function cancel(id: string) {
    const booked = state.bookings[id];
    if (!booked) return refusal(404, 'invalid_request_error', 'not_found', 'Not found', `Booking ${id} not found`);
    if (booked.status === 'cancelled') {
      return invalid('booking_already_cancelled', `Booking ${id} has already been cancelled`);
    }
    booked.status = 'cancelled';
    booked.cancelledAt = clock();
    save();
    return { status: 200, body: { data: bookingBody(booked, await hotelOf(booked.held)) } };
  }

  function list(query: URLSearchParams) {
    const limit = Math.min(200, Math.max(1, Number(query.get('limit') ?? 50)));
    const after = query.get('after');
    const newestFirst = Object.values(state.bookings).sort((a, b) => b.seq - a.seq);
    const start = after ? Number(Buffer.from(after, 'base64url').toString('utf8')) || 0 : 0;
    const page = newestFirst.slice(start, start + limit);
    const next = start + limit < newestFirst.length ? Buffer.from(String(start + limit)).toString('base64url') : null;
    return {
      status: 200,
      body: { data: page.map((b) => bookingBody(b, undefined)), meta: { limit, after: next, before: null } },
    };
  }

  async function handle(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
    fault: DuffelStaysFault | null,
  ) {
    if (method === 'POST' && path === '/stays/search') return search(body);
    const rates = /^\/stays\/search_results\/([^/]+)\/actions\/fetch_all_rates$/.exec(path);
    if (method === 'POST' && rates) return fetchAllRates(decodeURIComponent(rates[1]));
    if (method === 'POST' && path === '/stays/quotes') return createQuote(body, fault);
    if (method === 'POST' && path === '/stays/bookings') return book(body, fault);
    if (method === 'GET' && path === '/stays/bookings') return list(query);
    const cancelling = /^\/stays\/bookings\/([^/]+)\/actions\/cancel$/.exec(path);
    if (method === 'POST' && cancelling) return cancel(decodeURIComponent(cancelling[1]));
    const one = /^\/stays\/bookings\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) {
      const booked = state.bookings[decodeURIComponent(one[1])];
      if (!booked) return refusal(404, 'invalid_request_error', 'not_found', 'Not found', 'The booking was not found');
      return { status: 200, body: { data: bookingBody(booked, await hotelOf(booked.held)) } };
    }
    return refusal(404, 'invalid_request_error', 'not_found', 'Not found', `No such endpoint: ${method} ${path}`);
  }

  const faultKinds = (method: string, path: string): DuffelStaysFault[] => {
    const base: DuffelStaysFault[] = ['error', 'timeout', 'malformed'];
    if (method === 'POST' && path === '/stays/quotes') return [...base, 'price_change'];
    if (method === 'POST' && path === '/stays/bookings') return [...base, 'sold_out'];
    return base;
  };
  /** Calls whose fault comes after the thing is done (the answer is lost, not the request). */
  const acts = (method: string, path: string) =>
    method === 'POST' && (path === '/stays/bookings' || /\/actions\/cancel$/.test(path));

  const pending = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://sandbox');
        const method = req.method ?? 'GET';
        const path = url.pathname;
        let body: Record<string, unknown> = {};
        try {
          const parsed = text ? (JSON.parse(text) as { data?: Record<string, unknown> }) : {};
          body = parsed.data && typeof parsed.data === 'object' ? parsed.data : {};
        } catch {
          body = {};
        }
        requests.push({ method, path: `${path}${url.search}`, body });
        const range =
          options.latencyMs ?? (path === '/stays/search' ? { min: 400, max: 2000 } : { min: 100, max: 500 });
        const delay = sandboxDelayMs(range);
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        const send = (status: number, answer: unknown, type = 'application/json') => {
          if (res.writableEnded) return;
          res.writeHead(status, { 'Content-Type': type });
          res.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
        };
        if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
          const denied = refusal(
            401,
            'authentication_error',
            'invalid_access_token',
            'Invalid access token',
            'The access token is not valid',
          );
          return send(denied.status, denied.body);
        }
        if (req.headers['duffel-version'] !== 'v2') {
          const wrong = refusal(
            400,
            'invalid_request_error',
            'unsupported_version',
            'Unsupported version',
            'Duffel-Version must be v2',
          );
          return send(wrong.status, wrong.body);
        }
        const fault = faultFor(path, faultKinds(method, path));
        const acting = acts(method, path);
        if (fault === 'error') {
          const down = refusal(
            503,
            'api_error',
            'service_unavailable',
            'Service unavailable',
            'A temporary issue; retry later',
          );
          return send(down.status, down.body);
        }
        res.on('close', () => pending.delete(res));
        if (fault === 'timeout' && !acting) return void pending.add(res);
        if (fault === 'malformed' && !acting) return send(200, '<html><body>Bad gateway</body></html>', 'text/html');
        try {
          const answer = await handle(method, path, url.searchParams, body, fault);
          const done = answer.status >= 200 && answer.status < 300;
          if (done && fault === 'timeout') return void pending.add(res);
          if (done && fault === 'malformed') return send(200, '{"meta":{}}');
          send(answer.status, answer.body);
        } catch (error) {
          const failed = refusal(500, 'api_error', 'internal_server_error', 'Internal error', (error as Error).message);
          send(failed.status, failed.body);
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    requests,
    forceNext: (fault, pathPrefix) => void forced.push({ fault, pathPrefix }),
    bookingCount: () => Object.keys(state.bookings).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of pending) res.destroy();
        pending.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
