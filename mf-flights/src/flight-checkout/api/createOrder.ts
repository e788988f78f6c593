import { apiClient, useApiMutation } from '@travel/shared-ui/api';
import type { CreateOrderBody, OrderReply } from '@travel/contracts/flight-checkout';

/** POST /api/flight-checkout/orders: holds the seats (10 minutes until its payment starts). The same key answers the same order. */
export async function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<OrderReply> {
  return (
    await apiClient.post<OrderReply>('/flight-checkout/orders', body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data;
}

export const useCreateOrder = () => useApiMutation(createOrder);
