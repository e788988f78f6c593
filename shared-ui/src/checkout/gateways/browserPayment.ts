import { ApiCallError, apiErrorMessage, apiServerMessage } from '@travel/shared-ui/api';
import type { PayReply } from '@travel/contracts/flight-checkout';

/** What the API's pay answer gives the browser to take a payment, per gateway. */
export type BrowserPayment = PayReply['payment'];
export type RazorpayPayment = Extract<BrowserPayment, { gateway: 'razorpay' }>;
export type StripePayment = Extract<BrowserPayment, { gateway: 'stripe' }>;

/** What to tell the customer when a payment could not be taken: the API's words, else the gateway script's. */
export function paymentProblem(error: unknown): string {
  if (apiServerMessage(error)) return apiServerMessage(error)!;
  const apiCallFailed = error instanceof ApiCallError || (error instanceof Error && error.name === 'AxiosError');
  return error instanceof Error && !apiCallFailed ? error.message : apiErrorMessage(error);
}
