import { useDisplayCurrency } from './useDisplayCurrency';

/**
 * Every price the site shows goes through here, so the regional currency applies everywhere.
 * `amount` is in rupees; it is shown converted into the chosen currency with its symbol.
 * translate="no": the page translator leaves prices alone (they are converted, not translated).
 */
export function Price({ amount, className }: { amount: number; className?: string }) {
  const { currency, format } = useDisplayCurrency();
  return (
    <span className={className} data-price-inr={amount} data-currency={currency} translate="no">
      {format(amount)}
    </span>
  );
}
