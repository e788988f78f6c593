import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { GatewayName, GatewayStatusReply } from '@travel/contracts/refunds';

/** What the page shows of a gateway's connection. */
export type GatewayStatus = Pick<GatewayStatusReply, 'connected' | 'mode' | 'message' | 'latencyMs'>;

/** Shown when the API itself could not be asked: the gateway counts as disconnected. */
const UNCHECKED: GatewayStatus = {
  connected: false,
  mode: 'live',
  message: 'The API could not check this gateway',
  latencyMs: 0,
};

/** GET /api/refunds/gateways/:gateway/status: the API asks the gateway. */
export async function getGatewayStatus(gateway: GatewayName): Promise<GatewayStatus> {
  const { data } = await apiClient.get<GatewayStatusReply>(`/refunds/gateways/${gateway}/status`);
  return data;
}

/**
 * The gateway's connection, asked again whenever the gateway changes or `check` is called; `checking` while an
 * answer is on its way (an earlier answer is not shown meanwhile: the connection may have changed).
 */
export function useGatewayStatus(gateway: GatewayName) {
  const query = useApiQuery(['refunds', 'gateway-status', gateway], () =>
    getGatewayStatus(gateway).catch((error: unknown) => {
      console.error('Could not check the gateway', error);
      return UNCHECKED;
    }),
  );
  return {
    status: query.status === 'success' ? query.data : null,
    checking: query.status === 'loading' || query.isRefreshing,
    check: query.retry,
  };
}

export type GatewayCheck = ReturnType<typeof useGatewayStatus>;
