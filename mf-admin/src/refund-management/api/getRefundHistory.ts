import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { Refund, RefundHistoryReply } from '@travel/contracts/refunds';

/** How many of the latest refunds the page lists. */
export const RECENT_REFUNDS = 5;

/** GET /api/refunds/history: every refund, newest first; an empty list when the reply has none. */
export async function getRefundHistory(signal?: AbortSignal): Promise<Refund[]> {
  const { data } = await apiClient.get<RefundHistoryReply>('/refunds/history', { signal });
  return Array.isArray(data?.data) ? data.data : [];
}

/** The latest refunds (the first 5 of the history); `retry` reads them again, keeping these on screen meanwhile. */
export function useRefundHistory() {
  return useApiQuery(['refunds', 'history'], async (signal) =>
    (await getRefundHistory(signal)).slice(0, RECENT_REFUNDS),
  );
}

export type RefundHistoryQuery = ReturnType<typeof useRefundHistory>;
