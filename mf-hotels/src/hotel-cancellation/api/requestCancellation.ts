import { apiClient } from '@travel/shared-ui/api';
import type { CancellationReceipt, CancellationReply, CancellationRequestBody } from '@travel/contracts/bookings';

/** POST /api/bookings/cancellations: files the request; approved at once within the policy, else an admin reviews it. */
export async function requestCancellation(input: CancellationRequestBody): Promise<CancellationReceipt> {
  const { data } = await apiClient.post<CancellationReply>('/bookings/cancellations', input);
  return data.request;
}
