import { apiClient } from '@travel/shared-ui';
import type { GatewayName, RefundRecord } from '../../common/types';

/** What the API says of a gateway's connection (it asks the gateway). */
export interface GatewayStatus {
  connected: boolean;
  mode: 'live' | 'sandbox';
  message: string;
  latencyMs: number;
}

/** The body of POST /api/refunds/initiate; amount in rupees. */
export interface RefundRequest {
  paymentId: string;
  cancellationId: string;
  amount: number;
  reason: string;
  gateway: GatewayName;
}

/** GET /api/refunds/history: every refund, newest first; an empty list when the reply has none. */
export async function fetchRefundHistory(): Promise<RefundRecord[]> {
  const { data } = await apiClient.get<{ data: RefundRecord[] }>('/refunds/history');
  return Array.isArray(data?.data) ? data.data : [];
}

/** GET /api/refunds/gateways/:gateway/status */
export async function fetchGatewayStatus(gateway: GatewayName): Promise<GatewayStatus> {
  const { data } = await apiClient.get<GatewayStatus>(`/refunds/gateways/${gateway}/status`);
  return data;
}

/**
 * POST /api/refunds/initiate; resolves with the new refund's id. The same idempotency key for the same
 * request makes a retry safe: the server refunds once.
 */
export async function initiateRefund(request: RefundRequest, idempotencyKey: string): Promise<string> {
  const { data } = await apiClient.post<{ success: boolean; refundId: string }>('/refunds/initiate', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data.refundId;
}
