import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { AccountContactReply, SavedTraveller, SavedTravellersReply } from '@travel/contracts/travellers';

/** GET /api/account/travellers: the signed-in person's saved travellers. */
export async function getSavedTravellers(signal?: AbortSignal): Promise<SavedTraveller[]> {
  return (await apiClient.get<SavedTravellersReply>('/account/travellers', { signal })).data.travellers;
}

/** GET /api/account/contact: what checkout's contact is prefilled with. */
export async function getAccountContact(signal?: AbortSignal): Promise<AccountContactReply['contact']> {
  return (await apiClient.get<AccountContactReply>('/account/contact', { signal })).data.contact;
}

/** Nothing is asked for a guest. */
export const useSavedTravellers = (signedIn: boolean) =>
  useApiQuery(['account', 'travellers'], getSavedTravellers, { enabled: signedIn });

export const useAccountContact = (signedIn: boolean) =>
  useApiQuery(['account', 'contact'], getAccountContact, { enabled: signedIn });
