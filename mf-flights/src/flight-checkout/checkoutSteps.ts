import { CHECKOUT_FLIGHT_KEY } from '../paths';

/** Checkout's steps, in order, and their pages. */
export const CHECKOUT_STEPS = ['travellers', 'seats', 'add-ons', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const CHECKOUT_PATHS = {
  travellers: '/flight-checkout',
  seats: '/flight-checkout/seats',
  'add-ons': '/flight-checkout/add-ons',
  review: '/flight-checkout/review',
} as const satisfies Record<CheckoutStep, string>;

/**
 * A step's address in a tab holding the chosen flight: the first step's names the flight (`?flight=`), so its reload is
 * served with the checkout's code and drawn frame (QUERY_PAGES in paths.ts). The page reads the flight from the tab.
 */
export const checkoutPath = (step: CheckoutStep, flightId: string): string =>
  step === 'travellers'
    ? `${CHECKOUT_PATHS.travellers}?${CHECKOUT_FLIGHT_KEY}=${encodeURIComponent(flightId)}`
    : CHECKOUT_PATHS[step];

export const CONFIRMATION_PATH = '/flight-checkout/confirmation';

export const STEP_NAMES: Record<CheckoutStep, string> = {
  travellers: 'Travellers',
  seats: 'Seats',
  'add-ons': 'Add-ons',
  review: 'Review and pay',
};

export const nextStep = (step: CheckoutStep): CheckoutStep | null =>
  CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) + 1] ?? null;
export const previousStep = (step: CheckoutStep): CheckoutStep | null =>
  CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) - 1] ?? null;
