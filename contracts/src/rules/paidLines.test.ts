import { paidLines, type CompletedDateChange, type PaidBooking } from './paidLines';

// Booked at ₹10,000 base + ₹1,500 taxes, ₹300 convenience fee, ₹400 seats, ₹200 off: ₹12,000.
const booking: PaidBooking = {
  baseFareMinor: 1_000_000,
  taxesAndFeesMinor: 150_000,
  convenienceFeeMinor: 30_000,
  seatsMinor: 40_000,
  addOnsMinor: 0,
  discountMinor: 20_000,
};
const BOOKED_TOTAL = 1_200_000;
const sum = (lines: { amountMinor: number }[]) => lines.reduce((total, line) => total + line.amountMinor, 0);

function changed(from: PaidBooking, change: Omit<CompletedDateChange, 'fromBaseFareMinor' | 'fromTaxesAndFeesMinor'>) {
  return {
    booking: { ...from, baseFareMinor: change.newBaseFareMinor, taxesAndFeesMinor: change.newTaxesAndFeesMinor },
    change: { ...change, fromBaseFareMinor: from.baseFareMinor, fromTaxesAndFeesMinor: from.taxesAndFeesMinor },
  };
}

describe('paidLines', () => {
  it('lists a booking never changed as booked', () => {
    const lines = paidLines(booking, []);
    expect(lines.map((line) => line.kind)).toEqual([
      'base_fare',
      'taxes_and_fees',
      'convenience_fee',
      'seats',
      'discount',
    ]);
    expect(sum(lines)).toBe(BOOKED_TOTAL);
  });

  it('shows the fare as booked, the change fee and the fare difference paid, adding up to the total', () => {
    // A Saver change for two: ₹6,000 fee, and the new flight costs ₹1,000 more all-inclusive.
    const { booking: now, change } = changed(booking, {
      feeMinor: 600_000,
      differenceMinor: 100_000,
      totalMinor: 700_000,
      newBaseFareMinor: 1_080_000,
      newTaxesAndFeesMinor: 170_000,
      detail: '6E 204 on 2026-12-14',
    });
    const lines = paidLines(now, [change]);
    expect(lines).toContainEqual({ kind: 'base_fare', amountMinor: 1_000_000 });
    expect(lines).toContainEqual({ kind: 'taxes_and_fees', amountMinor: 150_000 });
    expect(lines).toContainEqual({ kind: 'date_change_fee', amountMinor: 600_000, detail: '6E 204 on 2026-12-14' });
    expect(lines).toContainEqual({
      kind: 'fare_difference_paid',
      amountMinor: 100_000,
      detail: '6E 204 on 2026-12-14',
    });
    expect(sum(lines)).toBe(BOOKED_TOTAL + 700_000);
  });

  it('shows a cheaper flight as a fare difference refunded, and a free change as a fee of nothing', () => {
    const { booking: now, change } = changed(booking, {
      feeMinor: 0,
      differenceMinor: -250_000,
      totalMinor: -250_000,
      newBaseFareMinor: 800_000,
      newTaxesAndFeesMinor: 100_000,
    });
    const lines = paidLines(now, [change]);
    expect(lines).toContainEqual({ kind: 'date_change_fee', amountMinor: 0 });
    expect(lines).toContainEqual({ kind: 'fare_difference_refunded', amountMinor: -250_000 });
    expect(sum(lines)).toBe(BOOKED_TOTAL - 250_000);
  });

  it('adds up across two changes, and for a change whose former fare was not recorded', () => {
    const one = changed(booking, {
      feeMinor: 200_000,
      differenceMinor: 50_000,
      totalMinor: 250_000,
      newBaseFareMinor: 1_040_000,
      newTaxesAndFeesMinor: 160_000,
    });
    const two = changed(one.booking, {
      feeMinor: 200_000,
      differenceMinor: -300_000,
      totalMinor: -100_000,
      newBaseFareMinor: 800_000,
      newTaxesAndFeesMinor: 100_000,
    });
    expect(sum(paidLines(two.booking, [one.change, two.change]))).toBe(BOOKED_TOTAL + 150_000);
    const unrecorded = { ...one.change, fromBaseFareMinor: null, fromTaxesAndFeesMinor: null };
    const lines = paidLines(one.booking, [unrecorded]);
    expect(lines).toContainEqual({ kind: 'base_fare', amountMinor: 1_150_000 - 160_000 });
    expect(sum(lines)).toBe(BOOKED_TOTAL + 250_000);
  });
});
