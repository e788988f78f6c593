import type { StripeCredentials } from '../../config';
import { gatewayFetch, type CallPolicy } from '../http';

export interface StripeCall {
  method: 'GET' | 'POST';
  /** From the API root: '/v1/payment_intents'. */
  path: string;
  form?: URLSearchParams;
  /** Stripe answers a repeated key with the first answer, so a retried creation creates once. */
  idempotencyKey?: string;
  maxAttempts?: number;
  timeoutMs?: number;
  /** The field a usable answer carries ('id', or the list's field); without it the answer is unclear. */
  answerHas: string;
}

const errorMessage = (body: unknown) =>
  (body as { error?: { message?: string } } | undefined)?.error?.message || undefined;

/** Stripe's REST API: bearer secret key, form-encoded bodies, amounts in the currency's minor unit. */
export function stripeApi(credentials: StripeCredentials, policy: CallPolicy) {
  return {
    call<T>(call: StripeCall): Promise<T> {
      return gatewayFetch<T>({
        method: call.method,
        url: `${credentials.baseUrl}${call.path}`,
        headers: {
          Authorization: `Bearer ${credentials.secretKey}`,
          Accept: 'application/json',
          ...(call.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          ...(call.idempotencyKey ? { 'Idempotency-Key': call.idempotencyKey } : {}),
        },
        body: call.form?.toString(),
        label: 'Stripe',
        maxAttempts: call.maxAttempts ?? policy.maxAttempts,
        timeoutMs: call.timeoutMs ?? policy.timeoutMs,
        errorMessage,
        answerHas: call.answerHas,
      });
    },
  };
}
export type StripeApi = ReturnType<typeof stripeApi>;
