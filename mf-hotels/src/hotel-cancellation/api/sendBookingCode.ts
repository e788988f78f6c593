import { apiClient } from '@travel/shared-ui/api';
import type { GuestLookupBody, GuestLookupReply } from '@travel/contracts/trips';

/** POST /api/trips/lookup: emails a 6-digit code to the address if it is the booking's (the same answer either way). */
export async function sendBookingCode(body: GuestLookupBody): Promise<void> {
  await apiClient.post<GuestLookupReply>('/trips/lookup', body);
}
