/**
 * What an airline owes a passenger whose flight it cancelled, under DGCA's Civil Aviation Requirements, Section 3
 * (Air Transport), Series M, Part IV ("Facilities to be provided to passengers by airlines due to denied boarding,
 * cancellation of flights and delays in flights"; Issue I of 6 August 2010, as revised). Pure: no clock, no I/O.
 * The thresholds and where each comes from are written in docs/domains.md, "Schedule changes by the airline".
 *
 * - Para 3.3.1: a cancelled flight gives the passenger an alternate flight or a full refund, as they accept;
 *   compensation is owed on top, unless (a) they were told at least two weeks before the scheduled departure,
 *   or (b) they were told less than two weeks and at least 24 hours before, and offered an alternate flight
 *   departing within two hours of the booked departure.
 * - Compensation by the booked flight's block time: up to and including 1 hour ₹5,000; over 1 and up to 2 hours
 *   ₹7,500; over 2 hours ₹10,000; each capped at the booked one-way basic fare plus the airline's fuel charge.
 * - Paras 1.4 and 3.3.4: none when the cancellation was caused by extraordinary circumstances beyond the airline's
 *   control (force majeure: weather, political instability, a strike, an air traffic control decision …).
 * - Para 1.3: the operating airline owes it; the passenger claims it from that airline.
 * - A flight retimed or renumbered is not a cancellation: the CAR gives no money for it (para 4 gives meals, a
 *   hotel or a refund when a flight is delayed); the portal still offers a full refund for any airline change.
 */

export const CAR_REFERENCE = 'DGCA CAR Section 3, Series M, Part IV';

const HOUR_MS = 3_600_000;
/** Told at least this long before the booked departure: no compensation (para 3.3.1 (a)). */
export const CAR_NOTICE_NONE_MS = 14 * 24 * HOUR_MS;
/** Told at least this long before: none if an alternate flight leaves within ALTERNATE_WITHIN (para 3.3.1 (b)). */
export const CAR_NOTICE_WITH_ALTERNATE_MS = 24 * HOUR_MS;
/** How close to the booked departure the alternate flight of para 3.3.1 (b) must leave. */
export const CAR_ALTERNATE_WITHIN_MS = 2 * HOUR_MS;

/** The compensation by block time (minutes, inclusive upper bound), in paise, before the fare cap. */
export const CAR_COMPENSATION_BANDS = [
  { band: 'up_to_1h', upToBlockMin: 60, amountMinor: 5_000_00 },
  { band: '1h_to_2h', upToBlockMin: 120, amountMinor: 7_500_00 },
  { band: 'over_2h', upToBlockMin: Number.POSITIVE_INFINITY, amountMinor: 10_000_00 },
] as const;

export type CarBlockTimeBand = (typeof CAR_COMPENSATION_BANDS)[number]['band'];

export type DisruptionKind = 'retimed' | 'renumbered' | 'cancelled';

export interface CarCompensationInput {
  kind: DisruptionKind;
  /** The booked flight's departure, an ISO instant. */
  scheduledDeparture: string;
  /** When the passenger was told of the change (the portal tells them as it learns of it), an ISO instant. */
  toldAt: string;
  /** The booked flight's block time, minutes (gate to gate; its scheduled duration). */
  blockTimeMin: number;
  /** The departure of the alternate flight the airline offered, an ISO instant; null when none was offered. */
  alternateDeparture: string | null;
  /** Per passenger: the booked one-way basic fare plus the airline's fuel charge, minor units; null when unknown. */
  basicFarePlusFuelMinor: number | null;
  /** Passengers on the booking who hold a seat (each is owed it). */
  passengers: number;
  /** The airline gave extraordinary circumstances beyond its control as the cause. */
  extraordinaryCircumstances?: boolean;
}

export type CarCompensationReason =
  | 'owed'
  | 'not_a_cancellation'
  | 'told_two_weeks_before'
  | 'alternate_within_two_hours'
  | 'extraordinary_circumstances';

export interface CarCompensation {
  owed: boolean;
  reason: CarCompensationReason;
  /** The booked flight's block time band, and its amount before the fare cap. */
  band: CarBlockTimeBand;
  bandAmountMinor: number;
  /** Per passenger, after the cap; 0 when none is owed. */
  perPassengerMinor: number;
  totalMinor: number;
  currency: 'INR';
  /** True when the fare cap could not be applied (fare unknown): the amounts are then the most owed. */
  upTo: boolean;
  /** Hours between being told and the booked departure, rounded down (negative: told after it). */
  noticeHours: number;
  /** Who pays it: the operating airline (para 1.3), not the portal. */
  claimFrom: 'operating_airline';
  /** One sentence saying why, in English (the page translates it). */
  explanation: string;
}

const rupees = (minor: number) => `₹${(minor / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

export function carBlockTimeBand(blockTimeMin: number) {
  return CAR_COMPENSATION_BANDS.find((band) => blockTimeMin <= band.upToBlockMin)!;
}

/** What the CAR gives the passengers of a booking for an airline's change of their flight. */
export function carCompensation(input: CarCompensationInput): CarCompensation {
  const departure = Date.parse(input.scheduledDeparture);
  const told = Date.parse(input.toldAt);
  if (Number.isNaN(departure) || Number.isNaN(told)) throw new RangeError('departure and notice must be instants');
  if (!Number.isInteger(input.passengers) || input.passengers < 1) throw new RangeError('passengers must be 1 or more');
  const noticeMs = departure - told;
  const noticeHours = Math.floor(noticeMs / HOUR_MS);
  const band = carBlockTimeBand(Math.max(0, input.blockTimeMin));
  const none = (reason: Exclude<CarCompensationReason, 'owed'>, explanation: string): CarCompensation => ({
    owed: false,
    reason,
    band: band.band,
    bandAmountMinor: band.amountMinor,
    perPassengerMinor: 0,
    totalMinor: 0,
    currency: 'INR',
    upTo: false,
    noticeHours,
    claimFrom: 'operating_airline',
    explanation,
  });

  if (input.kind !== 'cancelled') {
    return none(
      'not_a_cancellation',
      `A ${input.kind === 'retimed' ? 'retimed' : 'renumbered'} flight is not a cancellation: ${CAR_REFERENCE} ` +
        'gives no compensation for it, though you may accept it or cancel for a full refund.',
    );
  }
  if (input.extraordinaryCircumstances) {
    return none(
      'extraordinary_circumstances',
      'The airline cancelled for extraordinary circumstances beyond its control, for which no compensation is owed ' +
        `(${CAR_REFERENCE}, paras 1.4 and 3.3.4); the alternate flight or full refund still is.`,
    );
  }
  if (noticeMs >= CAR_NOTICE_NONE_MS) {
    return none(
      'told_two_weeks_before',
      'You were told at least two weeks before the departure, so an alternate flight or a full refund is owed, ' +
        `not compensation (${CAR_REFERENCE}, para 3.3.1 (a)).`,
    );
  }
  const alternate = input.alternateDeparture === null ? Number.NaN : Date.parse(input.alternateDeparture);
  if (
    noticeMs >= CAR_NOTICE_WITH_ALTERNATE_MS &&
    !Number.isNaN(alternate) &&
    Math.abs(alternate - departure) <= CAR_ALTERNATE_WITHIN_MS
  ) {
    return none(
      'alternate_within_two_hours',
      'You were told at least 24 hours before and offered an alternate flight leaving within two hours of yours, ' +
        `so no compensation is owed (${CAR_REFERENCE}, para 3.3.1 (b)).`,
    );
  }
  const cap = input.basicFarePlusFuelMinor;
  const perPassengerMinor = cap === null ? band.amountMinor : Math.max(0, Math.min(band.amountMinor, cap));
  return {
    owed: perPassengerMinor > 0,
    reason: 'owed',
    band: band.band,
    bandAmountMinor: band.amountMinor,
    perPassengerMinor,
    totalMinor: perPassengerMinor * input.passengers,
    currency: 'INR',
    upTo: cap === null,
    noticeHours,
    claimFrom: 'operating_airline',
    explanation:
      `The airline owes each passenger ${cap === null ? 'up to ' : ''}${rupees(perPassengerMinor)} on top of the ` +
      `alternate flight or full refund (${CAR_REFERENCE}: ${rupees(band.amountMinor)} for a block time ` +
      `${band.band === 'up_to_1h' ? 'up to 1 hour' : band.band === '1h_to_2h' ? 'over 1 and up to 2 hours' : 'over 2 hours'}` +
      ', or the one-way basic fare plus fuel charge if less).',
  };
}
