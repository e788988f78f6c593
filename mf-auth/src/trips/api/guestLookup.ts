import { apiClient, useApiMutation } from '@travel/shared-ui/api';
import type { GuestLookupReply, GuestVerifyReply } from '@travel/contracts/trips';

/** POST /api/trips/lookup: a code is emailed if the reference and email match a booking. */
export async function requestLookupCode(reference: string, email: string): Promise<string> {
  const { data } = await apiClient.post<GuestLookupReply>('/trips/lookup', { reference, email });
  return data.message;
}

/** POST /api/trips/lookup/verify: the code opens the booking for an hour. */
export async function verifyLookupCode(reference: string, email: string, code: string): Promise<GuestVerifyReply> {
  const { data } = await apiClient.post<GuestVerifyReply>('/trips/lookup/verify', { reference, email, code });
  return data;
}

export const useRequestLookupCode = () =>
  useApiMutation(requestLookupCode, { errorMessage: 'Could not send the code.' });
export const useVerifyLookupCode = () =>
  useApiMutation(verifyLookupCode, { errorMessage: 'That code is wrong or has expired. Ask for a new one.' });
