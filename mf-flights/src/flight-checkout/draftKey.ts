/** Where checkout keeps what the traveller has entered, step to step (this tab only). */
export const CHECKOUT_DRAFT_KEY = 'flightCheckout';

/**
 * Whether this tab holds a checkout draft at all (not whether it is a valid one: the page checks that). Kept apart
 * from checkoutDraft.ts so the routes chunk can ask it without the checkout's rules.
 */
export const hasCheckoutDraft = () => {
  try {
    return sessionStorage.getItem(CHECKOUT_DRAFT_KEY) !== null;
  } catch {
    return false;
  }
};
