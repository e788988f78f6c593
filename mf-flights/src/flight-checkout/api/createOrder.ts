import { apiClient, useApiMutation } from '@travel/shared-ui/api';
import type { CreateOrderBody, OrderReply } from '@travel/contracts/flight-checkout';

/** POST /api/flight-checkout/orders: holds the seats for 15 minutes. The same key answers the same order. */
export async function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<OrderReply> {
  return (
    await apiClient.post<OrderReply>('/flight-checkout/orders', body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data;
}

export const useCreateOrder = () => useApiMutation(createOrder);
