import { Type, type Static } from '@sinclair/typebox';

// POST /api/coupons/quote: what a code would take off an order. Amounts are minor units of `currency`.

export const CouponProduct = Type.Union([Type.Literal('flight'), Type.Literal('hotel')]);
export type CouponProduct = Static<typeof CouponProduct>;

export const CouponQuoteRequest = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 32 }),
  product: CouponProduct,
  fareType: Type.Optional(Type.Union([Type.Literal('Saver'), Type.Literal('Standard'), Type.Literal('Flexi')])),
  amountMinor: Type.Integer({ minimum: 1, maximum: 2_000_000_000 }),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
});
export type CouponQuoteRequest = Static<typeof CouponQuoteRequest>;

/** The answer when the code applies (a code that does not gets `{ success: false, message }` with the reason). */
export const CouponQuote = Type.Object({
  success: Type.Literal(true),
  code: Type.String(),
  discountMinor: Type.Integer(),
  currency: Type.String(),
  description: Type.String(),
});
export type CouponQuote = Static<typeof CouponQuote>;
