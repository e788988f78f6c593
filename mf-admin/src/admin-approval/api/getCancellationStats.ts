import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { CancellationStats } from '@travel/contracts/admin';

export const CANCELLATION_STATS_KEY = ['admin', 'cancellations', 'stats'] as const;

/** GET /api/admin/cancellations/stats: how many requests there are, by status. */
export async function getCancellationStats(signal?: AbortSignal): Promise<CancellationStats> {
  const { data } = await apiClient.get<CancellationStats>('/admin/cancellations/stats', { signal });
  return data;
}

/** The counts; while they are read again the last ones stay on screen. */
export function useCancellationStats() {
  return useApiQuery(CANCELLATION_STATS_KEY, getCancellationStats, { keepPreviousData: true });
}
