import { useId, type ReactNode } from 'react';
import { fromMinor, Price } from '@travel/shared-ui/money';
import './checkout.css';

export interface PriceSummaryLine {
  label: string;
  /** Minor units of the charge currency. */
  amountMinor: number;
  /** Taken off the total (shown with a minus). */
  discount?: boolean;
  testId?: string;
}

export interface PriceSummaryProps {
  lines: PriceSummaryLine[];
  totalMinor: number;
  /** What the card is charged in (ISO code), which may differ from the currency prices are shown in. */
  chargeCurrency: string;
  /**
   * When the total is paid: now (the card is charged), or at the hotel (a card guarantee: nothing is charged now).
   */
  paid?: 'now' | 'at_hotel';
  /** Travel credit applied: its own line below the all-inclusive total, and the card is charged the rest. */
  travelCreditMinor?: number;
  /**
   * The order is paid or guaranteed already (its confirmation, which says what was charged): the line saying what
   * the card will be charged is left out.
   */
  settled?: boolean;
  title?: string;
  /** Under the title: what is being priced ("Flexi fare, 3 travellers"). */
  caption?: ReactNode;
  /** Below the total: a coupon field, a note. */
  children?: ReactNode;
}

function formatCharge(amountMinor: number, currency: string): string {
  return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en', { style: 'currency', currency }).format(
    fromMinor(amountMinor),
  );
}

/**
 * A checkout's all-inclusive price, line by line, on every step (no drip pricing). Prices show in the visitor's
 * display currency; the last line says what the card is actually charged, in the charge currency.
 */
export function PriceSummary({
  lines,
  totalMinor,
  chargeCurrency,
  paid = 'now',
  travelCreditMinor = 0,
  settled = false,
  title = 'Price summary',
  caption,
  children,
}: PriceSummaryProps) {
  const titleId = useId();
  return (
    <section className="tp-price-summary" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {caption && <p className="tp-price-summary__caption">{caption}</p>}
      <dl>
        {lines.map((line) => (
          <div key={line.label} className={line.discount ? 'tp-price-summary__discount' : undefined}>
            <dt>{line.label}</dt>
            <dd data-testid={line.testId}>
              {line.discount && line.amountMinor > 0 ? '−' : ''}
              <Price amount={fromMinor(line.amountMinor)} />
            </dd>
          </div>
        ))}
        <div className="tp-price-summary__total">
          <dt>Total (all inclusive)</dt>
          <dd data-testid="checkout-total">
            <Price amount={fromMinor(totalMinor)} />
          </dd>
        </div>
        {travelCreditMinor > 0 && (
          <>
            <div className="tp-price-summary__discount">
              <dt>Travel credit</dt>
              <dd data-testid="checkout-travel-credit">
                −<Price amount={fromMinor(travelCreditMinor)} />
              </dd>
            </div>
            <div className="tp-price-summary__total">
              <dt>Amount to pay</dt>
              <dd data-testid="checkout-to-pay">
                <Price amount={fromMinor(totalMinor - travelCreditMinor)} />
              </dd>
            </div>
          </>
        )}
      </dl>
      {!settled && (
        <p className="tp-price-summary__charge" data-testid="checkout-charge">
          {paid === 'now'
            ? `You will be charged ${formatCharge(totalMinor - travelCreditMinor, chargeCurrency)} in ${chargeCurrency}.`
            : `Nothing is charged now. You pay ${formatCharge(totalMinor, chargeCurrency)} in ${chargeCurrency} at the hotel.`}
        </p>
      )}
      {children}
    </section>
  );
}
