/**
 * Rupees per unit of each currency the site offers, the rates an empty database
 * starts with. Prices are kept in INR; the browser converts them for display with the served table.
 */
export const DEFAULT_INR_PER_UNIT = {
  INR: 1,
  USD: 83.5,
  EUR: 90.4,
  GBP: 105.6,
  AED: 22.73,
} as const;

export type CurrencyCode = keyof typeof DEFAULT_INR_PER_UNIT;
