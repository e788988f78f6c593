import { computeRefund, splitRefundAcrossPayments, type RefundInput } from './refundCalculator';

const HOUR = 60 * 60 * 1000;
const cancellation = new Date('2025-06-01T10:00:00+05:30');

/** A booking of ₹10,000 cancelled `hours` before departure, without insurance, peak season or add-ons. */
function input(hours: number, overrides: Partial<RefundInput> = {}): RefundInput {
  return {
    bookingAmount: 10000,
    departureDateTime: new Date(cancellation.getTime() + hours * HOUR),
    cancellationDateTime: cancellation,
    hasInsurance: false,
    isPeakSeason: false,
    addOnsAmount: 0,
    ...overrides,
  };
}

describe('computeRefund', () => {
  it('refunds 80% minus the ₹50 fee when more than 48 hours remain', () => {
    expect(computeRefund(input(72))).toEqual({
      totalAmount: 10000,
      refundPercentage: 80,
      baseRefund: 8000,
      addOnsRefund: 0,
      processingFee: 50,
      netRefund: 7950,
      hoursUntilDeparture: 72,
      refundReason: 'Cancelled more than 48 hours before departure',
      isEligible: true,
    });
  });

  it('one minute over 48 hours still counts as more than 48 hours', () => {
    expect(computeRefund(input(48 + 1 / 60)).refundPercentage).toBe(80);
  });

  it('refunds 50% at exactly 48 hours (over 24 up to 48)', () => {
    const result = computeRefund(input(48));
    expect(result.refundPercentage).toBe(50);
    expect(result.baseRefund).toBe(5000);
    expect(result.netRefund).toBe(4950);
    expect(result.refundReason).toBe('Cancelled more than 24 and up to 48 hours before departure');
  });

  it('refunds 50% just over 24 hours and nothing at exactly 24 hours', () => {
    expect(computeRefund(input(24 + 1 / 60)).refundPercentage).toBe(50);
    const atTwentyFour = computeRefund(input(24));
    expect(atTwentyFour).toMatchObject({
      refundPercentage: 0,
      baseRefund: 0,
      processingFee: 0,
      netRefund: 0,
      isEligible: false,
      refundReason: 'Cancelled 24 hours or less before departure',
    });
  });

  it('gives reasons that stay true on either side of the 24 and 48 hour boundaries', () => {
    expect(computeRefund(input(48 + 1 / 60)).refundReason).toBe('Cancelled more than 48 hours before departure');
    expect(computeRefund(input(24 + 1 / 60)).refundReason).toBe(
      'Cancelled more than 24 and up to 48 hours before departure',
    );
    expect(computeRefund(input(24 - 1 / 60)).refundReason).toBe('Cancelled 24 hours or less before departure');
  });

  it('refunds nothing under 24 hours', () => {
    expect(computeRefund(input(5))).toMatchObject({ refundPercentage: 0, netRefund: 0, processingFee: 0 });
  });

  it('treats 0 hours and a departure in the past as already departed, even with insurance', () => {
    for (const hours of [0, -3]) {
      const result = computeRefund(input(hours, { hasInsurance: true, addOnsAmount: 500 }));
      expect(result).toMatchObject({
        refundPercentage: 0,
        baseRefund: 0,
        addOnsRefund: 0,
        processingFee: 0,
        netRefund: 0,
        isEligible: false,
        refundReason: 'Departure time has already passed',
      });
    }
    expect(computeRefund(input(-3)).hoursUntilDeparture).toBe(-3);
  });

  it('refunds 100% with insurance while time remains, even under 24 hours', () => {
    const result = computeRefund(input(2, { hasInsurance: true }));
    expect(result).toMatchObject({ refundPercentage: 100, baseRefund: 10000, netRefund: 9950, isEligible: true });
  });

  it('multiplies the percentage by 0.9 in peak season', () => {
    expect(computeRefund(input(72, { isPeakSeason: true }))).toMatchObject({
      refundPercentage: 72,
      baseRefund: 7200,
      netRefund: 7150,
    });
    expect(computeRefund(input(30, { isPeakSeason: true })).refundPercentage).toBe(45);
    expect(computeRefund(input(30, { isPeakSeason: true, hasInsurance: true })).refundPercentage).toBe(90);
    // A zero percentage stays zero, and earns no fee.
    expect(computeRefund(input(10, { isPeakSeason: true }))).toMatchObject({ refundPercentage: 0, processingFee: 0 });
  });

  it('refunds add-ons in full only when more than 48 hours remain', () => {
    const early = computeRefund(input(49, { addOnsAmount: 1500 }));
    expect(early).toMatchObject({ totalAmount: 11500, addOnsRefund: 1500, baseRefund: 8000, netRefund: 9450 });
    const atFortyEight = computeRefund(input(48, { addOnsAmount: 1500 }));
    expect(atFortyEight).toMatchObject({ totalAmount: 11500, addOnsRefund: 0, netRefund: 4950 });
    const insuredLate = computeRefund(input(12, { addOnsAmount: 1500, hasInsurance: true }));
    expect(insuredLate).toMatchObject({ addOnsRefund: 0, baseRefund: 10000, netRefund: 9950 });
  });

  it('never lets the ₹50 fee make the net refund negative', () => {
    const tiny = computeRefund(input(72, { bookingAmount: 40 }));
    expect(tiny).toMatchObject({ baseRefund: 32, processingFee: 50, netRefund: 0, isEligible: false });
    const exactlyFee = computeRefund(input(30, { bookingAmount: 100 }));
    expect(exactlyFee).toMatchObject({ baseRefund: 50, processingFee: 50, netRefund: 0 });
  });

  it('keeps paise exact', () => {
    const result = computeRefund(input(72, { bookingAmount: 12345.67, isPeakSeason: true }));
    expect(result.baseRefund).toBe(8888.88);
    expect(result.netRefund).toBe(8838.88);
  });
});

describe('splitRefundAcrossPayments', () => {
  const original = { paymentId: 'pmt_a', remainingMinor: 10_000, paidAt: '2026-01-01T10:00:00.000Z' };
  const change = { paymentId: 'pmt_b', remainingMinor: 4_000, paidAt: '2026-01-05T10:00:00.000Z' };

  it('pays back from the most recent payment first, then the next, never more than each has left', () => {
    expect(splitRefundAcrossPayments(12_500, [original, change])).toEqual({
      parts: [
        { paymentId: 'pmt_b', amountMinor: 4_000 },
        { paymentId: 'pmt_a', amountMinor: 8_500 },
      ],
      uncoveredMinor: 0,
    });
  });

  it('uses one payment when it covers the refund, the larger of two made at the same time', () => {
    const same = { ...change, paidAt: original.paidAt };
    expect(splitRefundAcrossPayments(3_000, [same, original]).parts).toEqual([
      { paymentId: 'pmt_a', amountMinor: 3_000 },
    ]);
  });

  it('answers what the payments cannot cover instead of dropping it', () => {
    expect(splitRefundAcrossPayments(15_000, [original, { ...change, remainingMinor: 0 }])).toEqual({
      parts: [{ paymentId: 'pmt_a', amountMinor: 10_000 }],
      uncoveredMinor: 5_000,
    });
  });
});
