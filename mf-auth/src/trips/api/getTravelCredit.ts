import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { TravelCreditReply } from '@travel/contracts/trips';

/** GET /api/trips/travel-credit: the signed-in account's travel credit, its balance and lines. */
export async function getTravelCredit(signal?: AbortSignal): Promise<Omit<TravelCreditReply, 'success'>> {
  const { data } = await apiClient.get<TravelCreditReply>('/trips/travel-credit', { signal });
  return { balances: data.balances, entries: data.entries };
}

export const useTravelCredit = (enabled: boolean) =>
  // Under 'trips': a cancellation that adds credit refreshes it with the trips.
  useApiQuery(['trips', 'travel-credit'], getTravelCredit, {
    enabled,
    errorMessage: 'Could not load your travel credit.',
  });
