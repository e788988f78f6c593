import { apiClient, setQueryData, useApiMutation, useApiQuery } from '@travel/shared-ui/api';
import type { SavedTraveller, SavedTravellersReply } from '@travel/contracts/travellers';

export const SAVED_TRAVELLERS_KEY = ['account', 'travellers'] as const;

/** GET /api/account/travellers: the people the account books for, offered on checkout's traveller form. */
export async function getSavedTravellers(signal?: AbortSignal): Promise<SavedTraveller[]> {
  return (await apiClient.get<SavedTravellersReply>('/account/travellers', { signal })).data.travellers;
}

export const useSavedTravellers = () =>
  useApiQuery(SAVED_TRAVELLERS_KEY, getSavedTravellers, { errorMessage: 'We could not load your saved travellers.' });

/** DELETE /api/account/travellers/:id: checkout no longer offers that person. */
export async function removeSavedTraveller(traveller: SavedTraveller): Promise<void> {
  await apiClient.delete(`/account/travellers/${encodeURIComponent(traveller.id)}`);
  setQueryData<SavedTraveller[]>(SAVED_TRAVELLERS_KEY, (travellers = []) =>
    travellers.filter((t) => t.id !== traveller.id),
  );
}

export const useRemoveSavedTraveller = () => useApiMutation(removeSavedTraveller);
