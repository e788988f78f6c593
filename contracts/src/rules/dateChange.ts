/**
 * Changing the date of a flight booking (issue 16): which fee the fare charges, whether the change is allowed
 * now, and the price line by line, in minor units. The fees are the fare page's (Saver ₹3,000, Standard ₹2,000,
 * Flexi free), per traveller as the fare page's prices are; the fare difference is all-inclusive (base fare,
 * taxes and airport fees) for the whole party. A negative total is paid back to the original payment method.
 */
import type { FareType } from './fares';

/** The date change fee per traveller, by fare; null: the fare does not allow a date change. */
export const DATE_CHANGE_FEE_MINOR: Record<FareType, number | null> = {
  Saver: 3_000_00,
  Standard: 2_000_00,
  Flexi: 0,
};

export type DateChangeRefusal = 'not_allowed_by_fare' | 'cancelled' | 'departed';

export const DATE_CHANGE_REFUSALS: Record<DateChangeRefusal, string> = {
  not_allowed_by_fare: 'This fare does not allow a date change.',
  cancelled: 'This booking is cancelled, so its date cannot be changed.',
  departed: 'This flight has already departed, so its date cannot be changed.',
};

export interface DateChangeEligibilityInput {
  fare: FareType;
  /** The booking's status: only a paid (confirmed) booking can be changed. */
  status: string;
  departure: Date;
  now: Date;
}

export type DateChangeEligibility =
  { allowed: true; feePerTravellerMinor: number } | { allowed: false; refusal: DateChangeRefusal; message: string };

export function dateChangeEligibility(input: DateChangeEligibilityInput): DateChangeEligibility {
  const refuse = (refusal: DateChangeRefusal): DateChangeEligibility => ({
    allowed: false,
    refusal,
    message: DATE_CHANGE_REFUSALS[refusal],
  });
  const fee = DATE_CHANGE_FEE_MINOR[input.fare];
  if (input.status !== 'paid') return refuse('cancelled');
  if (input.departure.getTime() <= input.now.getTime()) return refuse('departed');
  if (fee === null || fee === undefined) return refuse('not_allowed_by_fare');
  return { allowed: true, feePerTravellerMinor: fee };
}

export interface DateChangeQuoteInput {
  fare: FareType;
  travellers: number;
  /** What the booking's fare costs now: base fare plus taxes and airport fees, the whole party. */
  currentFareMinor: number;
  /** The new flight's fare for the same cabin, fare and party, all-inclusive. */
  newFareMinor: number;
  /** Everything paid for the booking so far: a refund never goes above it. */
  paidMinor: number;
}

export type DateChangeLineKind = 'change_fee' | 'fare_difference';

export interface DateChangeLine {
  kind: DateChangeLineKind;
  label: string;
  amountMinor: number;
  note: string;
}

export interface DateChangeQuote {
  lines: DateChangeLine[];
  /** Fee plus fare difference: above 0 to pay, below 0 paid back. */
  totalMinor: number;
  /** 'pay', 'refund' or 'none' (nothing changes hands). */
  settlement: 'pay' | 'refund' | 'none';
}

const rupees = (minor: number) => `₹${(minor / 100).toLocaleString('en-IN')}`;

/** The price of moving the booking to another flight, line by line. */
export function dateChangeQuote(input: DateChangeQuoteInput): DateChangeQuote {
  const perTraveller = DATE_CHANGE_FEE_MINOR[input.fare] ?? 0;
  const feeMinor = perTraveller * input.travellers;
  const differenceMinor = input.newFareMinor - input.currentFareMinor;
  const lines: DateChangeLine[] = [
    {
      kind: 'change_fee',
      label: 'Date change fee',
      amountMinor: feeMinor,
      note:
        perTraveller === 0
          ? `${input.fare} fare: date changes are free`
          : `${input.fare} fare: ${rupees(perTraveller)} per traveller`,
    },
    {
      kind: 'fare_difference',
      label: 'Fare difference',
      amountMinor: differenceMinor,
      note:
        differenceMinor > 0
          ? 'The new flight costs more (taxes and airport fees included)'
          : differenceMinor < 0
            ? 'The new flight costs less (taxes and airport fees included)'
            : 'The new flight costs the same',
    },
  ];
  const totalMinor = Math.max(-input.paidMinor, feeMinor + differenceMinor);
  return { lines, totalMinor, settlement: totalMinor > 0 ? 'pay' : totalMinor < 0 ? 'refund' : 'none' };
}
