import { DATE_CHANGE_FEE_MINOR, dateChangeEligibility, dateChangeQuote, type DateChangeQuoteInput } from './dateChange';

const now = new Date('2026-12-01T10:00:00Z');
const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

/** Two travellers on a ₹10,000 fare (all-inclusive), ₹11,000 paid in all. */
const quote = (overrides: Partial<DateChangeQuoteInput>) =>
  dateChangeQuote({
    fare: 'Standard',
    travellers: 2,
    currentFareMinor: 10_000_00,
    newFareMinor: 10_000_00,
    paidMinor: 11_000_00,
    ...overrides,
  });

describe('DATE_CHANGE_FEE_MINOR', () => {
  it("holds the fare page's fees per traveller: Saver ₹3,000, Standard ₹2,000, Flexi free", () => {
    expect(DATE_CHANGE_FEE_MINOR).toEqual({ Saver: 3_000_00, Standard: 2_000_00, Flexi: 0 });
  });
});

describe('dateChangeEligibility', () => {
  it('allows every fare of a paid booking until one minute before departure, with its fee', () => {
    for (const fare of ['Saver', 'Standard', 'Flexi'] as const) {
      expect(dateChangeEligibility({ fare, status: 'paid', departure: minutesFromNow(1), now })).toEqual({
        allowed: true,
        feePerTravellerMinor: DATE_CHANGE_FEE_MINOR[fare],
      });
    }
  });

  it('refuses at departure and after, saying why', () => {
    const atDeparture = dateChangeEligibility({ fare: 'Flexi', status: 'paid', departure: minutesFromNow(0), now });
    expect(atDeparture).toEqual({
      allowed: false,
      refusal: 'departed',
      message: 'This flight has already departed, so its date cannot be changed.',
    });
    expect(dateChangeEligibility({ fare: 'Flexi', status: 'paid', departure: minutesFromNow(-60), now }).allowed).toBe(
      false,
    );
  });

  it('refuses a cancelled (or unpaid) booking', () => {
    const cancelled = dateChangeEligibility({
      fare: 'Flexi',
      status: 'cancelled',
      departure: minutesFromNow(600),
      now,
    });
    expect(cancelled).toMatchObject({ allowed: false, refusal: 'cancelled' });
    expect(dateChangeEligibility({ fare: 'Saver', status: 'held', departure: minutesFromNow(600), now }).allowed).toBe(
      false,
    );
  });
});

describe('dateChangeQuote', () => {
  it('Saver, dearer flight: ₹3,000 per traveller plus the difference, to pay', () => {
    const result = quote({ fare: 'Saver', newFareMinor: 12_500_00 });
    expect(result.lines.map((line) => [line.kind, line.amountMinor])).toEqual([
      ['change_fee', 6_000_00],
      ['fare_difference', 2_500_00],
    ]);
    expect(result.lines[0].note).toBe('Saver fare: ₹3,000 per traveller');
    expect(result).toMatchObject({ totalMinor: 8_500_00, settlement: 'pay' });
  });

  it('Standard, same fare: only the fee (₹2,000 per traveller)', () => {
    expect(quote({})).toMatchObject({ totalMinor: 4_000_00, settlement: 'pay' });
    expect(quote({}).lines[1].note).toBe('The new flight costs the same');
  });

  it('Standard, cheaper by less than the fee: the rest of the fee is still paid', () => {
    expect(quote({ newFareMinor: 7_000_00 })).toMatchObject({ totalMinor: 1_000_00, settlement: 'pay' });
  });

  it('cheaper by exactly the fee: nothing changes hands', () => {
    expect(quote({ newFareMinor: 6_000_00 })).toMatchObject({ totalMinor: 0, settlement: 'none' });
  });

  it('Flexi: free, and a cheaper flight pays the difference back', () => {
    const result = quote({ fare: 'Flexi', newFareMinor: 9_000_00 });
    expect(result.lines[0]).toMatchObject({ amountMinor: 0, note: 'Flexi fare: date changes are free' });
    expect(result).toMatchObject({ totalMinor: -1_000_00, settlement: 'refund' });
    expect(quote({ fare: 'Flexi' })).toMatchObject({ totalMinor: 0, settlement: 'none' });
    expect(quote({ fare: 'Flexi', newFareMinor: 10_000_01 })).toMatchObject({ totalMinor: 1, settlement: 'pay' });
  });

  it('never pays back more than was paid for the booking', () => {
    expect(quote({ fare: 'Flexi', currentFareMinor: 20_000_00, newFareMinor: 1_000_00 }).totalMinor).toBe(-11_000_00);
  });
});
