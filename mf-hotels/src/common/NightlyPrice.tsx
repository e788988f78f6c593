import { fromMinor, Price } from '@travel/shared-ui/money';

/**
 * One room's night with its GST, as the result card and the rooms and rates show it: every nightly price of a hotel
 * is on this basis, in these words (the providers' table and the map say the same), as the totals are (issue #35).
 */
export function NightlyPrice({ amountMinor }: { amountMinor: number }) {
  return (
    <span className="hh-card__nightly">
      <Price amount={fromMinor(amountMinor)} />{' '}
      <span className="hh-card__muted">per room per night, taxes included</span>
    </span>
  );
}
