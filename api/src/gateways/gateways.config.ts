/** Razorpay's keys, from the environment: one set for taking payments and for refunding them. */
export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  baseUrl: string;
  webhookSecret?: string;
}

/** Stripe's keys, from the environment: one set for taking payments and for refunding them. */
export interface StripeCredentials {
  secretKey: string;
  /** pk_…, handed to the browser's Stripe.js; not a secret. */
  publishableKey?: string;
  baseUrl: string;
  webhookSecret?: string;
}

/** The gateways whose keys are set; a gateway without keys is served by the built-in sandbox. */
export interface GatewaysConfig {
  razorpay?: RazorpayCredentials;
  stripe?: StripeCredentials;
}

export function loadGatewaysConfig(env: NodeJS.ProcessEnv = process.env): GatewaysConfig {
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
        publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
        baseUrl: trimSlash(env.STRIPE_BASE_URL || 'https://api.stripe.com'),
        webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      }
    : undefined;
  return { razorpay, stripe };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
