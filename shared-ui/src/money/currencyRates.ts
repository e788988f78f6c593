import type { RatesReply } from '@travel/contracts/currency';
import { apiClient } from '@travel/shared-ui/api';
import type { InrPerUnit } from './formatMoney';

/**
 * The rates table, fetched from the API once per page load and shared by every price on the page
 * (module state: shared-ui is a singleton at run time). Nothing is fetched while INR is chosen.
 */
let rates: InrPerUnit | undefined;
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();

export function subscribeToRates(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const currentRates = () => rates;

export function loadRates(): Promise<void> {
  pending ??= apiClient
    .get<RatesReply>('/currency/rates')
    .then((response) => {
      rates = response.data.inrPerUnit;
      listeners.forEach((listener) => listener());
    })
    .catch((error: unknown) => {
      // Prices stay in rupees; a later price asks again.
      console.error('Currency rates could not be loaded', error);
      pending = undefined;
    });
  return pending;
}

/** Tests set the table directly (or clear it). */
export function setRatesForTesting(next: InrPerUnit | undefined) {
  rates = next;
  pending = next ? Promise.resolve() : undefined;
  listeners.forEach((listener) => listener());
}
