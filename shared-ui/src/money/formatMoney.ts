import type { CurrencyCode } from '@travel/shared-ui/store';

/** Indian-format rupees, e.g. ₹12,999 (en-IN, INR). Amount in rupees. */
export function formatInr(amount: number, options: { fractionDigits?: number } = {}): string {
  const digits = options.fractionDigits ?? (Number.isInteger(amount) ? 0 : 2);
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** Minor units (paise) to rupees. */
export const fromMinor = (amountMinor: number) => amountMinor / 100;

/** Rupees per one unit of each currency, as GET /api/currency/rates serves them. */
export type InrPerUnit = Partial<Record<CurrencyCode, number>>;

/** The grouping and symbol each currency is usually written with: $1,234.50, €1,234.50, £1,234.50, AED 1,234.50. */
const LOCALE_OF: Record<CurrencyCode, string> = {
  INR: 'en-IN',
  USD: 'en-US',
  EUR: 'en-IE',
  GBP: 'en-GB',
  AED: 'en-AE',
};

/**
 * A rupee amount shown in `currency`, converted with `inrPerUnit`. Without a rate for that currency
 * the amount stays in rupees (a price is never shown with a wrong symbol).
 */
export function formatMoney(rupees: number, currency: CurrencyCode, inrPerUnit?: InrPerUnit): string {
  const rate = inrPerUnit?.[currency];
  if (currency === 'INR' || !rate) return formatInr(rupees);
  return new Intl.NumberFormat(LOCALE_OF[currency], {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(rupees / rate);
}
