import type { PaymentReply, PaymentView } from '@travel/contracts/payments';
import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import { usePolling } from '../usePolling';

/** GET /api/payments/:paymentId: a payment's status, as the browser may know it. */
export async function getPayment(paymentId: string, signal?: AbortSignal): Promise<PaymentView> {
  return (await apiClient.get<PaymentReply>(`/payments/${encodeURIComponent(paymentId)}`, { signal })).data.payment;
}

const SETTLED = ['captured', 'failed'];

/** A payment's status, asked again every `pollMs` until it is captured or failed (a webhook is awaited). */
export function usePayment(paymentId: string | null, { pollMs = 2000 }: { pollMs?: number } = {}) {
  const query = useApiQuery(['payments', paymentId], (signal) => getPayment(paymentId!, signal), {
    enabled: paymentId !== null,
    keepPreviousData: true,
  });
  const settled = query.status === 'success' && SETTLED.includes(query.data.status);
  usePolling(query.retry, paymentId !== null && !settled && query.status !== 'error', pollMs);
  return query;
}
