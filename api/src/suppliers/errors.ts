/**
 * A supplier call that did not give what was asked. `refused`: the supplier answered with a definite, explained
 * refusal, so nothing was done. Otherwise (time-out, network, 5xx, 429, malformed 200) the outcome is unknown:
 * look it up before doing anything that could happen twice.
 */
export class SupplierError extends Error {
  constructor(
    message: string,
    /** The supplier's own error code where it gives one, or ours: 'offer_gone', 'sold_out', 'price_changed', 'timeout'. */
    public readonly code: string,
    public readonly refused: boolean,
    public readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'SupplierError';
  }
}

/** Decimal string from a supplier ('1234.50') to minor units (123450); throws on anything else. */
export function toMinor(amount: string | number, currency: string): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) {
    throw new SupplierError(`An amount that could not be read: ${String(amount)} ${currency}`, 'malformed', false);
  }
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Minor units to the decimal string suppliers expect ('1234.50'). */
export const fromMinor = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
