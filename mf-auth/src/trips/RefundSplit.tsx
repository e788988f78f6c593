import type { RefundSplit as Split } from '@travel/contracts/trips';
import { moneyIn } from './tripTexts';

/**
 * A refund of a booking paid partly with travel credit, as the API split it: the credit's share back to travel
 * credit, the rest to the original payment method (never computed here; docs/decisions.md).
 */
export function RefundSplit({ split, currency }: { split: Split; currency: string }) {
  return (
    <ul className="trip-refund__split" aria-label="Where the refund goes">
      <li data-testid="refund-to-credit">
        To travel credit: <strong>{moneyIn(split.toCreditMinor, currency)}</strong>
      </li>
      {split.toOriginalMinor > 0 && (
        <li data-testid="refund-to-original">
          To the original payment method: <strong>{moneyIn(split.toOriginalMinor, currency)}</strong>
        </li>
      )}
    </ul>
  );
}
