import { useCallback, useEffect, useState } from 'react';
import { apiClient } from '@travel/shared-ui';
import type { GatewayName, RefundRecord } from '../common/types';

export const RECENT_REFUNDS = 5;

/** The most recent refunds (SPEC: the first 5 of /api/refunds/history). */
export function useRecentRefunds() {
  const [refunds, setRefunds] = useState<RefundRecord[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    setLoading(true);
    setLoadError(null);
    try {
      const { data } = await apiClient.get<{ data: RefundRecord[] }>('/refunds/history');
      setRefunds(Array.isArray(data?.data) ? data.data.slice(0, RECENT_REFUNDS) : []);
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

export interface GatewayStatus {
  connected: boolean;
  mode: 'live' | 'sandbox';
  message: string;
  latencyMs: number;
}

/** The selected gateway's connection, asked of the API, which asks the gateway. */
export function useGatewayStatus(gateway: GatewayName) {
  const [status, setStatus] = useState<GatewayStatus | null>(null);
  const [checking, setChecking] = useState(true);
  const check = useCallback(async () => {
    setChecking(true);
    try {
      const { data } = await apiClient.get<GatewayStatus>(`/refunds/gateways/${gateway}/status`);
      setStatus(data);
    } catch (error) {
      console.error('Could not check the gateway', error);
      setStatus({ connected: false, mode: 'live', message: 'The API could not check this gateway', latencyMs: 0 });
    } finally {
      setChecking(false);
    }
  }, [gateway]);
  useEffect(() => {
    void check();
  }, [check]);
  return { status, checking, check };
}
