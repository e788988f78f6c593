import { apiClient, useApiMutation } from '@travel/shared-ui/api';
import type { PayReply } from '@travel/contracts/flight-checkout';

/** POST /api/flight-checkout/orders/:reference/pay: the order's payment, started or resumed (a retry after a decline). */
export async function payOrder(reference: string, token: string | undefined): Promise<PayReply['payment']> {
  const { data } = await apiClient.post<PayReply>(
    `/flight-checkout/orders/${encodeURIComponent(reference)}/pay`,
    {},
    {
      params: token ? { token } : undefined,
    },
  );
  return data.payment;
}

export const usePayOrder = () => useApiMutation(payOrder);
