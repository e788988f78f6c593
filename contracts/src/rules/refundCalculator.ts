/**
 * The refund rules, used by the refund calculator page and by the API when a
 * cancellation is filed and approved, so that both always agree. Amounts are in rupees.
 */
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
