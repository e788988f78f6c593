/** A price alert as GET /api/price-alerts lists it. Prices are paise of whole rupees, economy per adult. */
export interface PriceAlert {
  id: string;
  from: string;
  to: string;
  fromCity: string;
  toCity: string;
  date: string;
  priceAtCreationMinor: number;
  /** Null once no flight is left that day. */
  currentPriceMinor: number | null;
  notifiedAt: string | null;
  createdAt: string;
}
