import { ApiCallError, apiErrorMessage, apiServerMessage } from '@travel/shared-ui/api';
import type { PayReply } from '@travel/contracts/flight-checkout';

/** What the API's pay answer gives the browser to take a payment, per gateway. */
export type BrowserPayment = PayReply['payment'];
export type RazorpayPayment = Extract<BrowserPayment, { gateway: 'razorpay' }>;
export type StripePayment = Extract<BrowserPayment, { gateway: 'stripe' }>;

/** What to tell the customer when a payment could not be taken: the API's words, else the gateway script's. */
export function paymentProblem(error: unknown): string {
  if (apiServerMessage(error)) return apiServerMessage(error)!;
  return error instanceof Error && !(error instanceof ApiCallError) ? error.message : apiErrorMessage(error);
}
