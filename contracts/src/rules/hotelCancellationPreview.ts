/** A line of a hotel cancellation's refund preview, as My Trips shows it (the flight preview's shape). */
export interface HotelRefundLine {
  kind: 'stay' | 'cancellation_charge';
  label: string;
  paidMinor: number;
  refundMinor: number;
  note: string;
}

/**
 * The refund of a hotel cancellation line by line: what was paid for the stay, then what the booking's own policy
 * keeps (hotelCancellationRefund's answer). The lines add up to `refundMinor`; a free cancellation has no charge.
 */
export function hotelCancellationLines(input: {
  paidMinor: number;
  nights: number;
  refundMinor: number;
  /** hotelCancellationRefund's reason. */
  reason: string;
  /** The booking's policy, in words. */
  policy: string;
}): HotelRefundLine[] {
  const lines: HotelRefundLine[] = [
    {
      kind: 'stay',
      label: input.nights === 1 ? 'Your stay, 1 night' : `Your stay, ${input.nights} nights`,
      paidMinor: input.paidMinor,
      refundMinor: input.paidMinor,
      note: input.policy,
    },
  ];
  const chargeMinor = input.paidMinor - input.refundMinor;
  if (chargeMinor > 0) {
    lines.push({
      kind: 'cancellation_charge',
      label: 'Cancellation charge',
      paidMinor: 0,
      refundMinor: -chargeMinor,
      note: input.reason,
    });
  }
  return lines;
}
