import { useCallback, useEffect, useState } from 'react';
import type { GatewayName } from '../../common/types';
import { fetchGatewayStatus, type GatewayStatus } from './refundsApi';

const UNCHECKED: GatewayStatus = {
  connected: false,
  mode: 'live',
  message: 'The API could not check this gateway',
  latencyMs: 0,
};

/** The selected gateway's connection, asked again whenever the gateway changes or `check` is called. */
export function useGatewayStatus(gateway: GatewayName) {
  const [status, setStatus] = useState<GatewayStatus | null>(null);
  const [checking, setChecking] = useState(true);
  const check = useCallback(async () => {
    setChecking(true);
    try {
      setStatus(await fetchGatewayStatus(gateway));
    } catch (error) {
      console.error('Could not check the gateway', error);
      setStatus(UNCHECKED);
    } finally {
      setChecking(false);
    }
  }, [gateway]);
  useEffect(() => {
    void check();
  }, [check]);
  return { status, checking, check };
}

export type GatewayCheck = ReturnType<typeof useGatewayStatus>;
