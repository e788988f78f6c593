/**
 * A hotel rate's cancellation policy, as rules the API applies and words a guest reads. One policy, stored with
 * each booking, decides the cancellation wizard's preview, the refund calculator's figures for that booking, the
 * admin center's refund and the refund itself (GET /api/hotels/:hotelId/rooms shows it; POST
 * /api/hotel-checkout/orders stores it; the bookings, refunds and admin modules apply it).
 * Money: integer minor units.
 */

/** What cancelling costs once the free period is over: some nights of the stay, or a share of what was paid. */
export type HotelCancellationPenalty = { type: 'nights'; nights: number } | { type: 'percent'; percent: number };

export type HotelCancellationRules =
  | {
      type: 'refundable';
      /** The last moment of free cancellation: an ISO moment with the hotel's offset, e.g. 2026-12-02T14:00:00+01:00. */
      freeUntil: string;
      /** The hotel's IANA time zone, in which freeUntil is written and shown. */
      timeZone: string;
      penalty: HotelCancellationPenalty;
    }
  | { type: 'non_refundable' };

export interface HotelCancellationPolicy {
  /** The words the guest was shown, written from the rules by describeHotelCancellation. */
  text: string;
  rules: HotelCancellationRules;
}

// Making an Intl.DateTimeFormat costs far more than using one: the hotel search prices every room of a city.
const wallClocks = new Map<string, Intl.DateTimeFormat>();
const wallClock = (timeZone: string) => {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
};
const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A hotel's local date and time (YYYY-MM-DD, HH:MM) as an ISO moment with that zone's offset on that day. */
export function zonedMoment(day: string, time: string, timeZone: string): string {
  const guess = new Date(`${day}T${time}:00Z`);
  // The zone's offset at the guessed instant, then once more at the corrected one (daylight-saving edges).
  const offsetAt = (at: Date) => {
    const parts = Object.fromEntries(
      wallClock(timeZone)
        .formatToParts(at)
        .map((part) => [part.type, part.value]),
    );
    const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
    return Math.round((asUtc - at.getTime()) / 60_000);
  };
  let offset = offsetAt(guess);
  offset = offsetAt(new Date(guess.getTime() - offset * 60_000));
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${day}T${time}:00${sign}${hh}:${mm}`;
}

/** '2 Dec 2026, 14:00' as the hotel's clock reads it (the moment's own wall time). */
export function formatHotelMoment(moment: string): string {
  const [day, time] = moment.split('T');
  return `${shortDate.format(new Date(`${day}T00:00:00Z`))}, ${time.slice(0, 5)}`;
}

/** The policy's words, from its rules, so what a guest reads is what is applied. */
export function describeHotelCancellation(rules: HotelCancellationRules): string {
  if (rules.type === 'non_refundable') return 'Non-refundable: nothing is refunded if you cancel.';
  const moment = formatHotelMoment(rules.freeUntil);
  const { timeZone, penalty } = rules;
  if (penalty.type === 'nights') {
    return penalty.nights === 1
      ? `Free cancellation until ${moment} (hotel's local time, ${timeZone}); after that the first night is charged.`
      : `Free cancellation until ${moment} (hotel's local time, ${timeZone}); after that the first ${penalty.nights} nights are charged.`;
  }
  return penalty.percent >= 100
    ? `Free cancellation until ${moment} (hotel's local time, ${timeZone}); after that nothing is refunded.`
    : `Free cancellation until ${moment} (hotel's local time, ${timeZone}); after that ${penalty.percent}% of the booking is charged.`;
}

export const hotelCancellationPolicy = (rules: HotelCancellationRules): HotelCancellationPolicy => ({
  text: describeHotelCancellation(rules),
  rules,
});

export interface HotelCancellationInput {
  /** What the guest paid (0 for a pay-at-the-hotel booking). */
  paidMinor: number;
  /** The stay's price of each night, all rooms, taxes included, in stay order (for a penalty in nights). */
  nightlyMinor: number[];
  /** When the cancellation is asked for. */
  at: Date;
}

export interface HotelCancellationRefund {
  /** Within the free period. */
  free: boolean;
  /** What the cancellation costs the guest. */
  penaltyMinor: number;
  /** What goes back to the guest: paid − penalty, never below 0. */
  refundMinor: number;
  /** Why, in words. */
  reason: string;
}

function lateReason(moment: string, penalty: HotelCancellationPenalty): string {
  if (penalty.type === 'percent') return `Cancelled after ${moment}, hotel time: ${penalty.percent}% charged`;
  return penalty.nights === 1
    ? `Cancelled after ${moment}, hotel time: the first night charged`
    : `Cancelled after ${moment}, hotel time: the first ${penalty.nights} nights charged`;
}

/** The refund for a cancellation at `at` under the booking's own rules. */
export function hotelCancellationRefund(
  rules: HotelCancellationRules,
  input: HotelCancellationInput,
): HotelCancellationRefund {
  const stayMinor = input.nightlyMinor.reduce((sum, night) => sum + night, 0);
  if (rules.type === 'non_refundable') {
    return { free: false, penaltyMinor: stayMinor, refundMinor: 0, reason: 'Non-refundable rate' };
  }
  if (input.at.getTime() <= new Date(rules.freeUntil).getTime()) {
    return {
      free: true,
      penaltyMinor: 0,
      refundMinor: input.paidMinor,
      reason: `Cancelled before ${formatHotelMoment(rules.freeUntil)}, hotel time: free cancellation`,
    };
  }
  const penaltyMinor =
    rules.penalty.type === 'nights'
      ? input.nightlyMinor.slice(0, rules.penalty.nights).reduce((sum, night) => sum + night, 0)
      : Math.round((Math.max(input.paidMinor, stayMinor) * rules.penalty.percent) / 100);
  return {
    free: false,
    penaltyMinor,
    refundMinor: Math.max(0, input.paidMinor - penaltyMinor),
    reason: lateReason(formatHotelMoment(rules.freeUntil), rules.penalty),
  };
}
