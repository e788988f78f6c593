/** The refund gateways' settings, read from the environment. A gateway without keys is served by the sandbox. */
export interface RefundsConfig {
  razorpay?: { keyId: string; keySecret: string; baseUrl: string; webhookSecret?: string };
  stripe?: { secretKey: string; baseUrl: string; webhookSecret?: string };
  /** How long the sandbox takes to settle a refund. */
  sandboxSettleMs: number;
  /** Attempts per gateway call when the network fails or the gateway answers 5xx/429. */
  maxAttempts: number;
  /** How long one attempt waits for the gateway's answer. */
  timeoutMs: number;
}

export function loadRefundsConfig(env: NodeJS.ProcessEnv = process.env): RefundsConfig {
  const razorpay =
    env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
      ? {
          keyId: env.RAZORPAY_KEY_ID,
          keySecret: env.RAZORPAY_KEY_SECRET,
          baseUrl: trimSlash(env.RAZORPAY_BASE_URL || 'https://api.razorpay.com'),
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || undefined,
        }
      : undefined;
  const stripe = env.STRIPE_SECRET_KEY
    ? {
        secretKey: env.STRIPE_SECRET_KEY,
        baseUrl: trimSlash(env.STRIPE_BASE_URL || 'https://api.stripe.com'),
        webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      }
    : undefined;
  return {
    razorpay,
    stripe,
    sandboxSettleMs: Number(env.SANDBOX_REFUND_SETTLE_MS ?? 3000),
    maxAttempts: Number(env.REFUND_GATEWAY_ATTEMPTS ?? 3),
    timeoutMs: Number(env.REFUND_GATEWAY_TIMEOUT_MS ?? 10_000),
  };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
