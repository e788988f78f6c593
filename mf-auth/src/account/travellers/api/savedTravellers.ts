import { apiClient, setQueryData, useApiMutation, useApiQuery } from '@travel/shared-ui/api';
import type {
  SavedTraveller,
  SavedTravellerInput,
  SavedTravellerReply,
  SavedTravellersReply,
} from '@travel/contracts/travellers';

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

/** POST /api/account/travellers: saves the person (the same person again updates their entry). */
export async function saveTraveller(input: SavedTravellerInput): Promise<SavedTraveller> {
  const { traveller } = (await apiClient.post<SavedTravellerReply>('/account/travellers', input)).data;
  setQueryData<SavedTraveller[]>(SAVED_TRAVELLERS_KEY, (travellers = []) => [
    traveller,
    ...travellers.filter((t) => t.id !== traveller.id),
  ]);
  return traveller;
}

export const useSaveTraveller = () => useApiMutation(saveTraveller);
