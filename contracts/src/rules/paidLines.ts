/**
 * "What you paid" for a flight booking (issue 16), in minor units: the fare as booked, then for each completed
 * date change its fee and the fare difference paid or paid back, so the lines add up to what the booking cost.
 * A date change moves the booking's fare to the new flight's, so the fare as booked comes from the first change.
 */
type PaidLineKind =
  | 'base_fare'
  | 'taxes_and_fees'
  | 'convenience_fee'
  | 'seats'
  | 'add_ons'
  | 'discount'
  | 'date_change_fee'
  | 'fare_difference_paid'
  | 'fare_difference_refunded';

export interface PaidLineValue {
  kind: PaidLineKind;
  /** Below 0 for a discount and a fare difference paid back. */
  amountMinor: number;
  detail?: string;
}

export interface PaidBooking {
  /** The fare as it stands now (after any date change). */
  baseFareMinor: number;
  taxesAndFeesMinor: number;
  convenienceFeeMinor: number;
  seatsMinor: number;
  addOnsMinor: number;
  discountMinor: number;
}

export interface CompletedDateChange {
  feeMinor: number;
  differenceMinor: number;
  /** Fee plus difference as settled: above 0 paid, below 0 paid back (never more than was paid). */
  totalMinor: number;
  newBaseFareMinor: number;
  newTaxesAndFeesMinor: number;
  /** The fare it moved away from; null when not recorded (older changes). */
  fromBaseFareMinor: number | null;
  fromTaxesAndFeesMinor: number | null;
  /** Shown beside its lines, e.g. '6E 204 on 2026-12-14'. */
  detail?: string;
}

/** The lines, oldest change last; their sum is the booking's total. */
export function paidLines(booking: PaidBooking, changes: CompletedDateChange[]): PaidLineValue[] {
  const first = changes[0];
  let baseFareMinor = booking.baseFareMinor;
  let taxesAndFeesMinor = booking.taxesAndFeesMinor;
  if (first) {
    if (first.fromBaseFareMinor !== null && first.fromTaxesAndFeesMinor !== null) {
      baseFareMinor = first.fromBaseFareMinor;
      taxesAndFeesMinor = first.fromTaxesAndFeesMinor;
    } else {
      // Not recorded: the difference is all-inclusive, so the fare as booked is the new one less it; the split
      // between base fare and taxes is not known, so the taxes are taken as the new flight's.
      taxesAndFeesMinor = first.newTaxesAndFeesMinor;
      baseFareMinor = first.newBaseFareMinor + first.newTaxesAndFeesMinor - first.differenceMinor - taxesAndFeesMinor;
    }
  }
  const lines: PaidLineValue[] = [
    { kind: 'base_fare', amountMinor: baseFareMinor },
    { kind: 'taxes_and_fees', amountMinor: taxesAndFeesMinor },
    { kind: 'convenience_fee', amountMinor: booking.convenienceFeeMinor },
    { kind: 'seats', amountMinor: booking.seatsMinor },
    { kind: 'add_ons', amountMinor: booking.addOnsMinor },
    { kind: 'discount', amountMinor: -booking.discountMinor },
  ].filter((line) => line.kind === 'base_fare' || line.amountMinor !== 0) as PaidLineValue[];
  for (const change of changes) {
    const detail = change.detail ? { detail: change.detail } : {};
    lines.push({ kind: 'date_change_fee', amountMinor: change.feeMinor, ...detail });
    // What was settled beyond the fee: the difference, or less when a refund was capped at what had been paid.
    const difference = change.totalMinor - change.feeMinor;
    if (difference !== 0) {
      lines.push({
        kind: difference > 0 ? 'fare_difference_paid' : 'fare_difference_refunded',
        amountMinor: difference,
        ...detail,
      });
    }
  }
  return lines;
}
