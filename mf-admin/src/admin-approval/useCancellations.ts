import { useCallback, useEffect, useState } from 'react';
import { apiClient } from '@travel/shared-ui';
import type { CancellationFilter, CancellationRequest, CancellationStats } from '../common/types';

export const DEFAULT_FILTER: CancellationFilter = { status: 'pending', priority: 'all', dateRange: 'today' };
const EMPTY_STATS: CancellationStats = { pending: 0, approved: 0, rejected: 0, total: 0 };

/** The requests matching the applied filter, and the overall stats, from the admin API. */
export function useCancellations(filter: CancellationFilter) {
  const [requests, setRequests] = useState<CancellationRequest[]>([]);
  const [stats, setStats] = useState<CancellationStats>(EMPTY_STATS);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);

  const loadRequests = useCallback(async () => {
    setLoading(true);
    setLoadError(null);
    try {
      // "Today" is the admin's own calendar day.
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const { data } = await apiClient.get<unknown>('/admin/cancellations', { params: { ...filter, timeZone } });
      // Anything but an array is an empty list.
      setRequests(Array.isArray(data) ? (data as CancellationRequest[]) : []);
    } catch (error) {
      console.error('Could not load cancellation requests', error);
      setRequests([]);
      setLoadError('Could not load cancellation requests.');
    } finally {
      setLoading(false);
    }
  }, [filter]);

  const loadStats = useCallback(async () => {
    try {
      const { data } = await apiClient.get<CancellationStats>('/admin/cancellations/stats');
      setStats(data);
    } catch (error) {
      console.error('Could not load cancellation stats', error);
    }
  }, []);

  const reload = useCallback(() => Promise.all([loadRequests(), loadStats()]), [loadRequests, loadStats]);

  useEffect(() => {
    void loadRequests();
  }, [loadRequests]);
  useEffect(() => {
    void loadStats();
  }, [loadStats]);

  /** After a decision the request leaves the list and the stats are read again. */
  const removeRequest = useCallback(
    (id: string) => {
      setRequests((current) => current.filter((request) => request.id !== id));
      void loadStats();
    },
    [loadStats],
  );

  return { requests, stats, loading, loadError, reload, removeRequest };
}
