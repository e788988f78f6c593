import { apiClient } from '@travel/shared-ui/api';
import type { GuestVerifyBody, GuestVerifyReply } from '@travel/contracts/trips';

/** POST /api/trips/lookup/verify: the emailed code's token, which opens the booking for an hour. */
export async function verifyBookingCode(body: GuestVerifyBody): Promise<string> {
  const { data } = await apiClient.post<GuestVerifyReply>('/trips/lookup/verify', body);
  return data.token;
}
