import { checkoutPrice, CONVENIENCE_FEE_MINOR } from './checkoutPrice';
import { isValidGstin } from '../rules/gstin';
import { checkoutProblem, ageOn } from './travellers';
import { SEAT_LAYOUT, parseSeat } from './seats';

describe('the seat layout', () => {
  it('has 180 seats in 30 rows of 3-3, windows and extra legroom priced', () => {
    expect(SEAT_LAYOUT).toHaveLength(180);
    expect(SEAT_LAYOUT.filter((s) => s.priceMinor === 0)).toHaveLength(27 * 4);
    expect(parseSeat('12a')).toMatchObject({ seat: '12A', exitRow: true, extraLegroom: true, priceMinor: 80_000 });
    expect(parseSeat('31A')).toBeUndefined();
    expect(parseSeat('0A')).toBeUndefined();
  });
});

describe('checkoutPrice', () => {
  it('adds every line, in paise, and takes the discount off the subtotal', () => {
    const price = checkoutPrice({
      standardFareMinor: 10_000_00,
      fare: 'Standard',
      adults: 2,
      children: 1,
      travellers: [{ seatMinor: 35_000, extraBaggageKg: 5, meal: 'VGML' }, {}, {}],
      insurance: true,
      discountMinor: 500_00,
    });
    const fare = 10_000_00 * 2 + 7_500_00;
    expect(price.baseFareMinor + price.taxesAndFeesMinor).toBe(fare);
    expect(price.convenienceFeeMinor).toBe(3 * CONVENIENCE_FEE_MINOR);
    expect(price.seatsMinor).toBe(35_000);
    expect(price.addOnsMinor).toBe(1_800_00 + 350_00 + 3 * 249_00);
    expect(price.subtotalMinor).toBe(fare + 3 * CONVENIENCE_FEE_MINOR + 35_000 + price.addOnsMinor);
    expect(price.totalMinor).toBe(price.subtotalMinor - 500_00);
  });
});

describe('checkoutPrice with a supplier’s fare', () => {
  it('takes the supplier’s total for the whole party as the fare, and adds our own lines to it', () => {
    const ours = checkoutPrice({ standardFareMinor: 10_000_00, fare: 'Standard', adults: 2, children: 0 });
    const price = checkoutPrice({
      standardFareMinor: 10_000_00,
      fare: 'Standard',
      adults: 2,
      children: 0,
      travellers: [{ seatMinor: 350_00 }, {}],
      supplierFareMinor: 17_345_67,
      discountMinor: 100_00,
    });
    expect(price.baseFareMinor + price.taxesAndFeesMinor).toBe(17_345_67);
    expect(price.baseFareMinor + price.taxesAndFeesMinor).not.toBe(ours.baseFareMinor + ours.taxesAndFeesMinor);
    expect(price.convenienceFeeMinor).toBe(2 * CONVENIENCE_FEE_MINOR);
    expect(price.subtotalMinor).toBe(17_345_67 + 2 * CONVENIENCE_FEE_MINOR + 350_00);
    expect(price.totalMinor).toBe(price.subtotalMinor - 100_00);
  });

  it('without a supplier’s fare prices our own, as before', () => {
    const input = { standardFareMinor: 5_000_00, fare: 'Flexi' as const, adults: 1, children: 1 };
    expect(checkoutPrice({ ...input, supplierFareMinor: undefined })).toEqual(checkoutPrice(input));
  });
});

describe('checkout rules', () => {
  const ctx = { adults: 1, childAges: [], departureDate: '2030-05-10', international: false };
  const adult = { type: 'adult' as const, title: 'Ms' as const, firstName: 'Asha', lastName: 'Verma' };
  const contact = { email: 'asha@example.test', mobile: '9876543210' };

  it('accepts a complete domestic booking', () => {
    expect(checkoutProblem([adult], contact, ctx)).toBeNull();
  });

  it('checks a GSTIN by its format', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1XV')).toBe(false);
    expect(checkoutProblem([adult], { ...contact, gstin: 'ABC', companyName: 'Acme' }, ctx)?.field).toBe(
      'contact.gstin',
    );
  });

  it('counts a child age on the day of the flight', () => {
    expect(ageOn('2024-05-11', '2030-05-10')).toBe(5);
    expect(ageOn('2024-05-10', '2030-05-10')).toBe(6);
  });

  it('asks every adult’s date of birth only when booking at a supplier, in the API’s words', () => {
    expect(checkoutProblem([adult], contact, { ...ctx, atSupplier: false })).toBeNull();
    expect(checkoutProblem([adult], contact, { ...ctx, atSupplier: true })).toEqual({
      field: 'passengers[0].dateOfBirth',
      message: 'Traveller 1: date of birth is required to book with the airline',
    });
    const born = (dateOfBirth: string) =>
      checkoutProblem([{ ...adult, dateOfBirth }], contact, { ...ctx, atSupplier: true });
    expect(born('1990-02-30')?.message).toBe('Traveller 1: date of birth must be a day (YYYY-MM-DD)');
    expect(born('2030-05-11')?.message).toBe('Traveller 1: date of birth cannot be after the flight');
    expect(born('1990-02-28')).toBeNull();
  });
});
