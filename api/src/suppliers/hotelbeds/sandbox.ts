import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fromMinor } from '../errors';
import type { CatalogueHotel, HotelCatalogue } from '../stays';
import { hotelbedsSignature } from './client';
import type { HbBooking, HbCancellationPolicy, HbHotel, HbPax, HbRate } from './wire';

/**
 * A local Hotelbeds: a real HTTP server on loopback speaking the subset of APItude's Booking API (hotel-api 1.0)
 * the adapter uses, with its `Api-key` / `X-Signature` headers (checked, ±5 minutes), its JSON shapes and its
 * `{"error": {code, message}}` refusals. It sells a deterministic three quarters of our catalogue under its own
 * numeric hotel codes, in rupees, keeps its bookings in a JSON file so they survive a restart, and fails by rate
 * or on demand.
 */

export type HotelbedsFault = 'error' | 'timeout' | 'price_change' | 'sold_out' | 'malformed';

/** The share of requests each fault hits (0–1), named as the faults `forceNext` takes. */
export interface HotelbedsFaultRates {
  /** A 5xx before anything is done. */
  error: number;
  /** No answer before the caller's deadline (a booking or cancellation is made first, then left unanswered). */
  timeout: number;
  /** The price moves 2–6% up at checkrates. */
  price_change: number;
  /** The room goes at booking. */
  sold_out: number;
  /** A 200 nobody can read (a booking or cancellation is made first). */
  malformed: number;
}

export const DEFAULT_HOTELBEDS_FAULTS: HotelbedsFaultRates = {
  error: 0.03,
  timeout: 0.02,
  price_change: 0.1,
  sold_out: 0.03,
  malformed: 0,
};

export interface HotelbedsSandboxOptions {
  catalogue: HotelCatalogue;
  stateFile: string;
  apiKey: string;
  secret: string;
  /** Every call waits uniformly in this range; by default 300–1500 ms for availability, 100–400 ms otherwise. */
  latencyMs?: { min: number; max: number };
  faults?: Partial<HotelbedsFaultRates>;
  host?: string;
  port?: number;
  /** The sandbox's clock, ms since the epoch (tests move it to expire rate keys or skew signatures). */
  now?: () => number;
}

export interface HotelbedsSandbox {
  url: string;
  close(): Promise<void>;
  /**
   * The next call this fault fits (price_change: a checkrates; sold_out: a booking; else any call), under
   * `pathPrefix` when given ('/hotel-api/1.0/bookings'), fails with it.
   */
  forceNext(fault: HotelbedsFault, pathPrefix?: string): void;
  /** Every request received, for tests. */
  readonly requests: { method: string; path: string; body: unknown }[];
  /** How many bookings the sandbox holds (any status). */
  bookingCount(): number;
}

const API = '/hotel-api/1.0';
/** How far a signature's time may be from the sandbox's clock. */
const SIGNATURE_SKEW_SECONDS = 300;
/** Rate keys are refused this long after the availability (or checkrates) that gave them. */
const RATE_KEY_MINUTES = 60;
const CURRENCY = 'INR';

/** A number in [0, 1) from a hash of the parts; 'hotelbeds' first, so other sandboxes draw differently. */
export function hotelbedsHash(...parts: string[]): number {
  const digest = createHash('sha256')
    .update(['hotelbeds', ...parts].join('|'))
    .digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/** About three properties in four are sold here. */
export const sellsHotel = (id: string) => hotelbedsHash(id) < 0.75;
/** The sandbox's own code for one of our properties: stable, numeric, six digits. */
export const hotelCodeOf = (id: string) => 100_000 + Math.floor(hotelbedsHash('code', id) * 900_000);
/** This property's price factor against our catalogue, 0.90–1.08. */
export const priceFactorOf = (id: string) => 0.9 + hotelbedsHash('price', id) * 0.18;
/** About one rate in three must be checked before booking. */
export const isRecheck = (id: string, roomId: string, variant: Variant) =>
  hotelbedsHash('recheck', id, roomId, variant) < 1 / 3;
/** About one refundable rate in four is paid at the hotel. */
export const paidAtHotel = (id: string, roomId: string, variant: Variant) =>
  variant === 'R' && hotelbedsHash('pay', id, roomId) < 0.25;

/** 'R' refundable (free until three days before check-in, then the first night), 'N' non-refundable (−10%). */
export type Variant = 'R' | 'N';

/** The refundable rate for the stay and rooms, in paise: the catalogue's nights × the property's factor. */
export function refundablePaise(hotel: CatalogueHotel, room: CatalogueHotel['rooms'][number], rooms: number): number {
  const factor = priceFactorOf(hotel.id);
  return room.nightlyMinor.reduce((sum, night) => sum + Math.round(night * factor), 0) * rooms;
}
export const variantPaise = (refundable: number, variant: Variant) =>
  variant === 'N' ? Math.round(refundable * 0.9) : refundable;

/** What a sandbox rate key stands for; the sandbox owns its keys, so it may read them back. */
interface RateKey {
  id: string;
  code: number;
  room: string;
  v: Variant;
  in: string;
  out: string;
  rooms: number;
  adults: number;
  ages: number[];
  paise: number;
  t: number;
  /** Given by checkrates: bookable as it stands. */
  checked?: boolean;
}

const encodeKey = (key: RateKey) =>
  `${key.in.replace(/-/g, '')}|${key.out.replace(/-/g, '')}|W|${key.code}|${key.room}|${key.v}|${Buffer.from(
    JSON.stringify(key),
  ).toString('base64url')}`;
function decodeKey(text: unknown): RateKey | null {
  if (typeof text !== 'string') return null;
  const packed = text.split('|').at(-1) ?? '';
  try {
    const key = JSON.parse(Buffer.from(packed, 'base64url').toString('utf8')) as RateKey;
    return typeof key.id === 'string' && typeof key.paise === 'number' ? key : null;
  } catch {
    return null;
  }
}

interface Booked {
  reference: string;
  clientReference: string;
  status: 'CONFIRMED' | 'CANCELLED';
  key: RateKey;
  name: string;
  holder: { name: string; surname: string };
  paxes: HbPax[];
  remark?: string;
  hotelConfirmation: string;
  createdAt: number;
  cancelledAt?: number;
  cancellationPaise?: number;
}

interface State {
  seq: number;
  bookings: Record<string, Booked>;
  /** Our catalogue id per sandbox hotel code, learnt from every catalogue answer served. */
  codes: Record<string, string>;
  /** Keys whose price checkrates moved: booking them is refused. */
  moved: Record<string, number>;
}

const emptyState = (): State => ({ seq: 0, bookings: {}, codes: {}, moved: {} });

const refusal = (code: string, message: string) => ({ error: { code, message } });

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};
const nightsOf = (checkIn: string, checkOut: string) =>
  Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

const categoryOf = (stars: number) => ({
  categoryCode: stars > 0 ? `${stars}EST` : 'H',
  categoryName: stars > 0 ? `${stars} STARS` : 'HOTEL',
});

export async function startHotelbedsSandbox(options: HotelbedsSandboxOptions): Promise<HotelbedsSandbox> {
  const clock = options.now ?? (() => Date.now());
  const rates: HotelbedsFaultRates = { ...DEFAULT_HOTELBEDS_FAULTS, ...options.faults };
  const forced: { fault: HotelbedsFault; pathPrefix?: string }[] = [];
  const requests: { method: string; path: string; body: unknown }[] = [];
  const state: State = existsSync(options.stateFile)
    ? { ...emptyState(), ...(JSON.parse(readFileSync(options.stateFile, 'utf8')) as State) }
    : emptyState();

  const save = () => {
    const temp = `${options.stateFile}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(state));
    renameSync(temp, options.stateFile);
  };

  function faultFor(path: string, kinds: HotelbedsFault[]): HotelbedsFault | null {
    const index = forced.findIndex(
      (entry) => kinds.includes(entry.fault) && (!entry.pathPrefix || path.startsWith(entry.pathPrefix)),
    );
    if (index >= 0) return forced.splice(index, 1)[0].fault;
    for (const fault of kinds) if (rates[fault] > 0 && Math.random() < rates[fault]) return fault;
    return null;
  }

  /** Bookings are made one at a time, so two buyers of the last room cannot both have it. */
  let bookingQueue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = bookingQueue.then(work, work);
    bookingQueue = next.catch(() => undefined);
    return next;
  };

  function signatureValid(apiKey: unknown, signature: unknown): boolean {
    if (apiKey !== options.apiKey || typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) {
      return false;
    }
    const given = Buffer.from(signature.toLowerCase(), 'hex');
    const seconds = Math.floor(clock() / 1000);
    for (let skew = -SIGNATURE_SKEW_SECONDS; skew <= SIGNATURE_SKEW_SECONDS; skew++) {
      const expected = Buffer.from(hotelbedsSignature(options.apiKey, options.secret, seconds + skew), 'hex');
      if (timingSafeEqual(given, expected)) return true;
    }
    return false;
  }

  const learn = (hotels: CatalogueHotel[]) => {
    let learnt = false;
    for (const hotel of hotels) {
      const code = String(hotelCodeOf(hotel.id));
      if (state.codes[code] !== hotel.id) {
        state.codes[code] = hotel.id;
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
          b.status === 'CONFIRMED' &&
          b.key.id === id &&
          b.key.room === roomId &&
          b.key.in < checkOut &&
          b.key.out > checkIn,
      )
      .reduce((sum, b) => sum + b.key.rooms, 0);

  function policiesOf(key: RateKey, firstNightPaise: number, at: number): HbCancellationPolicy[] {
    if (key.v === 'N') return [{ amount: fromMinor(key.paise), from: new Date(at).toISOString() }];
    return [{ amount: fromMinor(firstNightPaise), from: `${addDays(key.in, -3)}T00:00:00.000Z` }];
  }

  const firstNightOf = (key: RateKey, hotel: CatalogueHotel | undefined) => {
    const room = hotel?.rooms.find((r) => r.id === key.room);
    if (!hotel || !room) return Math.round(key.paise / Math.max(1, nightsOf(key.in, key.out)));
    const night = Math.round(room.nightlyMinor[0] * priceFactorOf(hotel.id)) * key.rooms;
    return variantPaise(night, key.v);
  };

  function rateOf(key: RateKey, hotel: CatalogueHotel | undefined, allotment: number, at: number): HbRate {
    const room = hotel?.rooms.find((r) => r.id === key.room);
    const atHotel = paidAtHotel(key.id, key.room, key.v);
    const price = fromMinor(key.paise);
    return {
      rateKey: encodeKey(key),
      rateClass: key.v === 'N' ? 'NRF' : 'NOR',
      rateType: !key.checked && isRecheck(key.id, key.room, key.v) ? 'RECHECK' : 'BOOKABLE',
      net: price,
      ...(atHotel ? { sellingRate: price, hotelMandatory: true } : {}),
      allotment,
      paymentType: atHotel ? 'AT_HOTEL' : 'AT_WEB',
      boardCode: room?.breakfastIncluded ? 'BB' : 'RO',
      boardName: room?.breakfastIncluded ? 'BED AND BREAKFAST' : 'ROOM ONLY',
      cancellationPolicies: policiesOf(key, firstNightOf(key, hotel), at),
      rooms: key.rooms,
      adults: key.adults,
      children: key.ages.length,
      ...(key.ages.length ? { childrenAges: key.ages.join(',') } : {}),
    };
  }

  function hotelOf(hotel: CatalogueHotel): Omit<HbHotel, 'rooms'> {
    return {
      code: hotelCodeOf(hotel.id),
      name: hotel.name,
      ...categoryOf(hotel.stars),
      destinationCode: hotel.city.slice(0, 3).toUpperCase(),
      destinationName: hotel.city,
      zoneName: hotel.city,
      address: hotel.address,
      latitude: String(hotel.lat),
      longitude: String(hotel.lng),
      currency: CURRENCY,
    };
  }

  async function availability(body: Record<string, unknown>) {
    const stay = body.stay as { checkIn?: string; checkOut?: string } | undefined;
    const occupancies = body.occupancies as
      { rooms?: number; adults?: number; children?: number; paxes?: { type?: string; age?: number }[] }[] | undefined;
    const checkIn = stay?.checkIn ?? '';
    const checkOut = stay?.checkOut ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(checkIn) || !/^\d{4}-\d{2}-\d{2}$/.test(checkOut) || checkOut <= checkIn) {
      return { status: 400, body: refusal('INVALID_REQUEST', 'stay: checkIn and checkOut must be dates, in order') };
    }
    if (!Array.isArray(occupancies) || occupancies.length === 0) {
      return { status: 400, body: refusal('INVALID_REQUEST', 'occupancies: at least one is required') };
    }
    const geo = body.geolocation as { latitude?: number; longitude?: number; radius?: number } | undefined;
    const codes = (body.hotels as { hotel?: (number | string)[] } | undefined)?.hotel;
    let hotels: CatalogueHotel[];
    if (Array.isArray(codes)) {
      const ids = codes.map((code) => state.codes[String(code)]).filter((id): id is string => Boolean(id));
      hotels = ids.length ? await options.catalogue({ hotelIds: ids, checkIn, checkOut }) : [];
    } else if (geo && typeof geo.latitude === 'number' && typeof geo.longitude === 'number') {
      // Our catalogue is asked for every city; only properties within the radius are kept.
      const all = await options.catalogue({ checkIn, checkOut });
      hotels = all.filter((h) => distanceKm(geo.latitude!, geo.longitude!, h.lat, h.lng) <= Number(geo.radius ?? 20));
    } else {
      return { status: 400, body: refusal('INVALID_REQUEST', 'A destination, geolocation or hotel list is required') };
    }
    learn(hotels);
    const at = clock();
    const out: HbHotel[] = [];
    for (const hotel of hotels.filter((h) => sellsHotel(h.id))) {
      const rooms = [];
      for (const room of hotel.rooms) {
        const rates: HbRate[] = [];
        for (const occupancy of occupancies) {
          const count = Math.max(1, Number(occupancy.rooms ?? 1));
          const adults = Number(occupancy.adults ?? 1);
          const ages = (occupancy.paxes ?? []).filter((p) => p.type === 'CH').map((p) => Number(p.age ?? 0));
          if (adults + ages.length > room.maxGuests) continue;
          const left = room.available - roomsTaken(hotel.id, room.id, checkIn, checkOut);
          if (left < count) continue;
          const refundable = refundablePaise(hotel, room, count);
          const variants: Variant[] = room.freeCancellation ? ['N', 'R'] : ['N'];
          for (const v of variants) {
            const key: RateKey = {
              id: hotel.id,
              code: hotelCodeOf(hotel.id),
              room: room.id,
              v,
              in: checkIn,
              out: checkOut,
              rooms: count,
              adults,
              ages,
              paise: variantPaise(refundable, v),
              t: at,
            };
            rates.push(rateOf(key, hotel, left, at));
          }
        }
        if (rates.length) rooms.push({ code: room.id.toUpperCase(), name: room.name.toUpperCase(), rates });
      }
      if (rooms.length) out.push({ ...hotelOf(hotel), rooms });
    }
    return { status: 200, body: { hotels: { hotels: out, checkIn, checkOut, total: out.length } } };
  }

  /** The key, still sold, with its property; else the refusal Hotelbeds would give. */
  async function liveKey(text: unknown) {
    const key = decodeKey(text);
    if (!key || clock() - key.t > RATE_KEY_MINUTES * 60_000) {
      return { refusal: refusal('INVALID_DATA', 'The rate key is not valid or has expired; search again') };
    }
    const [hotel] = await options.catalogue({ hotelIds: [key.id], checkIn: key.in, checkOut: key.out });
    const room = hotel?.rooms.find((r) => r.id === key.room);
    if (!hotel || !room || !sellsHotel(hotel.id)) {
      return { refusal: refusal('INVALID_DATA', 'The rate key is not valid or has expired; search again') };
    }
    return { key, hotel, room };
  }

  async function checkrates(body: Record<string, unknown>, fault: HotelbedsFault | null) {
    const roomsAsked = body.rooms as { rateKey?: string }[] | undefined;
    if (!Array.isArray(roomsAsked) || roomsAsked.length === 0) {
      return { status: 400, body: refusal('INVALID_REQUEST', 'rooms: a rateKey is required') };
    }
    const found = await liveKey(roomsAsked[0].rateKey);
    if ('refusal' in found) return { status: 400, body: found.refusal };
    const { key, hotel, room } = found;
    const left = room.available - roomsTaken(hotel.id, room.id, key.in, key.out);
    if (left < key.rooms) return { status: 400, body: refusal('PRODUCT_ERROR', 'Insufficient allotment') };
    const at = clock();
    let paise = key.paise;
    if (fault === 'price_change') {
      paise = Math.round(paise * (1.02 + Math.random() * 0.04));
      state.moved[roomsAsked[0].rateKey as string] = paise;
      save();
    }
    const checked: RateKey = { ...key, paise, t: at, checked: true };
    const rate = rateOf(checked, hotel, left, at);
    return {
      status: 200,
      body: {
        hotel: {
          ...hotelOf(hotel),
          checkIn: key.in,
          checkOut: key.out,
          rooms: [{ code: room.id.toUpperCase(), name: room.name.toUpperCase(), rates: [rate] }],
          totalNet: rate.net,
          ...(rate.sellingRate ? { totalSellingRate: rate.sellingRate } : {}),
        },
      },
    };
  }

  function bookingBody(
    booked: Booked,
    hotel: CatalogueHotel | undefined,
    extra: Record<string, unknown> = {},
  ): HbBooking {
    const at = booked.createdAt;
    const rate = rateOf({ ...booked.key, checked: true }, hotel, 0, at);
    const { rateKey: _rateKey, allotment: _allotment, ...bookedRate } = rate;
    return {
      reference: booked.reference,
      clientReference: booked.clientReference,
      creationDate: new Date(at).toISOString().slice(0, 10),
      status: booked.status,
      holder: booked.holder,
      hotel: {
        checkIn: booked.key.in,
        checkOut: booked.key.out,
        code: booked.key.code,
        name: booked.name,
        rooms: [
          {
            id: 1,
            status: booked.status,
            code: booked.key.room.toUpperCase(),
            name: hotel?.rooms.find((r) => r.id === booked.key.room)?.name.toUpperCase(),
            paxes: booked.paxes,
            rates: [bookedRate],
          },
        ],
        totalNet: rate.net,
        ...(rate.sellingRate ? { totalSellingRate: rate.sellingRate } : {}),
        currency: CURRENCY,
        hotelConfirmationNumber: booked.hotelConfirmation,
        supplier: { name: 'HOTELBEDS SANDBOX', vatNumber: 'IN000000000' },
        ...extra,
      },
      ...(booked.remark ? { remark: booked.remark } : {}),
      totalNet: rate.net,
      ...(rate.sellingRate ? { totalSellingRate: rate.sellingRate } : {}),
      pendingAmount: booked.status === 'CONFIRMED' ? rate.net : '0.00',
      currency: CURRENCY,
    };
  }

  const hotelFor = async (booked: Booked) =>
    (await options.catalogue({ hotelIds: [booked.key.id], checkIn: booked.key.in, checkOut: booked.key.out }))[0];

  const book = (body: Record<string, unknown>, fault: HotelbedsFault | null) =>
    serially(async () => {
      const holder = body.holder as { name?: string; surname?: string } | undefined;
      const roomsAsked = body.rooms as { rateKey?: string; paxes?: HbPax[] }[] | undefined;
      const clientReference = typeof body.clientReference === 'string' ? body.clientReference : '';
      if (!holder?.name || !holder.surname) {
        return { status: 400, body: refusal('INVALID_REQUEST', 'holder: name and surname are required') };
      }
      if (!clientReference || clientReference.length > 20) {
        return { status: 400, body: refusal('INVALID_REQUEST', 'clientReference: 1 to 20 characters') };
      }
      if (!Array.isArray(roomsAsked) || roomsAsked.length !== 1) {
        return { status: 400, body: refusal('INVALID_REQUEST', 'rooms: exactly one rateKey is sold here') };
      }
      const rateKey = roomsAsked[0].rateKey;
      const found = await liveKey(rateKey);
      if ('refusal' in found) return { status: 400, body: found.refusal };
      const { key, hotel, room } = found;
      if (!key.checked && isRecheck(key.id, key.room, key.v)) {
        return { status: 400, body: refusal('INVALID_DATA', 'This rate key must be checked with checkrates first') };
      }
      if (state.moved[rateKey as string] !== undefined) {
        return { status: 400, body: refusal('INVALID_DATA', 'Price has changed: check the rate again') };
      }
      const paxes = Array.isArray(roomsAsked[0].paxes) ? roomsAsked[0].paxes : [];
      const left = room.available - roomsTaken(hotel.id, room.id, key.in, key.out);
      if (fault === 'sold_out' || left < key.rooms) {
        return { status: 400, body: refusal('PRODUCT_ERROR', 'Insufficient allotment') };
      }
      state.seq += 1;
      const reference = `1-${String(1_000_000 + ((state.seq * 7919 + randomInt(1000)) % 9_000_000))}`;
      const booked: Booked = {
        reference,
        clientReference,
        status: 'CONFIRMED',
        key,
        name: hotel.name,
        holder: { name: holder.name, surname: holder.surname },
        paxes: paxes.map((p) => ({
          roomId: p.roomId,
          type: p.type,
          ...(p.age !== undefined ? { age: p.age } : {}),
          name: p.name,
          surname: p.surname,
        })),
        ...(typeof body.remark === 'string' ? { remark: body.remark } : {}),
        hotelConfirmation: `HCN${randomInt(10_000_000, 99_999_999)}`,
        createdAt: clock(),
      };
      state.bookings[reference] = booked;
      save();
      return { status: 200, body: { booking: bookingBody(booked, hotel) } };
    });

  async function cancel(reference: string, flag: string) {
    const booked = state.bookings[reference];
    if (!booked) return { status: 404, body: refusal('INVALID_DATA', `Booking ${reference} not found`) };
    const hotel = await hotelFor(booked);
    if (booked.status === 'CANCELLED') {
      if (flag === 'SIMULATION') {
        return {
          status: 200,
          body: {
            booking: bookingBody(booked, hotel, { cancellationAmount: fromMinor(booked.cancellationPaise ?? 0) }),
          },
        };
      }
      return { status: 400, body: refusal('INVALID_DATA', `Booking ${reference} is already cancelled`) };
    }
    const at = clock();
    const policies = policiesOf(booked.key, firstNightOf(booked.key, hotel), booked.createdAt);
    const due = policies.filter((p) => Date.parse(p.from) <= at).map((p) => Math.round(Number(p.amount) * 100));
    const penalty = due.length ? Math.max(...due) : 0;
    if (flag === 'CANCELLATION') {
      booked.status = 'CANCELLED';
      booked.cancelledAt = at;
      booked.cancellationPaise = penalty;
      save();
    }
    return {
      status: 200,
      body: {
        booking: {
          ...bookingBody(booked, hotel, { cancellationAmount: fromMinor(penalty) }),
          ...(flag === 'CANCELLATION' ? { cancellationReference: `C${booked.reference}` } : {}),
        },
      },
    };
  }

  function list(query: URLSearchParams) {
    const start = query.get('start') ?? '';
    const end = query.get('end') ?? '';
    const filterType = query.get('filterType') ?? 'CHECKIN';
    const status = query.get('status') ?? 'CONFIRMED';
    const clientReference = query.get('clientReference');
    const from = Math.max(1, Number(query.get('from') ?? 1));
    const to = Math.max(from, Number(query.get('to') ?? from + 24));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) {
      return { status: 400, body: refusal('INVALID_REQUEST', 'start and end dates are required') };
    }
    const all = Object.values(state.bookings)
      .filter((b) => {
        const day = filterType === 'CREATION' ? new Date(b.createdAt).toISOString().slice(0, 10) : b.key.in;
        return day >= start && day <= end;
      })
      .filter((b) => status === 'ALL' || b.status === status)
      .filter((b) => !clientReference || b.clientReference.toUpperCase() === clientReference.toUpperCase())
      .sort((a, b) => a.createdAt - b.createdAt);
    const page = all.slice(from - 1, to).map((b) => {
      const { hotel: _hotel, ...summary } = bookingBody(b, undefined);
      return { ...summary, hotel: { checkIn: b.key.in, checkOut: b.key.out, code: b.key.code, name: b.name } };
    });
    return { status: 200, body: { bookings: { from, to, total: all.length, bookings: page } } };
  }

  async function handle(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
    fault: HotelbedsFault | null,
  ) {
    if (method === 'POST' && path === `${API}/hotels`) return availability(body);
    if (method === 'POST' && path === `${API}/checkrates`) return checkrates(body, fault);
    if (method === 'POST' && path === `${API}/bookings`) return book(body, fault);
    if (method === 'GET' && path === `${API}/bookings`) return list(query);
    const match = new RegExp(`^${API}/bookings/([^/]+)$`).exec(path);
    if (match) {
      const reference = decodeURIComponent(match[1]);
      if (method === 'GET') {
        const booked = state.bookings[reference];
        if (!booked) return { status: 404, body: refusal('INVALID_DATA', `Booking ${reference} not found`) };
        return { status: 200, body: { booking: bookingBody(booked, await hotelFor(booked)) } };
      }
      if (method === 'DELETE') return cancel(reference, query.get('cancellationFlag') ?? 'CANCELLATION');
    }
    return { status: 404, body: refusal('NOT_FOUND', `No such service: ${method} ${path}`) };
  }

  const faultKinds = (method: string, path: string): HotelbedsFault[] => {
    const base: HotelbedsFault[] = ['error', 'timeout', 'malformed'];
    if (path === `${API}/checkrates`) return [...base, 'price_change'];
    if (method === 'POST' && path === `${API}/bookings`) return [...base, 'sold_out'];
    return base;
  };
  /** Calls whose fault comes after the thing is done (the answer is lost, not the request). */
  const acts = (method: string, path: string, query: URLSearchParams) =>
    (method === 'POST' && path === `${API}/bookings`) ||
    (method === 'DELETE' && query.get('cancellationFlag') !== 'SIMULATION');

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
          body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          body = {};
        }
        requests.push({ method, path: `${path}${url.search}`, body });
        const range =
          options.latencyMs ?? (path === `${API}/hotels` ? { min: 300, max: 1500 } : { min: 100, max: 400 });
        const delay = range.min + Math.random() * Math.max(0, range.max - range.min);
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        const send = (status: number, answer: unknown, type = 'application/json') => {
          if (res.writableEnded) return;
          res.writeHead(status, { 'Content-Type': type });
          res.end(
            typeof answer === 'string'
              ? answer
              : JSON.stringify({ auditData: { environment: '[sandbox]' }, ...(answer as object) }),
          );
        };
        if (!signatureValid(req.headers['api-key'], req.headers['x-signature'])) {
          return send(
            401,
            refusal('AUTHORIZATION', 'Not authorized: the Api-key or X-Signature is wrong, or the clock is off'),
          );
        }
        const fault = faultFor(path, faultKinds(method, path));
        const acting = acts(method, path, url.searchParams);
        if (fault === 'error') return send(503, refusal('SYSTEM_ERROR', 'Service temporarily unavailable'));
        res.on('close', () => pending.delete(res));
        if (fault === 'timeout' && !acting) return void pending.add(res);
        if (fault === 'malformed' && !acting) return send(200, '<html><body>Gateway</body></html>', 'text/html');
        try {
          const answer = await handle(method, path, url.searchParams, body, fault);
          if (answer.status === 200 && fault === 'timeout') return void pending.add(res);
          if (answer.status === 200 && fault === 'malformed') return send(200, '{"auditData":{}}');
          send(answer.status, answer.body);
        } catch (error) {
          send(500, refusal('SYSTEM_ERROR', (error as Error).message));
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
