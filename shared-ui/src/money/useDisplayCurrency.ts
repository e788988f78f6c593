import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import type { CurrencyCode } from '@travel/shared-ui/store';
import { currentRates, loadRates, subscribeToRates } from './currencyRates';
import { formatMoney } from './formatMoney';

const noSubscription = () => () => undefined;

/**
 * The currency chosen in the regional settings, read straight from the store when there is one;
 * rendered outside a store (a component test, a standalone widget) it is INR.
 */
function useChosenCurrency(): CurrencyCode {
  const context = useContext(ReactReduxContext);
  const store = context?.store;
  const chosen = () =>
    (store?.getState() as { regional?: { currency?: CurrencyCode } } | undefined)?.regional?.currency ?? 'INR';
  // The same reading when drawn on the server (the shell's first paint, drawn at build time).
  return useSyncExternalStore(store ? store.subscribe : noSubscription, chosen, chosen);
}

/**
 * The chosen currency and a formatter turning rupees into it (₹ until the rates table has arrived).
 * For a price as an element, use <Price>; this is for a price inside a string (a label, a chart).
 */
export function useDisplayCurrency() {
  const currency = useChosenCurrency();
  const rates = useSyncExternalStore(subscribeToRates, currentRates, currentRates);
  const needsRates = currency !== 'INR' && !rates?.[currency];
  useEffect(() => {
    if (needsRates) void loadRates();
  }, [needsRates]);
  const format = useCallback((rupees: number) => formatMoney(rupees, currency, rates), [currency, rates]);
  return { currency: needsRates ? ('INR' as const) : currency, format };
}

/** Rupees to a display string in the chosen currency. */
export const useFormatPrice = () => useDisplayCurrency().format;
