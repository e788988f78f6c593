/**
 * The refund rules, used by the refund calculator page and by the API when a
 * cancellation is filed and approved, so that both always agree. Amounts are in rupees.
 */
import { FREE_CANCELLATION_FEE_MINOR, FREE_CANCELLATION_HOURS } from '../flight-checkout/addOns';
import type { FareType } from './fares';

export interface RefundInput {
  bookingAmount: number;
  departureDateTime: Date;
  cancellationDateTime: Date;
  hasInsurance: boolean;
  isPeakSeason: boolean;
  addOnsAmount: number;
}

export interface RefundResult {
  totalAmount: number;
  refundPercentage: number;
  baseRefund: number;
  addOnsRefund: number;
  processingFee: number;
  netRefund: number;
  hoursUntilDeparture: number;
  refundReason: string;
  isEligible: boolean;
}

export const PROCESSING_FEE = 50;
export const PEAK_SEASON_FACTOR = 0.9;
const HOUR_MS = 60 * 60 * 1000;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The percentage of the booking amount refunded, and why. */
function refundPolicy(hours: number, hasInsurance: boolean): { percentage: number; reason: string } {
  if (hours <= 0) return { percentage: 0, reason: 'Departure time has already passed' };
  if (hasInsurance) return { percentage: 100, reason: 'Full refund with travel insurance' };
  if (hours > 48) return { percentage: 80, reason: 'Cancelled more than 48 hours before departure' };
  if (hours > 24) return { percentage: 50, reason: 'Cancelled more than 24 and up to 48 hours before departure' };
  return { percentage: 0, reason: 'Cancelled 24 hours or less before departure' };
}

export function computeRefund(input: RefundInput): RefundResult {
  const hoursUntilDeparture = (input.departureDateTime.getTime() - input.cancellationDateTime.getTime()) / HOUR_MS;
  const policy = refundPolicy(hoursUntilDeparture, input.hasInsurance);
  const refundPercentage =
    input.isPeakSeason && policy.percentage > 0 ? round2(policy.percentage * PEAK_SEASON_FACTOR) : policy.percentage;
  const baseRefund = round2((input.bookingAmount * refundPercentage) / 100);
  const addOnsRefund = hoursUntilDeparture > 48 ? round2(input.addOnsAmount) : 0;
  const grossRefund = baseRefund + addOnsRefund;
  const processingFee = grossRefund > 0 ? PROCESSING_FEE : 0;
  const netRefund = Math.max(0, round2(grossRefund - processingFee));
  return {
    totalAmount: round2(input.bookingAmount + input.addOnsAmount),
    refundPercentage,
    baseRefund,
    addOnsRefund,
    processingFee,
    netRefund,
    hoursUntilDeparture: round2(hoursUntilDeparture),
    refundReason: policy.reason,
    isEligible: netRefund > 0,
  };
}

/**
 * Cancelling a flight booking (issue 16): what comes back, line by line, in minor units. The fare's own rule
 * (Saver nothing; Standard 50% at 24 hours or more before departure; Flexi 90% until departure), or the
 * free-cancellation add-on when bought and better (the whole fare less a fixed fee per traveller, up to 24 hours
 * before); taxes and airport fees always; the convenience fee, seats and add-ons never. A coupon's discount is
 * kept back in the share of the fare refunded, so the refund never exceeds what was paid.
 */
export const STANDARD_REFUND_SHARE = 0.5;
export const FLEXI_REFUND_SHARE = 0.9;
export const STANDARD_REFUND_HOURS = 24;

export interface FlightCancellationInput {
  fare: FareType;
  travellers: number;
  baseFareMinor: number;
  taxesAndFeesMinor: number;
  convenienceFeeMinor: number;
  seatsMinor: number;
  addOnsMinor: number;
  discountMinor: number;
  freeCancellation: boolean;
  departure: Date;
  now: Date;
}

export type FlightRefundLineKind = 'fare' | 'taxes' | 'convenience_fee' | 'seats' | 'add_ons' | 'discount';

export interface FlightRefundLine {
  kind: FlightRefundLineKind;
  label: string;
  paidMinor: number;
  refundMinor: number;
  /** Why this much comes back. */
  note: string;
}

export interface FlightCancellationRefund {
  lines: FlightRefundLine[];
  refundMinor: number;
  paidMinor: number;
  /** Minutes left before departure when asked (negative once it has left). */
  minutesBeforeDeparture: number;
  /** Which rule priced the fare. */
  rule: 'saver' | 'standard' | 'standard_late' | 'flexi' | 'free_cancellation' | 'departed';
}

function fareRule(input: FlightCancellationInput, minutes: number) {
  const base = input.baseFareMinor;
  if (minutes <= 0) return { refund: 0, rule: 'departed' as const, note: 'The flight has already departed' };
  const options: { refund: number; rule: FlightCancellationRefund['rule']; note: string }[] = [];
  if (input.fare === 'Saver') options.push({ refund: 0, rule: 'saver', note: 'Saver fares are not refundable' });
  if (input.fare === 'Standard') {
    options.push(
      minutes >= STANDARD_REFUND_HOURS * 60
        ? {
            refund: Math.round(base * STANDARD_REFUND_SHARE),
            rule: 'standard',
            note: 'Standard fare: 50% refunded 24 hours or more before departure',
          }
        : {
            refund: 0,
            rule: 'standard_late',
            note: 'Standard fare: nothing refunded less than 24 hours before departure',
          },
    );
  }
  if (input.fare === 'Flexi') {
    options.push({
      refund: Math.round(base * FLEXI_REFUND_SHARE),
      rule: 'flexi',
      note: 'Flexi fare: 90% refunded until departure',
    });
  }
  if (input.freeCancellation && minutes >= FREE_CANCELLATION_HOURS * 60) {
    options.push({
      refund: Math.max(0, base - FREE_CANCELLATION_FEE_MINOR * input.travellers),
      rule: 'free_cancellation',
      note: 'Free cancellation: the whole fare less ₹500 per traveller',
    });
  }
  return options.reduce((best, option) => (option.refund > best.refund ? option : best));
}

export function flightCancellationRefund(input: FlightCancellationInput): FlightCancellationRefund {
  const minutes = Math.floor((input.departure.getTime() - input.now.getTime()) / 60_000);
  const fare = fareRule(input, minutes);
  const discountKept =
    input.baseFareMinor > 0 ? Math.round((input.discountMinor * fare.refund) / input.baseFareMinor) : 0;
  const lines: FlightRefundLine[] = [
    { kind: 'fare', label: 'Base fare', paidMinor: input.baseFareMinor, refundMinor: fare.refund, note: fare.note },
    {
      kind: 'taxes',
      label: 'Taxes and airport fees',
      paidMinor: input.taxesAndFeesMinor,
      refundMinor: input.taxesAndFeesMinor,
      note: 'Always refunded',
    },
    {
      kind: 'convenience_fee',
      label: 'Convenience fee',
      paidMinor: input.convenienceFeeMinor,
      refundMinor: 0,
      note: 'Not refundable',
    },
  ];
  if (input.seatsMinor > 0) {
    lines.push({ kind: 'seats', label: 'Seats', paidMinor: input.seatsMinor, refundMinor: 0, note: 'Not refundable' });
  }
  if (input.addOnsMinor > 0) {
    lines.push({
      kind: 'add_ons',
      label: 'Add-ons',
      paidMinor: input.addOnsMinor,
      refundMinor: 0,
      note: 'Not refundable',
    });
  }
  if (input.discountMinor > 0) {
    lines.push({
      kind: 'discount',
      label: 'Coupon discount',
      paidMinor: -input.discountMinor,
      refundMinor: -discountKept,
      note: 'The discount on the part of the fare refunded',
    });
  }
  const paidMinor = lines.reduce((sum, line) => sum + line.paidMinor, 0);
  const refundMinor = Math.max(
    0,
    lines.reduce((sum, line) => sum + line.refundMinor, 0),
  );
  return { lines, refundMinor, paidMinor, minutesBeforeDeparture: minutes, rule: fare.rule };
}

/** A captured payment of a booking, with what of it is not refunded yet. */
export interface RefundablePayment {
  paymentId: string;
  remainingMinor: number;
  /** ISO time it was captured (or made): the more recent is paid back first. */
  paidAt: string;
}

/**
 * How one refund is paid back across a booking's payments (its original one and any date-change ones): the most
 * recent payment first, the larger of two made at the same time first, none given more than it has left.
 * What the payments cannot cover is answered as `uncoveredMinor`, never dropped.
 */
export function splitRefundAcrossPayments(
  amountMinor: number,
  payments: RefundablePayment[],
): { parts: { paymentId: string; amountMinor: number }[]; uncoveredMinor: number } {
  const ordered = [...payments].sort((a, b) => b.paidAt.localeCompare(a.paidAt) || b.remainingMinor - a.remainingMinor);
  const parts: { paymentId: string; amountMinor: number }[] = [];
  let left = Math.max(0, amountMinor);
  for (const payment of ordered) {
    if (left <= 0) break;
    const part = Math.min(left, Math.max(0, payment.remainingMinor));
    if (part <= 0) continue;
    parts.push({ paymentId: payment.paymentId, amountMinor: part });
    left -= part;
  }
  return { parts, uncoveredMinor: left };
}
