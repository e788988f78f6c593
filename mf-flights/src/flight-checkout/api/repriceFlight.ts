import { apiClient, apiErrorStatus, useApiMutation } from '@travel/shared-ui/api';
import type { CheckoutConflictReply, RepriceBody, RepriceReply } from '@travel/contracts/flight-checkout';

export type RepriceResult = { ok: true; reply: RepriceReply } | { ok: false; conflict: CheckoutConflictReply };

/** The 409 body of a re-price or an order (price changed, sold out, seat taken, hold expired), if that is what came. */
export function checkoutConflict(error: unknown): CheckoutConflictReply | undefined {
  if (apiErrorStatus(error) !== 409) return undefined;
  return (error as { response: { data: CheckoutConflictReply } }).response.data;
}

/** POST /api/flight-checkout/reprice: the fare checked again against the inventory; a 409 is an answer, not a failure. */
export async function repriceFlight(body: RepriceBody): Promise<RepriceResult> {
  try {
    return { ok: true, reply: (await apiClient.post<RepriceReply>('/flight-checkout/reprice', body)).data };
  } catch (error) {
    const conflict = checkoutConflict(error);
    if (conflict) return { ok: false, conflict };
    throw error;
  }
}

export const useRepriceFlight = () => useApiMutation(repriceFlight);
