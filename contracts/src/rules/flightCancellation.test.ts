import { flightCancellationRefund, type FlightCancellationInput } from './refundCalculator';

const MINUTE = 60_000;
const now = new Date('2026-12-01T10:00:00Z');

/** One traveller: fare ₹10,000, taxes ₹2,000, convenience fee ₹299, cancelled `minutes` before departure. */
function input(minutes: number, overrides: Partial<FlightCancellationInput> = {}): FlightCancellationInput {
  return {
    fare: 'Standard',
    travellers: 1,
    baseFareMinor: 10_000_00,
    taxesAndFeesMinor: 2_000_00,
    convenienceFeeMinor: 299_00,
    seatsMinor: 0,
    addOnsMinor: 0,
    discountMinor: 0,
    freeCancellation: false,
    departure: new Date(now.getTime() + minutes * MINUTE),
    now,
    ...overrides,
  };
}

const DAY = 24 * 60;
const fareLine = (minutes: number, overrides: Partial<FlightCancellationInput> = {}) =>
  flightCancellationRefund(input(minutes, overrides)).lines.find((line) => line.kind === 'fare')!;

describe('flightCancellationRefund', () => {
  it('Standard: 50% of the fare at 24 h and 24 h + 1 min, nothing at 24 h − 1 min; taxes always', () => {
    expect(flightCancellationRefund(input(DAY + 1)).refundMinor).toBe(5_000_00 + 2_000_00);
    expect(flightCancellationRefund(input(DAY)).refundMinor).toBe(7_000_00);
    const late = flightCancellationRefund(input(DAY - 1));
    expect(late.refundMinor).toBe(2_000_00);
    expect(late.rule).toBe('standard_late');
    expect(fareLine(DAY - 1).note).toBe('Standard fare: nothing refunded less than 24 hours before departure');
  });

  it('Saver: no fare back at any time, taxes and airport fees still refunded', () => {
    expect(flightCancellationRefund(input(30 * DAY, { fare: 'Saver' })).refundMinor).toBe(2_000_00);
    expect(flightCancellationRefund(input(DAY - 1, { fare: 'Saver' })).refundMinor).toBe(2_000_00);
  });

  it('Flexi: 90% on either side of 24 h, until departure', () => {
    expect(flightCancellationRefund(input(DAY + 1, { fare: 'Flexi' })).refundMinor).toBe(9_000_00 + 2_000_00);
    expect(flightCancellationRefund(input(DAY - 1, { fare: 'Flexi' })).refundMinor).toBe(11_000_00);
    expect(flightCancellationRefund(input(1, { fare: 'Flexi' })).refundMinor).toBe(11_000_00);
  });

  it('free cancellation: the whole fare less ₹500 per traveller up to 24 h, the fare rule after', () => {
    const two = { travellers: 2, freeCancellation: true, fare: 'Saver' as const };
    expect(fareLine(DAY, two).refundMinor).toBe(10_000_00 - 2 * 500_00);
    expect(fareLine(DAY + 1, two).note).toBe('Free cancellation: the whole fare less ₹500 per traveller');
    expect(fareLine(DAY - 1, two).refundMinor).toBe(0);
    // Flexi's 90% (₹9,000) is less than the add-on's ₹9,500 before 24 h, and applies after.
    expect(fareLine(DAY + 1, { ...two, travellers: 1, fare: 'Flexi' }).refundMinor).toBe(9_500_00);
    expect(fareLine(DAY - 1, { ...two, travellers: 1, fare: 'Flexi' }).refundMinor).toBe(9_000_00);
  });

  it('after departure nothing of the fare comes back', () => {
    const gone = flightCancellationRefund(input(0, { fare: 'Flexi', freeCancellation: true }));
    expect(gone.rule).toBe('departed');
    expect(gone.refundMinor).toBe(2_000_00);
  });

  it('keeps the convenience fee, seats and add-ons, each on its own line', () => {
    const result = flightCancellationRefund(input(2 * DAY, { seatsMinor: 450_00, addOnsMinor: 1_148_00 }));
    expect(result.lines.map((line) => [line.label, line.paidMinor, line.refundMinor])).toEqual([
      ['Base fare', 10_000_00, 5_000_00],
      ['Taxes and airport fees', 2_000_00, 2_000_00],
      ['Convenience fee', 299_00, 0],
      ['Seats', 450_00, 0],
      ['Add-ons', 1_148_00, 0],
    ]);
    expect(result.paidMinor).toBe(13_897_00);
  });

  it('keeps back the coupon discount in the share of the fare refunded', () => {
    const result = flightCancellationRefund(input(2 * DAY, { discountMinor: 1_000_00 }));
    expect(result.lines.at(-1)).toMatchObject({ label: 'Coupon discount', paidMinor: -1_000_00, refundMinor: -500_00 });
    expect(result.refundMinor).toBe(5_000_00 + 2_000_00 - 500_00);
  });
});
