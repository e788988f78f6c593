import { createHash, randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { cabinPriceFactor, type CabinClass } from '@travel/contracts/rules';
import type { FlightTimetable, ScheduledFlight } from '../air';
import { fromMinor } from '../errors';
import type {
  DuffelAirlineInitiatedChange,
  DuffelConditions,
  DuffelOffer,
  DuffelOfferPassenger,
  DuffelOrder,
  DuffelOrderCancellation,
  DuffelOrderChange,
  DuffelOrderChangeOffer,
  DuffelOrderPassenger,
  DuffelSeatElement,
  DuffelSeatMap,
  DuffelSlice,
} from './types';
import { signDuffelWebhook } from './webhooks';
import { sandboxDelayMs } from '../sandboxLatency';

/**
 * A local Duffel: a real HTTP server on loopback speaking the subset of Duffel's Air API v2 the adapter uses (same
 * paths, headers, `{data}` bodies and error shape), selling the flights of our generated timetable. Latency and
 * faults are realistic by default; tests start it with latency 0 and fault rates 0 and force the fault they need.
 * Its state survives a restart through `stateFile`.
 */

export type DuffelFault = 'error' | 'timeout' | 'price_change' | 'sold_out' | 'malformed';

/** The share of requests each fault hits (0–1). */
export interface FaultRates {
  /** A 5xx before doing anything. */
  error: number;
  /** The request is done, then never answered (the caller's deadline passes). */
  timeout: number;
  /** GET /air/offers/{id}: the offer's price moved up by 2–6 %. */
  price_change: number;
  /** POST /air/orders: the airline has no seat left. */
  sold_out: number;
  /** The request is done, then answered with a 200 no client can read. */
  malformed: number;
}

export const DEFAULT_FAULT_RATES: FaultRates = {
  error: 0.03,
  timeout: 0.02,
  price_change: 0.1,
  sold_out: 0.03,
  malformed: 0,
};

export interface DuffelSandboxOptions {
  timetable: FlightTimetable;
  stateFile: string;
  accessToken: string;
  /** Every answer waits this long (uniform, ms); default 300–1800 for a search, 100–400 otherwise. */
  latencyMs?: { min: number; max: number };
  faults?: Partial<FaultRates>;
  /** Where airline-initiated changes are announced, signed with `secret`. */
  webhook?: { url: string; secret: string };
  host?: string;
  port?: number;
  /** The sandbox's clock (tests move it to expire offers and quotes). */
  now?: () => number;
}

export interface DuffelSandbox {
  url: string;
  close(): Promise<void>;
  /** The next request it fits (any request; GET offer for price_change; POST order for sold_out) gets this fault. */
  forceNext(fault: DuffelFault, pathPrefix?: string): void;
  /** Records an airline-initiated change on the order's first slice and sends its webhook; the change's id. */
  announceAirlineChange(orderId: string, kind: 'retimed' | 'renumbered' | 'cancelled'): Promise<string>;
}

const OFFER_TTL_MS = 30 * 60_000;
const QUOTE_TTL_MS = 15 * 60_000;
const HOLD_MS = 24 * 3_600_000;
const TAX_SHARE = 0.15;
const FLEXI_FACTOR = 1.12;
const CHILD_FACTOR = 0.75;
const INFANT_FACTOR = 0.1;
/** A Standard fare's change fee per passenger, in paise. */
const STANDARD_CHANGE_FEE = 2_500_00;
const SEAT_ROWS = 30;
const SEAT_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];
const CABINS: CabinClass[] = ['economy', 'premium_economy', 'business', 'first'];

type Fare = 'Standard' | 'Flexi';

interface StoredOffer {
  offer: DuffelOffer;
  requestId: string;
  cabin: CabinClass;
  fare: Fare;
  /** One per slice. */
  flights: ScheduledFlight[];
  /** What each slice costs for all passengers, paise. */
  sliceMinor: number[];
  refundable: boolean;
}

interface StoredOrder {
  order: DuffelOrder;
  offerId: string;
  cabin: CabinClass;
  fare: Fare;
  refundable: boolean;
  flights: ScheduledFlight[];
  sliceMinor: number[];
  /** Passengers who take a seat (not infants on a lap). */
  seated: number;
  seats: { flight: string; designator: string }[];
  createdSeq: number;
}

interface StoredChangeOffer {
  offer: DuffelOrderChangeOffer;
  orderId: string;
  sliceIndex: number;
  flight: ScheduledFlight;
  sliceMinor: number;
}

interface StoredAic {
  aic: DuffelAirlineInitiatedChange;
  sliceIndex: number;
  flight: ScheduledFlight | null;
}

interface SandboxState {
  version: 1;
  seq: number;
  offerRequests: Record<string, { booked: boolean; createdAt: string }>;
  offers: Record<string, StoredOffer>;
  orders: Record<string, StoredOrder>;
  /** Seats sold per dated flight ('6E 2131|2026-12-20'). */
  seatsSold: Record<string, number>;
  /** Seat designators taken per dated flight. */
  seatsTaken: Record<string, string[]>;
  cancellations: Record<string, DuffelOrderCancellation>;
  latestCancellation: Record<string, string>;
  changeOffers: Record<string, StoredChangeOffer>;
  orderChanges: Record<string, { change: DuffelOrderChange; changeOfferId: string }>;
  aics: Record<string, StoredAic>;
}

const emptyState = (): SandboxState => ({
  version: 1,
  seq: 0,
  offerRequests: {},
  offers: {},
  orders: {},
  seatsSold: {},
  seatsTaken: {},
  cancellations: {},
  latestCancellation: {},
  changeOffers: {},
  orderChanges: {},
  aics: {},
});

/** A refusal in Duffel's shape. */
class DuffelHttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly type = status === 401
      ? 'authentication_error'
      : status >= 500
        ? 'api_error'
        : 'invalid_request_error',
  ) {
    super(message);
  }
}

const titleOf = (code: string) => code.replace(/_/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase());

const id = (prefix: string) =>
  `${prefix}_0000${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16)}`;

/** Stable numbers from a flight: whether Duffel sells it, its price factor, whether it has a Flexi fare. */
function flightHash(flight: ScheduledFlight) {
  const digest = createHash('sha256').update(`duffel|${flight.flightNumber}|${flight.date}`).digest();
  return {
    sold: digest.readUInt32BE(0) % 100 < 80,
    factor: 0.94 + (digest.readUInt32BE(4) % 1_401) / 10_000,
    flexi: digest.readUInt32BE(8) % 3 === 0,
  };
}

const flightKey = (flight: ScheduledFlight) => `${flight.flightNumber}|${flight.date}`;

/** The number part of a flight number, whether written '6E 2131', '6E-2131', '6E2131' or '2131'. */
const numberPart = (flight: ScheduledFlight) =>
  flight.flightNumber.replace(new RegExp(`^${flight.carrier}[\\s-]*`, 'i'), '').trim();

const wholeRupees = (minor: number) => Math.round(minor / 100) * 100;

const pad = (value: number) => String(value).padStart(2, '0');

/** A local date and minutes after its midnight to Duffel's local 'YYYY-MM-DDTHH:mm:ss'. */
function localTime(date: string, minute: number) {
  const at = new Date(Date.parse(`${date}T00:00:00Z`) + minute * 60_000);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}T${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:00`;
}

const isoDuration = (minutes: number) => `PT${Math.floor(minutes / 60)}H${minutes % 60}M`;

type PassengerKind = 'adult' | 'child' | 'infant_without_seat';

const kindOf = (passenger: DuffelOfferPassenger): PassengerKind =>
  passenger.type ??
  ((passenger.age ?? 18) < 2 ? 'infant_without_seat' : (passenger.age ?? 18) < 12 ? 'child' : 'adult');

function perPassengerMinor(flight: ScheduledFlight, cabin: CabinClass, fare: Fare, kind: PassengerKind) {
  const adult =
    flight.economyMinor * cabinPriceFactor(cabin) * flightHash(flight).factor * (fare === 'Flexi' ? FLEXI_FACTOR : 1);
  const share = kind === 'adult' ? 1 : kind === 'child' ? CHILD_FACTOR : INFANT_FACTOR;
  return wholeRupees(adult * share);
}

const sliceMinorOf = (flight: ScheduledFlight, cabin: CabinClass, fare: Fare, passengers: DuffelOfferPassenger[]) =>
  passengers.reduce((sum, passenger) => sum + perPassengerMinor(flight, cabin, fare, kindOf(passenger)), 0);

function conditionsOf(fare: Fare, refundable: boolean, passengers: number): DuffelConditions {
  return {
    refund_before_departure:
      fare === 'Flexi' || refundable
        ? { allowed: true, penalty_amount: '0.00', penalty_currency: 'INR' }
        : { allowed: false, penalty_amount: null, penalty_currency: null },
    change_before_departure: {
      allowed: true,
      penalty_amount: fare === 'Flexi' ? '0.00' : fromMinor(STANDARD_CHANGE_FEE * passengers),
      penalty_currency: 'INR',
    },
  };
}

function sliceJson(
  flight: ScheduledFlight,
  passengers: DuffelOfferPassenger[],
  cabin: CabinClass,
  fare: Fare,
  conditions: DuffelConditions,
): DuffelSlice {
  const cabinName = cabin === 'premium_economy' ? 'Premium Economy' : cabin.charAt(0).toUpperCase() + cabin.slice(1);
  const seated = passengers.filter((passenger) => kindOf(passenger) !== 'infant_without_seat');
  return {
    id: id('sli'),
    origin: { iata_code: flight.from, type: 'airport' },
    destination: { iata_code: flight.to, type: 'airport' },
    duration: isoDuration(flight.durationMin),
    fare_brand_name: fare,
    changeable: conditions.change_before_departure?.allowed ?? false,
    conditions,
    segments: [
      {
        id: id('seg'),
        origin: { iata_code: flight.from, type: 'airport' },
        destination: { iata_code: flight.to, type: 'airport' },
        departing_at: localTime(flight.date, flight.depMinute),
        arriving_at: localTime(flight.date, flight.depMinute + flight.durationMin),
        duration: isoDuration(flight.durationMin),
        marketing_carrier: { iata_code: flight.carrier },
        marketing_carrier_flight_number: numberPart(flight),
        operating_carrier: { iata_code: flight.carrier },
        operating_carrier_flight_number: numberPart(flight),
        aircraft: { name: flight.aircraft },
        stops: flight.via ? [{ id: id('sto'), airport: { iata_code: flight.via, type: 'airport' } }] : [],
        passengers: seated.map((passenger) => ({
          passenger_id: passenger.id,
          cabin_class: cabin,
          cabin_class_marketing_name: cabinName,
          fare_basis_code: fare === 'Flexi' ? 'FLX' : 'STD',
          baggages: [
            {
              type: 'checked' as const,
              quantity: flight.checkedKg > 0 ? 1 : 0,
              metadata: { maximum_weight_kg: flight.checkedKg },
            },
            { type: 'carry_on' as const, quantity: 1, metadata: { maximum_weight_kg: flight.cabinKg } },
          ],
        })),
      },
    ],
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A local departure read as if it were UTC: near enough for holds and change windows in a sandbox. */
const departureMs = (flight: ScheduledFlight) => Date.parse(`${flight.date}T00:00:00Z`) + flight.depMinute * 60_000;

interface SeatService {
  flight: string;
  designator: string;
  passenger: string;
  amountMinor: number;
}
const seatServiceId = (service: SeatService) => `ase_${Buffer.from(JSON.stringify(service)).toString('base64url')}`;
function readSeatService(serviceId: string): SeatService | null {
  if (!serviceId.startsWith('ase_')) return null;
  try {
    return JSON.parse(Buffer.from(serviceId.slice(4), 'base64url').toString('utf8')) as SeatService;
  } catch {
    return null;
  }
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const text = (value: unknown, field: string): string => {
  if (typeof value !== 'string' || value === '') {
    throw new DuffelHttpError(422, 'validation_required', `Field '${field}' can't be blank`);
  }
  return value;
};

const minorOf = (amount: unknown, field: string) => {
  const value = text(amount, field);
  if (!/^\d+(\.\d{1,2})?$/.test(value))
    throw new DuffelHttpError(422, 'validation_format', `Field '${field}' is not an amount`);
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

export async function startDuffelSandbox(options: DuffelSandboxOptions): Promise<DuffelSandbox> {
  const now = options.now ?? Date.now;
  const rates: FaultRates = { ...DEFAULT_FAULT_RATES, ...options.faults };
  const forced: { fault: DuffelFault; pathPrefix?: string }[] = [];
  const state: SandboxState = existsSync(options.stateFile)
    ? { ...emptyState(), ...(JSON.parse(readFileSync(options.stateFile, 'utf8')) as SandboxState) }
    : emptyState();

  let writes = 0;
  const persist = () => {
    // Offers long expired and never ordered are dropped, so the file stays small.
    const cutoff = now() - 24 * 3_600_000;
    const ordered = new Set(Object.values(state.orders).map((order) => order.offerId));
    for (const [offerId, stored] of Object.entries(state.offers)) {
      if (Date.parse(stored.offer.expires_at) < cutoff && !ordered.has(offerId)) delete state.offers[offerId];
    }
    mkdirSync(path.dirname(options.stateFile), { recursive: true });
    const temporary = `${options.stateFile}.${process.pid}.${++writes}.tmp`;
    writeFileSync(temporary, JSON.stringify(state));
    renameSync(temporary, options.stateFile);
  };

  const seatsLeft = (flight: ScheduledFlight) => flight.seatsLeft - (state.seatsSold[flightKey(flight)] ?? 0);

  const takeFault = (kind: DuffelFault[], method: string, route: string): DuffelFault | undefined => {
    const index = forced.findIndex(
      (entry) => kind.includes(entry.fault) && (!entry.pathPrefix || `${method} ${route}`.includes(entry.pathPrefix)),
    );
    if (index >= 0) return forced.splice(index, 1)[0].fault;
    return kind.find((fault) => Math.random() < rates[fault]);
  };

  // ---- Search -----------------------------------------------------------------------------------------------------

  async function createOfferRequest(body: Record<string, unknown>) {
    const slices = body.slices;
    if (!Array.isArray(slices) || slices.length === 0) {
      throw new DuffelHttpError(422, 'validation_required', "Field 'slices' can't be blank");
    }
    const rawPassengers = body.passengers;
    if (!Array.isArray(rawPassengers) || rawPassengers.length === 0) {
      throw new DuffelHttpError(422, 'validation_required', "Field 'passengers' can't be blank");
    }
    const cabin = (body.cabin_class ?? 'economy') as CabinClass;
    if (!CABINS.includes(cabin))
      throw new DuffelHttpError(422, 'validation_unknown_value', `Unknown cabin_class ${String(cabin)}`);
    const passengers: DuffelOfferPassenger[] = rawPassengers.map((raw) => {
      const passenger = record(raw);
      if (typeof passenger.age === 'number') {
        return {
          id: id('pas'),
          age: passenger.age,
          type: passenger.age < 2 ? 'infant_without_seat' : passenger.age < 12 ? 'child' : 'adult',
        };
      }
      if (passenger.type === 'adult') return { id: id('pas'), type: 'adult', age: null };
      throw new DuffelHttpError(422, 'validation_required', "A passenger needs a 'type' of adult or an 'age'");
    });
    const seated = passengers.filter((passenger) => kindOf(passenger) !== 'infant_without_seat').length;
    const legs = slices.map((raw, index) => {
      const slice = record(raw);
      return {
        from: text(slice.origin, `slices[${index}].origin`),
        to: text(slice.destination, `slices[${index}].destination`),
        date: text(slice.departure_date, `slices[${index}].departure_date`),
      };
    });
    const options_ = await Promise.all(
      legs.map(async (leg) =>
        (await options.timetable(leg)).filter((flight) => flightHash(flight).sold && seatsLeft(flight) >= seated),
      ),
    );
    const createdAt = now();
    const requestId = id('orq');
    // Every combination of one flight a slice, cheapest first, at most 100.
    let combos: ScheduledFlight[][] = [[]];
    for (const flights of options_) {
      combos = combos.flatMap((combo) => flights.map((flight) => [...combo, flight])).slice(0, 100);
    }
    const offers: DuffelOffer[] = [];
    for (const combo of combos) {
      if (combo.length !== legs.length) continue;
      const fares: Fare[] = combo.every((flight) => flightHash(flight).flexi) ? ['Standard', 'Flexi'] : ['Standard'];
      for (const fare of fares) {
        const stored = makeOffer(requestId, combo, cabin, fare, passengers, createdAt);
        state.offers[stored.offer.id] = stored;
        offers.push(stored.offer);
      }
    }
    offers.sort((a, b) => Number(a.total_amount) - Number(b.total_amount));
    state.offerRequests[requestId] = { booked: false, createdAt: iso(createdAt) };
    return {
      id: requestId,
      live_mode: false,
      cabin_class: cabin,
      created_at: iso(createdAt),
      slices: legs.map((leg) => ({
        origin: { iata_code: leg.from, type: 'airport' },
        destination: { iata_code: leg.to, type: 'airport' },
        departure_date: leg.date,
      })),
      passengers,
      offers,
    };
  }

  function makeOffer(
    requestId: string,
    flights: ScheduledFlight[],
    cabin: CabinClass,
    fare: Fare,
    passengers: DuffelOfferPassenger[],
    createdAt: number,
  ): StoredOffer {
    const refundable = fare === 'Flexi' || flights.every((flight) => flight.refundable);
    const seated = passengers.filter((passenger) => kindOf(passenger) !== 'infant_without_seat').length;
    const conditions = conditionsOf(fare, refundable, seated);
    const sliceMinor = flights.map((flight) => sliceMinorOf(flight, cabin, fare, passengers));
    const total = sliceMinor.reduce((sum, minor) => sum + minor, 0);
    const tax = wholeRupees(total * TAX_SHARE);
    const firstDeparture = Math.min(...flights.map(departureMs));
    const holdable = firstDeparture - createdAt > 2 * HOLD_MS;
    const payBy = iso(Math.min(createdAt + HOLD_MS, firstDeparture - HOLD_MS));
    const offer: DuffelOffer = {
      id: id('off'),
      live_mode: false,
      created_at: iso(createdAt),
      expires_at: iso(createdAt + OFFER_TTL_MS),
      total_amount: fromMinor(total),
      total_currency: 'INR',
      base_amount: fromMinor(total - tax),
      base_currency: 'INR',
      tax_amount: fromMinor(tax),
      tax_currency: 'INR',
      owner: { iata_code: flights[0].carrier },
      passengers,
      conditions,
      payment_requirements: {
        requires_instant_payment: !holdable,
        payment_required_by: holdable ? payBy : null,
        price_guarantee_expires_at: holdable ? payBy : null,
      },
      available_seats: Math.min(...flights.map(seatsLeft)),
      slices: flights.map((flight) => sliceJson(flight, passengers, cabin, fare, conditions)),
    };
    return { offer, requestId, cabin, fare, flights, sliceMinor, refundable };
  }

  function liveOffer(offerId: string) {
    const stored = state.offers[offerId];
    if (!stored) throw new DuffelHttpError(404, 'not_found', 'The resource you are trying to access does not exist.');
    if (Date.parse(stored.offer.expires_at) <= now()) {
      throw new DuffelHttpError(
        422,
        'offer_no_longer_available',
        'The requested offer is no longer available, please search again.',
      );
    }
    return stored;
  }

  function getOffer(offerId: string, priceMoves: boolean) {
    const stored = liveOffer(offerId);
    if (priceMoves) {
      const factor = 1 + randomInt(2, 7) / 100;
      stored.sliceMinor = stored.sliceMinor.map((minor) => wholeRupees(minor * factor));
      const total = stored.sliceMinor.reduce((sum, minor) => sum + minor, 0);
      const tax = wholeRupees(total * TAX_SHARE);
      stored.offer.total_amount = fromMinor(total);
      stored.offer.base_amount = fromMinor(total - tax);
      stored.offer.tax_amount = fromMinor(tax);
    }
    stored.offer.available_seats = Math.min(...stored.flights.map(seatsLeft));
    return stored.offer;
  }

  function seatMaps(offerId: string): DuffelSeatMap[] {
    const stored = liveOffer(offerId);
    const seated = stored.offer.passengers.filter((passenger) => kindOf(passenger) !== 'infant_without_seat');
    return stored.flights.map((flight, index) => {
      const key = flightKey(flight);
      const taken = new Set(state.seatsTaken[key] ?? []);
      const slice = stored.offer.slices[index];
      const rows = Array.from({ length: SEAT_ROWS }, (_, row) => ({
        sections: [SEAT_LETTERS.slice(0, 3), SEAT_LETTERS.slice(3)].map((letters) => ({
          elements: letters.map((letter): DuffelSeatElement => {
            const designator = `${row + 1}${letter}`;
            const busy =
              taken.has(designator) ||
              createHash('sha256').update(`${key}|${designator}`).digest().readUInt8(0) % 10 < 3;
            const amountMinor = row < 4 ? 500_00 : row === 11 || row === 12 ? 350_00 : 0;
            return {
              type: 'seat',
              designator,
              disclosures: row === 11 || row === 12 ? ['Exit row'] : [],
              available_services: busy
                ? []
                : seated.map((passenger) => ({
                    id: seatServiceId({ flight: key, designator, passenger: passenger.id, amountMinor }),
                    passenger_id: passenger.id,
                    total_amount: fromMinor(amountMinor),
                    total_currency: 'INR',
                  })),
            };
          }),
        })),
      }));
      return {
        id: id('sea'),
        slice_id: slice.id,
        segment_id: slice.segments[0].id,
        cabins: [{ cabin_class: stored.cabin, deck: 0, aisles: 1, rows }],
      };
    });
  }

  // ---- Orders -----------------------------------------------------------------------------------------------------

  const findOrder = (orderId: string) => {
    const stored = state.orders[orderId];
    if (!stored) throw new DuffelHttpError(404, 'not_found', 'The resource you are trying to access does not exist.');
    return stored;
  };

  const tickets = (passengers: DuffelOrderPassenger[]) =>
    passengers.map((passenger) => ({
      type: 'electronic_ticket',
      unique_identifier: `098${String(randomInt(0, 1e9)).padStart(9, '0')}${randomInt(0, 10)}`,
      passenger_ids: [passenger.id],
    }));

  const bookingReference = () => Array.from({ length: 6 }, () => String.fromCharCode(65 + randomInt(0, 26))).join('');

  function createOrder(body: Record<string, unknown>, soldOut: boolean) {
    const type = body.type ?? 'instant';
    if (type !== 'instant' && type !== 'hold')
      throw new DuffelHttpError(422, 'validation_unknown_value', "Field 'type' must be instant or hold");
    const selected = body.selected_offers;
    if (!Array.isArray(selected) || selected.length !== 1) {
      throw new DuffelHttpError(422, 'validation_required', "Field 'selected_offers' must hold one offer id");
    }
    const stored = liveOffer(text(selected[0], 'selected_offers[0]'));
    const request = state.offerRequests[stored.requestId];
    if (request?.booked) {
      throw new DuffelHttpError(
        422,
        'offer_request_already_booked',
        'An order has already been created from this offer request.',
      );
    }
    const given = Array.isArray(body.passengers) ? body.passengers.map(record) : [];
    const offerIds = stored.offer.passengers.map((passenger) => passenger.id);
    const givenIds = given.map((passenger) => passenger.id);
    if (givenIds.length !== offerIds.length || offerIds.some((passengerId) => !givenIds.includes(passengerId))) {
      throw new DuffelHttpError(
        422,
        'invalid_passenger',
        'Every passenger of the offer must be given once, by its id.',
      );
    }
    const passengers: DuffelOrderPassenger[] = given.map((passenger, index) => {
      const field = (name: string) => text(passenger[name], `passengers[${index}].${name}`);
      const phone = field('phone_number');
      if (!/^\+[1-9]\d{6,14}$/.test(phone))
        throw new DuffelHttpError(422, 'invalid_phone_number', `passengers[${index}].phone_number is not E.164`);
      const title = field('title');
      if (!['mr', 'ms', 'mrs', 'miss', 'dr'].includes(title))
        throw new DuffelHttpError(422, 'validation_unknown_value', `passengers[${index}].title is not valid`);
      const gender = field('gender');
      if (gender !== 'm' && gender !== 'f')
        throw new DuffelHttpError(422, 'validation_unknown_value', `passengers[${index}].gender is not valid`);
      const offerPassenger = stored.offer.passengers.find((candidate) => candidate.id === passenger.id);
      return {
        id: String(passenger.id),
        type: offerPassenger ? kindOf(offerPassenger) : 'adult',
        title,
        gender,
        given_name: field('given_name'),
        family_name: field('family_name'),
        born_on: field('born_on'),
        email: field('email'),
        phone_number: phone,
        infant_passenger_id: typeof passenger.infant_passenger_id === 'string' ? passenger.infant_passenger_id : null,
      };
    });
    const seated = passengers.filter((passenger) => passenger.type !== 'infant_without_seat').length;
    if (soldOut || stored.flights.some((flight) => seatsLeft(flight) < seated)) {
      throw new DuffelHttpError(
        422,
        'offer_no_longer_available',
        'The airline has no seats left on this offer, please search again.',
      );
    }
    const services = (Array.isArray(body.services) ? body.services.map(record) : []).map((service) => {
      const seat = readSeatService(String(service.id));
      if (!seat || !stored.flights.some((flight) => flightKey(flight) === seat.flight)) {
        throw new DuffelHttpError(
          422,
          'invalid_service',
          `The service ${String(service.id)} is not part of this offer`,
        );
      }
      if ((state.seatsTaken[seat.flight] ?? []).includes(seat.designator)) {
        throw new DuffelHttpError(422, 'service_not_available', `Seat ${seat.designator} is no longer available`);
      }
      return seat;
    });
    const offerTotal = minorOf(stored.offer.total_amount, 'total_amount');
    const total = offerTotal + services.reduce((sum, seat) => sum + seat.amountMinor, 0);
    const paid = type === 'instant';
    if (paid) {
      const payments = Array.isArray(body.payments) ? body.payments.map(record) : [];
      const payment = payments[0];
      if (
        !payment ||
        payments.length !== 1 ||
        minorOf(payment.amount, 'payments[0].amount') !== total ||
        payment.currency !== 'INR'
      ) {
        throw new DuffelHttpError(
          422,
          'payment_amount_does_not_match_order_amount',
          `The payment must be exactly ${fromMinor(total)} INR.`,
        );
      }
    } else if (stored.offer.payment_requirements?.requires_instant_payment) {
      throw new DuffelHttpError(
        422,
        'offer_requires_instant_payment',
        'This offer cannot be held; it must be paid now.',
      );
    }
    const createdAt = now();
    const tax = minorOf(stored.offer.tax_amount, 'tax_amount');
    const order: DuffelOrder = {
      id: id('ord'),
      type,
      live_mode: false,
      created_at: iso(createdAt),
      booking_reference: bookingReference(),
      total_amount: fromMinor(total),
      total_currency: 'INR',
      base_amount: fromMinor(total - tax),
      tax_amount: fromMinor(tax),
      cancelled_at: null,
      owner: stored.offer.owner,
      conditions: stored.offer.conditions,
      slices: stored.offer.slices,
      passengers,
      documents: paid ? tickets(passengers) : [],
      payment_status: {
        awaiting_payment: !paid,
        payment_required_by: paid ? null : (stored.offer.payment_requirements?.payment_required_by ?? null),
        price_guarantee_expires_at: paid
          ? null
          : (stored.offer.payment_requirements?.price_guarantee_expires_at ?? null),
        paid_at: paid ? iso(createdAt) : null,
      },
      metadata: Object.fromEntries(Object.entries(record(body.metadata)).map(([key, value]) => [key, String(value)])),
    };
    state.offerRequests[stored.requestId] = { booked: true, createdAt: request?.createdAt ?? iso(createdAt) };
    for (const flight of stored.flights)
      state.seatsSold[flightKey(flight)] = (state.seatsSold[flightKey(flight)] ?? 0) + seated;
    for (const seat of services) (state.seatsTaken[seat.flight] ??= []).push(seat.designator);
    state.orders[order.id] = {
      order,
      offerId: stored.offer.id,
      cabin: stored.cabin,
      fare: stored.fare,
      refundable: stored.refundable,
      flights: stored.flights,
      sliceMinor: stored.sliceMinor,
      seated,
      seats: services.map((seat) => ({ flight: seat.flight, designator: seat.designator })),
      createdSeq: ++state.seq,
    };
    return order;
  }

  function listOrders(query: URLSearchParams) {
    const limit = Math.min(200, Math.max(1, Number(query.get('limit') ?? 50) || 50));
    const newestFirst = Object.values(state.orders).sort((a, b) => b.createdSeq - a.createdSeq);
    const after = query.get('after');
    const start = after ? Number(Buffer.from(after, 'base64url').toString('utf8')) || 0 : 0;
    const page = newestFirst.slice(start, start + limit);
    const next = start + limit < newestFirst.length ? Buffer.from(String(start + limit)).toString('base64url') : null;
    return { data: page.map((stored) => stored.order), meta: { limit, after: next, before: null } };
  }

  function pay(body: Record<string, unknown>) {
    const stored = findOrder(text(body.order_id, 'order_id'));
    const order = stored.order;
    if (order.cancelled_at) throw new DuffelHttpError(422, 'already_cancelled', 'The order has been cancelled.');
    if (!order.payment_status?.awaiting_payment)
      throw new DuffelHttpError(422, 'already_paid', 'The order has already been paid for.');
    const deadline = order.payment_status.payment_required_by;
    if (deadline && Date.parse(deadline) <= now()) {
      throw new DuffelHttpError(422, 'past_payment_required_by_date', 'The order can no longer be paid for.');
    }
    const payment = record(body.payment);
    if (
      minorOf(payment.amount, 'payment.amount') !== minorOf(order.total_amount, 'total_amount') ||
      payment.currency !== order.total_currency
    ) {
      throw new DuffelHttpError(
        422,
        'payment_amount_does_not_match_order_amount',
        `The payment must be exactly ${order.total_amount} ${order.total_currency}.`,
      );
    }
    const paidAt = iso(now());
    order.payment_status = {
      awaiting_payment: false,
      payment_required_by: null,
      price_guarantee_expires_at: null,
      paid_at: paidAt,
    };
    order.documents = tickets(order.passengers);
    return {
      id: id('pay'),
      amount: payment.amount,
      currency: payment.currency,
      type: payment.type ?? 'balance',
      created_at: paidAt,
      live_mode: false,
    };
  }

  // ---- Cancellations ----------------------------------------------------------------------------------------------

  function quoteCancellation(body: Record<string, unknown>): DuffelOrderCancellation {
    const stored = findOrder(text(body.order_id, 'order_id'));
    if (stored.order.cancelled_at)
      throw new DuffelHttpError(422, 'already_cancelled', 'The order has already been cancelled.');
    const paid = !stored.order.payment_status?.awaiting_payment;
    const refund = !paid
      ? 0
      : stored.fare === 'Flexi' || stored.refundable
        ? minorOf(stored.order.total_amount, 'total_amount')
        : minorOf(stored.order.tax_amount, 'tax_amount');
    const createdAt = now();
    const cancellation: DuffelOrderCancellation = {
      id: id('ore'),
      order_id: stored.order.id,
      refund_amount: fromMinor(refund),
      refund_currency: 'INR',
      refund_to: 'balance',
      expires_at: iso(createdAt + QUOTE_TTL_MS),
      confirmed_at: null,
      created_at: iso(createdAt),
      live_mode: false,
    };
    state.cancellations[cancellation.id] = cancellation;
    state.latestCancellation[stored.order.id] = cancellation.id;
    return cancellation;
  }

  const releaseSeats = (stored: StoredOrder, flights: ScheduledFlight[]) => {
    for (const flight of flights) {
      const key = flightKey(flight);
      state.seatsSold[key] = Math.max(0, (state.seatsSold[key] ?? 0) - stored.seated);
      const mine = stored.seats.filter((seat) => seat.flight === key).map((seat) => seat.designator);
      state.seatsTaken[key] = (state.seatsTaken[key] ?? []).filter((designator) => !mine.includes(designator));
    }
  };

  function confirmCancellation(cancellationId: string) {
    const cancellation = state.cancellations[cancellationId];
    if (!cancellation)
      throw new DuffelHttpError(404, 'not_found', 'The resource you are trying to access does not exist.');
    if (cancellation.confirmed_at) return cancellation;
    if (state.latestCancellation[cancellation.order_id] !== cancellation.id) {
      throw new DuffelHttpError(
        422,
        'order_cancellation_not_latest',
        'Only the latest cancellation quote can be confirmed.',
      );
    }
    if (Date.parse(cancellation.expires_at) <= now()) {
      throw new DuffelHttpError(
        422,
        'order_cancellation_expired',
        'The cancellation quote has expired; ask for a new one.',
      );
    }
    const stored = findOrder(cancellation.order_id);
    if (stored.order.cancelled_at)
      throw new DuffelHttpError(422, 'already_cancelled', 'The order has already been cancelled.');
    const at = iso(now());
    cancellation.confirmed_at = at;
    stored.order.cancelled_at = at;
    if (stored.order.payment_status) stored.order.payment_status.awaiting_payment = false;
    releaseSeats(stored, stored.flights);
    return cancellation;
  }

  // ---- Changes ----------------------------------------------------------------------------------------------------

  async function createChangeRequest(body: Record<string, unknown>) {
    const stored = findOrder(text(body.order_id, 'order_id'));
    const order = stored.order;
    if (order.cancelled_at) throw new DuffelHttpError(422, 'already_cancelled', 'The order has been cancelled.');
    if (order.payment_status?.awaiting_payment)
      throw new DuffelHttpError(422, 'order_not_paid', 'Only a paid order can be changed.');
    const slices = record(body.slices);
    const remove = Array.isArray(slices.remove) ? slices.remove.map(record) : [];
    const add = Array.isArray(slices.add) ? slices.add.map(record) : [];
    if (remove.length !== 1 || add.length !== 1) {
      throw new DuffelHttpError(
        422,
        'validation_required',
        'The sandbox changes one slice at a time: one to remove, one to add.',
      );
    }
    const sliceIndex = order.slices.findIndex((slice) => slice.id === remove[0].slice_id);
    if (sliceIndex < 0)
      throw new DuffelHttpError(422, 'invalid_slice', 'The slice to remove is not part of the order.');
    const current = stored.flights[sliceIndex];
    const date = text(add[0].departure_date, 'slices.add[0].departure_date');
    const candidates = await options.timetable({
      from: text(add[0].origin, 'slices.add[0].origin'),
      to: text(add[0].destination, 'slices.add[0].destination'),
      date,
    });
    const createdAt = now();
    const requestId = id('ocr');
    const passengers = order.passengers.map((passenger) => ({
      id: passenger.id,
      type: passenger.type as PassengerKind,
    }));
    const offers: DuffelOrderChangeOffer[] = candidates
      .filter(
        (flight) =>
          flight.flightNumber === current.flightNumber &&
          flight.date !== current.date &&
          flightHash(flight).sold &&
          seatsLeft(flight) >= stored.seated,
      )
      .map((flight) => {
        const sliceMinor = sliceMinorOf(flight, stored.cabin, stored.fare, passengers);
        const penalty = stored.fare === 'Flexi' ? 0 : STANDARD_CHANGE_FEE * stored.seated;
        const change = Math.max(0, sliceMinor - stored.sliceMinor[sliceIndex]) + penalty;
        const newTotal = minorOf(order.total_amount, 'total_amount') + change;
        const offer: DuffelOrderChangeOffer = {
          id: id('oco'),
          order_change_id: null,
          slices: {
            add: [sliceJson(flight, passengers, stored.cabin, stored.fare, order.conditions ?? {})],
            remove: [order.slices[sliceIndex]],
          },
          change_total_amount: fromMinor(change),
          change_total_currency: 'INR',
          new_total_amount: fromMinor(newTotal),
          new_total_currency: 'INR',
          penalty_total_amount: fromMinor(penalty),
          penalty_total_currency: 'INR',
          refund_to: null,
          expires_at: iso(createdAt + OFFER_TTL_MS),
          created_at: iso(createdAt),
          updated_at: iso(createdAt),
          live_mode: false,
        };
        state.changeOffers[offer.id] = { offer, orderId: order.id, sliceIndex, flight, sliceMinor };
        return offer;
      });
    return {
      id: requestId,
      order_id: order.id,
      live_mode: false,
      created_at: iso(createdAt),
      slices: { add, remove },
      order_change_offers: offers,
    };
  }

  function createOrderChange(body: Record<string, unknown>): DuffelOrderChange {
    const offerId = text(body.selected_order_change_offer, 'selected_order_change_offer');
    const stored = state.changeOffers[offerId];
    if (!stored) throw new DuffelHttpError(404, 'not_found', 'The resource you are trying to access does not exist.');
    if (Date.parse(stored.offer.expires_at) <= now()) {
      throw new DuffelHttpError(
        422,
        'order_change_offer_no_longer_available',
        'The change offer has expired; ask again.',
      );
    }
    const { offer } = stored;
    const change: DuffelOrderChange = {
      id: id('oce'),
      order_id: stored.orderId,
      slices: offer.slices,
      change_total_amount: offer.change_total_amount,
      change_total_currency: offer.change_total_currency,
      new_total_amount: offer.new_total_amount,
      new_total_currency: offer.new_total_currency,
      penalty_total_amount: offer.penalty_total_amount,
      penalty_total_currency: offer.penalty_total_currency,
      refund_to: null,
      expires_at: offer.expires_at,
      confirmed_at: null,
      created_at: iso(now()),
      live_mode: false,
    };
    offer.order_change_id = change.id;
    state.orderChanges[change.id] = { change, changeOfferId: offerId };
    return change;
  }

  function confirmOrderChange(changeId: string, body: Record<string, unknown>) {
    const entry = state.orderChanges[changeId];
    if (!entry) throw new DuffelHttpError(404, 'not_found', 'The resource you are trying to access does not exist.');
    const { change } = entry;
    if (change.confirmed_at) return change;
    if (Date.parse(change.expires_at) <= now()) {
      throw new DuffelHttpError(422, 'order_change_no_longer_available', 'The change has expired; ask again.');
    }
    const due = minorOf(change.change_total_amount, 'change_total_amount');
    if (due > 0) {
      const payment = record(body.payment);
      if (
        minorOf(payment.amount ?? '0', 'payment.amount') !== due ||
        payment.currency !== change.change_total_currency
      ) {
        throw new DuffelHttpError(
          422,
          'payment_amount_does_not_match_order_amount',
          `The payment must be exactly ${change.change_total_amount} INR.`,
        );
      }
    }
    const offer = state.changeOffers[entry.changeOfferId];
    const stored = findOrder(change.order_id);
    if (stored.order.cancelled_at) throw new DuffelHttpError(422, 'already_cancelled', 'The order has been cancelled.');
    if (seatsLeft(offer.flight) < stored.seated) {
      throw new DuffelHttpError(422, 'order_change_no_longer_available', 'The new flight has no seats left.');
    }
    applySlice(stored, offer.sliceIndex, offer.flight, offer.offer.slices.add[0]);
    stored.sliceMinor[offer.sliceIndex] = offer.sliceMinor;
    stored.order.total_amount = change.new_total_amount;
    stored.order.documents = tickets(stored.order.passengers);
    change.confirmed_at = iso(now());
    return change;
  }

  /** The order flies `flight` for the slice at `index` now: seats move with it. */
  function applySlice(stored: StoredOrder, index: number, flight: ScheduledFlight, slice: DuffelSlice) {
    releaseSeats(stored, [stored.flights[index]]);
    stored.seats = stored.seats.filter((seat) => seat.flight !== flightKey(stored.flights[index]));
    state.seatsSold[flightKey(flight)] = (state.seatsSold[flightKey(flight)] ?? 0) + stored.seated;
    stored.flights[index] = flight;
    stored.order.slices[index] = slice;
  }

  // ---- Airline-initiated changes ----------------------------------------------------------------------------------

  function listAics(orderId: string | null) {
    return Object.values(state.aics)
      .filter((stored) => !orderId || stored.aic.order_id === orderId)
      .map((stored) => stored.aic);
  }

  function acceptAic(aicId: string) {
    const stored = state.aics[aicId];
    if (!stored) throw new DuffelHttpError(404, 'not_found', 'The resource you are trying to access does not exist.');
    const { aic } = stored;
    if (aic.action_taken === 'accepted') return aic;
    const latest = listAics(aic.order_id)
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .at(-1);
    if (latest?.id !== aic.id)
      throw new DuffelHttpError(422, 'airline_initiated_change_not_latest', 'Only the latest change can be accepted.');
    if (aic.action_taken || !aic.available_actions.includes('accept') || !stored.flight) {
      throw new DuffelHttpError(
        422,
        'airline_initiated_change_action_not_available',
        'This change cannot be accepted.',
      );
    }
    const order = findOrder(aic.order_id);
    applySlice(order, stored.sliceIndex, stored.flight, aic.added[0]);
    const at = iso(now());
    aic.action_taken = 'accepted';
    aic.action_taken_at = at;
    aic.updated_at = at;
    return aic;
  }

  async function announceAirlineChange(orderId: string, kind: 'retimed' | 'renumbered' | 'cancelled') {
    const stored = findOrder(orderId);
    const current = stored.flights[0];
    let flight: ScheduledFlight | null = null;
    if (kind === 'retimed') {
      flight = {
        ...current,
        depMinute: current.depMinute + 45 < 1_440 ? current.depMinute + 45 : current.depMinute - 45,
      };
    } else if (kind === 'renumbered') {
      const next = String((Number(numberPart(current).replace(/\D/g, '')) || 0) + 1);
      flight = { ...current, flightNumber: `${current.carrier} ${next}` };
    }
    const passengers = stored.order.passengers.map((passenger) => ({
      id: passenger.id,
      type: passenger.type as PassengerKind,
    }));
    const at = iso(now());
    const aic: DuffelAirlineInitiatedChange = {
      id: id('aic'),
      order_id: orderId,
      added: flight ? [sliceJson(flight, passengers, stored.cabin, stored.fare, stored.order.conditions ?? {})] : [],
      removed: [stored.order.slices[0]],
      available_actions: flight ? ['accept', 'cancel', 'change'] : ['cancel', 'change'],
      action_taken: null,
      action_taken_at: null,
      created_at: at,
      updated_at: at,
      travel_agent_ticket: null,
    };
    state.aics[aic.id] = { aic, sliceIndex: 0, flight };
    persist();
    if (options.webhook) await deliver(options.webhook, aic);
    return aic.id;
  }

  /** At least once: a few tries, then it gives up (Duffel keeps trying for 72 h; a sandbox need not). */
  async function deliver(webhook: { url: string; secret: string }, aic: DuffelAirlineInitiatedChange) {
    const body = JSON.stringify({
      id: id('wev'),
      api_version: 'v2',
      type: 'order.airline_initiated_change_detected',
      // In v2 the event carries the order's id and the change's; the change itself is read from the API.
      data: { object: { id: aic.order_id, aic_id: aic.id } },
      live_mode: false,
      idempotency_key: aic.id,
      created_at: aic.created_at,
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const response = await fetch(webhook.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Duffel-Signature': signDuffelWebhook(body, webhook.secret, Math.floor(now() / 1000)),
          },
          body,
          signal: AbortSignal.timeout(5_000),
        });
        if (response.ok) return;
      } catch {
        // tried again below
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
    }
  }

  // ---- HTTP -------------------------------------------------------------------------------------------------------

  type Route = (
    match: RegExpExecArray,
    body: Record<string, unknown>,
    query: URLSearchParams,
    fault: DuffelFault | undefined,
  ) => unknown;
  const routes: {
    method: string;
    pattern: RegExp;
    kind: 'search' | 'read' | 'write';
    faults: DuffelFault[];
    run: Route;
  }[] = [
    {
      method: 'POST',
      pattern: /^\/air\/offer_requests$/,
      kind: 'search',
      faults: [],
      run: (_m, body) => createOfferRequest(body),
    },
    {
      method: 'GET',
      pattern: /^\/air\/offers\/([^/]+)$/,
      kind: 'read',
      faults: ['price_change'],
      run: (match, _b, _q, fault) => getOffer(decodeURIComponent(match[1]), fault === 'price_change'),
    },
    {
      method: 'GET',
      pattern: /^\/air\/offers$/,
      kind: 'read',
      faults: [],
      run: (_m, _b, query) =>
        Object.values(state.offers)
          .filter((stored) => stored.requestId === query.get('offer_request_id'))
          .map((stored) => stored.offer),
    },
    {
      method: 'GET',
      pattern: /^\/air\/seat_maps$/,
      kind: 'read',
      faults: [],
      run: (_m, _b, query) => seatMaps(query.get('offer_id') ?? ''),
    },
    {
      method: 'POST',
      pattern: /^\/air\/orders$/,
      kind: 'write',
      faults: ['sold_out'],
      run: (_m, body, _q, fault) => createOrder(body, fault === 'sold_out'),
    },
    { method: 'GET', pattern: /^\/air\/orders$/, kind: 'read', faults: [], run: (_m, _b, query) => listOrders(query) },
    {
      method: 'GET',
      pattern: /^\/air\/orders\/([^/]+)$/,
      kind: 'read',
      faults: [],
      run: (match) => findOrder(decodeURIComponent(match[1])).order,
    },
    { method: 'POST', pattern: /^\/air\/payments$/, kind: 'write', faults: [], run: (_m, body) => pay(body) },
    {
      method: 'POST',
      pattern: /^\/air\/order_cancellations$/,
      kind: 'write',
      faults: [],
      run: (_m, body) => quoteCancellation(body),
    },
    {
      method: 'GET',
      pattern: /^\/air\/order_cancellations\/([^/]+)$/,
      kind: 'read',
      faults: [],
      run: (match) => {
        const cancellation = state.cancellations[decodeURIComponent(match[1])];
        if (!cancellation)
          throw new DuffelHttpError(404, 'not_found', 'The resource you are trying to access does not exist.');
        return cancellation;
      },
    },
    {
      method: 'POST',
      pattern: /^\/air\/order_cancellations\/([^/]+)\/actions\/confirm$/,
      kind: 'write',
      faults: [],
      run: (match) => confirmCancellation(decodeURIComponent(match[1])),
    },
    {
      method: 'POST',
      pattern: /^\/air\/order_change_requests$/,
      kind: 'write',
      faults: [],
      run: (_m, body) => createChangeRequest(body),
    },
    {
      method: 'POST',
      pattern: /^\/air\/order_changes$/,
      kind: 'write',
      faults: [],
      run: (_m, body) => createOrderChange(body),
    },
    {
      method: 'POST',
      pattern: /^\/air\/order_changes\/([^/]+)\/actions\/confirm$/,
      kind: 'write',
      faults: [],
      run: (match, body) => confirmOrderChange(decodeURIComponent(match[1]), body),
    },
    {
      method: 'GET',
      pattern: /^\/air\/airline_initiated_changes$/,
      kind: 'read',
      faults: [],
      run: (_m, _b, query) => listAics(query.get('order_id')),
    },
    {
      method: 'POST',
      pattern: /^\/air\/airline_initiated_changes\/([^/]+)\/actions\/accept$/,
      kind: 'write',
      faults: [],
      run: (match) => acceptAic(decodeURIComponent(match[1])),
    },
  ];

  const latency = (kind: 'search' | 'read' | 'write') => {
    const { min, max } = options.latencyMs ?? (kind === 'search' ? { min: 300, max: 1_800 } : { min: 100, max: 400 });
    const ms = sandboxDelayMs({ min, max });
    return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => void handle(req, res, raw));
  });

  const send = (res: http.ServerResponse, status: number, body: unknown, requestId: string) => {
    if (res.destroyed || res.headersSent) return;
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'x-request-id': requestId });
    res.end(JSON.stringify(body));
  };

  const sendError = (res: http.ServerResponse, error: DuffelHttpError, requestId: string) =>
    send(
      res,
      error.status,
      {
        errors: [
          {
            type: error.type,
            code: error.code,
            title: titleOf(error.code),
            message: error.message,
            documentation_url: `https://duffel.com/docs/api/overview/errors#${error.code}`,
          },
        ],
        meta: { status: error.status, request_id: requestId },
      },
      requestId,
    );

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const requestId = randomBytes(10).toString('hex');
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const method = req.method ?? 'GET';
    try {
      if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
        throw new DuffelHttpError(401, 'unauthorized', 'The access token used is not recognized by our system');
      }
      if (req.headers['duffel-version'] !== 'v2') {
        throw new DuffelHttpError(
          400,
          'unsupported_version',
          "The 'Duffel-Version' header must name a supported version: v2",
        );
      }
      const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(url.pathname));
      if (!route) throw new DuffelHttpError(404, 'not_found', 'The resource you are trying to access does not exist.');
      let body: Record<string, unknown> = {};
      if (method === 'POST' && raw) {
        try {
          body = record(record(JSON.parse(raw)).data);
        } catch {
          throw new DuffelHttpError(400, 'malformed_json', 'The request body is not valid JSON.');
        }
      }
      await latency(route.kind);
      const fault = takeFault(['error', 'timeout', 'malformed', ...route.faults], method, url.pathname);
      if (fault === 'error') {
        throw new DuffelHttpError(
          500,
          'internal_server_error',
          'There was an internal error; please try again.',
          'api_error',
        );
      }
      const answer = await route.run(
        route.pattern.exec(url.pathname) as RegExpExecArray,
        body,
        url.searchParams,
        fault,
      );
      if (route.kind !== 'read' || fault === 'price_change') persist();
      // The work is done; its answer is lost or unreadable.
      if (fault === 'timeout') return;
      if (fault === 'malformed') {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<!doctype html><title>502</title><p>upstream unavailable</p>');
        return;
      }
      const wrapped = record(answer);
      send(res, 200, 'data' in wrapped && 'meta' in wrapped ? answer : { data: answer }, requestId);
    } catch (error) {
      if (error instanceof DuffelHttpError) sendError(res, error, requestId);
      else
        sendError(
          res,
          new DuffelHttpError(500, 'internal_server_error', (error as Error).message, 'api_error'),
          requestId,
        );
    }
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    forceNext: (fault, pathPrefix) => {
      forced.push({ fault, pathPrefix });
    },
    announceAirlineChange,
  };
}

/** Re-exported for tests that want to know which flights Duffel sells. */
export const duffelSells = (flight: ScheduledFlight) => flightHash(flight).sold;
