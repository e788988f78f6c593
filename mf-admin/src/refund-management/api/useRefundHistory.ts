import { useCallback, useEffect, useState } from 'react';
import type { RefundRecord } from '../../common/types';
import { fetchRefundHistory } from './refundsApi';

export const RECENT_REFUNDS = 5;

/** The most recent refunds (the first 5 of /api/refunds/history), and a way to load them again. */
export function useRefundHistory() {
  const [refunds, setRefunds] = useState<RefundRecord[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    setLoading(true);
    setLoadError(null);
    try {
      setRefunds((await fetchRefundHistory()).slice(0, RECENT_REFUNDS));
    } catch (error) {
      console.error('Could not load refund history', error);
      setLoadError('Could not load recent refunds.');
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { refunds, loading, loadError, reload };
}

export type RefundHistory = ReturnType<typeof useRefundHistory>;
