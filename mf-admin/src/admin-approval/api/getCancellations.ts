import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { CancellationFilter, CancellationListReply, CancellationRequest } from '@travel/contracts/admin';

/** The key of the list for a filter; its prefix names every list and the stats. */
export const cancellationsKey = (filter: CancellationFilter) =>
  ['admin', 'cancellations', 'list', filter.status, filter.priority, filter.dateRange] as const;

/**
 * GET /api/admin/cancellations: the requests matching the filter, newest first; anything but a list is an
 * empty one. "Today" is the admin's own calendar day.
 */
export async function getCancellations(filter: CancellationFilter): Promise<CancellationRequest[]> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { data } = await apiClient.get<CancellationListReply>('/admin/cancellations', {
    params: { ...filter, timeZone },
  });
  return Array.isArray(data) ? data : [];
}

export function useCancellations(filter: CancellationFilter) {
  return useApiQuery(cancellationsKey(filter), () => getCancellations(filter));
}
