import { quoteFare } from './fareQuote';

describe('quoteFare', () => {
  it('prices the Standard fare for one adult at the offer price, split 70/20/10', () => {
    expect(quoteFare({ price: 14200, adults: 1, children: 0 }, 'Standard')).toEqual({
      totalMinor: 1_420_000,
      split: { baseFare: 9940, taxes: 2840, fees: 1420 },
    });
  });

  it('scales the fare and charges each child three quarters of an adult', () => {
    // Flexi is ₹16,500 an adult, ₹12,375 a child: 2 × 16,500 + 12,375 = 45,375.
    expect(quoteFare({ price: 14200, adults: 2, children: 1 }, 'Flexi')).toEqual({
      totalMinor: 4_537_500,
      split: { baseFare: 31762, taxes: 9075, fees: 4537 },
    });
  });
});
