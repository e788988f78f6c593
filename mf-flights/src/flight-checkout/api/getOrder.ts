import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import { usePolling } from '@travel/shared-ui/checkout';
import type { OrderReply, OrderView } from '@travel/contracts/flight-checkout';

/** GET /api/flight-checkout/orders/:reference: the owner's (signed in) or the guest's (with the token) order. */
export async function getOrder(reference: string, token: string | undefined, signal?: AbortSignal): Promise<OrderView> {
  const { data } = await apiClient.get<OrderReply>(`/flight-checkout/orders/${encodeURIComponent(reference)}`, {
    params: token ? { token } : undefined,
    signal,
  });
  return data.order;
}

/**
 * The order, asked again every `pollMs` while it is held (its payment's webhook is awaited), and every
 * `supplierPollMs` while paid but not yet confirmed by the supplier it was booked at.
 */
export function useOrder(reference: string, token: string | undefined, { pollMs = 2000, supplierPollMs = 5000 } = {}) {
  const query = useApiQuery(
    ['flight-checkout', 'orders', reference, token ?? null],
    (signal) => getOrder(reference, token, signal),
    { keepPreviousData: true, errorMessage: 'We could not find this booking.' },
  );
  usePolling(query.retry, query.status === 'success' && query.data.status === 'held', pollMs);
  usePolling(
    query.retry,
    query.status === 'success' && query.data.supplierBooking?.status === 'pending',
    supplierPollMs,
  );
  return query;
}
