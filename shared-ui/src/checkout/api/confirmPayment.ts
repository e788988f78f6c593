import type { ConfirmBody, PaymentReply, PaymentView } from '@travel/contracts/payments';
import { apiClient } from '@travel/shared-ui/api';

/** POST /api/payments/:paymentId/confirm: what the gateway's checkout gave the browser, checked by the API. */
export async function confirmPayment(paymentId: string, body: ConfirmBody): Promise<PaymentView> {
  const { data } = await apiClient.post<PaymentReply>(`/payments/${encodeURIComponent(paymentId)}/confirm`, body);
  return data.payment;
}
