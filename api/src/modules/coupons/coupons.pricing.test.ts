import { catalogRows } from '../translation/catalog';
import { TranslationMemory } from '../translation/translationMemory';
import {
  COUPON_MESSAGES,
  discountMinor,
  formatMinor,
  quoteCoupon,
  type CouponOrder,
  type CouponRules,
} from './coupons.pricing';

const NOW = new Date('2026-11-22T10:00:00Z');

const percent = (overrides: Partial<CouponRules> = {}): CouponRules => ({
  id: 'c1',
  code: 'FLY12',
  description: '12% off',
  kind: 'percentage',
  percentOff: 12,
  maxDiscountMinor: null,
  amountOffMinor: null,
  currency: 'INR',
  minOrderMinor: 0,
  validFrom: new Date('2026-11-01T00:00:00Z'),
  validUntil: new Date('2026-12-01T00:00:00Z'),
  perAccountLimit: null,
  totalLimit: null,
  product: 'flight',
  fareTypes: null,
  active: true,
  ...overrides,
});
const flat = (overrides: Partial<CouponRules> = {}) =>
  percent({ kind: 'flat', percentOff: null, amountOffMinor: 50_000, ...overrides });

const order = (overrides: Partial<CouponOrder> = {}): CouponOrder => ({
  product: 'flight',
  fareType: 'Standard',
  amountMinor: 1_420_000,
  currency: 'INR',
  ...overrides,
});
const unused = { total: 0, byAccount: null };

describe('discountMinor', () => {
  it('rounds a percentage down to a whole minor unit', () => {
    expect(discountMinor(percent(), 999)).toBe(119); // 119.88
    expect(discountMinor(percent({ percentOff: 10 }), 9)).toBe(0);
    expect(discountMinor(percent({ percentOff: 10 }), 10)).toBe(1);
  });

  it('holds a percentage to its cap, and takes the cap exactly at the boundary', () => {
    const capped = percent({ maxDiscountMinor: 150_000 });
    expect(discountMinor(capped, 1_249_999)).toBe(149_999);
    expect(discountMinor(capped, 1_250_000)).toBe(150_000);
    expect(discountMinor(capped, 5_000_000)).toBe(150_000);
  });

  it('never takes off more than the amount', () => {
    expect(discountMinor(flat(), 49_999)).toBe(49_999);
    expect(discountMinor(flat(), 50_000)).toBe(50_000);
    expect(discountMinor(flat(), 50_001)).toBe(50_000);
    expect(discountMinor(percent({ percentOff: 100 }), 12_345)).toBe(12_345);
  });
});

describe('quoteCoupon', () => {
  const refusal = (quote: ReturnType<typeof quoteCoupon>) => (quote.ok ? 'applied' : [quote.statusCode, quote.message]);

  it('prices a valid code', () => {
    expect(quoteCoupon(percent(), unused, order(), NOW)).toEqual({ ok: true, discountMinor: 170_400 });
  });

  it('does not know a missing or inactive code', () => {
    expect(refusal(quoteCoupon(undefined, unused, order(), NOW))).toEqual([404, 'This coupon code does not exist.']);
    expect(refusal(quoteCoupon(percent({ active: false }), unused, order(), NOW))).toEqual([
      404,
      'This coupon code does not exist.',
    ]);
  });

  it('is valid from its first instant up to, not including, its end', () => {
    const rules = percent();
    expect(refusal(quoteCoupon(rules, unused, order(), new Date(rules.validFrom.getTime() - 1)))).toEqual([
      422,
      'This coupon code can be used from 1 November 2026.',
    ]);
    expect(quoteCoupon(rules, unused, order(), rules.validFrom).ok).toBe(true);
    expect(quoteCoupon(rules, unused, order(), new Date(rules.validUntil!.getTime() - 1)).ok).toBe(true);
    expect(refusal(quoteCoupon(rules, unused, order(), rules.validUntil!))).toEqual([
      422,
      'This coupon code has expired.',
    ]);
  });

  it('needs the minimum amount, and says how much is missing', () => {
    const rules = flat({ minOrderMinor: 500_000 });
    expect(refusal(quoteCoupon(rules, unused, order({ amountMinor: 499_999 }), NOW))).toEqual([
      422,
      'Add ₹0.01 more to use this code.',
    ]);
    expect(refusal(quoteCoupon(rules, unused, order({ amountMinor: 380_000 }), NOW))).toEqual([
      422,
      'Add ₹1,200 more to use this code.',
    ]);
    expect(quoteCoupon(rules, unused, order({ amountMinor: 500_000 }), NOW)).toEqual({
      ok: true,
      discountMinor: 50_000,
    });
  });

  it('applies only to its fare types and product', () => {
    const flexi = percent({ fareTypes: ['Flexi'] });
    expect(refusal(quoteCoupon(flexi, unused, order({ fareType: 'Saver' }), NOW))).toEqual([
      422,
      'This code is valid on Flexi fares only.',
    ]);
    expect(refusal(quoteCoupon(flexi, unused, order({ fareType: undefined }), NOW))).toEqual([
      422,
      'This code is valid on Flexi fares only.',
    ]);
    expect(
      refusal(quoteCoupon(percent({ fareTypes: ['Standard', 'Flexi'] }), unused, order({ fareType: 'Saver' }), NOW)),
    ).toEqual([422, 'This code is valid on Standard, Flexi fares only.']);
    expect(quoteCoupon(flexi, unused, order({ fareType: 'Flexi' }), NOW).ok).toBe(true);
    expect(refusal(quoteCoupon(percent(), unused, order({ product: 'hotel' }), NOW))).toEqual([
      422,
      'This code is valid on flight bookings only.',
    ]);
    expect(refusal(quoteCoupon(percent({ product: 'hotel' }), unused, order(), NOW))).toEqual([
      422,
      'This code is valid on hotel bookings only.',
    ]);
  });

  it('applies only in its currency', () => {
    expect(refusal(quoteCoupon(percent(), unused, order({ currency: 'USD' }), NOW))).toEqual([
      422,
      'This code can only be used for payments in INR.',
    ]);
  });

  it('stops at its total limit and at the per-account limit of a logged-in account', () => {
    const limited = percent({ totalLimit: 5, perAccountLimit: 1 });
    expect(quoteCoupon(limited, { total: 4, byAccount: 0 }, order(), NOW).ok).toBe(true);
    expect(refusal(quoteCoupon(limited, { total: 5, byAccount: 0 }, order(), NOW))).toEqual([
      409,
      'This coupon code has been fully redeemed.',
    ]);
    expect(refusal(quoteCoupon(limited, { total: 1, byAccount: 1 }, order(), NOW))).toEqual([
      409,
      'You have already used this coupon code the maximum number of times.',
    ]);
    // A guest's limit is checked at payment, against the order's email.
    expect(quoteCoupon(limited, { total: 1, byAccount: null }, order(), NOW).ok).toBe(true);
  });
});

describe('formatMinor', () => {
  it('writes rupees the Indian way, paise only when there are some', () => {
    expect(formatMinor(12_345_600, 'INR')).toBe('₹1,23,456');
    expect(formatMinor(9_950, 'INR')).toBe('₹99.50');
    expect(formatMinor(2_000, 'USD')).toBe('$20');
  });
});

describe('the reasons a code is refused', () => {
  it('are all in the translation catalog, with their amounts, dates and fares carried over', () => {
    const memory = new TranslationMemory(catalogRows());
    const messages = Object.values(COUPON_MESSAGES).map((message) =>
      typeof message === 'string' ? message : message('₹1,200'),
    );
    const missing = messages.filter((message) => memory.lookup(message, 'hi') === undefined);
    expect(missing).toEqual([]);
    expect(memory.lookup(COUPON_MESSAGES.belowMinimum('₹1,200'), 'fr')).toBe(
      'Ajoutez ₹1,200 de plus pour utiliser ce code.',
    );
    expect(memory.lookup(COUPON_MESSAGES.fareTypes('Standard, Flexi'), 'es')).toBe(
      'Este código solo es válido para tarifas Standard, Flexi.',
    );
  });
});
