import { farePrice, partyTotal, splitFareMinor } from './fares';

describe('fare maths', () => {
  it('splits the sample Standard fare 70/20/10', () => {
    expect(splitFareMinor(14200_00)).toEqual({ baseFareMinor: 9940_00, taxesMinor: 2840_00, feesMinor: 1420_00 });
  });

  it('rounds taxes and fees down to the paisa and leaves the rest to the base fare, so the lines add up', () => {
    // Issue #35: ₹5,866.80 was shown as ₹4,106 + ₹1,173 + ₹586 = ₹5,865.
    expect(splitFareMinor(5866_80)).toEqual({ baseFareMinor: 4106_76, taxesMinor: 1173_36, feesMinor: 586_68 });
    for (const price of [1, 7, 5469_01, 12345_67, 99_999_99]) {
      const split = splitFareMinor(price);
      expect(split.baseFareMinor + split.taxesMinor + split.feesMinor).toBe(price);
      expect(split.taxesMinor).toBe(Math.floor(price / 5));
    }
  });

  it('prices Saver and Flexi from the Standard price as the sample does', () => {
    expect(farePrice(14200, 'Saver')).toBe(12800);
    expect(farePrice(14200, 'Standard')).toBe(14200);
    expect(farePrice(14200, 'Flexi')).toBe(16500);
  });

  it('charges a child three quarters of an adult', () => {
    expect(partyTotal(1000, 2, 1)).toBe(2750);
  });
});
