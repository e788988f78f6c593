import { hotelGstRatePercent } from './gst';
import { HOTEL_BOOKING_FEE_MINOR, hotelStayPrice, nightlyPriceWithTaxesMinor } from './hotelStayPrice';

const beforeReform = new Date('2025-09-21T12:00:00+05:30');
const afterReform = new Date('2025-09-22T00:30:00+05:30');

describe('hotel GST slabs', () => {
  it('exempts a tariff up to ₹1,000 a night', () => {
    expect(hotelGstRatePercent(1_000_00, afterReform)).toBe(0);
  });
  it('charges 12% up to ₹7,500 before 22 September 2025 and 5% from that day (India time)', () => {
    expect(hotelGstRatePercent(1_000_01, beforeReform)).toBe(12);
    expect(hotelGstRatePercent(7_500_00, beforeReform)).toBe(12);
    expect(hotelGstRatePercent(1_000_01, afterReform)).toBe(5);
    expect(hotelGstRatePercent(7_500_00, afterReform)).toBe(5);
  });
  it('charges 18% above ₹7,500', () => {
    expect(hotelGstRatePercent(7_500_01, beforeReform)).toBe(18);
    expect(hotelGstRatePercent(7_500_01, afterReform)).toBe(18);
  });
});

describe('hotelStayPrice', () => {
  it('taxes each night at its own slab, for every room, and adds the fee and the discount', () => {
    const price = hotelStayPrice({
      nightlyRateMinor: [7_000_00, 8_000_00],
      rooms: 2,
      at: afterReform,
      discountMinor: 500_00,
    });
    expect(price.nights.map((night) => night.gstMinor)).toEqual([700_00, 2_880_00]);
    expect(price.roomNightsMinor).toBe(30_000_00);
    expect(price.gstMinor).toBe(3_580_00);
    expect(price.gstPercent).toBe(18);
    expect(price.totalMinor).toBe(30_000_00 + 3_580_00 + HOTEL_BOOKING_FEE_MINOR - 500_00);
  });
});

describe('nightlyPriceWithTaxesMinor', () => {
  it("is one room's night with its slab's GST: what a night adds to the stay's total before the fee", () => {
    expect(nightlyPriceWithTaxesMinor(10_510_00, afterReform)).toBe(12_401_80);
    expect(nightlyPriceWithTaxesMinor(7_000_00, afterReform)).toBe(7_350_00);
    expect(nightlyPriceWithTaxesMinor(900_00, afterReform)).toBe(900_00);
    const oneNight = hotelStayPrice({ nightlyRateMinor: [10_510_00], rooms: 1, at: afterReform });
    expect(nightlyPriceWithTaxesMinor(10_510_00, afterReform)).toBe(oneNight.totalMinor - oneNight.feesMinor);
  });
});
