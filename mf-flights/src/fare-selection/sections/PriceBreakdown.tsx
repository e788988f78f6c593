import { fromMinor, Price } from '@travel/shared-ui/money';
import { CouponDiscountLine, CouponField } from '../coupon/CouponField';
import { passengersLabel } from '../fareSelectionText';
import type { SelectedFare } from '../useSelectedFare';

interface PriceBreakdownProps {
  selected: SelectedFare;
  passengers: number;
  onContinue: () => void;
  pending: boolean;
}

/**
 * The chosen fare's total split into base fare, taxes and fees (splitFareMinor, as checkout and the invoice split it),
 * the convenience fee, the coupon and what is payable: exact paise, so the lines add up to the total.
 */
export function PriceBreakdown({ selected, passengers, onContinue, pending }: PriceBreakdownProps) {
  const { fare, split, convenienceFee, coupon, payable } = selected;
  return (
    <section className="sf-box sf-price" id="sf-price" aria-labelledby="sf-price-title" tabIndex={-1}>
      <h2 id="sf-price-title">Price breakdown</h2>
      <p className="sf-price__fare">
        {fare} fare × {passengersLabel(passengers)}
      </p>
      <dl>
        <div>
          <dt>Base fare</dt>
          <dd data-testid="base-fare">
            <Price amount={fromMinor(split.baseFareMinor)} />
          </dd>
        </div>
        <div>
          <dt>Taxes &amp; surcharges</dt>
          <dd data-testid="taxes">
            <Price amount={fromMinor(split.taxesMinor)} />
          </dd>
        </div>
        <div>
          <dt>Service fees</dt>
          <dd data-testid="fees">
            <Price amount={fromMinor(split.feesMinor)} />
          </dd>
        </div>
        <div>
          <dt>Convenience fee</dt>
          <dd data-testid="convenience-fee">
            <Price amount={convenienceFee} />
          </dd>
        </div>
        <CouponDiscountLine coupon={coupon} />
        <div className="sf-price__total">
          <dt>Total (all inclusive)</dt>
          <dd data-testid="total-price">
            <Price amount={payable} />
          </dd>
        </div>
      </dl>
      <CouponField coupon={coupon} />
      <button type="button" className="tp-button sf-price__continue" disabled={pending} onClick={onContinue}>
        Continue to book
      </button>
    </section>
  );
}
