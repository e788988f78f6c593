import { apiClient, useApiMutation } from '@travel/shared-ui/api';
import type { InitiateRefundBody, InitiateRefundReply } from '@travel/contracts/refunds';

/**
 * POST /api/refunds/initiate; resolves with the new refund's id. The same idempotency key for the same
 * request makes a retry safe: the server refunds once.
 */
export async function initiateRefund(request: InitiateRefundBody, idempotencyKey: string): Promise<string> {
  const { data } = await apiClient.post<InitiateRefundReply>('/refunds/initiate', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data.refundId;
}

/** initiateRefund with its pending state. */
export function useInitiateRefund() {
  return useApiMutation(initiateRefund);
}
