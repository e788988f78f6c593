import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import { refundListSearch, type RefundListFilter } from '@travel/contracts/refunds';
import type { RefundListReply } from '@travel/contracts/refunds';

/**
 * GET /api/refunds: a page of the refunds matching the filter, newest first. The query is the page's own URL
 * query (refundListSearch), plus the admin's time zone, where the days of the date range begin.
 */
export async function getRefunds(filter: RefundListFilter, signal?: AbortSignal): Promise<RefundListReply> {
  const params = refundListSearch(filter);
  params.set('timeZone', Intl.DateTimeFormat().resolvedOptions().timeZone);
  const { data } = await apiClient.get<RefundListReply>('/refunds', { params, signal });
  return data;
}

/** The page of refunds for the filter; `retry` reads it again, keeping it on screen meanwhile. */
export function useRefunds(filter: RefundListFilter) {
  return useApiQuery(['refunds', 'list', refundListSearch(filter).toString()], (signal) => getRefunds(filter, signal), {
    keepPreviousData: true,
  });
}

export type RefundsQuery = ReturnType<typeof useRefunds>;
