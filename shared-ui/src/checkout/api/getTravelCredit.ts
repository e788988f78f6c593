import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { TravelCreditReply } from '@travel/contracts/trips';

/** GET /api/trips/travel-credit: the signed-in account's travel credit, its balance and lines. */
export async function getTravelCredit(signal?: AbortSignal): Promise<Omit<TravelCreditReply, 'success'>> {
  const { data } = await apiClient.get<TravelCreditReply>('/trips/travel-credit', { signal });
  return { balances: data.balances, entries: data.entries };
}

/** For My Trips and the checkouts (spending it); a guest has none, and nothing is asked. */
export const useTravelCredit = (enabled: boolean) =>
  // Under 'trips': a cancellation that adds credit refreshes it with the trips.
  useApiQuery(['trips', 'travel-credit'], getTravelCredit, {
    enabled,
    errorMessage: 'Could not load your travel credit.',
  });

/** The balance in one currency (0 while loading, on error, or for a guest). */
export function useTravelCreditBalance(enabled: boolean, currency: string): number {
  const credit = useTravelCredit(enabled);
  if (!enabled || credit.status !== 'success') return 0;
  return credit.data.balances.find((balance) => balance.currency === currency)?.amountMinor ?? 0;
}
