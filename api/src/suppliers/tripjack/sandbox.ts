import { createHash, randomInt } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cabinPriceFactor, type CabinClass } from '@travel/contracts/rules';
import type { FlightTimetable, ScheduledFlight } from '../air';
import { sandboxDelayMs } from '../sandboxLatency';
import type { PaxType, TjPrice, TjSegment, TjTraveller, TjTripInfo } from './wire';

/**
 * A local TripJack: a real HTTP server on loopback speaking the subset of the Flights API (v2) the adapter uses,
 * with TripJack's terse keys, its `apikey` header and its HTTP 200 answers carrying `status.success=false`. It
 * sells a deterministic part of our generated timetable (a different part, at different prices, from Duffel's
 * sandbox), keeps its bookings in a JSON file so they survive a restart, and fails by rate or on demand.
 */

export type TripjackFault = 'error' | 'timeout' | 'price_change' | 'sold_out' | 'malformed' | 'failed_200';

/** The share of requests each fault hits (0–1), named as the faults `forceNext` takes. */
export interface FaultRates {
  /** A 5xx before anything is done. */
  error: number;
  /** No answer before the caller's deadline (a booking call is made first, then left unanswered). */
  timeout: number;
  /** The fare moves 2–6% up at review (and a held fare fails fare-validate). */
  price_change: number;
  /** The seats go at book. */
  sold_out: number;
  /** 200 with status.success=false and an internal error, before anything is done. */
  failed_200: number;
  /** A 200 nobody can read (a booking call is made first). */
  malformed: number;
}

export const DEFAULT_FAULT_RATES: FaultRates = {
  error: 0.03,
  timeout: 0.02,
  price_change: 0.1,
  sold_out: 0.03,
  failed_200: 0.01,
  malformed: 0,
};

export interface TripjackSandboxOptions {
  timetable: FlightTimetable;
  stateFile: string;
  apiKey: string;
  /** Every call waits uniformly in this range; by default 400–2000 ms for a search, 100–400 ms otherwise. */
  latencyMs?: { min: number; max: number };
  faults?: Partial<FaultRates>;
  host?: string;
  port?: number;
  /** The sandbox's clock, ms since the epoch (tests move it to lapse holds). */
  now?: () => number;
}

export interface TripjackSandbox {
  url: string;
  close(): Promise<void>;
  /**
   * The next call this fault fits (price_change: a review or fare-validate; sold_out: a book; else any call),
   * under `pathPrefix` when given ('/oms/v1/air/book'), fails with it.
   */
  forceNext(fault: TripjackFault, pathPrefix?: string): void;
  /** The airline changes a booked flight: new times, a new flight number, or no flight at all. */
  changeSchedule(bookingId: string, kind: 'retimed' | 'renumbered' | 'cancelled'): void;
  /** Every request received, for tests. */
  readonly requests: { path: string; body: unknown }[];
  /** How many bookings the sandbox holds (any status). */
  bookingCount(): number;
}

/** TripJack price ids outlive no search by long; ours are refused 15 minutes after the search. */
const PRICE_ID_MINUTES = 15;
/** How long a reviewed bookingId can be booked (TripJack's `conditions.st`). */
const SESSION_SECONDS = 15 * 60;
const HOLD_MINUTES = 20;
const CABIN_CODES: Record<string, CabinClass> = {
  ECONOMY: 'economy',
  PREMIUM_ECONOMY: 'premium_economy',
  BUSINESS: 'business',
  FIRST: 'first',
};

interface Leg {
  from: string;
  to: string;
  date: string;
  flightNumber: string;
}

/** What a sandbox price id stands for; the sandbox owns its ids, so it may read them back. */
interface PriceKey {
  legs: Leg[];
  fare: 'STANDARD' | 'FLEXI';
  cabin: CabinClass;
  pax: [number, number, number];
  issuedAt: number;
}

interface Review {
  bookingId: string;
  priceId: string;
  key: PriceKey;
  trips: TjTripInfo[];
  /** Whole rupees per passenger type, after any move at review. */
  perPax: Record<PaxType, number>;
  totalRupees: number;
  createdAt: number;
  /** Seats each leg's flight had in all when reviewed. */
  capacity: number[];
}

interface Booking {
  bookingId: string;
  review: Review;
  status: 'SUCCESS' | 'ON_HOLD' | 'CANCELLED' | 'UNCONFIRMED';
  travellers: TjTraveller[];
  pnr: string;
  holdUntil: number | null;
  createdAt: number;
  seatKeys: string[];
}

interface Amendment {
  amendmentId: string;
  bookingId: string;
  refundRupees: number;
  polls: number;
}

interface State {
  seq: number;
  reviews: Record<string, Review>;
  bookings: Record<string, Booking>;
  amendments: Record<string, Amendment>;
  /** Seats sold per 'flightNumber|date'. */
  seatsTaken: Record<string, number>;
}

const emptyState = (): State => ({ seq: 0, reviews: {}, bookings: {}, amendments: {}, seatsTaken: {} });

/** A number in [0, 1) from a hash of the parts; 'tripjack' first, so Duffel's sandbox draws differently. */
export function tripjackHash(...parts: string[]): number {
  const digest = createHash('sha256')
    .update(['tripjack', ...parts].join('|'))
    .digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

const flightDigits = (flight: ScheduledFlight) =>
  flight.flightNumber.replace(new RegExp(`^${flight.carrier}\\s*`), '').trim();

/** About four flights in five are sold here. */
export const sellsFlight = (flight: ScheduledFlight) => tripjackHash(flight.flightNumber, flight.date) < 0.8;
const hasFlexi = (flight: ScheduledFlight) => tripjackHash('flexi', flight.flightNumber, flight.date) < 1 / 3;

/** The adult STANDARD fare in whole rupees: economy × cabin × a per-flight factor in 0.92–1.10. */
export function standardFareRupees(flight: ScheduledFlight, cabin: CabinClass): number {
  const factor = 0.92 + tripjackHash('price', flight.flightNumber, flight.date) * 0.18;
  return Math.max(1, Math.round((flight.economyMinor / 100) * cabinPriceFactor(cabin) * factor));
}

const paxFares = (adult: number): Record<PaxType, number> => ({
  ADULT: adult,
  CHILD: Math.round(adult * 0.9),
  INFANT: Math.round(adult * 0.1),
});

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

function localTime(date: string, minute: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + Math.floor(minute / 1440));
  return `${day.toISOString().slice(0, 10)}T${hhmm(minute % 1440)}`;
}

function segmentOf(flight: ScheduledFlight, index: number, isReturn: boolean): TjSegment {
  return {
    id: String(index + 1),
    fD: {
      aI: { code: flight.carrier, name: flight.carrier, isLcc: true },
      fN: flightDigits(flight),
      eT: flight.aircraft,
    },
    stops: flight.stops,
    so: flight.via ? [{ code: flight.via }] : [],
    duration: flight.durationMin,
    da: { code: flight.from },
    aa: { code: flight.to },
    dt: localTime(flight.date, flight.depMinute),
    at: localTime(flight.date, flight.depMinute + flight.durationMin),
    isRs: isReturn,
    sN: index,
  };
}

function priceOf(
  id: string,
  fare: 'STANDARD' | 'FLEXI',
  adult: number,
  flights: ScheduledFlight[],
  seats: number,
): TjPrice {
  const fares = paxFares(adult);
  const first = flights[0];
  const refundType = fare === 'FLEXI' ? 1 : flights.every((f) => f.refundable) ? 2 : 0;
  const fd: TjPrice['fd'] = {};
  for (const type of ['ADULT', 'CHILD', 'INFANT'] as const) {
    const TF = fares[type];
    const TAF = Math.round(TF * 0.15);
    fd[type] = {
      fC: { TF, BF: TF - TAF, TAF },
      bI: type === 'INFANT' ? { iB: '0 Kg', cB: '0 Kg' } : { iB: `${first.checkedKg} Kg`, cB: `${first.cabinKg} Kg` },
      rT: refundType,
      sR: seats,
      cc: 'ECONOMY',
    };
  }
  return { id, fareIdentifier: fare, fd };
}

const encodeKey = (key: PriceKey) => `TJP-${Buffer.from(JSON.stringify(key)).toString('base64url')}`;
function decodeKey(id: unknown): PriceKey | null {
  if (typeof id !== 'string' || !id.startsWith('TJP-')) return null;
  try {
    const key = JSON.parse(Buffer.from(id.slice(4), 'base64url').toString('utf8')) as PriceKey;
    return Array.isArray(key.legs) && key.legs.length > 0 ? key : null;
  } catch {
    return null;
  }
}

const ok = (body: Record<string, unknown> = {}) => ({ ...body, status: { success: true, httpStatus: 200 } });
const refusal = (errCode: string, message: string, httpStatus = 400) => ({
  status: { success: false, httpStatus },
  errors: [{ errCode, message }],
});

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const pnrCode = () => Array.from({ length: 6 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
const ticketNumber = (carrier: string) =>
  `${carrier === '6E' ? '312' : '098'}${String(randomInt(1e9)).padStart(10, '0')}`;

export async function startTripjackSandbox(options: TripjackSandboxOptions): Promise<TripjackSandbox> {
  const clock = options.now ?? (() => Date.now());
  const rates: FaultRates = { ...DEFAULT_FAULT_RATES, ...options.faults };
  const forced: { fault: TripjackFault; pathPrefix?: string }[] = [];
  const requests: { path: string; body: unknown }[] = [];
  const state: State = existsSync(options.stateFile)
    ? { ...emptyState(), ...(JSON.parse(readFileSync(options.stateFile, 'utf8')) as State) }
    : emptyState();

  const save = () => {
    const temp = `${options.stateFile}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(state));
    renameSync(temp, options.stateFile);
  };

  /** A forced fault first, else one drawn by rate; `kinds` are the faults this call can suffer. */
  function faultFor(path: string, kinds: TripjackFault[]): TripjackFault | null {
    const index = forced.findIndex(
      (entry) => kinds.includes(entry.fault) && (!entry.pathPrefix || path.startsWith(entry.pathPrefix)),
    );
    if (index >= 0) return forced.splice(index, 1)[0].fault;
    for (const fault of kinds) if (rates[fault] > 0 && Math.random() < rates[fault]) return fault;
    return null;
  }

  const seatKey = (flight: { flightNumber: string; date: string }) => `${flight.flightNumber}|${flight.date}`;
  const seatsLeft = (flight: ScheduledFlight) =>
    Math.max(0, flight.seatsLeft - (state.seatsTaken[seatKey(flight)] ?? 0));

  const newBookingId = () => {
    state.seq += 1;
    return `TJS${String(100_000_000 + state.seq * 7919 + randomInt(1000)).padStart(12, '1')}`;
  };

  /** Lapses holds whose time is up, freeing their seats. */
  function lapseHolds(now = clock()) {
    let changed = false;
    for (const booking of Object.values(state.bookings)) {
      if (booking.status === 'ON_HOLD' && booking.holdUntil !== null && booking.holdUntil <= now) {
        booking.status = 'CANCELLED';
        freeSeats(booking);
        changed = true;
      }
    }
    if (changed) save();
  }

  function freeSeats(booking: Booking) {
    const count = booking.review.key.pax[0] + booking.review.key.pax[1];
    for (const key of booking.seatKeys) state.seatsTaken[key] = Math.max(0, (state.seatsTaken[key] ?? 0) - count);
    booking.seatKeys = [];
  }

  async function findFlight(leg: Leg): Promise<ScheduledFlight | undefined> {
    const flights = await options.timetable({ from: leg.from, to: leg.to, date: leg.date });
    return flights.find((flight) => flight.flightNumber === leg.flightNumber && sellsFlight(flight));
  }

  async function search(body: Record<string, unknown>) {
    const query = (body.searchQuery ?? {}) as {
      cabinClass?: string;
      paxInfo?: Record<string, unknown>;
      routeInfos?: {
        fromCityOrAirport?: { code?: string };
        toCityOrAirport?: { code?: string };
        travelDate?: string;
      }[];
    };
    const routes = query.routeInfos ?? [];
    const cabin = CABIN_CODES[String(query.cabinClass ?? 'ECONOMY').toUpperCase()];
    const pax: [number, number, number] = [
      Number(query.paxInfo?.ADULT ?? 1),
      Number(query.paxInfo?.CHILD ?? 0),
      Number(query.paxInfo?.INFANT ?? 0),
    ];
    if (
      !cabin ||
      routes.length < 1 ||
      routes.length > 2 ||
      pax.some((n) => !Number.isInteger(n) || n < 0) ||
      pax[0] < 1 ||
      routes.some((r) => !r.fromCityOrAirport?.code || !r.toCityOrAirport?.code || !r.travelDate)
    ) {
      return refusal('2001', 'Invalid search query');
    }
    const issuedAt = clock();
    const perLeg = await Promise.all(
      routes.map(async (route) => {
        const leg = { from: route.fromCityOrAirport!.code!, to: route.toCityOrAirport!.code!, date: route.travelDate! };
        return (await options.timetable(leg)).filter(sellsFlight);
      }),
    );
    const combos: ScheduledFlight[][] =
      perLeg.length === 1
        ? perLeg[0].map((flight) => [flight])
        : perLeg[0].slice(0, 6).flatMap((out) => perLeg[1].slice(0, 6).map((back) => [out, back]));
    const trips: TjTripInfo[] = [];
    for (const flights of combos) {
      const seats = Math.min(...flights.map(seatsLeft));
      if (seats < pax[0] + pax[1]) continue;
      const legs = flights.map((f) => ({ from: f.from, to: f.to, date: f.date, flightNumber: f.flightNumber }));
      const adult = flights.reduce((sum, flight) => sum + standardFareRupees(flight, cabin), 0);
      const prices = [
        priceOf(encodeKey({ legs, fare: 'STANDARD', cabin, pax, issuedAt }), 'STANDARD', adult, flights, seats),
      ];
      if (flights.every(hasFlexi)) {
        const flexiId = encodeKey({ legs, fare: 'FLEXI', cabin, pax, issuedAt });
        prices.push(priceOf(flexiId, 'FLEXI', Math.round(adult * 1.12), flights, seats));
      }
      trips.push({ sI: flights.map((flight, index) => segmentOf(flight, index, index > 0)), totalPriceList: prices });
    }
    return ok({
      searchResult: { tripInfos: trips.length ? { [routes.length === 1 ? 'ONWARD' : 'COMBO']: trips } : {} },
    });
  }

  async function review(body: Record<string, unknown>, fault: TripjackFault | null) {
    const priceIds = body.priceIds;
    const priceId = Array.isArray(priceIds) ? priceIds[0] : undefined;
    const key = decodeKey(priceId);
    if (!key || clock() - key.issuedAt > PRICE_ID_MINUTES * 60_000) {
      return refusal('2502', 'Fare is no longer available, please search again');
    }
    const flights: ScheduledFlight[] = [];
    for (const leg of key.legs) {
      const flight = await findFlight(leg);
      if (!flight) return refusal('2502', 'Fare is no longer available, please search again');
      flights.push(flight);
    }
    const seats = Math.min(...flights.map(seatsLeft));
    if (seats < key.pax[0] + key.pax[1]) return refusal('2503', 'Sold out: no seats available on this flight');
    const standard = flights.reduce((sum, flight) => sum + standardFareRupees(flight, key.cabin), 0);
    const searched = key.fare === 'FLEXI' ? Math.round(standard * 1.12) : standard;
    const adult = fault === 'price_change' ? Math.round(searched * (1.02 + Math.random() * 0.04)) : searched;
    const perPax = paxFares(adult);
    const totalOf = (fares: Record<PaxType, number>) =>
      fares.ADULT * key.pax[0] + fares.CHILD * key.pax[1] + fares.INFANT * key.pax[2];
    const totalRupees = totalOf(perPax);
    const trips: TjTripInfo[] = [
      {
        sI: flights.map((flight, index) => segmentOf(flight, index, index > 0)),
        totalPriceList: [priceOf(priceId as string, key.fare, adult, flights, seats)],
      },
    ];
    const reviewed: Review = {
      bookingId: newBookingId(),
      priceId: priceId as string,
      key,
      trips,
      perPax,
      totalRupees,
      createdAt: clock(),
      capacity: flights.map((flight) => flight.seatsLeft),
    };
    // Sessions nobody booked are forgotten once over, so the state file does not grow with every review.
    for (const [bookingId, old] of Object.entries(state.reviews)) {
      if (!state.bookings[bookingId] && clock() - old.createdAt > SESSION_SECONDS * 1000)
        delete state.reviews[bookingId];
    }
    state.reviews[reviewed.bookingId] = reviewed;
    save();
    const TAF = Math.round(totalRupees * 0.15);
    return ok({
      bookingId: reviewed.bookingId,
      tripInfos: trips,
      totalPriceInfo: { totalFareDetail: { fC: { TF: totalRupees, BF: totalRupees - TAF, TAF } } },
      conditions: { isBA: true, st: SESSION_SECONDS },
      ...(adult === searched
        ? {}
        : { alerts: [{ type: 'FAREALERT', oldFare: totalOf(paxFares(searched)), newFare: totalRupees }] }),
    });
  }

  function book(body: Record<string, unknown>, fault: TripjackFault | null) {
    const bookingId = String(body.bookingId ?? '');
    const reviewed = state.reviews[bookingId];
    if (!reviewed || clock() - reviewed.createdAt > SESSION_SECONDS * 1000) {
      return refusal('2504', 'Session expired or invalid booking id, please review again');
    }
    if (state.bookings[bookingId]) return refusal('2505', 'Booking already exists for this booking id');
    const travellers = Array.isArray(body.travellerInfo) ? (body.travellerInfo as TjTraveller[]) : [];
    const expected = reviewed.key.pax;
    const count = (type: PaxType) => travellers.filter((t) => t.pt === type).length;
    if (count('ADULT') !== expected[0] || count('CHILD') !== expected[1] || count('INFANT') !== expected[2]) {
      return refusal('2506', 'Traveller details do not match the search');
    }
    const payments = body.paymentInfos as { amount?: number }[] | undefined;
    const paying = Array.isArray(payments) && payments.length > 0;
    if (paying && Math.round(Number(payments[0].amount) * 100) !== reviewed.totalRupees * 100) {
      return refusal('2507', 'Payment amount does not match the fare');
    }
    const flights = reviewed.key.legs;
    const seatsNeeded = expected[0] + expected[1];
    const gone = flights.some(
      (leg, i) => (reviewed.capacity?.[i] ?? 0) - (state.seatsTaken[seatKey(leg)] ?? 0) < seatsNeeded,
    );
    if (fault === 'sold_out' || gone) return refusal('2503', 'Sold out: no seats available on this flight');
    const booking: Booking = {
      bookingId,
      review: reviewed,
      status: paying ? 'SUCCESS' : 'ON_HOLD',
      travellers: travellers.map((t) => ({ ti: t.ti, pt: t.pt, fN: t.fN, lN: t.lN, dob: t.dob })),
      pnr: pnrCode(),
      holdUntil: paying ? null : clock() + HOLD_MINUTES * 60_000,
      createdAt: clock(),
      seatKeys: flights.map(seatKey),
    };
    for (const key of booking.seatKeys) state.seatsTaken[key] = (state.seatsTaken[key] ?? 0) + seatsNeeded;
    if (paying) ticket(booking);
    state.bookings[bookingId] = booking;
    save();
    return ok({ bookingId });
  }

  function ticket(booking: Booking) {
    booking.status = 'SUCCESS';
    booking.holdUntil = null;
    const carrier = booking.review.trips[0].sI[0].fD.aI.code;
    booking.travellers = booking.travellers.map((traveller) => ({
      ...traveller,
      ticketNumberDetails: Object.fromEntries(routesOf(booking).map((route) => [route, ticketNumber(carrier)])),
    }));
  }

  const routesOf = (booking: Booking) => booking.review.key.legs.map((leg) => `${leg.from}-${leg.to}`);

  function details(booking: Booking) {
    const routes = routesOf(booking);
    const pnrDetails = Object.fromEntries(routes.map((route) => [route, booking.pnr]));
    const total = booking.review.totalRupees;
    const TAF = Math.round(total * 0.15);
    return ok({
      order: {
        bookingId: booking.bookingId,
        amount: total,
        status: booking.status,
        createdOn: new Date(booking.createdAt).toISOString(),
      },
      itemInfos: {
        AIR: {
          tripInfos: booking.review.trips.map((trip) => ({ sI: trip.sI })),
          travellerInfos: booking.travellers.map((traveller) => ({
            ...traveller,
            pnrDetails: booking.status === 'UNCONFIRMED' ? {} : pnrDetails,
          })),
          totalPriceInfo: { totalFareDetail: { fC: { TF: total, BF: total - TAF, TAF } } },
          ...(booking.holdUntil !== null && booking.status === 'ON_HOLD'
            ? { timeLimit: new Date(booking.holdUntil).toISOString() }
            : {}),
        },
      },
    });
  }

  function bookingFor(body: Record<string, unknown>) {
    lapseHolds();
    return state.bookings[String(body.bookingId ?? '')];
  }

  const noBooking = () => refusal('2404', 'No booking found for this booking id');

  async function handle(path: string, body: Record<string, unknown>, fault: TripjackFault | null) {
    switch (path) {
      case '/fms/v1/air-search-all':
        return search(body);
      case '/fms/v1/review':
        return review(body, fault);
      case '/fms/v2/farerule': {
        const key = decodeKey(body.id);
        if (!key) return refusal('2502', 'Fare is no longer available, please search again');
        const refundable = key.fare === 'FLEXI';
        return ok({ fareRule: { [key.legs.map((l) => `${l.from}-${l.to}`).join(',')]: { isRefundable: refundable } } });
      }
      case '/fms/v1/seat': {
        const reviewed = state.reviews[String(body.bookingId ?? '')];
        if (!reviewed) return refusal('2504', 'Session expired or invalid booking id, please review again');
        const tripSeat: Record<string, unknown> = {};
        for (const segment of reviewed.trips.flatMap((trip) => trip.sI)) {
          const sInfo = [];
          for (let row = 1; row <= 30; row++) {
            for (const letter of 'ABCDEF') {
              const code = `${row}${letter}`;
              sInfo.push({
                code,
                seatNo: code,
                amount: row <= 3 ? 600 : row === 12 || row === 13 ? 450 : letter === 'A' || letter === 'F' ? 250 : 0,
                isBooked: tripjackHash('seat', segment.fD.fN, segment.dt, code) < 0.35,
                isLegroom: row === 12 || row === 13,
              });
            }
          }
          tripSeat[segment.id ?? String(segment.sN)] = { sData: { row: 30, column: 6 }, sInfo };
        }
        return ok({ tripSeatMap: { tripSeat } });
      }
      case '/oms/v1/air/book':
        return book(body, fault);
      case '/oms/v1/air/fare-validate': {
        const booking = bookingFor(body);
        if (!booking) return noBooking();
        if (booking.status !== 'ON_HOLD') return refusal('2508', `Booking is not on hold (${booking.status})`);
        if (fault === 'price_change') return refusal('2509', 'Fare has changed, please review the booking again');
        return ok({ bookingId: booking.bookingId });
      }
      case '/oms/v1/air/confirm-book': {
        const booking = bookingFor(body);
        if (!booking) return noBooking();
        if (booking.status === 'SUCCESS') return ok({ bookingId: booking.bookingId });
        if (booking.status !== 'ON_HOLD') return refusal('2508', `Booking is not on hold (${booking.status})`);
        const payments = body.paymentInfos as { amount?: number }[] | undefined;
        const amount = Array.isArray(payments) ? Number(payments[0]?.amount) : NaN;
        if (Math.round(amount * 100) !== booking.review.totalRupees * 100) {
          return refusal('2507', 'Payment amount does not match the fare');
        }
        ticket(booking);
        save();
        return ok({ bookingId: booking.bookingId });
      }
      case '/oms/v1/air/unhold': {
        const booking = bookingFor(body);
        if (!booking) return noBooking();
        if (booking.status === 'UNCONFIRMED') return ok({ bookingId: booking.bookingId });
        if (booking.status !== 'ON_HOLD') return refusal('2508', `Booking is not on hold (${booking.status})`);
        booking.status = 'UNCONFIRMED';
        freeSeats(booking);
        save();
        return ok({ bookingId: booking.bookingId });
      }
      case '/oms/v1/booking-details': {
        const booking = bookingFor(body);
        return booking ? details(booking) : noBooking();
      }
      case '/oms/v1/air/amendment/amendment-charges':
      case '/oms/v1/air/amendment/submit-amendment': {
        const booking = bookingFor(body);
        if (!booking) return noBooking();
        if (booking.status !== 'SUCCESS')
          return refusal('2510', `Amendment not allowed for a booking in ${booking.status}`);
        const total = booking.review.totalRupees;
        const refund = booking.review.key.fare === 'FLEXI' ? total : Math.round(total * 0.15);
        if (path.endsWith('amendment-charges')) {
          return ok({
            bookingId: booking.bookingId,
            amendmentCharges: total - refund,
            refundableAmount: refund,
            totalFare: total,
          });
        }
        const open = Object.values(state.amendments).find((a) => a.bookingId === booking.bookingId);
        if (open) return ok({ bookingId: booking.bookingId, amendmentId: open.amendmentId });
        state.seq += 1;
        const amendment = {
          amendmentId: `AMD${100000 + state.seq}`,
          bookingId: booking.bookingId,
          refundRupees: refund,
          polls: 0,
        };
        state.amendments[amendment.amendmentId] = amendment;
        save();
        return ok({ bookingId: booking.bookingId, amendmentId: amendment.amendmentId });
      }
      case '/oms/v1/air/amendment/amendment-details': {
        const amendment = state.amendments[String(body.amendmentId ?? '')];
        if (!amendment) return refusal('2511', 'No amendment found for this amendment id');
        amendment.polls += 1;
        const booking = state.bookings[amendment.bookingId];
        if (amendment.polls >= 2 && booking.status === 'SUCCESS') {
          booking.status = 'CANCELLED';
          freeSeats(booking);
        }
        save();
        return ok({
          bookingId: amendment.bookingId,
          amendmentId: amendment.amendmentId,
          amendmentStatus: amendment.polls >= 2 ? 'SUCCESS' : 'PENDING',
          refundableAmount: amendment.refundRupees,
        });
      }
      default:
        return null;
    }
  }

  /** Calls whose fault happens after the thing is done (the answer is lost, not the request). */
  const ACTS = new Set([
    '/oms/v1/air/book',
    '/oms/v1/air/confirm-book',
    '/oms/v1/air/unhold',
    '/oms/v1/air/amendment/submit-amendment',
  ]);
  const faultKinds = (path: string): TripjackFault[] => {
    const base: TripjackFault[] = ['error', 'timeout', 'failed_200', 'malformed'];
    if (path === '/fms/v1/review' || path === '/oms/v1/air/fare-validate') return [...base, 'price_change'];
    if (path === '/oms/v1/air/book') return [...base, 'sold_out'];
    return base;
  };

  const pending = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      void (async () => {
        const path = (req.url ?? '/').split('?')[0];
        let body: Record<string, unknown> = {};
        try {
          body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          body = {};
        }
        requests.push({ path, body });
        const range =
          options.latencyMs ?? (path.endsWith('air-search-all') ? { min: 400, max: 2000 } : { min: 100, max: 400 });
        const delay = sandboxDelayMs(range);
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        const send = (status: number, answer: unknown, type = 'application/json') => {
          if (res.writableEnded) return;
          res.writeHead(status, { 'Content-Type': type });
          res.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
        };
        if (req.method !== 'POST') return send(405, refusal('405', 'Method not allowed', 405));
        if (req.headers.apikey !== options.apiKey) {
          return send(401, refusal('401', 'Invalid apikey: access denied', 401));
        }
        const fault = faultFor(path, faultKinds(path));
        const acts = ACTS.has(path);
        if (fault === 'error') return send(503, { status: { success: false, httpStatus: 503 } });
        if (fault === 'failed_200') return send(200, refusal('1000', 'Internal error, please try again', 500));
        res.on('close', () => pending.delete(res));
        if (fault === 'timeout' && !acts) return void pending.add(res);
        if (fault === 'malformed' && !acts) return send(200, '<html><body>Gateway</body></html>', 'text/html');
        try {
          const answer = await handle(path, body, fault);
          if (answer === null) return send(404, refusal('404', `No such service: ${path}`, 404));
          if (fault === 'timeout') return void pending.add(res);
          if (fault === 'malformed') return send(200, '', 'application/json');
          send(200, answer);
        } catch (error) {
          send(500, { status: { success: false, httpStatus: 500 }, message: (error as Error).message });
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
    changeSchedule(bookingId, kind) {
      const booking = state.bookings[bookingId];
      if (!booking) throw new Error(`No sandbox booking ${bookingId}`);
      const trip = booking.review.trips[0];
      if (kind === 'cancelled') trip.sI = [];
      for (const segment of trip.sI) {
        if (kind === 'retimed') {
          const shift = (time: string) => {
            const at = new Date(`${time}:00Z`);
            at.setUTCMinutes(at.getUTCMinutes() + 95);
            return at.toISOString().slice(0, 16);
          };
          segment.dt = shift(segment.dt);
          segment.at = shift(segment.at);
        } else if (kind === 'renumbered') {
          segment.fD = { ...segment.fD, fN: String((Number(segment.fD.fN) || 0) + 1000) };
        }
      }
      save();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of pending) res.destroy();
        pending.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
