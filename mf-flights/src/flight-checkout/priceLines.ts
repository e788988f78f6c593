import type { CheckoutPrice } from '@travel/contracts/flight-checkout';
import type { PriceSummaryLine } from '@travel/shared-ui/checkout';

/** A flight checkout's price as the summary's lines: every part of the total, from the first step on. */
export const priceLines = (price: CheckoutPrice): PriceSummaryLine[] => [
  { label: 'Base fare', amountMinor: price.baseFareMinor, testId: 'price-base-fare' },
  { label: 'Taxes and fees', amountMinor: price.taxesAndFeesMinor, testId: 'price-taxes' },
  { label: 'Convenience fee', amountMinor: price.convenienceFeeMinor, testId: 'price-convenience' },
  { label: 'Seats', amountMinor: price.seatsMinor, testId: 'price-seats' },
  { label: 'Add-ons', amountMinor: price.addOnsMinor, testId: 'price-add-ons' },
  { label: 'Discount', amountMinor: price.discountMinor, discount: true, testId: 'price-discount' },
];
