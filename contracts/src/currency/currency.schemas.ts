import { Type, type Static } from '@sinclair/typebox';

// GET /api/currency/rates, with the type both sides use. Prices are kept in INR minor units; the browser
// converts them for display with this table.

export const RatesReply = Type.Object({
  success: Type.Literal(true),
  base: Type.Literal('INR'),
  /** Rupees per one unit of each currency (an exchange rate, not an amount of money). */
  inrPerUnit: Type.Record(Type.String(), Type.Number()),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type RatesReply = Static<typeof RatesReply>;
