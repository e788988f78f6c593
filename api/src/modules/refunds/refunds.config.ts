import { loadGatewaysConfig, type GatewaysConfig } from '../../gateways/gateways.config';

/** The refund settings: the gateways' keys (shared with payments), and how refunds talk to them. */
export interface RefundsConfig extends GatewaysConfig {
  /** How long the sandbox takes to settle a refund. */
  sandboxSettleMs: number;
  /** Attempts per gateway call when the network fails or the gateway answers 5xx/429. */
  maxAttempts: number;
  /** How long one attempt waits for the gateway's answer. */
  timeoutMs: number;
}

export function loadRefundsConfig(env: NodeJS.ProcessEnv = process.env): RefundsConfig {
  return {
    ...loadGatewaysConfig(env),
    sandboxSettleMs: Number(env.SANDBOX_REFUND_SETTLE_MS ?? 3000),
    maxAttempts: Number(env.REFUND_GATEWAY_ATTEMPTS ?? 3),
    timeoutMs: Number(env.REFUND_GATEWAY_TIMEOUT_MS ?? 10_000),
  };
}
