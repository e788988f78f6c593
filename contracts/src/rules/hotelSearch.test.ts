import { hotelPriceBoundsMinor, PRICE_RANGE_MINOR } from './hotelSearch';

describe('hotel price bounds', () => {
  it('are paise per night under minPriceMinor and maxPriceMinor', () => {
    expect(hotelPriceBoundsMinor({ minPriceMinor: 4000_00, maxPriceMinor: 9500_50 })).toEqual({
      minPriceMinor: 4000_00,
      maxPriceMinor: 9500_50,
    });
    expect(hotelPriceBoundsMinor({})).toEqual({ minPriceMinor: undefined, maxPriceMinor: undefined });
  });

  it('read the whole rupees of earlier links (priceMin, priceMax) as paise', () => {
    expect(hotelPriceBoundsMinor({ priceMin: 4000, priceMax: 9000 })).toEqual({
      minPriceMinor: 4000_00,
      maxPriceMinor: 9000_00,
    });
    expect(hotelPriceBoundsMinor({ priceMax: 0 })).toEqual({ minPriceMinor: undefined, maxPriceMinor: 0 });
  });

  it('prefer the paise names when a link carries both', () => {
    expect(hotelPriceBoundsMinor({ minPriceMinor: 5000_00, priceMin: 3000, priceMax: 8000 })).toEqual({
      minPriceMinor: 5000_00,
      maxPriceMinor: 8000_00,
    });
  });

  it('slide over ₹2,000 to ₹15,000 in paise', () => {
    expect(PRICE_RANGE_MINOR).toEqual({ min: 200_000, max: 1_500_000, step: 50_000 });
  });
});
