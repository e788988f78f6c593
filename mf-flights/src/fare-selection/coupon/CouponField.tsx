import { useState } from 'react';
import { fromMinor, Price } from '@travel/shared-ui/money';
import type { CouponQuoteHook } from './useCouponQuote';
import './CouponField.css';

const ERROR_ID = 'sf-coupon-error';

/** The price breakdown's coupon field: apply a code, see it checked, applied or refused with the reason. */
export function CouponField({ coupon }: { coupon: CouponQuoteHook }) {
  const [typed, setTyped] = useState('');
  const { state } = coupon;

  if (state.status === 'applied') {
    return (
      <div className="sf-coupon sf-coupon--applied">
        <p role="status">
          <strong>{`Coupon ${state.quote.code} applied.`}</strong> {state.quote.description}
        </p>
        <button
          type="button"
          className="sf-link-button"
          aria-label={`Remove coupon ${state.quote.code}`}
          onClick={() => {
            coupon.remove();
            setTyped('');
          }}
        >
          Remove
        </button>
      </div>
    );
  }

  const checking = state.status === 'checking';
  const refused = state.status === 'refused';
  return (
    <form
      className="sf-coupon"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        coupon.apply(typed);
      }}
    >
      <label htmlFor="sf-coupon">Coupon code</label>
      <div>
        <input
          id="sf-coupon"
          value={typed}
          autoComplete="off"
          aria-invalid={refused}
          aria-describedby={refused ? ERROR_ID : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="tp-button tp-button--secondary" disabled={checking}>
          Apply
        </button>
      </div>
      {checking && <p role="status">Checking coupon…</p>}
      {refused && (
        <p id={ERROR_ID} role="alert" className="sf-coupon__error">
          {state.message}
        </p>
      )}
    </form>
  );
}

/** The discount as a line of the price breakdown's list, while a code applies. */
export function CouponDiscountLine({ coupon }: { coupon: CouponQuoteHook }) {
  if (coupon.state.status !== 'applied') return null;
  return (
    <div className="sf-price__discount">
      <dt>Coupon discount</dt>
      <dd data-testid="coupon-discount">
        −<Price amount={fromMinor(coupon.discountMinor)} />
      </dd>
    </div>
  );
}
